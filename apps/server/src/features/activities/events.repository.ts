import type { Db } from '../../db/database.js';

/** A product event (page views, onboarding dismissed, first publish…): who did what, with its data. */
export function recordEvent(db: Db, userId: number | null, eventName: string, data: Record<string, unknown> = {}) {
  return db
    .insertInto('event_records')
    .values({ user_id: userId, event_name: eventName, data: JSON.stringify(data) })
    .execute();
}
