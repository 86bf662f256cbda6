import type { Db } from '../../db/database.js';

/** A product event (page views, onboarding dismissed, first publish…): who did what, with its data. */
export function recordEvent(db: Db, userId: number | null, eventName: string, data: Record<string, unknown> = {}) {
  return db
    .insertInto('event_records')
    .values({ user_id: userId, event_name: eventName, data: JSON.stringify(data) })
    .execute();
}

/** A user's pseudonym: the id their reading events and xAPI statements carry instead of theirs (made once). */
export async function pseudonymOf(db: Db, userId: number): Promise<string> {
  await db
    .insertInto('user_pseudonyms')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await db.selectFrom('user_pseudonyms').select('pseudonym').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.pseudonym;
}

/** A reading event as stored: named by the page's own id, under the reader's pseudonym. */
export interface ReadingEventRow {
  client_event_id: string;
  event_name: string;
  content_id: number;
  article_level_id: number | null;
  assignment_id: number | null;
  occurred_at: Date;
  data: Record<string, unknown>;
}

/** Stores a batch of reading events; an event already stored (same page id) is skipped. Returns how many were new. */
export async function recordReadingEvents(db: Db, actor: string, rows: readonly ReadingEventRow[]): Promise<number> {
  if (!rows.length) return 0;
  const inserted = await db
    .insertInto('event_records')
    .values(rows.map((r) => ({ ...r, user_id: null, actor, data: JSON.stringify(r.data) })))
    .onConflict((oc) => oc.column('client_event_id').where('client_event_id', 'is not', null).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
