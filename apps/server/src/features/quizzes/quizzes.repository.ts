import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, QuestionFlagsTable, StudentQuizzesTable } from '../../db/schema.js';
import { finishedAwardFrom } from '../activities/tokens.repository.js';

type Conn = Db | Transaction<Database>;
export type StudentQuizRow = Selectable<StudentQuizzesTable>;

/** A quiz's questions (every level unless one is given) with their standard, in position order. */
export function questionsOf(db: Db, activityId: number, levelId?: number) {
  let q = db
    .selectFrom('quiz_questions')
    .leftJoin('standards', 'standards.id', 'quiz_questions.standard_id')
    .select([
      'quiz_questions.id',
      'quiz_questions.article_level_id',
      'quiz_questions.position',
      'quiz_questions.question',
      'quiz_questions.options',
      'quiz_questions.correct_index',
      'quiz_questions.reading_skill',
      'standards.id as standard_id',
      'standards.code as standard_code',
      'standards.name as standard_name',
      'standards.description as standard_description',
    ])
    .where('quiz_questions.activity_id', '=', activityId);
  if (levelId !== undefined) q = q.where('quiz_questions.article_level_id', '=', levelId);
  return q.orderBy('quiz_questions.position').orderBy('quiz_questions.id').execute();
}
export type QuestionRow = Awaited<ReturnType<typeof questionsOf>>[number];

/**
 * Stores a graded attempt unless the student already has one for this quiz; the unique
 * (student, quiz) key makes a concurrent duplicate wait for the first and then insert nothing.
 * Returns the new attempt, or null when one already existed.
 */
export async function insertAttempt(
  db: Conn,
  attempt: {
    student_id: number;
    activity_id: number;
    content_id: number;
    article_level_id: number;
    grade_band: number;
    assignment_ids: number[];
    date_started: Date;
    date_completed: Date;
    correct_count: number;
    question_count: number;
    tokens_earned: number;
    hide_answers: boolean;
  },
  answers: { quiz_question_id: number; value: number; correct_answer: number; is_correct: boolean; date_answered: Date }[],
  now: Date,
): Promise<StudentQuizRow | null> {
  // One statement, so one round trip and atomic without a transaction: the answers and the token
  // award are written only if the attempt row was (its CTE is empty after a conflict).
  const rows = JSON.stringify(answers.map((a) => ({ ...a, date_answered: a.date_answered.toISOString() })));
  const a = attempt;
  const result = await sql<StudentQuizRow>`
    WITH attempt AS (
      INSERT INTO student_quizzes (student_id, activity_id, content_id, article_level_id, grade_band, assignment_ids,
        date_started, date_completed, correct_count, question_count, tokens_earned, hide_answers)
      VALUES (${a.student_id}, ${a.activity_id}, ${a.content_id}, ${a.article_level_id}, ${a.grade_band},
        ${a.assignment_ids}::integer[], ${a.date_started}, ${a.date_completed}, ${a.correct_count}, ${a.question_count},
        ${a.tokens_earned}, ${a.hide_answers})
      ON CONFLICT (student_id, activity_id) DO NOTHING
      RETURNING *
    ), answers AS (
      INSERT INTO student_quiz_answers (student_quiz_id, quiz_question_id, value, correct_answer, is_correct, date_answered)
      SELECT attempt.id, x.quiz_question_id, x.value, x.correct_answer, x.is_correct, x.date_answered
      FROM attempt, jsonb_to_recordset(${rows}::jsonb)
        AS x(quiz_question_id integer, value integer, correct_answer integer, is_correct boolean, date_answered timestamptz)
    ), tokens AS (${finishedAwardFrom(sql.raw('attempt'), 'QUIZ', now)})
    SELECT * FROM attempt`.execute(db);
  return result.rows[0] ?? null;
}

/** Submitted quizzes, newest first, filtered by id, student, article and quiz. */
export function findAttempts(
  db: Conn,
  q: { id?: number; studentId?: number; contentId?: number | undefined; activityId?: number | undefined },
) {
  let query = db.selectFrom('student_quizzes').selectAll();
  if (q.id !== undefined) query = query.where('id', '=', q.id);
  if (q.studentId !== undefined) query = query.where('student_id', '=', q.studentId);
  if (q.contentId !== undefined) query = query.where('content_id', '=', q.contentId);
  if (q.activityId !== undefined) query = query.where('activity_id', '=', q.activityId);
  return query.orderBy('date_completed', 'desc').orderBy('id', 'desc').limit(200).execute();
}

