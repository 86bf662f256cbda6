import type { Db } from '../../db/database.js';

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
