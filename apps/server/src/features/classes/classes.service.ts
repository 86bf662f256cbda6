import { randomInt } from 'node:crypto';
import {
  makeJoinCode,
  type AddStudentBody,
  type BadgeBody,
  type BadgeSheet,
  type ClassBody,
  type GroupBody,
} from '@lectern/domain';
import { newToken, secretHash as badgeHash } from '../../auth/tokens.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors.js';
import { childIdsOf } from '../activities/relations.repository.js';
import { hashPassword } from '../../auth/password.js';
import type { AuthUser } from '../../auth/auth-user.js';

import { canCreateClass, canManageClass, type ClassView } from './classes.policy.js';
import * as repo from './classes.repository.js';
import { presentClasses } from './classes.presenter.js';

const CLASS_NOT_FOUND = 'We could not find that class.';

async function present(db: Db, rows: repo.ClassRow[], view: ClassView) {
  return presentClasses(
    rows,
    await repo.loadClassDetails(
      db,
      rows.map((r) => r.id),
    ),
    view,
  );
}

/** The classes a user may see, each with the view their role allows. */
export async function listClasses(db: Db, user: AuthUser) {
  switch (user.role) {
    case 'teacher':
      return present(db, await repo.classesOfTeacher(db, user.id), 'full');
    case 'student':
      return present(db, await repo.classesOfStudents(db, [user.id]), 'member');
    case 'parent':
      return present(db, await repo.classesOfStudents(db, await childIdsOf(db, user.id)), 'member');
    case 'principal':
      return user.school_id === null ? [] : present(db, await repo.classesOfSchool(db, user.school_id), 'full');
    case 'district_admin':
      return user.resolved_district_id === null
        ? []
        : present(db, await repo.classesOfDistrict(db, user.resolved_district_id), 'full');
    case 'staff':
      return [];
  }
}

/** A class and how the user may see it; a class the user has nothing to do with is "not found". */
async function resolveView(db: Db, user: AuthUser, cls: repo.ClassRow): Promise<ClassView | null> {
  if (canManageClass(user, cls)) return 'full';
  if (user.role === 'student') return (await repo.isStudentInClass(db, cls.id, user.id)) ? 'member' : null;
  if (user.role === 'parent') {
    const children = await childIdsOf(db, user.id);
    for (const c of children) if (await repo.isStudentInClass(db, cls.id, c)) return 'member';
    return null;
  }
  if (user.role === 'principal' || user.role === 'district_admin') {
    const visible = await listClasses(db, user);
    return visible.some((c) => c.id === cls.id) ? 'full' : null;
  }
  return null;
}

export async function getClass(db: Db, user: AuthUser, id: number) {
  const cls = await repo.findClass(db, id);
  const view = cls ? await resolveView(db, user, cls) : null;
  if (!cls || !view) throw notFound(CLASS_NOT_FOUND);
  return (await present(db, [cls], view))[0]!;
}

async function managedClass(db: Db, user: AuthUser, id: number) {
  const cls = await repo.findClass(db, id);
  if (!cls) throw notFound(CLASS_NOT_FOUND);
  if (!canManageClass(user, cls)) {
    // Someone who can see the class but not change it learns why; others learn nothing.
    if (await resolveView(db, user, cls)) throw new AppError('forbidden', 'Only the class’s teacher can change it.');
    throw notFound(CLASS_NOT_FOUND);
  }
  return cls;
}

async function uniqueJoinCode(db: Db) {
  for (;;) {
    const code = makeJoinCode((n) => randomInt(n));
    if (!(await repo.findClassByCode(db, code))) return code;
  }
}

export async function createClass(db: Db, user: AuthUser, body: ClassBody) {
  if (user.role !== 'teacher') throw new AppError('forbidden', 'Only teachers can create classes.');
  if (!canCreateClass(user)) throw new AppError('account_incomplete');
  const row = await repo.insertClass(db, { teacher_id: user.id, ...body, join_code: await uniqueJoinCode(db) });
  return (await present(db, [row], 'full'))[0]!;
}

export async function updateClass(db: Db, user: AuthUser, id: number, body: ClassBody) {
  await managedClass(db, user, id);
  await repo.updateClass(db, id, body);
  return getClass(db, user, id);
}

export async function deleteClass(db: Db, user: AuthUser, id: number) {
  await managedClass(db, user, id);
  await repo.deleteClass(db, id);
}

export async function newJoinCode(db: Db, user: AuthUser, id: number) {
  await managedClass(db, user, id);
  await repo.setJoinCode(db, id, await uniqueJoinCode(db));
  return getClass(db, user, id);
}

const WORDS = ['maple', 'river', 'comet', 'otter', 'cedar', 'harbor', 'meadow', 'pepper', 'sparrow', 'tiger', 'violet', 'willow'];

function makePassword() {
  return `${WORDS[randomInt(WORDS.length)]}-${WORDS[randomInt(WORDS.length)]}-${randomInt(10, 100)}`;
}

async function freeUsername(db: Db, first: string, last: string) {
  const base =
    `${first}.${last}`
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9.]/g, '')
      .slice(0, 30) || 'student';
  if (!(await repo.usernameExists(db, base))) return base;
  for (;;) {
    const candidate = `${base}${randomInt(10, 1000)}`;
    if (!(await repo.usernameExists(db, candidate))) return candidate;
  }
}

