import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { onePerPage } from '../../db/page-reads.js';
import type { Database } from '../../db/schema.js';

/**
 * The published, live assignments a student is given through a class or one of their small groups
 * (ASSIGN-11): drafts and scheduled ones stay invisible. Activities read them for the settings an
 * assignment puts on its work (hidden answers, a narrowed quiz, a locked level).
 */
export function assignmentsOfStudent(db: Db, studentId: number, q: { storyId?: number | undefined; assignmentId?: number }) {
  return onePerPage(`assignmentsOfStudent:${studentId}:${q.storyId ?? ''}:${q.assignmentId ?? ''}`, () =>
    readAssignmentsOfStudent(db, studentId, q),
  );
}

function readAssignmentsOfStudent(db: Db, studentId: number, q: { storyId?: number | undefined; assignmentId?: number }) {
  let query = db
    .selectFrom('assignments')
    .selectAll('assignments')
    .where('assignments.is_draft', '=', false)
    .where((eb) =>
      eb.or([eb('assignments.date_goes_live', 'is', null), eb('assignments.date_goes_live', '<=', sql<Date>`now()`)]),
    )
    .where('assignments.id', 'in', (eb) => givenToStudent(eb, studentId));
  if (q.storyId !== undefined) query = query.where('assignments.story_content_id', '=', q.storyId);
  if (q.assignmentId !== undefined) query = query.where('assignments.id', '=', q.assignmentId);
  return query.orderBy('assignments.date_goes_live', 'desc').orderBy('assignments.id', 'desc').limit(500).execute();
}

/**
 * The ids of the assignments given to a student through a class or one of their small groups. One
 * index lookup per membership table, not a test of every assignment: at district scale the two
 * EXISTS under an OR made PostgreSQL read the whole assignments table (bench/explain.ts).
 */
function givenToStudent(eb: ExpressionBuilder<Database, 'assignments'>, studentId: number) {
  return eb
    .selectFrom('assignment_classrooms')
    .innerJoin('class_students', 'class_students.class_id', 'assignment_classrooms.class_id')
    .select('assignment_classrooms.assignment_id')
    .where('class_students.student_id', '=', studentId)
    .unionAll(
      eb
        .selectFrom('assignment_groups')
        .innerJoin('group_members', 'group_members.group_id', 'assignment_groups.group_id')
        .select('assignment_groups.assignment_id')
        .where('group_members.student_id', '=', studentId),
    );
}

/**
 * When the next of a student's published assignments of an article that is scheduled goes live
 * (null if none): the assignments the rules read change then without any row changing, so what
 * was decided from them holds until that moment only.
 */
export async function nextGoLiveOfStudent(db: Db, studentId: number, storyId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('assignments')
    .select((eb) => eb.fn.min('assignments.date_goes_live').as('next'))
    .where('assignments.is_draft', '=', false)
    .where('assignments.date_goes_live', '>', sql<Date>`now()`)
    .where('assignments.story_content_id', '=', storyId)
    .where('assignments.id', 'in', (eb) => givenToStudent(eb, studentId))
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : null;
}
