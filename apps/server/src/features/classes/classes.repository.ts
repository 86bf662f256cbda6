import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ClassesTable, Database, UsersTable } from '../../db/schema.js';

export type ClassRow = Selectable<ClassesTable>;
type Conn = Db | Transaction<Database>;

export function findClass(db: Db, id: number) {
  return db.selectFrom('classes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findClassByCode(db: Db, code: string) {
  return db.selectFrom('classes').selectAll().where('join_code', '=', code).executeTakeFirst();
}

export function classesOfTeacher(db: Db, teacherId: number) {
  return db.selectFrom('classes').selectAll().where('teacher_id', '=', teacherId).orderBy('name').orderBy('id').execute();
}

export function classesOfStudents(db: Db, studentIds: number[]) {
  if (studentIds.length === 0) return Promise.resolve([] as ClassRow[]);
  return db
    .selectFrom('classes')
    .selectAll()
    .where('id', 'in', (eb) => eb.selectFrom('class_students').select('class_id').where('student_id', 'in', studentIds))
    .orderBy('name')
    .execute();
}

export function classesOfSchool(db: Db, schoolId: number) {
  return db
    .selectFrom('classes')
    .selectAll('classes')
    .innerJoin('users', 'users.id', 'classes.teacher_id')
    .where('users.school_id', '=', schoolId)
    .orderBy('classes.name')
    .execute();
}

export function classesOfDistrict(db: Db, districtId: number) {
  return db
    .selectFrom('classes')
    .selectAll('classes')
    .innerJoin('users', 'users.id', 'classes.teacher_id')
    .innerJoin('schools', 'schools.id', 'users.school_id')
    .where('schools.district_id', '=', districtId)
    .orderBy('classes.name')
    .execute();
}

/** Rosters, groups and teachers of many classes in three queries, not three per class. */
export async function loadClassDetails(db: Db, classIds: number[]) {
  if (classIds.length === 0) return { students: [], groups: [], members: [], teachers: [] };
  const [students, groups, members, teachers] = await Promise.all([
    db
      .selectFrom('class_students')
      .innerJoin('users', 'users.id', 'class_students.student_id')
      .select([
        'class_students.class_id',
        'users.id',
        'users.unique_id',
        'users.username',
        'users.first_name',
        'users.last_name',
        'users.grade_level',
      ])
      .where('class_students.class_id', 'in', classIds)
      .orderBy('users.last_name')
      .orderBy('users.first_name')
      .execute(),
    db.selectFrom('class_groups').selectAll().where('class_id', 'in', classIds).orderBy('name').orderBy('id').execute(),
    db
      .selectFrom('group_members')
      .innerJoin('class_groups', 'class_groups.id', 'group_members.group_id')
      .innerJoin('users', 'users.id', 'group_members.student_id')
      .select(['group_members.group_id', 'users.id', 'users.unique_id', 'users.first_name', 'users.last_name'])
      .where('class_groups.class_id', 'in', classIds)
      .orderBy('users.last_name')
      .execute(),
    db
      .selectFrom('classes')
      .innerJoin('users', 'users.id', 'classes.teacher_id')
      .select(['classes.id as class_id', 'users.id', 'users.first_name', 'users.last_name'])
      .where('classes.id', 'in', classIds)
      .execute(),
  ]);
  return { students, groups, members, teachers };
}
export type ClassDetails = Awaited<ReturnType<typeof loadClassDetails>>;

export function insertClass(db: Db, v: Insertable<ClassesTable>) {
  return db.insertInto('classes').values(v).returningAll().executeTakeFirstOrThrow();
}

export function updateClass(db: Db, id: number, v: Updateable<ClassesTable>) {
  return db.updateTable('classes').set(v).where('id', '=', id).execute();
}

export function deleteClass(db: Db, id: number) {
  return db.deleteFrom('classes').where('id', '=', id).execute();
}

export function setJoinCode(db: Db, id: number, code: string) {
  return db.updateTable('classes').set({ join_code: code }).where('id', '=', id).execute();
}

export async function isStudentInClass(db: Db, classId: number, studentId: number) {
  const row = await db
    .selectFrom('class_students')
    .select('student_id')
    .where('class_id', '=', classId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

export function addStudentToClass(db: Conn, classId: number, studentId: number) {
  return db
    .insertInto('class_students')
    .values({ class_id: classId, student_id: studentId })
    .onConflict((c) => c.doNothing())
    .execute();
}

/** Takes a student out of a class and its groups (the service runs both in one transaction). */
export async function removeStudentFromClass(trx: Conn, classId: number, studentId: number) {
  await trx
    .deleteFrom('group_members')
    .where('student_id', '=', studentId)
    .where('group_id', 'in', (eb) => eb.selectFrom('class_groups').select('id').where('class_id', '=', classId))
    .execute();
  await trx.deleteFrom('class_students').where('class_id', '=', classId).where('student_id', '=', studentId).execute();
}

export async function studentIdsInClass(db: Db, classId: number) {
  const rows = await db.selectFrom('class_students').select('student_id').where('class_id', '=', classId).execute();
  return new Set(rows.map((r) => r.student_id));
}

export function findGroup(db: Db, id: number) {
  return db.selectFrom('class_groups').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Creates a group, or renames one, and sets its members (the service runs this in one transaction). */
export async function saveGroup(trx: Conn, v: { id?: number; class_id: number; name: string; student_ids: number[] }) {
  const id =
    v.id ??
    (
      await trx
        .insertInto('class_groups')
        .values({ class_id: v.class_id, name: v.name })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  if (v.id) {
    await trx.updateTable('class_groups').set({ name: v.name }).where('id', '=', id).execute();
    await trx.deleteFrom('group_members').where('group_id', '=', id).execute();
  }
  if (v.student_ids.length) {
    await trx
      .insertInto('group_members')
      .values([...new Set(v.student_ids)].map((student_id) => ({ group_id: id, student_id })))
      .execute();
  }
  return id;
}

export function deleteGroup(db: Db, id: number) {
  return db.deleteFrom('class_groups').where('id', '=', id).execute();
}

export async function usernameExists(db: Db, username: string) {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined;
}

/** A student account a teacher creates for their class. */
export function insertStudentAccount(trx: Conn, values: Insertable<UsersTable>) {
  return trx.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The students of a class by name (all of them, or those of `ids` who are in it). */
export function studentsOfClass(db: Db, classId: number, ids?: readonly number[]) {
  let q = db
    .selectFrom('class_students')
    .innerJoin('users', 'users.id', 'class_students.student_id')
    .select(['users.id', 'users.first_name', 'users.last_name'])
    .where('class_students.class_id', '=', classId)
    .where('users.role', '=', 'student');
  if (ids) q = q.where('users.id', 'in', ids);
  return q.orderBy('users.last_name').orderBy('users.first_name').orderBy('users.id').execute();
}

/** Gives each student a badge with this secret hash, replacing the one they had. */
export async function replaceBadges(trx: Conn, rows: { student_id: number; secret_hash: string; created_by: number }[]) {
  if (rows.length === 0) return;
  await trx
    .insertInto('sign_in_badges')
    .values(rows)
    .onConflict((c) =>
      c.column('student_id').doUpdateSet((eb) => ({
        secret_hash: eb.ref('excluded.secret_hash'),
        created_by: eb.ref('excluded.created_by'),
        created_at: new Date(),
      })),
    )
    .execute();
}

/** The student whose current badge has this secret hash. */
export async function studentOfBadge(db: Db, secretHash: string) {
  const row = await db
    .selectFrom('sign_in_badges')
    .innerJoin('users', 'users.id', 'sign_in_badges.student_id')
    .select('users.id')
    .where('sign_in_badges.secret_hash', '=', secretHash)
    .where('users.role', '=', 'student')
    .executeTakeFirst();
  return row?.id ?? null;
}
