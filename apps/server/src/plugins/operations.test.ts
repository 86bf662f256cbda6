import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/database.js';
import { parseEnv } from '../env.js';
import { buildUser } from '../test/factories.js';
import { createTestApp, openTestDatabase, signIn, type TestContext } from '../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('/healthz says the process answers; /readyz that the database answers and is migrated', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('/readyz is 503 while a migration of this code is not applied to the database', async () => {
    const [last] = (await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1`.execute(t.db))
      .rows;
    if (!last) throw new Error('no migrations applied');
    await sql`DELETE FROM schema_migrations WHERE name = ${last.name}`.execute(t.db);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'migrating', pending: [last.name] });
    } finally {
      await sql`INSERT INTO schema_migrations (name) VALUES (${last.name})`.execute(t.db);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  it('counts requests by route pattern, method and status, and reports the event loop', async () => {
    await buildUser(t.db, { username: 'metrics_teacher' });
    const c = await signIn(t.app, 'metrics_teacher');
    await c.get('/api/v2/users/me/');
    await t.app.inject({ method: 'GET', url: '/api/v3/content/999999/' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const body = res.body;
    expect(body).toMatch(
      /lectern_http_request_duration_seconds_count\{method="GET",route="\/api\/v2\/users\/me\/",status="200"\} 1\n/,
    );
    // The route pattern, never the URL with its id.
    expect(body).toMatch(/route="\/api\/v3\/content\/:contentId\/",status="404"/);
    expect(body).not.toMatch(/route="[^"]*999999/);
    expect(body).toMatch(/lectern_nodejs_eventloop_lag_seconds \d/);
    expect(body).toMatch(/lectern_db_query_duration_seconds_count\{outcome="ok"\} [1-9]/);
  });

  it('refuses metrics to requests that came through a proxy, and to anyone without the token when one is set', async () => {
    const proxied = await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.json()).toMatchObject({ error: { code: 'forbidden' } });

    const guarded = await createTestApp({ METRICS_TOKEN: 'a-long-random-metrics-token' });
    try {
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(403);
      const wrong = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(403);
      const right = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer a-long-random-metrics-token', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(right.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});

describe('request ids', () => {
  let database: DatabaseHandle;
  const lines: Record<string, unknown>[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'debug' });
    app = await buildApp({ env: { ...env, DATABASE_URL: undefined }, database, logger: { level: 'debug', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers with the id a proxy sent when it is a plain token, and with a new one otherwise', async () => {
    const kept = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    const replaced = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'evil\u0000id'.repeat(20) } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers['x-request-id']).not.toBe(replaced.headers['x-request-id']);
  });

  it('logs every query of a request as JSON with that request’s id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v3/content/?limit=1', headers: { 'x-request-id': 'trace-me-1' } });
    expect(res.statusCode).toBe(200);
    const mine = lines.filter((l) => l['reqId'] === 'trace-me-1');
    const queries = mine.filter((l) => l['msg'] === 'query');
    expect(queries.length).toBeGreaterThan(0);
    for (const q of queries) expect(q['sql']).toMatch(/^(select|with)\b/i);
    expect(mine.some((l) => l['msg'] === 'request completed')).toBe(true);
  });
});
