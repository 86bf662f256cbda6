import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CSRF_COOKIE, SESSION_COOKIE } from '@lectern/domain';
import { secretHash } from '../apps/server/src/auth/tokens.js';
import type { Database } from '../apps/server/src/db/schema.js';

/** A signed-in browser's cookies and the CSRF token its writes echo. */
export interface Session {
  cookie: string;
  csrf: string;
}

/** Signs a user in through the API, as a browser would, and keeps its cookies. */
export async function signInAt(address: string, username: string, password: string): Promise<Session> {
  const res = await fetch(`${address}/api/v2/session/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return sessionOf(res, username);
}

/** Signs a student in with a printed badge's secret, from a classroom's address (the limit is per address). */
export async function badgeSignInAt(address: string, secret: string, forwardedFor: string): Promise<Session> {
  const res = await fetch(`${address}/api/v2/session/badge/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ secret }),
  });
  return sessionOf(res, 'a badge');
}

async function sessionOf(res: Response, who: string): Promise<Session> {
  if (!res.ok) throw new Error(`sign-in of ${who} failed: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  const pairs = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const value = (name: string) => pairs.find((p) => p.startsWith(`${name}=`))?.slice(name.length + 1);
  const csrf = value(CSRF_COOKIE);
  if (!value(SESSION_COOKIE) || !csrf) throw new Error(`sign-in of ${who} set no session or csrf cookie`);
  return { cookie: pairs.join('; '), csrf };
}

/**
 * Prints a sign-in badge for each student (written straight to the database, as a teacher's
 * printout would store them) and returns the secrets, in the students' order.
 */
export async function printBadges(db: Kysely<Database>, studentIds: number[]): Promise<string[]> {
  const secrets = studentIds.map(() => randomBytes(32).toString('base64url'));
  for (let from = 0; from < studentIds.length; from += 500)
    await db
      .insertInto('sign_in_badges')
      .values(
        studentIds
          .slice(from, from + 500)
          .map((id, k) => ({ student_id: id, secret_hash: secretHash(secrets[from + k]!), created_by: null })),
      )
      .execute();
  return secrets;
}

/** The q-quantile of an ascending list (nearest rank). */
export const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;

/**
 * Starts the compiled server (node apps/server/dist/bundle/server.js, built by `npm run build`) as
 * production runs it, with `WORKERS` processes, and waits until /readyz answers 200; `env` adds
 * to or overrides its environment (DATA_DIR, SPEECH_THREADS, …).
 */
export function startServer(opts: { workers: number; databaseUrl: string; port?: number; env?: Record<string, string> }) {
  const port = opts.port ?? 3457;
  // BENCH_SERVER_PROFILE=<folder>: each server process writes a CPU profile there when it stops.
  const profile = process.env.BENCH_SERVER_PROFILE;
  return startProcess({
    // BENCH_SERVER_BUNDLE: another build of the server than `npm run build`'s (it must sit two
    // folders below apps/server, as dist/bundle/ does, for the paths it finds from its own place).
    args: [
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      process.env.BENCH_SERVER_BUNDLE ?? 'apps/server/dist/bundle/server.js',
    ],
    env: {
      NODE_ENV: 'production',
      WORKERS: String(opts.workers),
      DATABASE_URL: opts.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SIGNIN_RATE_LIMIT: '1000000',
      DEMO: '0',
      ...opts.env,
    },
    ready: `http://127.0.0.1:${port}/readyz`,
    timeoutMs: 120_000,
  });
}

/**
 * Starts a Node process of the bench's own (from the repository's root) and waits until `ready`
 * answers 200; `stop()` sends SIGTERM and waits for it to exit.
 */
export async function startProcess(opts: { args: string[]; env: Record<string, string>; ready: string; timeoutMs: number }) {
  const { spawn } = await import('node:child_process');
  // A server left running by an interrupted run would answer for the new one and be measured instead.
  const before = await fetch(opts.ready).then(
    async (r) => (await r.arrayBuffer(), true),
    () => false,
  );
  if (before) throw new Error(`something already answers at ${opts.ready}: stop it first`);
  const root = new URL('../', import.meta.url).pathname;
  // BENCH_SERVER_CPUS=1 (Linux): the started process runs on those cores only (taskset), e.g. to
  // keep a browser and the server it measures off each other's cores, as on two machines.
  const cpus = process.env.BENCH_SERVER_CPUS;
  const [command, args] = cpus ? ['taskset', ['-c', cpus, process.execPath, ...opts.args]] : [process.execPath, opts.args];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + opts.timeoutMs; ;) {
    if (child.exitCode !== null) throw new Error(`${opts.args.join(' ')} exited with ${child.exitCode}`);
    const status = await fetch(opts.ready)
      .then(async (r) => (await r.arrayBuffer(), r.status))
      .catch(() => 0);
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`${opts.args.join(' ')} did not become ready`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    address: new URL(opts.ready).origin,
    /** The started process's id (with BENCH_SERVER_CPUS, that of taskset, which execs into it). */
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        // It may have stopped already (its exit then came before anyone listened for it).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
