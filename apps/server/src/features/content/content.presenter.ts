import {
  bandOfGrade,
  type Attachment,
  type BodyBlock,
  type Content,
  type ContentMetadata,
  type ArticleLevel,
  type KeyTerms,
  type TextGate,
} from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import { flaggedAtMyAdminLevel } from './content.policy.js';
import type { ActivityRow, ContentRow, LevelRow, MarkerRow } from '../activities/articles.repository.js';
import type { TextItemRow } from '../activities/text-items.repository.js';
import type { KeyTermRow } from './content.repository.js';
import { liteExpiry } from '../activities/content-cards.js';

const iso = (d: Date | string) => new Date(d).toISOString();

function presentLevel(
  content: ContentRow,
  l: LevelRow,
  withText: boolean,
  inText: readonly TextItemRow[],
  gate: TextGate | null,
): ArticleLevel {
  // CFU-01: a student's text ends at the check that holds it; nothing after it leaves the server.
  const body = withText ? (gate ? l.body.slice(0, gate.after_block + 1) : l.body) : [];
  return {
    id: l.id,
    header_id: content.id,
    header_content_id: String(content.id),
    language: l.language,
    grade_band: bandOfGrade(l.grade),
    grade: l.grade,
    raw_lexile: l.raw_lexile,
    lexile: l.lexile,
    title: l.title,
    short_title: l.short_title,
    teaser: l.teaser,
    slug: l.slug,
    byline: l.byline,
    author: l.author,
    word_count: l.word_count,
    display_published_at: iso(content.published_at),
    content_provider: { name: content.provider },
    is_original_level: l.is_original_level,
    readability_grade: l.readability_grade === null ? null : Number(l.readability_grade),
    raw_text: body.map((b: BodyBlock) => b.text).join('\n\n'),
    body,
    in_text: withText
      ? inText
          .filter((i) => i.article_level_id === l.id && (!gate || i.after_block <= gate.after_block))
          .map((i) => ({
            activity_id: i.activity_id,
            activity_type: i.activity_type,
            item_id: i.item_id,
            after_block: i.after_block,
          }))
      : [],
    gate: withText ? gate : null,
  };
}

const ACTIVITY_ASSESSMENT: Record<ActivityRow['activity_type'], string> = {
  QUIZ: 'quiz',
  POWER_WORDS_ACTIVITY: 'power words',
  WRITE_PROMPT: 'write prompt',
  CHECKS_FOR_UNDERSTANDING_QUIZ: 'checks for understanding',
  GUIDED_HIGHLIGHTING_QUIZ: 'guided highlighting',
};

export function presentContent(input: {
  content: ContentRow;
  levels: LevelRow[];
  standards: { id: number; code: string; name: string; description: string }[];
  markers: MarkerRow[];
  activities: ActivityRow[];
  user: AuthUser | null;
  /** The reduced public shape: no text, no activities, no advisories. */
  restricted: boolean;
  /** A student held at one level (LEVEL-10) reads only its text; null: every level. */
  readableLevelId?: number | null;
  /** Activity items placed in the text (the bundle's). */
  inText?: readonly TextItemRow[];
  /** Where each level's text stops for this student (CFU-01), by level id. */
  gates?: ReadonlyMap<number, TextGate>;
}): Content {
  const { content, levels, user, restricted } = input;
  const languages = [...new Set(levels.map((l) => l.language))];
  const original = levels.find((l) => l.is_original_level && l.language === 'en') ?? levels[0];
  const attachments: Attachment[] = restricted
    ? []
    : input.activities.map((a) => ({
        id: a.id,
        content_type: a.activity_type,
        data: {
          assessment_type: ACTIVITY_ASSESSMENT[a.activity_type],
          name: a.name,
          levels: a.levels.map((l) => ({ article_level_id: l.article_level_id, question_count: l.count })),
        },
        subject: { data: { subject: content.subject } },
      }));
  return {
    id: String(content.id),
    // Only articles have a bundle (article-cache.ts); videos have their own page and API.
    content_type: 'ARTICLE' as const,
    header_id: content.id,
    restricted,
    search_indexing: content.search_indexing,
    visibility_markers:
      restricted || !user
        ? []
        : input.markers.map((m) => ({
            reason: m.reason,
            flagged_at_my_admin_level: flaggedAtMyAdminLevel(user, m),
            block_teacher_view: m.block_teacher_view,
            grade_minimum: m.grade_minimum,
            grade_maximum: m.grade_maximum,
            message: m.message,
            learn_more_url: m.learn_more_url,
          })),
    attachments,
    standards: input.standards,
    decodable: content.decodable,
    data: {
      title: original?.title ?? content.title,
      teaser: original?.teaser ?? content.teaser,
      slug: content.slug,
      subject: content.subject,
      article_type: content.article_type as Content['data']['article_type'],
      article_levels: levels.map((l) =>
        presentLevel(
          content,
          l,
          !restricted && (input.readableLevelId == null || input.readableLevelId === l.id),
          input.inText ?? [],
          input.gates?.get(l.id) ?? null,
        ),
      ),
      article_publications: languages.map((language) => ({ language, visible_after: iso(content.published_at) })),
      is_premium: content.is_premium,
      is_lite: content.is_lite,
      quiz_omission_reason: content.quiz_omission_reason,
      date_lite_product_grant_expires: liteExpiry(content, user),
      url: `/view/${content.id}`,
      content_warning: content.content_warning,
      header_image: { url: content.image_url, alt: content.image_alt },
    },
  };
}

export function presentMetadata(
  content: ContentRow,
  standards: { id: number; code: string; name: string; description: string }[],
): ContentMetadata {
  return {
    content_id: String(content.id),
    results: [
      ...standards.map((s) => ({
        content_type: 'STANDARD' as const,
        id: s.id,
        data: { name: s.name, code: s.code },
        standard_description: s.description,
      })),
      { content_type: 'PROVIDER' as const, data: { name: content.provider } },
      ...(content.decodable ? [{ content_type: 'DECODABLE' as const, data: {} }] : []),
      { content_type: 'SEARCH_INDEXING' as const, data: { allowed: content.search_indexing } },
    ],
  };
}

/** API-31: a level's key terms, term and definition only. */
export function presentKeyTerms(contentId: number, rows: readonly KeyTermRow[]): KeyTerms {
  return { content_id: String(contentId), algorithm_output: rows.map((r) => ({ term: r.term, definition: r.definition })) };
}
