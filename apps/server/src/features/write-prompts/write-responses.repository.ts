import { sql, type Transaction } from 'kysely';
import type { ReviewBody } from '@lectern/domain';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Conn = Db | Transaction<Database>;

function responsesQuery(db: Conn) {
  return db
    .selectFrom('write_responses as r')
    .innerJoin('classes as c', 'c.id', 'r.class_id')
    .innerJoin('users as s', 's.id', 'r.student_id')
    .leftJoin('users as t', 't.id', 'r.reviewed_by')
    .select([
      'r.id',
      'r.student_id',
      'r.content_id',
      'r.class_id',
      'c.unique_id as class_unique_id',
      'c.teacher_id as class_teacher_id',
      'r.prompt_id',
      'r.prompt_text',
      'r.assignment_ids',
      'r.text',
      'r.revision',
      'r.date_completed',
      'r.date_created',
      'r.date_modified',
      'r.review_score',
      'r.review_text',
      'r.review_date_shared',
      'r.review_date_revision_requested',
      'r.date_reviewed',
      's.first_name as student_first_name',
      's.last_name as student_last_name',
      't.first_name as reviewer_first_name',
      't.last_name as reviewer_last_name',
    ]);
}

export function findResponse(db: Conn, id: number) {
  return responsesQuery(db).where('r.id', '=', id).executeTakeFirst();
}
export type ResponseRow = NonNullable<Awaited<ReturnType<typeof findResponse>>>;

/**
 * Responses on an article, oldest first: of one student, of one class, and with `teacherId` only
 * in that teacher's classes.
 */
export function responsesOn(db: Db, q: { contentId: number; studentId?: number; classId?: number; teacherId?: number }) {
  let query = responsesQuery(db).where('r.content_id', '=', q.contentId);
  if (q.studentId !== undefined) query = query.where('r.student_id', '=', q.studentId);
  if (q.classId !== undefined) query = query.where('r.class_id', '=', q.classId);
  if (q.teacherId !== undefined) query = query.where('c.teacher_id', '=', q.teacherId);
  return query.orderBy('r.date_created').orderBy('r.id').limit(5000).execute();
}

/** A student's newest response on an article in one class (an open draft is always the newest). */
export function latestResponse(trx: Conn, studentId: number, contentId: number, classId: number) {
  return responsesQuery(trx)
    .where('r.student_id', '=', studentId)
    .where('r.content_id', '=', contentId)
    .where('r.class_id', '=', classId)
    .orderBy('r.date_created', 'desc')
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Locks the student's place in the class until the transaction ends: a student's saves in one
 * class are decided one after the other, so two saves sent at once (a double submit, two tabs)
 * never both store. False when the student is not (or no longer) in the class.
 */
export async function lockMembership(trx: Transaction<Database>, studentId: number, classId: number) {
  const row = await trx
    .selectFrom('class_students')
    .select('class_id')
    .where('class_id', '=', classId)
    .where('student_id', '=', studentId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

interface SaveValues {
  text: string;
  submit: boolean;
  promptId: number | null;
  promptText: string;
  assignmentIds: number[];
}

export async function insertResponse(
  trx: Transaction<Database>,
  v: SaveValues & { studentId: number; contentId: number; classId: number },
) {
  const row = await trx
    .insertInto('write_responses')
    .values({
      student_id: v.studentId,
      content_id: v.contentId,
      class_id: v.classId,
      prompt_id: v.promptId,
      prompt_text: v.promptText,
      assignment_ids: v.assignmentIds,
      text: v.text,
      revision: 1,
      date_completed: v.submit ? sql<Date>`now()` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Stores a save over a draft, only if the draft is still at `fromRevision` and not submitted
 * (the condition is part of the update). The completion date is the server's. False when the
 * draft had moved on.
 */
export async function storeSave(trx: Transaction<Database>, id: number, fromRevision: number, v: SaveValues) {
  const row = await trx
    .updateTable('write_responses')
    .set((eb) => ({
      text: v.text,
      revision: eb('revision', '+', 1),
      prompt_id: v.promptId,
      prompt_text: v.promptText,
      assignment_ids: v.assignmentIds,
      date_completed: v.submit ? sql<Date>`now()` : null,
      date_modified: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .where('revision', '=', fromRevision)
    .where('date_completed', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The teacher's review of a submitted response (false for a draft). Sharing keeps the first share
 * date; a revision request is shared with it (it is addressed to the student) and is cleared by
 * `request_revision: false`.
 */
export async function storeReview(db: Db, id: number, reviewerId: number, r: ReviewBody) {
  const share = r.share || r.request_revision;
  const row = await db
    .updateTable('write_responses')
    .set((eb) => ({
      review_score: r.score,
      review_text: r.text,
      review_date_shared: share ? eb.fn.coalesce('review_date_shared', sql<Date>`now()`) : eb.ref('review_date_shared'),
      review_date_revision_requested: r.request_revision
        ? eb.fn.coalesce('review_date_revision_requested', sql<Date>`now()`)
        : null,
      reviewed_by: reviewerId,
      date_reviewed: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .where('date_completed', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A teacher's class by its unique id. */
export function classTaughtBy(db: Db, teacherId: number, uniqueId: string) {
  return db
    .selectFrom('classes')
    .select(['id', 'unique_id', 'name'])
    .where('teacher_id', '=', teacherId)
    .where('unique_id', '=', uniqueId)
    .executeTakeFirst();
}

/** A class the student is in, by its unique id. */
export function classOfStudent(db: Db, studentId: number, uniqueId: string) {
  return db
    .selectFrom('class_students')
    .innerJoin('classes', 'classes.id', 'class_students.class_id')
    .select(['classes.id', 'classes.unique_id', 'classes.name'])
    .where('class_students.student_id', '=', studentId)
    .where('classes.unique_id', '=', uniqueId)
    .executeTakeFirst();
}

/** A class's students by last name, then first name. */
export function studentsOfClass(db: Db, classId: number) {
  return db
    .selectFrom('class_students')
    .innerJoin('users', 'users.id', 'class_students.student_id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.username'])
    .where('class_students.class_id', '=', classId)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .execute();
}
export type ClassStudentRow = Awaited<ReturnType<typeof studentsOfClass>>[number];
