import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ArticleLevelsTable, ContentsTable, VisibilityMarkersTable } from '../../db/schema.js';
import { levelCountersOf } from './registry.js';

export type ContentRow = Omit<Selectable<ContentsTable>, 'search_document'>;
export type LevelRow = Omit<Selectable<ArticleLevelsTable>, 'text_vector'>;
export type MarkerRow = Selectable<VisibilityMarkersTable>;

/** Every column of an article but its search document. */
export const CONTENT_COLUMNS = [
  'contents.id',
  'contents.content_type',
  'contents.slug',
  'contents.subject',
  'contents.article_type',
  'contents.title',
  'contents.teaser',
  'contents.provider',
  'contents.published_at',
  'contents.is_premium',
  'contents.is_lite',
  'contents.lite_grant_expires_at',
  'contents.content_warning',
  'contents.decodable',
  'contents.quiz_omission_reason',
  'contents.search_indexing',
  'contents.image_url',
  'contents.image_alt',
  'contents.created_at',
] as const;

export function findContent(db: Db, id: number): Promise<ContentRow | undefined> {
  return db.selectFrom('contents').select(CONTENT_COLUMNS).where('contents.id', '=', id).executeTakeFirst();
}

/** Every column of a level but its text vector (related content's, API-34). */
const LEVEL_COLUMNS = [
  'id',
  'content_id',
  'language',
  'grade',
  'raw_lexile',
  'lexile',
  'is_original_level',
  'title',
  'short_title',
  'teaser',
  'slug',
  'byline',
  'author',
  'word_count',
  'readability_grade',
  'body',
  'write_prompt',
  'position',
] as const;

/** The article a level belongs to, or undefined for an unknown level. */
export async function contentIdOfLevel(db: Db, levelId: number): Promise<number | undefined> {
  const row = await db.selectFrom('article_levels').select('content_id').where('id', '=', levelId).executeTakeFirst();
  return row?.content_id;
}

export function levelsOf(db: Db, contentId: number): Promise<LevelRow[]> {
  return db.selectFrom('article_levels').select(LEVEL_COLUMNS).where('content_id', '=', contentId).orderBy('position').execute();
}

export function standardsOf(db: Db, contentId: number) {
  return db
    .selectFrom('content_standards')
    .innerJoin('standards', 'standards.id', 'content_standards.standard_id')
    .select(['standards.id', 'standards.code', 'standards.name', 'standards.description'])
    .where('content_standards.content_id', '=', contentId)
    .orderBy('content_standards.position')
    .execute();
}

/** Every district and school advisory on an article (article-access.ts picks the reader's own). */
export function markersOf(db: Db, contentId: number) {
  return db.selectFrom('visibility_markers').selectAll().where('content_id', '=', contentId).orderBy('id').execute();
}

/**
 * An article's activities, each with how many items it has per level. The items belong to their
 * activity features: each registered activity counts its own (registry.ts).
 */
export async function activitiesOf(db: Db, contentId: number) {
  const activities = await db.selectFrom('activities').selectAll().where('content_id', '=', contentId).orderBy('id').execute();
  const counts = (
    await Promise.all(
      levelCountersOf(activities.map((a) => a.activity_type)).map(({ type, count }) =>
        count(
          db,
          activities.filter((a) => a.activity_type === type).map((a) => a.id),
        ),
      ),
    )
  ).flat();
  return activities.map((a) => ({
    ...a,
    levels: counts
      .filter((c) => c.activity_id === a.id)
      .map((c) => ({ article_level_id: c.article_level_id, count: Number(c.n) })),
  }));
}
export type ActivityRow = Awaited<ReturnType<typeof activitiesOf>>[number];

/** An activity (quiz, Power Words, write prompt) by id, with the article it belongs to. */
export function findActivity(db: Db, id: number) {
  return db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
}
