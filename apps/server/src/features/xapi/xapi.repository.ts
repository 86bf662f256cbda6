import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';

/** Where the statements come from: a time window, a district, and whether the outbox already has them. */
export interface SourceFilter {
  from?: Date;
  to?: Date;
  /** Only readers of this district (the user's own, or their school's). */
  districtId?: number;
  /** Only what the outbox does not hold yet. */
  unqueued?: boolean;
  limit: number;
}

// The pseudonymous ids of the reader's classes that the assignment was given to.
const classIdsOf = (assignment: RawBuilder<unknown>, actor: RawBuilder<unknown>) =>
  sql<string[] | null>`(SELECT array_agg(cl.unique_id::text ORDER BY cl.id)
      FROM assignment_classrooms ac
      JOIN classes cl ON cl.id = ac.class_id
      JOIN class_students cs ON cs.class_id = cl.id
      JOIN user_pseudonyms up ON up.user_id = cs.student_id
     WHERE ac.assignment_id = ${assignment} AND up.pseudonym = ${actor})`;

const inDistrict = (userId: string, districtId: number): Expression<SqlBool> =>
  sql<SqlBool>`EXISTS (SELECT 1 FROM users u LEFT JOIN schools s ON s.id = u.school_id
      WHERE u.id = ${sql.ref(userId)} AND coalesce(u.district_id, s.district_id) = ${districtId})`;

/** Reading events with what their statements need, oldest first. */
export function readingEvents(db: Db, f: SourceFilter) {
  let q = db
    .selectFrom('event_records as e')
    .innerJoin('contents as c', 'c.id', 'e.content_id')
    .innerJoin('user_pseudonyms as p', 'p.pseudonym', 'e.actor')
    .select([
      'e.id as row_id',
      'e.client_event_id',
      'e.event_name',
      'e.content_id',
      'e.article_level_id',
      'e.assignment_id',
      'e.occurred_at',
      'e.data',
      'p.pseudonym as actor',
      'c.title as content_title',
      classIdsOf(sql.ref('e.assignment_id'), sql.ref('e.actor')).as('class_ids'),
    ])
    .where('e.client_event_id', 'is not', null);
  if (f.from) q = q.where('e.created_at', '>=', f.from);
  if (f.to) q = q.where('e.created_at', '<', f.to);
  if (f.districtId !== undefined) q = q.where(inDistrict('p.user_id', f.districtId));
  if (f.unqueued)
    q = q.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('xapi_statements as x')
            .select('x.id')
            .where('x.source', '=', sql<string>`'event:' || e.client_event_id::text`),
        ),
      ),
    );
  return q.orderBy('e.id').limit(f.limit).execute();
}

/** Gives every student with a finished quiz in the window a pseudonym (their statements need one). */
export async function ensureQuizPseudonyms(db: Db, f: SourceFilter) {
  await sql`INSERT INTO user_pseudonyms (user_id)
      SELECT DISTINCT q.student_id FROM student_quizzes q
       WHERE q.date_completed >= ${f.from ?? new Date(0)} AND q.date_completed < ${f.to ?? new Date('2200-01-01')}
      ON CONFLICT (user_id) DO NOTHING`.execute(db);
}

/** Finished quizzes with what their statements need, oldest first. */
export function finishedQuizzes(db: Db, f: SourceFilter) {
  let q = db
    .selectFrom('student_quizzes as q')
    .innerJoin('contents as c', 'c.id', 'q.content_id')
    .innerJoin('user_pseudonyms as p', 'p.user_id', 'q.student_id')
    .select([
      'q.id',
      'q.activity_id',
      'q.content_id',
      'q.article_level_id',
      sql<number | null>`q.assignment_ids[1]`.as('assignment_id'),
      'q.correct_count',
      'q.question_count',
      'q.date_completed',
      'p.pseudonym as actor',
      'c.title as content_title',
      classIdsOf(sql`q.assignment_ids[1]`, sql.ref('p.pseudonym')).as('class_ids'),
    ]);
  if (f.from) q = q.where('q.date_completed', '>=', f.from);
  if (f.to) q = q.where('q.date_completed', '<', f.to);
  if (f.districtId !== undefined) q = q.where(inDistrict('q.student_id', f.districtId));
  if (f.unqueued)
    q = q.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('xapi_statements as x')
            .select('x.id')
            .where('x.source', '=', sql<string>`'quiz:' || q.id || ':' || (extract(epoch FROM q.date_completed) * 1000)::bigint`),
        ),
      ),
    );
  return q.orderBy('q.date_completed').limit(f.limit).execute();
}

/** Puts statements in the outbox; one already there (same source) is left as it is. */
export async function enqueue(db: Db, rows: readonly { id: string; source: string; statement: object }[]) {
  if (!rows.length) return 0;
  const inserted = await db
    .insertInto('xapi_statements')
    .values(rows.map((r) => ({ id: r.id, source: r.source, statement: JSON.stringify(r.statement) })))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/**
 * Takes up to `limit` statements that are due, oldest first, and holds them for `leaseSeconds`
 * (another process skips them meanwhile; a process that dies mid-send lets them fall due again).
 */
export async function claimDue(db: Db, limit: number, leaseSeconds: number) {
  const { rows } = await sql<{ id: string; statement: Record<string, unknown>; attempts: number }>`
    UPDATE xapi_statements SET next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
     WHERE id IN (SELECT id FROM xapi_statements WHERE sent_at IS NULL AND next_attempt_at <= now()
                   ORDER BY created_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, statement, attempts`.execute(db);
  return rows;
}

export async function markSent(db: Db, ids: readonly string[]) {
  if (!ids.length) return;
  await db
    .updateTable('xapi_statements')
    .set({ sent_at: sql`now()`, last_error: null, attempts: sql`attempts + 1` })
    .where('id', 'in', ids)
    .execute();
}

/** A failed send: tried again after 5 s × 2^attempts, at most an hour later. */
export async function markFailed(db: Db, ids: readonly string[], error: string) {
  if (!ids.length) return;
  await db
    .updateTable('xapi_statements')
    .set({
      attempts: sql`attempts + 1`,
      last_error: error.slice(0, 500),
      next_attempt_at: sql`now() + make_interval(secs => least(3600, 5 * power(2, least(attempts, 20))))`,
    })
    .where('id', 'in', ids)
    .execute();
}

export function outboxCounts(db: Db) {
  return db
    .selectFrom('xapi_statements')
    .select([
      (eb) => eb.fn.count<string>('id').filterWhere('sent_at', 'is', null).as('pending'),
      (eb) => eb.fn.count<string>('id').filterWhere('sent_at', 'is not', null).as('sent'),
    ])
    .executeTakeFirstOrThrow();
}
