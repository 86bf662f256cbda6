import { z } from 'zod';
import type { ContentCard } from './content-api.schema.js';

/**
 * Related content (RELATED-01 … RELATED-08, API-34): the similar-content search's parameters, the
 * conditions under which the article page shows the block, and the legacy card a result becomes.
 */

/** The content types a search can ask for; only articles exist today. */
export const CONTENT_TYPES = ['ARTICLE', 'VIDEO', 'INTERACTIVE_VIDEO', 'TEXT_SET'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** RELATED-04: what a student's related and similar content is limited to. */
export const STUDENT_RELATED_TYPES: readonly ContentType[] = ['VIDEO', 'ARTICLE', 'INTERACTIVE_VIDEO'];

/** RELATED-01: the block shows the first 4 results. */
export const RELATED_LIMIT = 4;

export const RELATED_HEADING = 'Related content';
/** The quiz review's block (RELATED-04), named apart from the page's so the two regions differ. */
export const SIMILAR_HEADING = 'Similar content';

/** RELATED-08: logged when the search answers with an error status. */
export const relatedFailureLog = (status: number | string) => `Failed to fetch delivery search: ${status}`;

/** A repeated query parameter arrives as one string or as several. */
const repeated = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values)).max(values.length * 2)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? [...new Set(v)] : [v]));

/** The similar-content part of the content search's query (API-34). */
export const RelatedSearchParams = z.object({
  /** "similar_to" ranks the results by their likeness to the article `similar_to`. */
  strategy: z.enum(['similar_to']).optional(),
  similar_to: z
    .string()
    .regex(/^\d{1,12}$/, 'Unknown content id.')
    .optional(),
  /** Repeated: only these content types (RELATED-04). */
  content_types: repeated(CONTENT_TYPES),
});

/** The search query the related-content block sends (API-34): students name the types they may get. */
export function relatedSearchQuery(contentId: string, viewer: { isStudent: boolean }): string {
  const q = new URLSearchParams({ strategy: 'similar_to', similar_to: contentId });
  if (viewer.isStudent) for (const t of STUDENT_RELATED_TYPES) q.append('content_types', t);
  q.set('limit', String(RELATED_LIMIT));
  return q.toString();
}

/** RELATED-05: a card's Assign opens the assignment builder on the article's page. */
export const ASSIGN_PARAM = { name: 'assign', value: 'new' } as const;
export const assignHref = (contentId: string) => `/view/${contentId}?${ASSIGN_PARAM.name}=${ASSIGN_PARAM.value}`;

/** The similar-content block of a student's quiz review (RELATED-04): a student who is not a lite-interface one, with results. */
export const quizReviewShowsSimilar = (viewer: { isStudent: boolean; isLiteUser: boolean }, resultCount: number) =>
  viewer.isStudent && !viewer.isLiteUser && resultCount > 0;

/** The content types a reader's search is limited to: a student's are never outside RELATED-04's. */
export function allowedContentTypes(
  viewer: { isStudent: boolean },
  requested: readonly ContentType[] | undefined,
): readonly ContentType[] | undefined {
  if (!viewer.isStudent) return requested;
  return requested ? requested.filter((t) => STUDENT_RELATED_TYPES.includes(t)) : STUDENT_RELATED_TYPES;
}

/**
 * The stored content types a search's types find. The search names the partner video line "VIDEO"
 * (RELATED-04, RELATED-07) where the content itself says GENERATION_GENIUS_VIDEO (VIDEO-22); a text
 * set is not a content of the library, so it finds nothing.
 */
const STORED_TYPES: Record<ContentType, readonly ContentCard['content_type'][]> = {
  ARTICLE: ['ARTICLE'],
  VIDEO: ['GENERATION_GENIUS_VIDEO'],
  INTERACTIVE_VIDEO: ['INTERACTIVE_VIDEO'],
  TEXT_SET: [],
};
export const storedContentTypes = (types: readonly ContentType[]): ContentCard['content_type'][] => [
  ...new Set(types.flatMap((t) => STORED_TYPES[t])),
];

/**
 * canViewSearch: the library is in every signed-in user's navigation, whatever their role, so
 * every signed-in user may view search; a signed-out visitor may not.
 */
export const canViewSearch = (viewer: { isAuthenticatedUser: boolean } | null) => viewer?.isAuthenticatedUser === true;

/** RELATED-03 (decided, docs/decisions.md): the article's search-indexing flag turned off ("noindex"). */
export const excludesRelatedContent = (metadata: { search_indexing: boolean }) => !metadata.search_indexing;

/** What RELATED-02 decides on. */
export interface RelatedConditions {
  /** The article's metadata, once loaded. */
  metadata: { search_indexing: boolean } | null;
  headerId: number | null | undefined;
  resultCount: number;
  /** Present mode (the article page's, standing in for the video page's). */
  presentMode: boolean;
  viewer: { isStudent: boolean; isLiteUser: boolean; isAuthenticatedUser: boolean } | null;
}

/** Whether the search may be sent at all: every condition of RELATED-02 but the results. */
export function mayAskForRelated(c: Omit<RelatedConditions, 'resultCount'>): boolean {
  return (
    c.metadata !== null &&
    !excludesRelatedContent(c.metadata) &&
    c.headerId !== null &&
    c.headerId !== undefined &&
    !c.presentMode &&
    !(c.viewer?.isStudent === true && c.viewer.isLiteUser) &&
    canViewSearch(c.viewer)
  );
}

/** RELATED-02: the block shows only when every one of its conditions holds. */
export const showsRelatedContent = (c: RelatedConditions) => c.resultCount > 0 && mayAskForRelated(c);

/** RELATED-06: the legacy card a search result is mapped to; the image and other fields are empty. */
export interface LegacyCard {
  content_id: string;
  content_type: string;
  date_published: string;
  grade_level: string;
  lexile: string;
  image: string;
}

/**
 * RELATED-06, RELATED-07: a result as a legacy card. Its grade is the article's level nearest a
 * student's own grade (the one they would be given), else its lowest level (where every reader can
 * start), whose lexile is the article's lowest; students are not shown lexiles.
 */
export function toLegacyCard(
  result: Pick<ContentCard, 'id' | 'content_type' | 'date_published' | 'grades' | 'lexile_min'>,
  studentGrade: number | null = null,
): LegacyCard {
  const distance = (g: number) => Math.abs(g - (studentGrade ?? 0));
  const nearest = (a: number, b: number) => (distance(a) < distance(b) || (distance(a) === distance(b) && a < b) ? a : b);
  const grade =
    result.grades.length === 0 ? null : studentGrade === null ? Math.min(...result.grades) : result.grades.reduce(nearest);
  return {
    content_id: result.id,
    content_type: result.content_type,
    date_published: result.date_published,
    grade_level: grade === null ? '' : `Grade ${grade}`,
    lexile: `${result.lexile_min}L`,
    image: '',
  };
}
