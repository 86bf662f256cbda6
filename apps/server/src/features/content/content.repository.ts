import { sql } from 'kysely';
import { GRADE_BANDS, type ContentListQuery } from '@lectern/domain';
import type { Db } from '../../db/database.js';
import { hiddenContentIdsOf } from '../activities/content-hides.repository.js';
import { CONTENT_COLUMNS } from '../activities/articles.repository.js';
import { cardAggregates } from '../activities/content-cards.js';

const likePattern = (q: string) => `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * The library search: full-text over every level's title, teaser and text (ranked), or a title
 * substring match so a half-typed word still finds something; filters by subject, type, language
 * and the grade band a grade belongs to.
 */
export async function searchContent(
  db: Db,
  q: ContentListQuery,
  opts: { hiddenFor?: number; ranked?: readonly number[]; contentTypes?: readonly string[] | undefined } = {},
) {
  let base = db.selectFrom('contents');
  // TOOLBAR-18: what a teacher hid from a student's class (and did not assign them) is not found.
  if (opts.hiddenFor !== undefined) base = base.where('contents.id', 'not in', hiddenContentIdsOf(db, opts.hiddenFor));
  if (q.q) {
    const text = q.q;
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`contents.search_document @@ websearch_to_tsquery('english', ${text})`,
        eb('contents.title', 'ilike', likePattern(text)),
      ]),
    );
  }
  if (q.subject) base = base.where('contents.subject', '=', q.subject);
  if (q.article_type) base = base.where('contents.article_type', '=', q.article_type);
  if (q.slug) base = base.where('contents.slug', '=', q.slug);
  if (q.standards !== undefined) {
    const standardId = q.standards;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('content_standards')
          .select('content_standards.standard_id')
          .whereRef('content_standards.content_id', '=', 'contents.id')
          .where('content_standards.standard_id', '=', standardId),
      ),
    );
  }
  if (q.lite_only) base = base.where('contents.is_lite', '=', true);
  // API-34, RELATED-04: only the types asked for (or allowed), and with similar_to only the related
  // articles, in their rank's order (the service sends neither list empty).
  if (opts.contentTypes) base = base.where(sql<string>`contents.content_type`, 'in', [...opts.contentTypes]);
  const ranked = opts.ranked;
  if (ranked) base = base.where('contents.id', 'in', [...ranked]);
  if (q.language) {
    const language = q.language;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('article_levels')
          .select('article_levels.id')
          .whereRef('article_levels.content_id', '=', 'contents.id')
          .where('article_levels.language', '=', language),
      ),
    );
  }
  if (q.grade !== undefined) {
    const band = GRADE_BANDS.find((b) => q.grade! >= b.min && q.grade! <= b.max)!;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('article_levels')
          .select('article_levels.id')
          .whereRef('article_levels.content_id', '=', 'contents.id')
          .where('article_levels.grade', '>=', band.min)
          .where('article_levels.grade', '<=', band.max),
      ),
    );
  }

  const [rows, count] = await Promise.all([
    base
      .select(CONTENT_COLUMNS)
      .select(cardAggregates)
      .$if(ranked !== undefined, (qb) => qb.orderBy(sql`array_position(ARRAY[${sql.join(ranked ?? [])}]::int[], contents.id)`))
      .$if(Boolean(q.q), (qb) =>
        qb.orderBy(sql`ts_rank(contents.search_document, websearch_to_tsquery('english', ${q.q}))`, 'desc'),
      )
      .orderBy('contents.published_at', 'desc')
      .orderBy('contents.id')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}
export type ContentSearchRow = Awaited<ReturnType<typeof searchContent>>['rows'][number];

export function findStandard(db: Db, id: number) {
  return db.selectFrom('standards').select(['id', 'code', 'name', 'description']).where('id', '=', id).executeTakeFirst();
}

/** One level's key terms in the corpus's order (ASSIGN-60). */
export function keyTermsOf(db: Db, levelId: number) {
  return db
    .selectFrom('key_terms')
    .select(['term', 'definition'])
    .where('article_level_id', '=', levelId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
export type KeyTermRow = Awaited<ReturnType<typeof keyTermsOf>>[number];
