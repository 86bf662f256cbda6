import { sql } from 'kysely';
import type { BlockRange } from '@lectern/domain';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Transaction } from 'kysely';

type Conn = Db | Transaction<Database>;

/** The questions of an activity at one level, in order. */
export function questionsAt(db: Db, activityId: number, levelId: number) {
  return db
    .selectFrom('guided_highlighting_questions')
    .selectAll()
    .where('activity_id', '=', activityId)
    .where('article_level_id', '=', levelId)
    .orderBy('position')
    .execute();
}
export type QuestionRow = Awaited<ReturnType<typeof questionsAt>>[number];

/** One question with the article its activity belongs to. */
export function findQuestion(db: Db, id: number) {
  return db
    .selectFrom('guided_highlighting_questions')
    .innerJoin('activities', 'activities.id', 'guided_highlighting_questions.activity_id')
    .selectAll('guided_highlighting_questions')
    .select('activities.content_id')
    .where('guided_highlighting_questions.id', '=', id)
    .executeTakeFirst();
}
export type FoundQuestion = NonNullable<Awaited<ReturnType<typeof findQuestion>>>;

/** A student's answers to some questions. */
export function answersOf(db: Conn, studentId: number, questionIds: number[]) {
  return db
    .selectFrom('guided_highlighting_answers')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('question_id', 'in', questionIds.concat(0))
    .execute();
}
export type AnswerRow = Awaited<ReturnType<typeof answersOf>>[number];

/** A user's ratings of some questions. */
export function feedbackOf(db: Db, userId: number, questionIds: number[]) {
  return db
    .selectFrom('guided_highlighting_feedback')
    .select(['question_id', 'reaction'])
    .where('user_id', '=', userId)
    .where('question_id', 'in', questionIds.concat(0))
    .execute();
}

interface CheckedAttempt {
  student_id: number;
  question_id: number;
  activity_id: number;
  content_id: number;
  article_level_id: number;
  range: BlockRange;
  selected_text: string;
  is_correct: boolean;
  status: 'tryAgain' | 'completed';
  tokens: number;
  now: Date;
}

const rangeColumns = (r: BlockRange) => ({
  start_block: r.start,
  start_offset: r.startoffset,
  end_block: r.end,
  end_offset: r.endoffset,
});

/**
 * Records attempt 1: the first insert for the student and question. A repeat (or one racing it)
 * inserts nothing and gets undefined: the row already there is the recorded result.
 */
export function insertFirstAttempt(trx: Conn, a: CheckedAttempt) {
  return trx
    .insertInto('guided_highlighting_answers')
    .values({
      student_id: a.student_id,
      question_id: a.question_id,
      activity_id: a.activity_id,
      content_id: a.content_id,
      article_level_id: a.article_level_id,
      attempts: 1,
      status: a.status,
      ...rangeColumns(a.range),
      selected_text: a.selected_text,
      is_correct: a.is_correct,
      tokens: a.tokens,
      date_answered: a.now,
      date_modified: a.now,
    })
    .onConflict((oc) => oc.columns(['student_id', 'question_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Records attempt 2: one update from a first attempt that asked to try again. Only one update can
 * match (the row lock makes a concurrent one see attempts = 2 and match nothing), so there is never
 * a third attempt; undefined when nothing matched.
 */
export function recordSecondAttempt(trx: Conn, a: CheckedAttempt) {
  return trx
    .updateTable('guided_highlighting_answers')
    .set({
      attempts: 2,
      status: a.status,
      ...rangeColumns(a.range),
      selected_text: a.selected_text,
      is_correct: a.is_correct,
      tokens: a.tokens,
      date_modified: a.now,
    })
    .where('student_id', '=', a.student_id)
    .where('question_id', '=', a.question_id)
    .where('attempts', '=', 1)
    .where('status', '=', 'tryAgain')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Holds the student's work on one activity for the rest of the transaction, so two checks of
 * different questions at once add up their tokens one after the other, never over each other.
 */
export async function lockStudentActivity(trx: Conn, studentId: number, activityId: number) {
  await sql`SELECT pg_advisory_xact_lock(${studentId}::integer, ${activityId}::integer)`.execute(trx);
}

/**
 * A student's points on an activity: by level, and how many of each level's questions are
 * completed (the award counts the best level, so a second level read is no second 30).
 */
export function levelTotals(trx: Conn, studentId: number, activityId: number) {
  return trx
    .selectFrom('guided_highlighting_questions as q')
    .leftJoin('guided_highlighting_answers as a', (j) => j.onRef('a.question_id', '=', 'q.id').on('a.student_id', '=', studentId))
    .select((eb) => [
      'q.article_level_id',
      eb.fn.countAll<number>().as('questions'),
      eb.fn.sum<number>(eb.fn.coalesce('a.tokens', sql<number>`0`)).as('tokens'),
      eb.fn.count<number>('a.question_id').filterWhere('a.status', '=', 'completed').as('completed'),
    ])
    .where('q.activity_id', '=', activityId)
    .groupBy('q.article_level_id')
    .execute();
}

/** A teacher's rating; a second one of the same question inserts nothing (undefined). */
export function insertFeedback(
  trx: Conn,
  f: { question_id: number; user_id: number; reaction: 'thumbs_up' | 'thumbs_down'; description: string | null },
) {
  return trx
    .insertInto('guided_highlighting_feedback')
    .values(f)
    .onConflict((oc) => oc.columns(['question_id', 'user_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findFeedback(db: Db, questionId: number, userId: number) {
  return db
    .selectFrom('guided_highlighting_feedback')
    .selectAll()
    .where('question_id', '=', questionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
export type FeedbackRow = NonNullable<Awaited<ReturnType<typeof findFeedback>>>;

/** A thumbs-down joins the staff's question reports (QUIZ-32's list). */
export function insertQuestionFlag(
  trx: Conn,
  flag: { activity_id: number; question_id: number; message: string; reported_by: number },
) {
  return trx
    .insertInto('question_flags')
    .values({
      activity_id: flag.activity_id,
      guided_highlighting_question_id: flag.question_id,
      message: flag.message,
      reported_by: flag.reported_by,
    })
    .execute();
}

/** How many questions each level of some activities has (the picker's count). */
export function questionCounts(db: Db, activityIds: number[]) {
  return db
    .selectFrom('guided_highlighting_questions')
    .select(['activity_id', 'article_level_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('activity_id', 'in', activityIds.concat(0))
    .groupBy(['activity_id', 'article_level_id'])
    .execute();
}
