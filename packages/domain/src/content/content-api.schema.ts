import { z } from 'zod';
import { InTextItem, TextGate } from '../activities/checks.schema.js';
import { ACCESS_STATES } from './access.js';
import { ARTICLE_TYPES, SUBJECTS } from './content.schema.js';
import { RelatedSearchParams } from './related.js';

/** Requests and responses of the content API (PLAT-07, PLAT-13, LEVEL-01, LEVEL-03, API-10 … API-12). */

const boolParam = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

export const ContentListQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    subject: z.enum(SUBJECTS).optional(),
    grade: z.coerce.number().int().min(-1).max(12).optional(),
    article_type: z.enum(ARTICLE_TYPES).optional(),
    language: z.enum(['en', 'es']).optional(),
    slug: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    /** Articles aligned to one standard (the standards modal's link). */
    standards: z.coerce.number().int().positive().optional(),
    /** Only the free collection (what a lite account can read). */
    lite_only: boolParam,
    limit: z.coerce.number().int().min(1).max(60).default(24),
    offset: z.coerce.number().int().min(0).default(0),
    ...RelatedSearchParams.shape,
  })
  .superRefine((q, ctx) => {
    // API-34: the strategy and the article it ranks by come together.
    if ((q.strategy === undefined) !== (q.similar_to === undefined))
      ctx.addIssue({ code: 'custom', path: ['similar_to'], message: 'strategy=similar_to and similar_to go together.' });
  });
export type ContentListQuery = z.infer<typeof ContentListQuery>;

export const ContentIdParams = z.object({ contentId: z.string().regex(/^\d{1,12}$/, 'Unknown content id.') });

const Image = z.object({ url: z.string(), alt: z.string() });

export const ContentCard = z.object({
  id: z.string(),
  /** Videos are cards too (PLAT-06): their page is the video view or the video lesson page (videoHref). */
  content_type: z.enum(['ARTICLE', 'INTERACTIVE_VIDEO', 'GENERATION_GENIUS_VIDEO']),
  slug: z.string(),
  title: z.string(),
  teaser: z.string(),
  subject: z.enum(SUBJECTS),
  article_type: z.enum(ARTICLE_TYPES),
  header_image: Image,
  grades: z.array(z.number().int()),
  lexile_min: z.number().int(),
  lexile_max: z.number().int(),
  languages: z.array(z.string()),
  is_premium: z.boolean(),
  is_lite: z.boolean(),
  date_lite_product_grant_expires: z.string().nullable(),
  date_published: z.string(),
});
export type ContentCard = z.infer<typeof ContentCard>;

export const ContentList = z.object({ count: z.number().int(), results: z.array(ContentCard) });
export type ContentList = z.infer<typeof ContentList>;

export const BodyBlock = z.object({ kind: z.enum(['heading', 'paragraph']), text: z.string() });
export type BodyBlock = z.infer<typeof BodyBlock>;

export const ArticleLevel = z.object({
  id: z.number().int(),
  header_id: z.number().int(),
  header_content_id: z.string(),
  language: z.string(),
  grade_band: z.string(),
  grade: z.number().int(),
  raw_lexile: z.number().int(),
  lexile: z.number().int(),
  title: z.string(),
  short_title: z.string(),
  teaser: z.string(),
  slug: z.string(),
  byline: z.string(),
  author: z.string(),
  word_count: z.number().int(),
  display_published_at: z.string(),
  content_provider: z.object({ name: z.string() }),
  is_original_level: z.boolean(),
  /** The estimated grade from the readability check, shown to teachers beside the stated level. */
  readability_grade: z.number().nullable(),
  /** Body text; empty in the public (restricted) shape. */
  raw_text: z.string(),
  body: z.array(BodyBlock),
  /** Activity items placed in the text after one of its blocks (checks for understanding). */
  in_text: z.array(InTextItem),
  /** For a student: where the text stops until they answer a check; `body` ends there. */
  gate: TextGate.nullable(),
});
export type ArticleLevel = z.infer<typeof ArticleLevel>;

export const VisibilityMarker = z.object({
  reason: z.enum(['DISTRICT_ADVISORY', 'SCHOOL_ADVISORY']),
  flagged_at_my_admin_level: z.boolean(),
  block_teacher_view: z.boolean(),
  grade_minimum: z.number().int(),
  grade_maximum: z.number().int(),
  message: z.string(),
  learn_more_url: z.string(),
});
export type VisibilityMarker = z.infer<typeof VisibilityMarker>;

export const Standard = z.object({ id: z.number().int(), name: z.string(), code: z.string(), description: z.string() });
export type Standard = z.infer<typeof Standard>;

