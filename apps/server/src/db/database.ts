import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pgliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Runs a script of several statements (migrations, resets). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

// int8 (bigserial, count(*)) as JS number: our counts and ids stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or in memory for "memory://"). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => db.destroy(),
    };
  }
  if (opts.dataDir !== 'memory://') mkdirSync(opts.dataDir, { recursive: true });
  const pglite = new PGlite(opts.dataDir === 'memory://' ? undefined : opts.dataDir);
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
