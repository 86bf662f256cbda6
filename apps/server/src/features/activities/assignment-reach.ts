import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Who an assignment reaches, as conditions to put in a query: a class it is given to whole or
 * through one of its small groups, and a student of that class (the whole class, or a member of an
 * assigned group), and the other way round, the assignments given to a class. One place, so grading,
 * class progress and the rest agree on who was given the work.
 */

/** The assignment `assignmentId` reaches the query's `classes` row. */
export function reachesClass(eb: ExpressionBuilder<Database, 'classes'>, assignmentId: number): Expression<SqlBool> {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('assignment_classrooms')
        .select('assignment_classrooms.class_id')
        .whereRef('assignment_classrooms.class_id', '=', 'classes.id')
        .where('assignment_classrooms.assignment_id', '=', assignmentId),
    ),
    eb.exists(
      eb
        .selectFrom('assignment_groups')
        .innerJoin('class_groups', 'class_groups.id', 'assignment_groups.group_id')
        .select('class_groups.class_id')
        .whereRef('class_groups.class_id', '=', 'classes.id')
        .where('assignment_groups.assignment_id', '=', assignmentId),
    ),
  ]);
}

/** The assignment `assignmentId` reaches the query's `users` row as a student of its `classes` row. */
export function reachesStudentInClass(
  eb: ExpressionBuilder<Database, 'classes' | 'users'>,
  assignmentId: number,
): Expression<SqlBool> {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('assignment_classrooms')
        .select('assignment_classrooms.class_id')
        .whereRef('assignment_classrooms.class_id', '=', 'classes.id')
        .where('assignment_classrooms.assignment_id', '=', assignmentId),
    ),
    eb.exists(
      eb
        .selectFrom('assignment_groups')
        .innerJoin('group_members', 'group_members.group_id', 'assignment_groups.group_id')
        .innerJoin('class_groups', 'class_groups.id', 'assignment_groups.group_id')
        .select('group_members.student_id')
        .whereRef('group_members.student_id', '=', 'users.id')
        .whereRef('class_groups.class_id', '=', 'classes.id')
        .where('assignment_groups.assignment_id', '=', assignmentId),
    ),
  ]);
}

/** The query's `assignments` row is given to class `classId`, whole or through one of its groups. */
export function givenToClass(eb: ExpressionBuilder<Database, 'assignments'>, classId: number): Expression<SqlBool> {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('assignment_classrooms')
        .select('assignment_classrooms.class_id')
        .whereRef('assignment_classrooms.assignment_id', '=', 'assignments.id')
        .where('assignment_classrooms.class_id', '=', classId),
    ),
    eb.exists(
      eb
        .selectFrom('assignment_groups')
        .innerJoin('class_groups', 'class_groups.id', 'assignment_groups.group_id')
        .select('class_groups.class_id')
        .whereRef('assignment_groups.assignment_id', '=', 'assignments.id')
        .where('class_groups.class_id', '=', classId),
    ),
  ]);
}