export const Attachment = z.object({
  id: z.number().int(),
  content_type: z.enum([
    'QUIZ',
    'WRITE_PROMPT',
    'POWER_WORDS_ACTIVITY',
    'CHECKS_FOR_UNDERSTANDING_QUIZ',
    'GUIDED_HIGHLIGHTING_QUIZ',
  ]),
  data: z.object({
    assessment_type: z.string(),
    name: z.string(),
    levels: z.array(z.object({ article_level_id: z.number().int(), question_count: z.number().int() })),
  }),
  subject: z.object({ data: z.object({ subject: z.enum(SUBJECTS) }) }),
});
export type Attachment = z.infer<typeof Attachment>;

export const Content = z.object({
  id: z.string(),
  content_type: z.literal('ARTICLE'),
  header_id: z.number().int(),
  /** True when this is the reduced public shape (PLAT-32, PLAT-35): no body text, no activities. */
  restricted: z.boolean(),
  /** Whether search engines may index the public view (PLAT-32; allowed by default). */
  search_indexing: z.boolean(),
  visibility_markers: z.array(VisibilityMarker),
  attachments: z.array(Attachment),
  standards: z.array(Standard),
  decodable: z.boolean(),
  data: z.object({
    title: z.string(),
    teaser: z.string(),
    slug: z.string(),
    subject: z.enum(SUBJECTS),
    article_type: z.enum(ARTICLE_TYPES),
    article_levels: z.array(ArticleLevel),
    article_publications: z.array(z.object({ language: z.string(), visible_after: z.string() })),
    is_premium: z.boolean(),
    is_lite: z.boolean(),
    quiz_omission_reason: z.enum(['QUIZ_COMING_SOON', 'INTENTIONALLY_OMITTED']).nullable(),
    date_lite_product_grant_expires: z.string().nullable(),
    url: z.string(),
    content_warning: z.string().nullable(),
    header_image: Image,
  }),
});
export type Content = z.infer<typeof Content>;

/**
 * PLAT-34, PLAT-41: the 401 a signed-out visitor gets on a premium article, carrying the article's
 * public shape (`restricted: true`: title, teaser, header image, premium flag; no text) so the
 * sign-in screen can name it.
 */
export const ContentRefusal = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  preview: Content.optional(),
});
export type ContentRefusal = z.infer<typeof ContentRefusal>;

/** An error body that also tells the page which access screen to show. */
export const ContentError = z.object({
  error: z.object({ code: z.string(), message: z.string(), access_state: z.enum(ACCESS_STATES).optional() }),
});

export const MetadataEntry = z.discriminatedUnion('content_type', [
  z.object({
    content_type: z.literal('STANDARD'),
    id: z.number().int(),
    data: z.object({ name: z.string(), code: z.string() }),
    standard_description: z.string(),
  }),
  z.object({ content_type: z.literal('PROVIDER'), data: z.object({ name: z.string() }) }),
  z.object({ content_type: z.literal('DECODABLE'), data: z.object({}) }),
  z.object({ content_type: z.literal('SEARCH_INDEXING'), data: z.object({ allowed: z.boolean() }) }),
]);
export const ContentMetadata = z.object({ content_id: z.string(), results: z.array(MetadataEntry) });
export type ContentMetadata = z.infer<typeof ContentMetadata>;

export const ReadingLevelQuery = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  /** With an article, `recommended_article_level_content_id` names its matching level. */
  content_id: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  language: z.enum(['en', 'es']).optional(),
});

export const RecommendationReason = z.object({
  source: z.enum(['teacher_override', 'quiz_scores', 'grade_level', 'none']),
  explanation: z.string(),
});

export const ReadingLevel = z.object({
  user_id: z.number().int(),
  recommended_grade_level: z.number().int().nullable(),
  recommended_article_level_content_id: z.number().int().nullable(),
  /** The lexile measure the recommendation stands for. */
  value: z.number().int().nullable(),
  override_grade_level: z.number().int().nullable(),
  reason: RecommendationReason,
});
export type ReadingLevel = z.infer<typeof ReadingLevel>;

export const ReadingLevelOverrideBody = z.object({ override_grade_level: z.number().int().min(1).max(12).nullable() }).strict();

export const RecommendBody = z
  .object({
    article_story_content_id: z.string().regex(/^\d{1,12}$/, 'Unknown content id.'),
    language: z.enum(['en', 'es']),
    user_unique_id: z.string().uuid(),
    academic_grade_level: z.number().int().min(-1).max(12).optional(),
  })
  .strict();
export type RecommendBody = z.infer<typeof RecommendBody>;

export const RecommendResponse = z.object({
  article_level_id: z.number().int(),
  language: z.string(),
  grade_band: z.string(),
  recommended_grade_level: z.number().int().nullable(),
  reason: RecommendationReason,
});
export type RecommendResponse = z.infer<typeof RecommendResponse>;
