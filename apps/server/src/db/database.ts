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
  /**
   * Hears NOTIFY on `channel`. `ready(true)` once listening; `ready(false)` whenever messages may
   * have been missed (the listening connection was lost), then `ready(true)` again once it is back.
   * Returns a function that stops listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /** PGlite only: the whole database as an image another in-memory one can start from (`pgliteImage`). */
  dumpImage?(): Promise<Blob>;
}

export interface NotificationHandlers {
  message(payload: string): void;
  ready(listening: boolean): void;
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A lost
 * connection is reported and replaced, with a growing pause between attempts.
 */
function pgListener(connectionString: string, channel: string, handlers: NotificationHandlers) {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let pause = 250;
  const connect = async () => {
    const c = new pg.Client({ connectionString });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = null;
      handlers.ready(false);
      c.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), (pause = Math.min(pause * 2, 10_000)));
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client !== c || stopped) return;
      pause = 250;
      handlers.ready(true);
    } catch {
      lost();
    }
  };
  return {
    start: connect,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      if (c) await c.end().catch(() => {});
    },
  };
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

/**
 * PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or in memory for "memory://",
 * started from `pgliteImage`, a `dumpDataDir()` of another, when given).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  pgliteImage?: Blob;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const max = opts.poolSize ?? DEFAULT_POOL_SIZE;
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max });
    const listeners = new Set<ReturnType<typeof pgListener>>();
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
      listen: async (channel, handlers) => {
        const listener = pgListener(opts.databaseUrl!, channel, handlers);
        listeners.add(listener);
        await listener.start();
        return async () => {
          listeners.delete(listener);
          await listener.stop();
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((l) => l.stop()));
        await db.destroy();
      },
    };
  }
  if (opts.dataDir !== 'memory://') mkdirSync(opts.dataDir, { recursive: true });
  const pglite =
    opts.dataDir === 'memory://'
      ? new PGlite(opts.pgliteImage ? { loadDataDir: opts.pgliteImage } : {})
      : new PGlite(opts.dataDir);
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
    // In-process: a notification is delivered before the query that committed it returns.
    listen: async (channel, handlers) => {
      const stop = await pglite.listen(channel, (payload) => handlers.message(payload));
      handlers.ready(true);
      return () => stop().catch(() => {});
    },
    dumpImage: () => pglite.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