export function findAttemptOf(db: Conn, studentId: number, activityId: number) {
  return db
    .selectFrom('student_quizzes')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('activity_id', '=', activityId)
    .executeTakeFirst();
}

/** The answers of many attempts, in question position order. */
export function answersOf(db: Conn, attemptIds: number[]) {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('student_quiz_answers')
    .innerJoin('quiz_questions', 'quiz_questions.id', 'student_quiz_answers.quiz_question_id')
    .select([
      'student_quiz_answers.student_quiz_id',
      'student_quiz_answers.quiz_question_id',
      'student_quiz_answers.value',
      'student_quiz_answers.correct_answer',
      'student_quiz_answers.is_correct',
      'student_quiz_answers.date_answered',
      'quiz_questions.position',
    ])
    .where('student_quiz_answers.student_quiz_id', 'in', attemptIds)
    .orderBy('quiz_questions.position')
    .execute();
}
export type AnswerRow = Awaited<ReturnType<typeof answersOf>>[number];

/**
 * A student's attempt at a quiz with its stored answers, in one round trip: what a repeated submit
 * answers with. The answers' order is the questions' (the caller knows their positions).
 */
export async function findAttemptWithAnswers(db: Conn, studentId: number, activityId: number) {
  const result = await sql<
    StudentQuizRow & {
      answers: { quiz_question_id: number; value: number; correct_answer: number; is_correct: boolean; date_answered: string }[];
    }
  >`
    SELECT sq.*, COALESCE((
      SELECT json_agg(json_build_object('quiz_question_id', a.quiz_question_id, 'value', a.value,
        'correct_answer', a.correct_answer, 'is_correct', a.is_correct, 'date_answered', a.date_answered))
      FROM student_quiz_answers a WHERE a.student_quiz_id = sq.id), '[]'::json) AS answers
    FROM student_quizzes sq
    WHERE sq.student_id = ${studentId} AND sq.activity_id = ${activityId}`.execute(db);
  return result.rows[0];
}

export function insertFlag(db: Db, flag: Insertable<QuestionFlagsTable>) {
  return db.insertInto('question_flags').values(flag).returning('id').executeTakeFirstOrThrow();
}

/** Question reports with who sent them and the question's text, newest first. */
export function listFlags(db: Db, q: { id?: number; limit: number }) {
  let query = db
    .selectFrom('question_flags')
    // A report names a quiz question or a guided-highlighting question (GH-16), exactly one.
    .leftJoin('quiz_questions', 'quiz_questions.id', 'question_flags.quiz_question_id')
    .leftJoin(
      'guided_highlighting_questions',
      'guided_highlighting_questions.id',
      'question_flags.guided_highlighting_question_id',
    )
    .innerJoin('activities', 'activities.id', 'question_flags.activity_id')
    .innerJoin('users', 'users.id', 'question_flags.reported_by')
    .select((eb) => [
      'question_flags.id',
      'question_flags.activity_id',
      eb.fn
        .coalesce('question_flags.quiz_question_id', 'question_flags.guided_highlighting_question_id')
        .$notNull()
        .as('question_id'),
      'question_flags.message',
      'question_flags.date_created',
      eb.fn.coalesce('quiz_questions.question', 'guided_highlighting_questions.question').$notNull().as('question'),
      eb.fn
        .coalesce('quiz_questions.article_level_id', 'guided_highlighting_questions.article_level_id')
        .$notNull()
        .as('article_level_id'),
      'activities.activity_type',
      'activities.content_id',
      'users.id as reporter_id',
      'users.first_name',
      'users.last_name',
    ]);
  if (q.id !== undefined) query = query.where('question_flags.id', '=', q.id);
  return query.orderBy('question_flags.date_created', 'desc').orderBy('question_flags.id', 'desc').limit(q.limit).execute();
}
export type FlagRow = Awaited<ReturnType<typeof listFlags>>[number];

/** Questions per level of some quizzes (the activity picker offers a quiz where a level has some). */
export function questionCounts(db: Db, activityIds: number[]) {
  return db
    .selectFrom('quiz_questions')
    .select(['activity_id', 'article_level_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('activity_id', 'in', activityIds.concat(0))
    .groupBy(['activity_id', 'article_level_id'])
    .execute();
}
