import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { hasEmbeddedPostgres, parseEnv } from './env.js';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const WEB_BUILD = fileURLToPath(new URL('../../web/dist/server/entry-server.js', import.meta.url));

/** The server as `npm start` runs it, with WORKERS=2 on the given database (none: the embedded one); output collected. */
function startTwo(databaseUrl: string, port: number, extra: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WORKERS: '2',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    DEMO: '0',
    ...extra,
  };
  if (!databaseUrl) delete env['DATABASE_URL'];
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { text: '' };
  child.stdout.on('data', (d: Buffer) => (out.text += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out.text += d.toString()));
  return { child, out };
}

describe('WORKERS', () => {
  it('defaults to one process without Redis, and refuses several on embedded PGlite', () => {
    const empty = mkdtempSync(join(tmpdir(), 'lectern-env-'));
    expect(parseEnv({ DATA_DIR: empty }).workers).toBe(1);
    expect(parseEnv({ DATABASE_URL: 'postgres://db/lectern' }).workers).toBe(1);
    expect(parseEnv({ DATABASE_URL: 'postgres://db/lectern', REDIS_URL: 'redis://cache:6379' }).workers).toBeGreaterThanOrEqual(
      1,
    );
    expect(parseEnv({ DATABASE_URL: 'postgres://db/lectern', WORKERS: '3' }).workers).toBe(3);
    expect(() => parseEnv({ EMBEDDED_DB: 'pglite', WORKERS: '2' })).toThrow(/WORKERS: several server processes need PostgreSQL/);
    expect(parseEnv({ EMBEDDED_DB: 'postgres', WORKERS: '2' }).workers).toBe(2);
    expect(parseEnv({ EMBEDDED_DB: 'postgres' }).workers).toBe(1);
    expect(() => parseEnv({ EMBEDDED_DB: 'sqlite' })).toThrow(/EMBEDDED_DB/);
    expect(() => parseEnv({ DATABASE_URL: 'postgres://db/lectern', WORKERS: '0' })).toThrow(/WORKERS/);
  });
});

