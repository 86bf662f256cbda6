import type { Db } from '../../db/database.js';
import { onePerPage } from '../../db/page-reads.js';

/** A student as the reading-level rules see them, with a teacher's override if any. */
export function findStudentReading(db: Db, where: { id: number } | { uniqueId: string }) {
  return onePerPage(`studentReading:${'id' in where ? `id:${where.id}` : `uid:${where.uniqueId}`}`, () =>
    readStudentReading(db, where),
  );
}

function readStudentReading(db: Db, where: { id: number } | { uniqueId: string }) {
  let q = db
    .selectFrom('users')
    .leftJoin('student_reading_levels', 'student_reading_levels.user_id', 'users.id')
    .select([
      'users.id',
      'users.unique_id',
      'users.role',
      'users.grade_level',
      'student_reading_levels.override_grade_level',
      'student_reading_levels.language',
    ]);
  q = 'id' in where ? q.where('users.id', '=', where.id) : q.where('users.unique_id', '=', where.uniqueId);
  return q.executeTakeFirst();
}
export type StudentReading = NonNullable<Awaited<ReturnType<typeof readStudentReading>>>;

/** LEVEL-14: a student's latest submitted quizzes, newest first, as the recommender reads them. */
export function recentQuizzes(db: Db, studentId: number, limit: number) {
  return onePerPage(`recentQuizzes:${studentId}:${limit}`, () => readRecentQuizzes(db, studentId, limit));
}

async function readRecentQuizzes(db: Db, studentId: number, limit: number) {
  const rows = await db
    .selectFrom('student_quizzes')
    .select(['grade_band', 'correct_count', 'question_count'])
    .where('student_id', '=', studentId)
    .orderBy('date_completed', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ grade: r.grade_band, score: r.question_count > 0 ? r.correct_count / r.question_count : 0 }));
}

/** Whether the student has submitted a quiz on this article (it releases an assignment's level lock, LEVEL-10). */
export function hasSubmittedQuizOn(db: Db, studentId: number, contentId: number) {
  return onePerPage(`hasSubmittedQuizOn:${studentId}:${contentId}`, () => readHasSubmittedQuizOn(db, studentId, contentId));
}

async function readHasSubmittedQuizOn(db: Db, studentId: number, contentId: number) {
  const row = await db
    .selectFrom('student_quizzes')
    .select('id')
    .where('student_id', '=', studentId)
    .where('content_id', '=', contentId)
    .executeTakeFirst();
  return row !== undefined;
}
