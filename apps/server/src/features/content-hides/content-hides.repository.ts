import type { Db } from '../../db/database.js';

/** A class the teacher teaches, else undefined. */
export function ownClass(db: Db, teacherId: number, classId: number) {
  return db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('id', '=', classId)
    .where('teacher_id', '=', teacherId)
    .executeTakeFirst();
}

/** The teacher's hide records of an article. */
export function hidesOf(db: Db, teacherId: number, contentId: number) {
  return db
    .selectFrom('content_hides')
    .innerJoin('classes', 'classes.id', 'content_hides.class_id')
    .select(['content_hides.id', 'content_hides.content_id', 'content_hides.class_id'])
    .where('classes.teacher_id', '=', teacherId)
    .where('content_hides.content_id', '=', contentId)
    .orderBy('content_hides.id')
    .execute();
}

/** The teacher's classes that have the article in an assignment (drafts too, or through a group of the class). */
export async function assignedClassIds(db: Db, teacherId: number, contentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('assignments')
    .innerJoin('assignment_classrooms', 'assignment_classrooms.assignment_id', 'assignments.id')
    .innerJoin('classes', 'classes.id', 'assignment_classrooms.class_id')
    .select('classes.id')
    .where('classes.teacher_id', '=', teacherId)
    .where('assignments.story_content_id', '=', contentId)
    .union(
      db
        .selectFrom('assignments')
        .innerJoin('assignment_groups', 'assignment_groups.assignment_id', 'assignments.id')
        .innerJoin('class_groups', 'class_groups.id', 'assignment_groups.group_id')
        .innerJoin('classes', 'classes.id', 'class_groups.class_id')
        .select('classes.id')
        .where('classes.teacher_id', '=', teacherId)
        .where('assignments.story_content_id', '=', contentId),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** Hides an article from a class; a second hide finds the first. */
export async function insertHide(db: Db, contentId: number, classId: number, by: number) {
  const inserted = await db
    .insertInto('content_hides')
    .values({ content_id: contentId, class_id: classId, created_by: by })
    .onConflict((oc) => oc.columns(['content_id', 'class_id']).doNothing())
    .returning(['id', 'content_id', 'class_id'])
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const row = await db
    .selectFrom('content_hides')
    .select(['id', 'content_id', 'class_id'])
    .where('content_id', '=', contentId)
    .where('class_id', '=', classId)
    .executeTakeFirstOrThrow();
  return { row, created: false };
}

/** A hide record with the teacher of its class. */
export function findHide(db: Db, id: number) {
  return db
    .selectFrom('content_hides')
    .innerJoin('classes', 'classes.id', 'content_hides.class_id')
    .select(['content_hides.id', 'classes.teacher_id'])
    .where('content_hides.id', '=', id)
    .executeTakeFirst();
}

export function deleteHide(db: Db, id: number) {
  return db.deleteFrom('content_hides').where('id', '=', id).execute();
}
