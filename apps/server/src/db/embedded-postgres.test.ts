import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { migrate, pendingMigrations } from './migrate.js';

const MODULE = fileURLToPath(new URL('./embedded-postgres.ts', import.meta.url));
const SERVER_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const root = process.getuid?.() === 0;

// Open to other users: under root the database runs as the postgres user, who must reach its folder.
const base = mkdtempSync(join(tmpdir(), 'lectern-embedded-'));
chmodSync(base, 0o755);
afterAll(() => rmSync(base, { recursive: true, force: true }));
/** One cluster for the tests that do not need a new one (creating a cluster takes seconds). */
const shared = join(base, 'shared', 'postgres');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const uidOf = (pid: number) => Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
const postgresUid = () => Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
const postgresGid = () => Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());

/** Asks a database this process did not start to stop, and waits until it has. */
async function stopOrphan(pid: number) {
  process.kill(pid, 'SIGINT');
  for (const deadline = Date.now() + 30_000; alive(pid) && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 20));
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Another process (as another user when `uid` is given) that starts the embedded database on `dir`,
 * writes `rows` rows, prints the postmaster's pid and then waits to be killed.
 */
function starterProcess(dir: string, rows: number, as?: { uid: number; gid: number }) {
  const script = `
    import pg from 'pg';
    const { startEmbeddedPostgres } = await import(process.env.EP_MODULE);
    const ep = await startEmbeddedPostgres({ dir: process.env.EP_DIR });
    const client = new pg.Client({ connectionString: ep.url });
    await client.connect();
    await client.query('CREATE TABLE IF NOT EXISTS notes (id integer PRIMARY KEY)');
    await client.query('INSERT INTO notes SELECT generate_series(1, ${rows})');
    await client.end();
    console.log(JSON.stringify({ pid: ep.pid, started: ep.started }));
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: SERVER_ROOT,
    env: { ...process.env, EP_MODULE: MODULE, EP_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...as,
  });
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const line = new Promise<{ pid: number; started: boolean }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!));
    });
    child.once('exit', (code) => reject(new Error(`the starter exited (${code}): ${err}`)));
  });
  return { child, line };
}

describe('embedded PostgreSQL', () => {
  it('creates its cluster, migrates, keeps what was written across a stop and a start, and fsyncs', async () => {
    const dir = join(base, 'restart', 'postgres');
    const first = await startEmbeddedPostgres({ dir });
    expect(first.started).toBe(true);
    expect(first.initMs).toBeGreaterThan(0);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    // Private folder, owned by whoever runs the database: the postgres user under root, else this user.
    const owner = root ? postgresUid() : process.getuid!();
    expect(statSync(dir).uid).toBe(owner);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(uidOf(first.pid)).toBe(owner);

    const handle = await openDatabase({ databaseUrl: first.url, dataDir: 'unused', poolSize: 4 });
    try {
      await migrate(handle);
      await handle.db
        .insertInto('districts')
        .values(Array.from({ length: 50 }, (_, i) => ({ name: `District ${i}` })))
        .execute();
      expect(
        await query(first.url, "SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS sc"),
      ).toEqual([{ fsync: 'on', sc: 'on' }]);
      // Text behaves as on PGlite: code-point order, Unicode case rules.
      expect(await query(first.url, "SELECT upper('é') AS up, 'a' < 'B' AS before")).toEqual([{ up: 'É', before: false }]);
    } finally {
      await handle.close();
    }
    await first.stop();
    expect(alive(first.pid)).toBe(false);
    expect(existsSync(join(dir, 'postmaster.pid'))).toBe(false);

    const second = await startEmbeddedPostgres({ dir });
    try {
      expect(second.started).toBe(true);
      expect(second.initMs).toBe(0);
      const again = await openDatabase({ databaseUrl: second.url, dataDir: 'unused', poolSize: 2 });
      try {
        expect(await pendingMigrations(again)).toEqual([]);
        const rows = await again.db
          .selectFrom('districts')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(rows.n).toBe(50);
      } finally {
        await again.close();
      }
    } finally {
      await second.stop();
    }
  });

  it('is started once per folder: a second start connects to the running one and leaves it running', async () => {
    const dir = shared;
    const owner = await startEmbeddedPostgres({ dir });
    try {
      const guest = await startEmbeddedPostgres({ dir });
      expect(guest.started).toBe(false);
      expect(guest.pid).toBe(owner.pid);
      expect(guest.url).toBe(owner.url);
      await guest.stop();
      expect(await query(owner.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await owner.stop();
    }
  });

  it('takes over a database whose starter was killed (kill -9), with every row it had written', async () => {
    const dir = shared;
    const starter = starterProcess(dir, 200);
    const { pid: orphan } = await starter.line;
    starter.child.kill('SIGKILL');
    await new Promise((r) => starter.child.once('exit', r));
    expect(alive(orphan)).toBe(true); // the database outlives a starter that could not stop it

    const lines: string[] = [];
    const next = await startEmbeddedPostgres({ dir, log: (l) => lines.push(l) });
    try {
      expect(next.started).toBe(true);
      expect(next.pid).not.toBe(orphan);
      expect(alive(orphan)).toBe(false);
      expect(lines.join('\n')).toContain(`left running in ${dir} (pid ${orphan})`);
      expect(await query(next.url, 'SELECT count(*)::int AS n FROM notes')).toEqual([{ n: 200 }]);
    } finally {
      await next.stop();
    }
  });

  it('recovers every committed row after the database itself is killed (kill -9)', async () => {
    const first = await startEmbeddedPostgres({ dir: shared });
    await query(first.url, 'CREATE TABLE crashed (id integer PRIMARY KEY); INSERT INTO crashed SELECT generate_series(1, 1000)');
    // Every process of the cluster at once, as a crash would leave it: no shutdown checkpoint.
    const children = execFileSync('pgrep', ['-P', String(first.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
    expect(children.length).toBeGreaterThanOrEqual(3); // checkpointer, background writer, WAL writer…
    for (const pid of [first.pid, ...children]) process.kill(pid, 'SIGKILL');
    await first.stop(); // it is gone already: nothing to stop, and no error
    const next = await startEmbeddedPostgres({ dir: shared });
    try {
      expect(await query(next.url, 'SELECT count(*)::int AS n FROM crashed')).toEqual([{ n: 1000 }]);
    } finally {
      await next.stop();
    }
  });

  it('says why when it cannot start, and starts afterwards', async () => {
    const lost: string[] = [];
    await expect(
      startEmbeddedPostgres({ dir: shared, maxConnections: -5, onUnexpectedExit: (how) => lost.push(how) }),
    ).rejects.toThrow(/did not start[\s\S]*max_connections/);
    expect(lost).toEqual([]); // a failed start is an error of the start, not a database lost later
    const next = await startEmbeddedPostgres({ dir: shared });
    await next.stop();
  });

  it.runIf(root)('under root, refuses a folder the postgres user cannot reach, and runs as an ordinary user too', async () => {
    const closed = join(base, 'closed');
    mkdirSync(closed, { mode: 0o700 });
    await expect(startEmbeddedPostgres({ dir: join(closed, 'postgres') })).rejects.toThrow(
      /not reachable by the system user "postgres"/,
    );
    expect(existsSync(join(closed, 'postgres'))).toBe(false);

    // The same code started by an ordinary user (here the postgres user) runs the database as that user.
    const own = join(base, 'ordinary');
    mkdirSync(own);
    chownSync(own, postgresUid(), postgresGid());
    const starter = starterProcess(join(own, 'postgres'), 3, { uid: postgresUid(), gid: postgresGid() });
    let pid: number | undefined;
    try {
      pid = (await starter.line).pid;
      expect(uidOf(pid)).toBe(postgresUid());
      expect(statSync(join(own, 'postgres')).uid).toBe(postgresUid());
      // Its starter is alive: this process connects to it rather than starting another.
      const guest = await startEmbeddedPostgres({ dir: join(own, 'postgres') });
      expect(guest.started).toBe(false);
      expect(await query(guest.url, 'SELECT count(*)::int AS n FROM notes')).toEqual([{ n: 3 }]);
    } finally {
      starter.child.kill('SIGKILL');
      await new Promise((r) => starter.child.once('exit', r));
      if (pid) await stopOrphan(pid);
    }
  });
});
