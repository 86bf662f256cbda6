/**
 * Kysely over embedded PGlite, through Kysely's own PostgreSQL driver: PGlite is wrapped in the
 * small `pg.Pool` surface that driver uses. PGlite is one connection, so a connection is lent to
 * one caller at a time (a queue), which keeps Kysely transactions from interleaving.
 */
import type { PGlite } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';

type Release = () => void;

class Mutex {
  private tail: Promise<void> = Promise.resolve();
  lock(): Promise<Release> {
    let release!: Release;
    const next = new Promise<void>((r) => (release = r));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

const WRITE_COMMAND = /^\s*(insert|update|delete|merge)\b/i;

export function pgliteDialect(pglite: PGlite): PostgresDialect {
  const mutex = new Mutex();
  const client = (release: Release) => ({
    async query(sql: string, params?: readonly unknown[]) {
      // Without parameters the simple protocol runs it, so multi-statement scripts work too.
      const result =
        params && params.length > 0
          ? await pglite.query(sql, params as unknown[])
          : ((await pglite.exec(sql)).at(-1) ?? { rows: [], affectedRows: 0 });
      const command = WRITE_COMMAND.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT';
      return { rows: result.rows, command, rowCount: result.affectedRows ?? result.rows.length };
    },
    release,
  });
  const pool = {
    async connect() {
      return client(await mutex.lock());
    },
    async end() {
      /* the owner closes PGlite */
    },
  };
  // The driver only calls connect() and end(); the cast narrows pg.Pool to that surface.
  return new PostgresDialect({ pool: pool as never });
}
