import type { DatabaseHandle } from '../db/database.js';
import { seedDemo } from './demo.js';

/** Tables emptied by a reset, children first. */
const RESET_TABLES = [
  'event_records',
  'group_members',
  'class_groups',
  'class_students',
  'classes',
  'feature_overrides',
  'sessions',
  'parent_links',
  'users',
  'schools',
  'districts',
];

export async function isEmpty(handle: DatabaseHandle) {
  const row = await handle.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Seeds an empty database; with `reset`, empties it first. Demo accounts only when `demo`. */
export async function seed(handle: DatabaseHandle, opts: { demo: boolean; reset?: boolean }) {
  if (opts.reset) await handle.exec(`TRUNCATE ${RESET_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  if (!(await isEmpty(handle))) return false;
  if (opts.demo) await seedDemo(handle.db);
  return true;
}
