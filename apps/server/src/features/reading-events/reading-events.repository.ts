import type { Db } from '../../db/database.js';

/** Of these articles, the ids that exist. */
export async function existingContents(db: Db, ids: readonly number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db.selectFrom('contents').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Level id → its article's id, for these levels. */
export async function levelArticles(db: Db, ids: readonly number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db.selectFrom('article_levels').select(['id', 'content_id']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.content_id]));
}

/**
 * Of these assignments, the ones that concern the user, with their article: a student's through a
 * class or group of theirs, a teacher's own or one given to a class they teach.
 */
export async function assignmentsConcerning(db: Db, userId: number, ids: readonly number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .selectFrom('assignments')
    .select(['assignments.id', 'assignments.story_content_id'])
    .where('assignments.id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb('assignments.created_by', '=', userId),
        eb.exists(
          eb
            .selectFrom('assignment_classrooms')
            .innerJoin('classes', 'classes.id', 'assignment_classrooms.class_id')
            .leftJoin('class_students', (j) =>
              j.onRef('class_students.class_id', '=', 'classes.id').on('class_students.student_id', '=', userId),
            )
            .select('assignment_classrooms.class_id')
            .whereRef('assignment_classrooms.assignment_id', '=', 'assignments.id')
            .where((w) => w.or([w('classes.teacher_id', '=', userId), w('class_students.student_id', '=', userId)])),
        ),
        eb.exists(
          eb
            .selectFrom('assignment_groups')
            .innerJoin('group_members', 'group_members.group_id', 'assignment_groups.group_id')
            .select('group_members.student_id')
            .whereRef('assignment_groups.assignment_id', '=', 'assignments.id')
            .where('group_members.student_id', '=', userId),
        ),
      ]),
    )
    .execute();
  return new Map(rows.map((r) => [r.id, r.story_content_id]));
}
