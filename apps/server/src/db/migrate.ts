import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { DatabaseHandle } from './database.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
// Any constant: several server processes starting at once run migrations one after the other.
const MIGRATION_LOCK = 7_001_001;

const migrationFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();

/** The migrations not yet applied (readiness: a server whose database lags its code is not ready). */
export async function pendingMigrations(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`
    .execute(handle.db)
    .then((r) => new Set(r.rows.map((row) => row.name)));
  return migrationFiles(dir).filter((f) => !done.has(f));
}

/** Applies migrations/NNNN_name.sql in order, each once, each in its own transaction. */
export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  await handle.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = migrationFiles(dir);
  const applied: string[] = [];
  await handle.db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      const done = new Set(
        (await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(conn)).rows.map((r) => r.name),
      );
      for (const file of files) {
        if (done.has(file)) continue;
        const body = readFileSync(join(dir, file), 'utf8');
        await conn.transaction().execute(async (trx) => {
          await sql.raw(body).execute(trx);
          await sql`INSERT INTO schema_migrations (name) VALUES (${file})`.execute(trx);
        });
        applied.push(file);
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
  return applied;
}
