import { sql, type Selectable } from 'kysely';
import { GRADE_BANDS, type ContentListQuery } from '@lectern/domain';
import type { Db } from '../../db/database.js';
import type { ArticleLevelsTable, ContentsTable, VisibilityMarkersTable } from '../../db/schema.js';

export type ContentRow = Omit<Selectable<ContentsTable>, 'search_document'>;
export type LevelRow = Selectable<ArticleLevelsTable>;
export type MarkerRow = Selectable<VisibilityMarkersTable>;

const CONTENT_COLUMNS = [
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

const likePattern = (q: string) => `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * The library search: full-text over every level's title, teaser and text (ranked), or a title
 * substring match so a half-typed word still finds something; filters by subject, type, language
 * and the grade band a grade belongs to.
 */
export async function searchContent(db: Db, q: ContentListQuery) {
  let base = db.selectFrom('contents');
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
      .select((eb) => [
        eb
          .selectFrom('article_levels')
          .select(sql<number[]>`array_agg(DISTINCT article_levels.grade ORDER BY article_levels.grade)`.as('g'))
          .whereRef('article_levels.content_id', '=', 'contents.id')
          .as('grades'),
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
      ])
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

export function findContent(db: Db, id: number): Promise<ContentRow | undefined> {
  return db.selectFrom('contents').select(CONTENT_COLUMNS).where('contents.id', '=', id).executeTakeFirst();
}

export function levelsOf(db: Db, contentId: number) {
  return db.selectFrom('article_levels').selectAll().where('content_id', '=', contentId).orderBy('position').execute();
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

/** Advisories set by the reader's own district or school. */
export function markersFor(db: Db, contentId: number, scope: { districtId: number | null; schoolId: number | null }) {
  return db
    .selectFrom('visibility_markers')
    .selectAll()
    .where('content_id', '=', contentId)
    .where((eb) =>
      eb.or([
        ...(scope.districtId !== null
          ? [eb.and([eb('reason', '=', 'DISTRICT_ADVISORY'), eb('district_id', '=', scope.districtId)])]
          : []),
        ...(scope.schoolId !== null
          ? [eb.and([eb('reason', '=', 'SCHOOL_ADVISORY'), eb('school_id', '=', scope.schoolId)])]
          : []),
        sql<boolean>`false`,
      ]),
    )
    .orderBy('id')
    .execute();
}

/** Each activity with how many items it has per level (the items themselves belong to their features). */
export async function activitiesOf(db: Db, contentId: number) {
  const activities = await db.selectFrom('activities').selectAll().where('content_id', '=', contentId).orderBy('id').execute();
  const [questions, words] = await Promise.all([
    db
      .selectFrom('quiz_questions')
      .select(['activity_id', 'article_level_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('activity_id', 'in', activities.map((a) => a.id).concat(0))
      .groupBy(['activity_id', 'article_level_id'])
      .execute(),
    db
      .selectFrom('power_words')
      .select(['activity_id', 'article_level_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('activity_id', 'in', activities.map((a) => a.id).concat(0))
      .groupBy(['activity_id', 'article_level_id'])
      .execute(),
  ]);
  const counts = [...questions, ...words];
  return activities.map((a) => ({
    ...a,
    levels: counts
      .filter((c) => c.activity_id === a.id)
      .map((c) => ({ article_level_id: c.article_level_id, count: Number(c.n) })),
  }));
}
export type ActivityRow = Awaited<ReturnType<typeof activitiesOf>>[number];
