/**
 * `npm run bench`: API load benchmarks against the configured database (DATABASE_URL, else
 * embedded PGlite in a temporary folder). Prints one table.
 *
 * sign-in-me: 50 connections; each request is GET /api/v2/users/me/ with a session from a real
 * sign-in (one per bench user), beside a bare Fastify route doing one SELECT on the same pool.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { benchDatabase } from './database.js';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { parseEnv } from '../apps/server/src/env.js';
import { hashPassword } from '../apps/server/src/auth/password.js';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 200;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>[] | Record<string, string>): Promise<Omit<Row, 'name'>> {
  const list = Array.isArray(headers) ? headers : [headers];
  let i = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...list[i++ % list.length] } }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const database = await benchDatabase('bench');
const { url: databaseUrl, dataDir } = database;
const handle = await openDatabase({ databaseUrl, dataDir });
await migrate(handle);
const env = parseEnv({ ...process.env, LOG_LEVEL: 'silent', SIGNIN_RATE_LIMIT: '100000', DATA_DIR: dataDir });
const app = await buildApp({ env, database: handle, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

// Bench users share one real scrypt hash (hashing 200 passwords would only time the set-up).
const hash = await hashPassword('bench-password');
const stamp = Date.now().toString(36);
await handle.db
  .insertInto('users')
  .values(
    Array.from({ length: USERS }, (_, i) => ({
      username: `bench_${stamp}_${i}`,
      password_hash: hash,
      first_name: 'Bench',
      last_name: `User ${i}`,
      role: 'teacher' as const,
      grade_level: null,
      school_id: null,
      district_id: null,
      created_by: null,
    })),
  )
  .execute();

const signInStart = performance.now();
const sessions: Record<string, string>[] = [];
for (let i = 0; i < USERS; i++) {
  const res = await fetch(`${address}/api/v2/session/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `bench_${stamp}_${i}`, password: 'bench-password' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  sessions.push({ cookie });
}
const signInMs = (performance.now() - signInStart) / USERS;

const rows: Row[] = [];
rows.push({ name: 'GET /api/v2/users/me/ (signed in)', ...(await load(`${address}/api/v2/users/me/`, sessions)) });

// Baseline: the same database, a bare Fastify route with one SELECT, no plugins.
const bare = Fastify();
if (databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  bare.get('/', async () => (await pool.query('SELECT id, first_name FROM users WHERE id = $1', [1])).rows[0] ?? null);
  bare.addHook('onClose', () => pool.end());
} else {
  bare.get(
    '/',
    async () => (await handle.db.selectFrom('users').select(['id', 'first_name']).where('id', '=', 1).executeTakeFirst()) ?? null,
  );
}
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
rows.push({ name: 'bare Fastify + one SELECT (baseline)', ...(await load(bareAddress, {})) });
await bare.close();
await app.close();
await handle.close();
await database.stop();

const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(`\nLectern API bench — ${database.label}, ${CONNECTIONS} connections, ${DURATION}s each`);
console.log(`${'scenario'.padEnd(40)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}`);
for (const r of rows)
  console.log(`${r.name.padEnd(40)}${pad(r.rps.toFixed(0), 10)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.errors, 8)}`);
const [me, base] = rows;
console.log(
  `ratio me/baseline req/s: ${(me!.rps / base!.rps).toFixed(2)}   sign-in (scrypt, sequential): ${signInMs.toFixed(1)} ms each`,
);
