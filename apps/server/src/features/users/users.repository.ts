import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';

export type UserRow = Selectable<UsersTable>;
export type AuthUser = UserRow & {
  school_name: string | null;
  district_name: string | null;
  resolved_district_id: number | null;
  impersonator: { id: number; first_name: string; last_name: string } | null;
};

export function findUserById(db: Db, id: number) {
  return db
    .selectFrom('users')
    .leftJoin('schools', 'schools.id', 'users.school_id')
    .leftJoin('districts', (j) =>
      j.on((eb) => eb('districts.id', '=', eb.fn.coalesce('users.district_id', 'schools.district_id'))),
    )
    .selectAll('users')
    .select(['schools.name as school_name', 'districts.name as district_name', 'districts.id as resolved_district_id'])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

export function findUserByUsername(db: Db, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst();
}

export async function usernameExists(db: Db, username: string) {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined;
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

export function recordEvent(db: Db, userId: number | null, eventName: string, data: Record<string, unknown> = {}) {
  return db
    .insertInto('event_records')
    .values({ user_id: userId, event_name: eventName, data: JSON.stringify(data) })
    .execute();
}
