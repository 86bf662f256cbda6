import type { Selectable } from 'kysely';
import type { AuthUser } from '../../auth/auth-user.js';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';

export type UserRow = Selectable<UsersTable>;

/** The columns of a user as requests see them (auth/auth-user.ts): school and district by name, no password hash. */
const AUTH_USER_COLUMNS = [
  'users.id',
  'users.unique_id',
  'users.username',
  'users.first_name',
  'users.last_name',
  'users.role',
  'users.grade_level',
  'users.school_id',
  'users.is_lite',
  'users.lite_grant_expires_at',
  'users.is_authorized',
  'users.has_ela_license',
  'users.can_view_power_words',
  'schools.name as school_name',
  'districts.name as district_name',
  'districts.id as resolved_district_id',
] as const;

/** Users with their school and district (the user's own district, else their school's). */
const usersWithPlaces = (db: Db) =>
  db
    .selectFrom('users')
    .leftJoin('schools', 'schools.id', 'users.school_id')
    .leftJoin('districts', (j) =>
      j.on((eb) => eb('districts.id', '=', eb.fn.coalesce('users.district_id', 'schools.district_id'))),
    );

// Every signed-in request reads its user: compiled once (db/compiled-once.ts).
const authUserQuery = compiledOnce((db: Db, id: number) =>
  usersWithPlaces(db).select(AUTH_USER_COLUMNS).where('users.id', '=', id),
);

export async function findAuthUser(db: Db, id: number): Promise<Omit<AuthUser, 'impersonator'> | undefined> {
  return (await authUserQuery(db, id))[0];
}

/** A live session and its user in one round trip: what every signed-in request starts with. */
const sessionUserQuery = compiledOnce((db: Db, idHash: string, now: Date) =>
  usersWithPlaces(db)
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .select([...AUTH_USER_COLUMNS, 'sessions.impersonator_id', 'sessions.expires_at'])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', now),
);

export async function findSessionUser(db: Db, idHash: string, now: Date) {
  const [row] = await sessionUserQuery(db, idHash, now);
  if (!row) return null;
  const { impersonator_id, expires_at, ...user } = row;
  return {
    data: { userId: user.id, impersonatorId: impersonator_id },
    user: user satisfies Omit<AuthUser, 'impersonator'>,
    expiresAt: new Date(expires_at),
  };
}

/** Sign-in is the one place that reads a password hash. */
export function findCredentials(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'password_hash'])
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string) {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

export function findIdByUsername(db: Db, username: string) {
  return db.selectFrom('users').select(['id', 'role']).where('username', '=', username.toLowerCase()).executeTakeFirst();
}

export function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, 'first_name' | 'last_name' | 'school_id' | 'is_authorized'>>,
) {
  return db.updateTable('users').set(values).where('id', '=', id).execute();
}

export async function findOrCreateSchool(db: Db, name: string) {
  const existing = await db.selectFrom('schools').select('id').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.id;
  const row = await db.insertInto('schools').values({ name, district_id: null }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A parent's linked students. */
export function childrenOf(db: Db, parentId: number) {
  return db
    .selectFrom('parent_links')
    .innerJoin('users', 'users.id', 'parent_links.student_id')
    .select(['users.id', 'users.unique_id', 'users.first_name', 'users.last_name', 'users.grade_level'])
    .where('parent_links.parent_id', '=', parentId)
    .orderBy('users.first_name')
    .execute();
}

export async function listTeachersOfSchool(
  db: Db,
  schoolId: number,
  q: { limit: number; offset: number; search?: string | undefined; ordering: string; excludeId?: number | undefined },
) {
  let base = db.selectFrom('users').where('school_id', '=', schoolId).where('role', '=', 'teacher');
  if (q.excludeId !== undefined) base = base.where('id', '!=', q.excludeId);
  if (q.search) {
    const like = `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([eb('first_name', 'ilike', like), eb('last_name', 'ilike', like), eb('username', 'ilike', like)]),
    );
  }
  const desc = q.ordering.startsWith('-');
  const col = q.ordering.replace('-', '') as 'last_name' | 'first_name';
  const other = col === 'last_name' ? 'first_name' : 'last_name';
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'unique_id', 'first_name', 'last_name'])
      .orderBy(col, desc ? 'desc' : 'asc')
      .orderBy(other, desc ? 'desc' : 'asc')
      .orderBy('id')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}