/** Creates a student account in the class; the password is returned once, for the teacher to hand out. */
export async function addStudent(db: Db, user: AuthUser, classId: number, body: AddStudentBody) {
  const cls = await managedClass(db, user, classId);
  if (body.username && (await repo.usernameExists(db, body.username))) {
    throw new AppError('username_taken', undefined, { username: 'That username is already taken.' });
  }
  const username = body.username ?? (await freeUsername(db, body.first_name, body.last_name));
  const password = makePassword();
  const gradeGuess = body.grade_level ?? (cls.grade_levels.length === 1 ? cls.grade_levels[0]! : null);
  const student = await db.transaction().execute(async (trx) => {
    const row = await repo.insertStudentAccount(trx, {
      username,
      password_hash: await hashPassword(password),
      first_name: body.first_name,
      last_name: body.last_name,
      role: 'student',
      grade_level: gradeGuess,
      school_id: user.school_id,
      district_id: null,
      is_lite: user.is_lite,
      created_by: user.id,
    });
    await repo.addStudentToClass(trx, classId, row.id);
    return row;
  });
  return {
    student: {
      id: student.id,
      unique_id: student.unique_id,
      username: student.username,
      first_name: student.first_name,
      last_name: student.last_name,
      user: { first_name: student.first_name, last_name: student.last_name },
      grade_level: student.grade_level,
    },
    username,
    password,
  };
}

export async function removeStudent(db: Db, user: AuthUser, classId: number, studentId: number) {
  await managedClass(db, user, classId);
  if (!(await repo.isStudentInClass(db, classId, studentId))) throw notFound('That student is not in this class.');
  await db.transaction().execute((trx) => repo.removeStudentFromClass(trx, classId, studentId));
}

export async function joinClass(db: Db, user: AuthUser, code: string) {
  if (user.role !== 'student') throw new AppError('forbidden', 'Only students join classes with a code.');
  const cls = await repo.findClassByCode(db, code);
  if (!cls) throw new AppError('invalid_join_code');
  if (await repo.isStudentInClass(db, cls.id, user.id)) throw new AppError('already_in_class');
  await repo.addStudentToClass(db, cls.id, user.id);
  return (await present(db, [cls], 'member'))[0]!;
}

async function checkGroupMembers(db: Db, classId: number, ids: number[]) {
  const roster = await repo.studentIdsInClass(db, classId);
  const strangers = ids.filter((id) => !roster.has(id));
  if (strangers.length)
    throw new AppError('validation_failed', 'student_ids: Every student in a group must be in the class.', {
      student_ids: 'Every student in a group must be in the class.',
    });
}

export async function createGroup(db: Db, user: AuthUser, classId: number, body: GroupBody) {
  await managedClass(db, user, classId);
  await checkGroupMembers(db, classId, body.student_ids);
  const id = await db.transaction().execute((trx) => repo.saveGroup(trx, { class_id: classId, ...body }));
  return groupOf(await getClass(db, user, classId), id);
}

async function managedGroup(db: Db, user: AuthUser, groupId: number) {
  const group = await repo.findGroup(db, groupId);
  if (!group) throw notFound('We could not find that group.');
  await managedClass(db, user, group.class_id);
  return group;
}

export async function updateGroup(db: Db, user: AuthUser, groupId: number, body: GroupBody) {
  const group = await managedGroup(db, user, groupId);
  await checkGroupMembers(db, group.class_id, body.student_ids);
  await db.transaction().execute((trx) => repo.saveGroup(trx, { id: groupId, class_id: group.class_id, ...body }));
  return groupOf(await getClass(db, user, group.class_id), groupId);
}

export async function deleteGroup(db: Db, user: AuthUser, groupId: number) {
  await managedGroup(db, user, groupId);
  await repo.deleteGroup(db, groupId);
}

function groupOf(cls: Awaited<ReturnType<typeof getClass>>, id: number) {
  return cls.groups.find((g) => g.id === id)!;
}

/**
 * New sign-in badges for the class's students (all, or those named): each gets a fresh secret,
 * which replaces the badge they had, so a lost card stops working. The secrets are returned once,
 * for printing; only their hashes are kept.
 */
export async function printBadges(db: Db, user: AuthUser, classId: number, body: BadgeBody): Promise<BadgeSheet> {
  const cls = await managedClass(db, user, classId);
  const students = await repo.studentsOfClass(db, classId, body.student_ids);
  if (body.student_ids && students.length !== new Set(body.student_ids).size)
    throw notFound('Some of those students are not in this class.');
  const badges = students.map((s) => ({
    student_id: s.id,
    first_name: s.first_name,
    last_name: s.last_name,
    secret: newToken(),
  }));
  await db.transaction().execute((trx) =>
    repo.replaceBadges(
      trx,
      badges.map((b) => ({ student_id: b.student_id, secret_hash: badgeHash(b.secret), created_by: user.id })),
    ),
  );
  return { classroom: { id: cls.id, name: cls.name }, badges };
}

/** The student a badge signs in, or null when the badge was replaced or never existed. */
export function studentOfBadge(db: Db, secret: string): Promise<number | null> {
  return repo.studentOfBadge(db, badgeHash(secret));
}