describe('the embedded database by default (docs/adr/0006)', () => {
  it('is PostgreSQL, durable and shared by several processes, on a new data folder', () => {
    expect(hasEmbeddedPostgres()).toBe(true);
    const open = mkdtempSync(join(tmpdir(), 'lectern-env-'));
    chmodSync(open, 0o755);
    const env = parseEnv({ DATA_DIR: open, WORKERS: '2' });
    expect(env).toMatchObject({ EMBEDDED_DB: 'postgres', embeddedNote: null, workers: 2 });
  });

  it.runIf(process.getuid?.() === 0)('under root, is PGlite where the postgres user cannot reach DATA_DIR, and says so', () => {
    const closed = mkdtempSync(join(tmpdir(), 'lectern-env-'));
    const env = parseEnv({ DATA_DIR: join(closed, 'data') });
    expect(env.EMBEDDED_DB).toBe('pglite');
    expect(env.embeddedNote).toMatch(/closed to the "postgres" user/);
    chmodSync(closed, 0o755);
    expect(parseEnv({ DATA_DIR: join(closed, 'data') }).EMBEDDED_DB).toBe('postgres');
  });

  it('stays PGlite where an install already keeps its data in PGlite, and says so', () => {
    const old = mkdtempSync(join(tmpdir(), 'lectern-env-'));
    writeFileSync(join(old, 'PG_VERSION'), '17\n');
    const env = parseEnv({ DATA_DIR: old });
    expect(env.EMBEDDED_DB).toBe('pglite');
    expect(env.embeddedNote).toMatch(/holds a PGlite database, which is kept/);
    expect(parseEnv({ DATA_DIR: old, EMBEDDED_DB: 'postgres' }).EMBEDDED_DB).toBe('postgres');
  });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** The server processes a supervisor runs (its other children, such as the TypeScript loader's compiler, are not). */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid), '-x', 'node'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number)
      .sort();
  } catch {
    return []; // pgrep exits 1 when there are none
  }
};

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const status = async (url: string) => {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
};

// Several processes need PostgreSQL: this runs in the suite's PostgreSQL pass.
describe.runIf(process.env['DATABASE_URL'])('several server processes', () => {
  it('prepares the database once, serves from N processes, replaces one that dies, and stops cleanly on SIGTERM', async () => {
    const admin = process.env['DATABASE_URL']!;
    const name = `lectern_cluster_${randomBytes(5).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server: ChildProcess | undefined;
    try {
      // A process that cannot start (here: no web build where it is told to look) stops them all, with the reason.
      const broken = startTwo(url.toString(), port, { WEB_DIST: '/nonexistent/lectern-web' });
      const brokenExit = await new Promise<number | null>((r) => broken.child.once('exit', (code) => r(code)));
      expect(brokenExit).toBe(1);
      expect(broken.out.text).toContain('The web app is not built in /nonexistent/lectern-web');
      expect(broken.out.text).toContain('A server process could not start');

      if (!existsSync(WEB_BUILD)) throw new Error('The web app is not built: run npm run build before this test.');
      const started = startTwo(url.toString(), port);
      server = started.child;
      const output = started.out;
      const pid = server.pid!;

      await until('readiness', async () => ((await status(`${base}/readyz`)) === 200 ? true : undefined));
      const workers = await until('two workers', () => (childrenOf(pid).length === 2 ? childrenOf(pid) : undefined));
      await until('the start-up line', () => (output.text.includes('2 server processes') ? true : undefined));
      // Migrations ran once: one row per migration file, none twice.
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const dupes = await check.query('SELECT name FROM schema_migrations GROUP BY name HAVING count(*) > 1');
      expect(dupes.rows).toEqual([]);
      await check.end();

      // A burst is served by both processes' shared port.
      const burst = await Promise.all(Array.from({ length: 40 }, () => status(`${base}/api/v3/content/?limit=1`)));
      expect(burst.every((s) => s === 200)).toBe(true);

      // A page says where its time went; the build's stylesheet goes out compressed as the browser asks.
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('server-timing')).toMatch(/^me;dur=[\d.]+, data;dur=[\d.]+, .*render;dur=[\d.]+$/);
      const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+\.css)"/.exec(await page.text())?.[1];
      expect(stylesheet).toMatch(/^\/assets\//);
      for (const [accepts, sent] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const css = await fetch(`${base}${stylesheet}`, { headers: { 'accept-encoding': accepts } });
        expect([css.status, css.headers.get('content-encoding'), css.headers.get('vary')]).toEqual([
          200,
          sent,
          'accept-encoding',
        ]);
        expect(await css.text()).toContain('{');
      }

      // One dies: the other keeps serving, and a replacement starts.
      process.kill(workers[0]!, 'SIGKILL');
      await until('the supervisor to see it end', () => (childrenOf(pid).includes(workers[0]!) ? undefined : true));
      // A connection handed to the dying process in the moment before the supervisor hears of it may
      // be lost (a client retries it); from then on the other process serves everything alone.
      await until(
        'the other process to answer',
        async () => ((await status(`${base}/healthz`)) === 200 ? true : undefined),
        5_000,
      );
      const meanwhile = await Promise.all(Array.from({ length: 10 }, () => status(`${base}/healthz`)));
      expect(meanwhile.every((s) => s === 200)).toBe(true);
      const after = await until('a replacement worker', () => {
        const now = childrenOf(pid);
        return now.length === 2 && !now.includes(workers[0]!) ? now : undefined;
      });
      expect(after).toContain(workers[1]);
      await until('the replacement to serve', async () => ((await status(`${base}/readyz`)) === 200 ? true : undefined));

      // SIGTERM: every process finishes and the supervisor exits 0.
      const exited = new Promise<number | null>((r) => server!.once('exit', (code) => r(code)));
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(childrenOf(pid)).toEqual([]);
      expect(await status(`${base}/healthz`)).toBe(0);
      server = undefined;
    } finally {
      if (server && server.exitCode === null) {
        for (const child of childrenOf(server.pid!)) process.kill(child, 'SIGKILL');
        server.kill('SIGKILL');
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    }
  }, 120_000);
});

// Also in the PostgreSQL pass, which runs after the build; it uses its own embedded PostgreSQL, not DATABASE_URL.
describe.runIf(process.env['DATABASE_URL'])('server processes on the embedded PostgreSQL', () => {
  // One folder for both: the second start finds the database created, migrated and seeded.
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-embedded-server-'));
  chmodSync(dataDir, 0o755); // under root the database runs as the postgres user, who must reach it
  const dir = join(dataDir, 'postgres');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const postmasters = () => {
    try {
      return execFileSync('pgrep', ['-f', '--', `-D ${dir} -p`], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };

  it.each([2, 1])(
    'with WORKERS=%i: starts it once for every process, and stops it after them on SIGTERM',
    async (workers) => {
      if (!existsSync(WEB_BUILD)) throw new Error('The web app is not built: run npm run build before this test.');
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const { child: server, out } = startTwo('', port, { EMBEDDED_DB: 'postgres', DATA_DIR: dataDir, WORKERS: String(workers) });
      try {
        await until('readiness', async () => ((await status(`${base}/readyz`)) === 200 ? true : undefined), 90_000);
        await until('the workers', () => (childrenOf(server.pid!).length === (workers > 1 ? workers : 0) ? true : undefined));
        await until('the start-up line', () => (out.text.includes('Lectern is running') ? true : undefined));
        expect(out.text).toContain(`database: embedded PostgreSQL in ${dir}`);
        expect(out.text.includes(', 2 server processes')).toBe(workers === 2);
        const burst = await Promise.all(Array.from({ length: 40 }, () => status(`${base}/api/v3/content/?limit=1`)));
        expect(burst.every((s) => s === 200)).toBe(true);
        // One database server for the folder, started by the first process.
        const [postmaster, ...others] = postmasters();
        expect(others).toEqual([]);
        expect(readFileSync(`/proc/${postmaster}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]).toBe(String(server.pid));

        const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
        server.kill('SIGTERM');
        expect(await exited, out.text).toBe(0);
        expect(childrenOf(server.pid!)).toEqual([]);
        expect(postmasters()).toEqual([]);
        expect(existsSync(join(dir, 'postmaster.pid'))).toBe(false);
      } finally {
        if (server.exitCode === null) {
          for (const child of childrenOf(server.pid!)) process.kill(child, 'SIGKILL');
          server.kill('SIGKILL');
        }
        for (const pid of postmasters()) process.kill(pid, 'SIGQUIT');
      }
    },
    120_000,
  );
});
