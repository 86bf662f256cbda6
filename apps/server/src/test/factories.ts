import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { UsersTable } from '../db/schema.js';
import { testPasswordHash } from './test-app.js';

const uid = () => randomBytes(4).toString('hex');

/** buildX(overrides) factories: real rows through the real schema. */
export async function buildSchool(db: Db, name = `School ${uid()}`, districtId: number | null = null) {
  return db.insertInto('schools').values({ name, district_id: districtId }).returningAll().executeTakeFirstOrThrow();
}

export async function buildDistrict(db: Db, name = `District ${uid()}`) {
  return db.insertInto('districts').values({ name }).returningAll().executeTakeFirstOrThrow();
}

export async function buildUser(db: Db, overrides: Partial<Insertable<UsersTable>> = {}) {
  return db
    .insertInto('users')
    .values({
      username: `user_${uid()}`,
      password_hash: await testPasswordHash(),
      first_name: 'Test',
      last_name: 'User',
      role: 'teacher',
      grade_level: null,
      school_id: null,
      district_id: null,
      created_by: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function buildClass(
  db: Db,
  teacherId: number,
  overrides: { name?: string; grade_levels?: number[]; students?: number[] } = {},
) {
  const cls = await db
    .insertInto('classes')
    .values({
      teacher_id: teacherId,
      name: overrides.name ?? `Class ${uid()}`,
      grade_levels: overrides.grade_levels ?? [7],
      join_code: uid().slice(0, 6).toUpperCase(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (overrides.students?.length) {
    await db
      .insertInto('class_students')
      .values(overrides.students.map((student_id) => ({ class_id: cls.id, student_id })))
      .execute();
  }
  return cls;
}
