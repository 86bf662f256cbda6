import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@lectern/domain';
import { buildApp, type App, type BuildOptions } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { parseEnv } from '../env.js';
import { hashPassword } from '../auth/password.js';
import { startSignedIn } from '../features/users/session.routes.js';
import { findIdByUsername } from '../features/users/users.repository.js';

/**
 * A real, migrated database for one test file: a fresh PostgreSQL database when DATABASE_URL is
 * set (created here, dropped after), else an in-memory PGlite. Never a mock.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  // The run's migrated starting point (test/global-setup.ts); `migrate` below then has nothing to do.
  const template = inject('templateDatabase');
  const image = inject('pgliteImage');
  if (!url) {
    const h = await openDatabase({
      dataDir: 'memory://',
      ...(image ? { pgliteImage: new Blob([readFileSync(image)]) } : {}),
    });
    await migrate(h);
    return h;
  }
  const name = `lectern_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const h = await openDatabase({ databaseUrl: target.toString(), dataDir: 'unused', poolSize: 5 });
  await migrate(h);
  return {
    ...h,
    close: async () => {
      await h.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      // The pool's sockets may still be closing: wait for them rather than terminating them (a
      // terminated connection that is still ending raises an error nobody listens to any more).
      for (let attempt = 0; ; attempt++) {
        try {
          await a.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 40 ? ' WITH (FORCE)' : ''}`);
          break;
        } catch (e) {
          if ((e as { code?: string }).code !== '55006' || attempt >= 40) throw e;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      await a.end();
    },
  };
}

export interface TestContext {
  app: App;
  db: DatabaseHandle['db'];
  /** The file's database, for a second server on it (several processes on one database). */
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  build: Pick<BuildOptions, 'extraActivities'> = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG ?? 'silent',
    SIGNIN_RATE_LIMIT: '1000',
    ...overrides,
  });
  const app = await buildApp({
    env: { ...env, DATABASE_URL: undefined, REDIS_URL: overrides['REDIS_URL'] },
    database,
    logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
    ...build,
  });
  registerTestSignIn(app);
  await app.ready();
  return {
    app,
    db: database.db,
    handle: database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const TEST_PASSWORD = 'correct horse';
let cachedHash: Promise<string> | undefined;
/** One hash for all factory users keeps the suite fast; the hash itself is real scrypt. */
export const testPasswordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

/** A signed-in client: cookies and CSRF header carried on every request, like the browser. */
export interface Client {
  cookie: string;
  csrf: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

export function cookiesFrom(res: LightMyRequestResponse) {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

/**
 * A test app's own door: what POST /api/v2/session/ does once the password has matched (the same
 * user read, the same session started, the same cookies), without the password. Checking one
 * costs a third of a second of scrypt by design, and the suite signs in many hundreds of times;
 * the sign-in route itself, its password check, rehashing and rate limit are tested through the
 * route (session.test.ts, users.test.ts). Hidden from the OpenAPI document, so the generated-input
 * test does not see it; never part of the app a server runs.
 */
const TEST_SIGN_IN = '/__test__/sign-in';

function registerTestSignIn(app: App) {
  app.post(TEST_SIGN_IN, { schema: { hide: true } }, async (req, reply) => {
    const username = (req.body as { username?: unknown } | null)?.username;
    const found = typeof username === 'string' ? await findIdByUsername(app.db, username) : undefined;
    return startSignedIn(app, req, reply, found?.id ?? null);
  });
}

/**
 * A signed-in client for `username`. Given a password, through the sign-in route as a browser
 * does; without one, through the test app's own door (above), which skips only the password check.
 */
export async function signIn(app: App, username: string, password?: string): Promise<Client> {
  const res =
    password === undefined && app.hasRoute({ method: 'POST', url: TEST_SIGN_IN })
      ? await app.inject({ method: 'POST', url: TEST_SIGN_IN, payload: { username } })
      : await app.inject({ method: 'POST', url: '/api/v2/session/', payload: { username, password: password ?? TEST_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  const jar = cookiesFrom(res);
  return clientFor(app, jar);
}

export function clientFor(app: App, jar: Record<string, string>): Client {
  const cookie = Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const csrf = jar[CSRF_COOKIE] ?? '';
  const headers = { cookie, [CSRF_HEADER]: csrf };
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  return {
    cookie,
    csrf,
    get: (url) => app.inject({ method: 'GET', url, headers }),
    post: (url, body) => send('POST', url, body),
    put: (url, body) => send('PUT', url, body),
    patch: (url, body) => send('PATCH', url, body),
    delete: (url) => send('DELETE', url),
  };
}
