import type { Db } from '../../db/database.js';

/** A student as the reading-level rules see them, with a teacher's override if any. */
export function findStudentReading(db: Db, where: { id: number } | { uniqueId: string }) {
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
export type StudentReading = NonNullable<Awaited<ReturnType<typeof findStudentReading>>>;

/** Whether the teacher has the student in one of their classes. */
export async function teacherHasStudent(db: Db, teacherId: number, studentId: number) {
  const row = await db
    .selectFrom('class_students')
    .innerJoin('classes', 'classes.id', 'class_students.class_id')
    .select('class_students.student_id')
    .where('classes.teacher_id', '=', teacherId)
    .where('class_students.student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function parentHasChild(db: Db, parentId: number, studentId: number) {
  const row = await db
    .selectFrom('parent_links')
    .select('student_id')
    .where('parent_id', '=', parentId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

export function setOverride(db: Db, studentId: number, grade: number | null, by: number) {
  return db
    .insertInto('student_reading_levels')
    .values({ user_id: studentId, override_grade_level: grade, updated_by: by })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ override_grade_level: grade, updated_by: by, updated_at: new Date() }))
    .execute();
}

/**
 * The grades of a teacher's classes, one entry per student (an empty class counts once), for
 * matching a level to the grade the teacher mostly teaches (LEVEL-06).
 */
export async function gradesTaughtBy(db: Db, teacherId: number) {
  const rows = await db
    .selectFrom('classes')
    .leftJoin('class_students', 'class_students.class_id', 'classes.id')
    .select(['classes.grade_levels', (eb) => eb.fn.count<string>('class_students.student_id').as('students')])
    .where('classes.teacher_id', '=', teacherId)
    .groupBy('classes.id')
    .execute();
  return rows.flatMap((r) => Array.from({ length: Math.max(1, Number(r.students)) }, () => r.grade_levels).flat());
}

/** LEVEL-14: a student's latest submitted quizzes, newest first, as the recommender reads them. */
export async function recentQuizzes(db: Db, studentId: number, limit: number) {
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
