import type { Db } from '../../db/database.js';

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

/** The ids of a parent's linked students. */
export async function childIdsOf(db: Db, parentId: number) {
  const rows = await db.selectFrom('parent_links').select('student_id').where('parent_id', '=', parentId).execute();
  return rows.map((r) => r.student_id);
}
