/**
 * Reading preferences (TOOLBAR-03, TOOLBAR-04): every signed-in reader — student, teacher, parent —
 * keeps their own text size, line spacing and font; nobody reads or changes another's. The route
 * takes the user from the session, so there is no id to get wrong.
 */
import { READING_PREFERENCES_DEFAULT, type ReadingPreferences, type ReadingPreferencesPatch } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import * as repo from './reading-preferences.repository.js';

/** Only the three preferences leave the server (no user id, no timestamps). */
const present = (row: ReadingPreferences): ReadingPreferences => ({
  text_size: row.text_size,
  line_spacing: row.line_spacing,
  font: row.font,
});

export async function preferencesOf(db: Db, user: AuthUser): Promise<ReadingPreferences> {
  const row = await repo.preferencesOf(db, user.id);
  return row ? present(row as ReadingPreferences) : READING_PREFERENCES_DEFAULT;
}

export async function changePreferences(db: Db, user: AuthUser, change: ReadingPreferencesPatch): Promise<ReadingPreferences> {
  const row = await repo.upsertPreferences(db, user.id, READING_PREFERENCES_DEFAULT, change);
  return present(row as ReadingPreferences);
}
