import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { onePerPage } from '../../db/page-reads.js';
import { assignmentsOfStudent } from './assignments-given.repository.js';

/**
 * TOOLBAR-18: the articles hidden from a student — hidden from one of their classes — that no live
 * assignment gives them. The article access check and the library both ask here, so a hidden
 * article is hidden on every path, not only in the page.
 */
export function hiddenFromStudent(db: Db, studentId: number, contentId: number) {
  return onePerPage(`hiddenFromStudent:${studentId}:${contentId}`, async () => {
    const row = await db
      .selectFrom('content_hides')
      .innerJoin('class_students', 'class_students.class_id', 'content_hides.class_id')
      .select('content_hides.id')
      .where('class_students.student_id', '=', studentId)
      .where('content_hides.content_id', '=', contentId)
      .limit(1)
      .executeTakeFirst();
    if (!row) return false;
    const [given] = await assignmentsOfStudent(db, studentId, { storyId: contentId });
    return given === undefined;
  });
}

/** The same rule as a condition on `contents` for the library's query: the ids to leave out. */
export const hiddenContentIdsOf = (db: Db, studentId: number) =>
  db
    .selectFrom('content_hides')
    .innerJoin('class_students', 'class_students.class_id', 'content_hides.class_id')
    .select('content_hides.content_id')
    .where('class_students.student_id', '=', studentId)
    .where((outer) =>
      outer.not(
        outer.exists(
          outer
            .selectFrom('assignments')
            .select('assignments.id')
            .whereRef('assignments.story_content_id', '=', 'content_hides.content_id')
            .where('assignments.is_draft', '=', false)
            .where((eb) =>
              eb.or([eb('assignments.date_goes_live', 'is', null), eb('assignments.date_goes_live', '<=', sql<Date>`now()`)]),
            )
            .where('assignments.id', 'in', (eb) =>
              eb
                .selectFrom('assignment_classrooms')
                .innerJoin('class_students as cs', 'cs.class_id', 'assignment_classrooms.class_id')
                .select('assignment_classrooms.assignment_id')
                .where('cs.student_id', '=', studentId)
                .unionAll(
                  eb
                    .selectFrom('assignment_groups')
                    .innerJoin('group_members', 'group_members.group_id', 'assignment_groups.group_id')
                    .select('assignment_groups.assignment_id')
                    .where('group_members.student_id', '=', studentId),
                ),
            ),
        ),
      ),
    );
