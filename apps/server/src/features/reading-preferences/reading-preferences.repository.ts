import type { ReadingPreferences, ReadingPreferencesPatch } from '@lectern/domain';
import type { Db } from '../../db/database.js';

/** The reader's stored preferences, or undefined when they never chose. */
export function preferencesOf(db: Db, userId: number) {
  return db
    .selectFrom('reading_preferences')
    .select(['text_size', 'line_spacing', 'font'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Stores the preferences a change names, in one statement: the first change inserts the row with
 * the defaults for the rest, a later one updates only what it names (two changes at once from two
 * devices both land, neither undoing the other's other fields).
 */
export function upsertPreferences(db: Db, userId: number, defaults: ReadingPreferences, change: ReadingPreferencesPatch) {
  return db
    .insertInto('reading_preferences')
    .values({ user_id: userId, ...defaults, ...change })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        ...(change.text_size ? { text_size: eb.ref('excluded.text_size') } : {}),
        ...(change.line_spacing ? { line_spacing: eb.ref('excluded.line_spacing') } : {}),
        ...(change.font ? { font: eb.ref('excluded.font') } : {}),
        updated_at: new Date(),
      })),
    )
    .returning(['text_size', 'line_spacing', 'font'])
    .executeTakeFirstOrThrow();
}
