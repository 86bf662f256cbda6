import type { Db } from '../../db/database.js';

const SET_COLUMNS = [
  'text_sets.id',
  'text_sets.content_id',
  'text_sets.owner_id',
  'text_sets.title',
  'text_sets.description',
  'text_sets.date_shared',
  'text_sets.created_at',
] as const;

export function insertSet(
  db: Db,
  values: { owner_id: number; content_id: string; title: string; description: string; date_shared: Date | null },
) {
  return db.insertInto('text_sets').values(values).returning(SET_COLUMNS).executeTakeFirstOrThrow();
}

/** The user's own text sets, newest first. */
export function setsOf(db: Db, ownerId: number) {
  return db.selectFrom('text_sets').select(SET_COLUMNS).where('owner_id', '=', ownerId).orderBy('id', 'desc').execute();
}

/** One text set with its owner's name, else undefined. */
export function findSet(db: Db, id: number) {
  return db
    .selectFrom('text_sets')
    .innerJoin('users', 'users.id', 'text_sets.owner_id')
    .select([...SET_COLUMNS, 'users.first_name', 'users.last_name'])
    .where('text_sets.id', '=', id)
    .executeTakeFirst();
}
export type SetRow = Awaited<ReturnType<typeof setsOf>>[number];

/** The members of these sets, in the order they were added. */
export function membersOf(db: Db, setIds: readonly number[]) {
  if (!setIds.length) return Promise.resolve([]);
  return db
    .selectFrom('text_set_members')
    .select(['text_set_id', 'content_id', 'language'])
    .where('text_set_id', 'in', [...setIds])
    .orderBy('id')
    .execute();
}
export type MemberRow = Awaited<ReturnType<typeof membersOf>>[number];

/** Adds an article to a set in one statement: a second add (even at the same moment) finds the first. */
export async function addMember(db: Db, setId: number, contentId: number, language: string) {
  const inserted = await db
    .insertInto('text_set_members')
    .values({ text_set_id: setId, content_id: contentId, language })
    .onConflict((oc) => oc.columns(['text_set_id', 'content_id']).doNothing())
    .returning(['text_set_id', 'content_id', 'language'])
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const row = await db
    .selectFrom('text_set_members')
    .select(['text_set_id', 'content_id', 'language'])
    .where('text_set_id', '=', setId)
    .where('content_id', '=', contentId)
    .executeTakeFirstOrThrow();
  return { row, created: false };
}

export function removeMember(db: Db, setId: number, contentId: number) {
  return db.deleteFrom('text_set_members').where('text_set_id', '=', setId).where('content_id', '=', contentId).execute();
}
