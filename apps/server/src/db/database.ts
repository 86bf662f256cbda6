import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { pgliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** One query as it finished: its SQL (no parameters), how long it took, and its error if it failed. */
export interface QueryEvent {
  sql: string;
  ms: number;
  error?: unknown;
}

/** The connection pool's use at this moment (PostgreSQL; PGlite has one connection and no pool). */
export interface PoolStats {
  size: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Runs a script of several statements (migrations, resets). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** Calls `listener` after every query (metrics, request logs); returns a function that stops it. */
  onQuery(listener: (e: QueryEvent) => void): () => void;
  poolStats(): PoolStats | null;
}

/** The listeners of one handle, and the Kysely `log` hook that feeds them. */
function queryListeners() {
  const listeners = new Set<(e: QueryEvent) => void>();
  return {
    onQuery: (listener: (e: QueryEvent) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    log: (e: LogEvent) => {
      if (listeners.size === 0) return;
      const event: QueryEvent = {
        sql: e.query.sql,
        ms: e.queryDurationMillis,
        ...(e.level === 'error' ? { error: e.error } : {}),
      };
      for (const l of listeners) l(event);
    },
  };
}

// int8 (bigserial, count(*)) as JS number: our counts and ids stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/** Connections one process's PostgreSQL pool may open. */
export const DEFAULT_POOL_SIZE = 20;

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or in memory for "memory://"). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const max = opts.poolSize ?? DEFAULT_POOL_SIZE;
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max });
    // An idle connection that the server ended (a restart, a shutdown) leaves the pool, which opens
    // another for the next query; unheard, the error would end the process.
    pool.on('error', () => {});
    const queries = queryListeners();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queries.log });
    return {
      db,
      kind: 'postgres',
      onQuery: queries.onQuery,
      poolStats: () => ({ size: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => db.destroy(),
    };
  }
  if (opts.dataDir !== 'memory://') mkdirSync(opts.dataDir, { recursive: true });
  const pglite = new PGlite(opts.dataDir === 'memory://' ? undefined : opts.dataDir);
  await pglite.waitReady;
  const queries = queryListeners();
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite), log: queries.log });
  return {
    db,
    kind: 'pglite',
    onQuery: queries.onQuery,
    poolStats: () => null,
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
