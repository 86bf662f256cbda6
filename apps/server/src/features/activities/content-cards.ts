/**
 * An article as a card (the library's results, a text set's members): the columns a card reads,
 * in one select, and the card itself. The library's search (content feature) and the text set page
 * (text-sets feature) both draw articles this way, so a card says the same everywhere.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { ContentCard } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { CONTENT_COLUMNS, type ContentRow } from './articles.repository.js';
import { hiddenContentIdsOf } from './content-hides.repository.js';

/** What a card adds to the article's own columns: its grades, languages and lexile range, over its levels. */
export const cardAggregates = (eb: ExpressionBuilder<Database, 'contents'>) => [
  // A video has no levels: its grades are its maturity range (PLAT-06).
  sql<number[] | null>`coalesce(
    (SELECT array_agg(DISTINCT l.grade ORDER BY l.grade) FROM article_levels l WHERE l.content_id = contents.id),
    (SELECT array(SELECT generate_series(v.maturity_min, v.maturity_max)) FROM videos v WHERE v.content_id = contents.id)
  )`.as('grades'),
  eb
    .selectFrom('article_levels')
    .select(sql<string[]>`array_agg(DISTINCT article_levels.language)`.as('l'))
    .whereRef('article_levels.content_id', '=', 'contents.id')
    .as('languages'),
  eb
    .selectFrom('article_levels')
    .select((e) => e.fn.min('article_levels.lexile').as('m'))
    .whereRef('article_levels.content_id', '=', 'contents.id')
    .as('lexile_min'),
  eb
    .selectFrom('article_levels')
    .select((e) => e.fn.max('article_levels.lexile').as('m'))
    .whereRef('article_levels.content_id', '=', 'contents.id')
    .as('lexile_max'),
];

/**
 * The cards of these articles that a reader finds in the library: a student's leave out what a
 * teacher hid from their class (TOOLBAR-18); `liteOnly` keeps the free collection (PLAT-35).
 */
export function cardRowsOf(db: Db, ids: readonly number[], opts: { hiddenFor?: number; liteOnly?: boolean } = {}) {
  if (!ids.length) return Promise.resolve([]);
  let q = db.selectFrom('contents').where('contents.id', 'in', [...ids]);
  if (opts.hiddenFor !== undefined) q = q.where('contents.id', 'not in', hiddenContentIdsOf(db, opts.hiddenFor));
  if (opts.liteOnly) q = q.where('contents.is_lite', '=', true);
  return q.select(CONTENT_COLUMNS).select(cardAggregates).execute();
}

export type CardRow = Pick<
  ContentRow,
  | 'id'
  | 'content_type'
  | 'slug'
  | 'title'
  | 'teaser'
  | 'subject'
  | 'article_type'
  | 'image_url'
  | 'image_alt'
  | 'is_premium'
  | 'is_lite'
  | 'lite_grant_expires_at'
  | 'published_at'
> & {
  grades: number[] | null;
  languages: string[] | null;
  lexile_min: number | string | null;
  lexile_max: number | string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

/** Lite readers see their own grant's end on the free collection (PLAT-45). */
export function liteExpiry(content: Pick<ContentRow, 'is_lite' | 'lite_grant_expires_at'>, user: AuthUser | null) {
  if (!content.is_lite) return null;
  const date = (user?.is_lite ? user.lite_grant_expires_at : null) ?? content.lite_grant_expires_at;
  return date ? iso(date) : null;
}

export function presentCard(row: CardRow, user: AuthUser | null): ContentCard {
  return {
    id: String(row.id),
    content_type: row.content_type,
    slug: row.slug,
    title: row.title,
    teaser: row.teaser,
    subject: row.subject,
    article_type: row.article_type as ContentCard['article_type'],
    header_image: { url: row.image_url, alt: row.image_alt },
    grades: row.grades ?? [],
    lexile_min: Number(row.lexile_min ?? 0),
    lexile_max: Number(row.lexile_max ?? 0),
    languages: [...(row.languages ?? [])].sort(),
    is_premium: row.is_premium,
    is_lite: row.is_lite,
    date_lite_product_grant_expires: liteExpiry(row, user),
    date_published: iso(row.published_at),
  };
}
