import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

const userName = ['users.first_name', 'users.last_name'] as const;

/**
 * The teachers whose shared annotations a reader sees: a student's own teachers (a class of
 * theirs holds the student); for a teacher, the teachers who teach a student of theirs (their
 * co-teachers). Nobody's for anyone else.
 */
export async function sharersFor(db: Db, user: { id: number; role: string }): Promise<number[]> {
  if (user.role === 'student') {
    const rows = await db
      .selectFrom('class_students')
      .innerJoin('classes', 'classes.id', 'class_students.class_id')
      .select('classes.teacher_id')
      .distinct()
      .where('class_students.student_id', '=', user.id)
      .execute();
    return rows.map((r) => r.teacher_id);
  }
  if (user.role === 'teacher') {
    const rows = await db
      .selectFrom('classes as mine')
      .innerJoin('class_students as s1', 's1.class_id', 'mine.id')
      .innerJoin('class_students as s2', 's2.student_id', 's1.student_id')
      .innerJoin('classes as theirs', 'theirs.id', 's2.class_id')
      .select('theirs.teacher_id')
      .distinct()
      .where('mine.teacher_id', '=', user.id)
      .where('theirs.teacher_id', '<>', user.id)
      .execute();
    return rows.map((r) => r.teacher_id);
  }
  return [];
}

/**
 * The annotations of a level a reader sees: their own, and those shared by `sharers`, each with
 * its owner's name and the number of replies the reader may read (every thread for the owner,
 * their own thread for a student).
 *
 * Own and shared are two index lookups joined by UNION ALL, not one scan with an OR: with an OR,
 * PostgreSQL may read every annotation of the level and filter (it did once a sharer had many
 * annotations elsewhere: 4,600 rows read for 105 kept, bench/annotations.ts). The replies are
 * counted in one probe of the threads index per annotation.
 */
export function annotationsAt(db: Db, levelId: number, viewerId: number, sharers: number[]) {
  const highlights = db
    .selectFrom('annotations')
    .selectAll()
    .where('article_level_id', '=', levelId)
    .where('category', '=', 'highlight');
  const seen = highlights
    .where('user_id', '=', viewerId)
    .unionAll(
      highlights.where('date_shared', 'is not', null).where('user_id', 'in', sharers.concat(0)).where('user_id', '<>', viewerId),
    );
  return db
    .selectFrom(seen.as('annotations'))
    .innerJoin('users', 'users.id', 'annotations.user_id')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('annotations as r')
          .select([
            sql<number>`(count(*) filter (where ${sql.ref('annotations.user_id')} = ${viewerId} or ${sql.ref('r.thread_student_id')} = ${viewerId}))::int`.as(
              'reply_count',
            ),
            sql<boolean>`count(*) > 0`.as('has_any_reply'),
          ])
          .whereRef('r.root_id', '=', 'annotations.id')
          .where('r.category', '=', 'user')
          .as('replies'),
      (join) => join.onTrue(),
    )
    .selectAll('annotations')
    .select(userName)
    .select(['replies.reply_count', 'replies.has_any_reply'])
    .orderBy('annotations.start_block')
    .orderBy('annotations.start_offset')
    .orderBy('annotations.id')
    .limit(2000)
    .execute();
}
export type AnnotationRow = Awaited<ReturnType<typeof annotationsAt>>[number];

/** One annotation or reply with its author's name. */
export function findAnnotation(db: Db, id: number) {
  return db
    .selectFrom('annotations')
    .innerJoin('users', 'users.id', 'annotations.user_id')
    .selectAll('annotations')
    .select(userName)
    .where('annotations.id', '=', id)
    .executeTakeFirst();
}
export type FoundAnnotation = NonNullable<Awaited<ReturnType<typeof findAnnotation>>>;

/** The same row, locked until the transaction ends (replies to one annotation go one at a time). */
export function lockAnnotation(db: Db, id: number) {
  return db.selectFrom('annotations').select(['id', 'date_shared']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The replies under an annotation, thread by thread, oldest first; one student's thread when named. */
export function repliesOf(db: Db, rootId: number, studentId?: number) {
  let q = db
    .selectFrom('annotations')
    .innerJoin('users', 'users.id', 'annotations.user_id')
    .selectAll('annotations')
    .select(userName)
    .where('annotations.root_id', '=', rootId)
    .where('annotations.category', '=', 'user');
  if (studentId !== undefined) q = q.where('annotations.thread_student_id', '=', studentId);
  return q.orderBy('annotations.thread_student_id').orderBy('annotations.id').execute();
}

/** The newest comment of one student's thread, if any. */
export function lastOfThread(db: Db, rootId: number, studentId: number) {
  return db
    .selectFrom('annotations')
    .select(['id', 'user_id'])
    .where('root_id', '=', rootId)
    .where('thread_student_id', '=', studentId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function hasReplies(db: Db, rootId: number) {
  return db
    .selectFrom('annotations')
    .select('id')
    .where('root_id', '=', rootId)
    .limit(1)
    .executeTakeFirst()
    .then((r) => r !== undefined);
}

/** The names of some users (the students whose threads a teacher reads). */
export function namesOf(db: Db, ids: number[]) {
  return db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', ids.concat(0)).execute();
}

export function countOwnAt(db: Db, userId: number, levelId: number) {
  return db
    .selectFrom('annotations')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('article_level_id', '=', levelId)
    .where('category', '=', 'highlight')
    .executeTakeFirstOrThrow()
    .then((r) => r.n);
}

export interface NewRow {
  user_id: number;
  content_id: number;
  article_level_id: number;
  category: 'highlight' | 'user';
  root_id: number | null;
  in_response_to: number | null;
  thread_student_id: number | null;
  pen_name: 'yellow' | 'green' | 'blue' | 'pink';
  text: string;
  start_block: number;
  start_offset: number;
  end_block: number;
  end_offset: number;
  quote_exact: string;
  quote_prefix: string;
  quote_suffix: string;
  position_start: number;
  position_end: number;
  client_key: string;
}

/** Inserts a row unless this user's save with the same client key is already stored; the stored id either way. */
export async function insertOnce(db: Db, row: NewRow): Promise<{ id: number; created: boolean }> {
  const inserted = await db
    .insertInto('annotations')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'client_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('annotations')
    .select('id')
    .where('user_id', '=', row.user_id)
    .where('client_key', '=', row.client_key)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/** The id of this user's save with a client key, if stored. */
export function byClientKey(db: Db, userId: number, clientKey: string) {
  return db
    .selectFrom('annotations')
    .select('id')
    .where('user_id', '=', userId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

export function updateAnnotation(
  db: Db,
  id: number,
  change: { text?: string; pen_name?: NewRow['pen_name']; date_shared?: Date | null },
) {
  return db
    .updateTable('annotations')
    .set({ ...change, updated_at: sql`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
}

export function deleteAnnotation(db: Db, id: number) {
  return db.deleteFrom('annotations').where('id', '=', id).executeTakeFirst();
}
