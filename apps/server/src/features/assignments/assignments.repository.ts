import { sql, type Insertable, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AssignmentsTable, Database } from '../../db/schema.js';

export type AssignmentRow = Selectable<AssignmentsTable>;
type Conn = Db | Transaction<Database>;

export function findAssignment(db: Conn, id: number) {
  return db.selectFrom('assignments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAssignmentByContentId(db: Conn, contentId: string) {
  return db.selectFrom('assignments').selectAll().where('content_id', '=', contentId).executeTakeFirst();
}

export function insertAssignment(db: Conn, values: Insertable<AssignmentsTable>) {
  return db.insertInto('assignments').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateAssignment(db: Conn, id: number, values: Updateable<AssignmentsTable>) {
  return db.updateTable('assignments').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Its assignees and views go with it (ON DELETE CASCADE). */
export function deleteAssignment(db: Conn, id: number) {
  return db.deleteFrom('assignments').where('id', '=', id).execute();
}

/** A teacher's assignments, newest change first; drafts only when asked. */
export function assignmentsOfTeacher(db: Db, teacherId: number, q: { includeDrafts: boolean; storyId?: number | undefined }) {
  let query = db.selectFrom('assignments').selectAll().where('created_by', '=', teacherId);
  if (!q.includeDrafts) query = query.where('is_draft', '=', false);
  if (q.storyId !== undefined) query = query.where('story_content_id', '=', q.storyId);
  return query.orderBy('date_modified', 'desc').orderBy('id', 'desc').limit(500).execute();
}

/** Classrooms and groups of many assignments, with names and group members, for the presenter. */
export async function assigneesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return { classrooms: [], groups: [], members: [] };
  const [classrooms, groups] = await Promise.all([
    db
      .selectFrom('assignment_classrooms')
      .innerJoin('classes', 'classes.id', 'assignment_classrooms.class_id')
      .select([
        'assignment_classrooms.assignment_id',
        'assignment_classrooms.date_assigned',
        'classes.id',
        'classes.unique_id',
        'classes.name',
      ])
      .where('assignment_classrooms.assignment_id', 'in', ids)
      .orderBy('classes.name')
      .execute(),
    db
      .selectFrom('assignment_groups')
      .innerJoin('class_groups', 'class_groups.id', 'assignment_groups.group_id')
      .select(['assignment_groups.assignment_id', 'assignment_groups.date_assigned', 'class_groups.id', 'class_groups.name'])
      .where('assignment_groups.assignment_id', 'in', ids)
      .orderBy('class_groups.name')
      .execute(),
  ]);
  const groupIds = [...new Set(groups.map((g) => g.id))];
  const members = groupIds.length
    ? await db
        .selectFrom('group_members')
        .innerJoin('users', 'users.id', 'group_members.student_id')
        .select(['group_members.group_id', 'users.first_name', 'users.last_name', 'users.unique_id'])
        .where('group_members.group_id', 'in', groupIds)
        .orderBy('users.last_name')
        .execute()
    : [];
  return { classrooms, groups, members };
}
export type Assignees = Awaited<ReturnType<typeof assigneesOf>>;

/** A poll's owner and article, to check that an assignment may include it (ASSIGN-63). */
export function pollOwnerOf(db: Db, pollId: number) {
  return db.selectFrom('polls').select(['content_id', 'created_by', 'is_template']).where('id', '=', pollId).executeTakeFirst();
}

export function usersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute();
}

/** Which of these classes the teacher owns, and which of these groups sit in the teacher's classes. */
export async function ownedAssignees(db: Db, teacherId: number, classIds: number[], groupIds: number[]) {
  const [classes, groups] = await Promise.all([
    classIds.length
      ? db.selectFrom('classes').select('id').where('teacher_id', '=', teacherId).where('id', 'in', classIds).execute()
      : Promise.resolve([]),
    groupIds.length
      ? db
          .selectFrom('class_groups')
          .innerJoin('classes', 'classes.id', 'class_groups.class_id')
          .select('class_groups.id')
          .where('classes.teacher_id', '=', teacherId)
          .where('class_groups.id', 'in', groupIds)
          .execute()
      : Promise.resolve([]),
  ]);
  return { classIds: new Set(classes.map((c) => c.id)), groupIds: new Set(groups.map((g) => g.id)) };
}

/**
 * Sets an assignment's classrooms or groups, keeping the date_assigned of those already assigned
 * and stamping the new ones when the assignment is published (ASSIGN-07).
 */
export async function replaceAssignees(
  trx: Transaction<Database>,
  assignmentId: number,
  kind: 'classrooms' | 'groups',
  ids: number[],
  publish: boolean,
) {
  const now = new Date();
  const dateFor = (dates: Map<number, Date | null>, id: number) => dates.get(id) ?? (publish ? now : null);
  if (kind === 'classrooms') {
    const existing = await trx
      .selectFrom('assignment_classrooms')
      .select(['class_id', 'date_assigned'])
      .where('assignment_id', '=', assignmentId)
      .execute();
    const dates = new Map(existing.map((r) => [r.class_id, r.date_assigned]));
    await trx.deleteFrom('assignment_classrooms').where('assignment_id', '=', assignmentId).execute();
    if (ids.length)
      await trx
        .insertInto('assignment_classrooms')
        .values(ids.map((id) => ({ assignment_id: assignmentId, class_id: id, date_assigned: dateFor(dates, id) })))
        .execute();
  } else {
    const existing = await trx
      .selectFrom('assignment_groups')
      .select(['group_id', 'date_assigned'])
      .where('assignment_id', '=', assignmentId)
      .execute();
    const dates = new Map(existing.map((r) => [r.group_id, r.date_assigned]));
    await trx.deleteFrom('assignment_groups').where('assignment_id', '=', assignmentId).execute();
    if (ids.length)
      await trx
        .insertInto('assignment_groups')
        .values(ids.map((id) => ({ assignment_id: assignmentId, group_id: id, date_assigned: dateFor(dates, id) })))
        .execute();
  }
}

export function hasPublishedBefore(db: Conn, userId: number) {
  return db
    .selectFrom('assignments')
    .select('id')
    .where('created_by', '=', userId)
    .where('is_draft', '=', false)
    .limit(1)
    .executeTakeFirst()
    .then((r) => r !== undefined);
}

export function recordView(db: Db, assignmentId: number, studentId: number) {
  return db
    .insertInto('assignment_views')
    .values({ assignment_id: assignmentId, student_id: studentId })
    .onConflict((oc) => oc.columns(['assignment_id', 'student_id']).doUpdateSet({ last_viewed_at: new Date() }))
    .execute();
}

/**
 * Per assignment, the students its classes and groups reach (each once) and how many of them have
 * submitted the article's quiz.
 */
export async function progressOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const result = await sql<{ assignment_id: number; assigned: number; submitted: number }>`
    WITH reached AS (
      SELECT ac.assignment_id, cs.student_id
      FROM assignment_classrooms ac JOIN class_students cs ON cs.class_id = ac.class_id
      WHERE ac.assignment_id = ANY(${ids}::integer[])
      UNION
      SELECT ag.assignment_id, gm.student_id
      FROM assignment_groups ag JOIN group_members gm ON gm.group_id = ag.group_id
      WHERE ag.assignment_id = ANY(${ids}::integer[])
    )
    SELECT r.assignment_id, count(*)::integer AS assigned, count(sq.id)::integer AS submitted
    FROM reached r
    JOIN assignments a ON a.id = r.assignment_id AND a.id = ANY(${ids}::integer[])
    LEFT JOIN student_quizzes sq ON sq.student_id = r.student_id AND sq.content_id = a.story_content_id
    GROUP BY r.assignment_id`.execute(db);
  return result.rows;
}

/** The content types of the assignments' articles or videos, by content id. */
export async function contentTypesOf(db: Db, contentIds: number[]) {
  if (!contentIds.length) return new Map<number, string>();
  const rows = await db.selectFrom('contents').select(['id', 'content_type']).where('id', 'in', contentIds).execute();
  return new Map(rows.map((r) => [r.id, r.content_type]));
}
