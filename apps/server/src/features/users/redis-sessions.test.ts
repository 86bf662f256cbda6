import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { type SessionCache } from '../../auth/session-cache.js';
import { buildApp } from '../../app.js';
import { parseEnv } from '../../env.js';
import { createTestApp, openTestDatabase, signIn, TEST_PASSWORD, type TestContext } from '../../test/test-app.js';
import { RedisSessionStore } from './sessions.repository.js';

// Sessions in Redis, as several server processes share them: CI runs this pass with REDIS_URL.
describe.runIf(process.env['REDIS_URL'])('sessions in Redis', () => {
  let t: TestContext;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: process.env['REDIS_URL']! });
    redis = new Redis(process.env['REDIS_URL']!);
  });
  afterAll(async () => {
    await t.close();
    await redis.quit();
  });

  it('a session made by one process is read by another, and signing out ends it for both', async () => {
    await buildUser(t.db, { username: 'redis_teacher', first_name: 'Rae' });
    const c = await signIn(t.app, 'redis_teacher', TEST_PASSWORD);
    // Redis keeps the session whichever process made it: a server on another database knows the
    // session but not its user (so it answers as for a deleted account), the same one knows both.
    const elsewhere = await createTestApp({ REDIS_URL: process.env['REDIS_URL']! });
    try {
      const seenThere = await elsewhere.app.inject({ method: 'GET', url: '/api/v2/users/me/', headers: { cookie: c.cookie } });
      expect(seenThere.statusCode).toBe(401);
      expect((await c.get('/api/v2/users/me/')).json()).toMatchObject({ first_name: 'Rae' });
      // The database holds no session: Redis does.
      expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
      expect((await c.delete('/api/v2/session/')).statusCode).toBe(204);
      expect((await c.get('/api/v2/users/me/')).statusCode).toBe(401);
    } finally {
      await elsewhere.close();
    }
  });

  it('two processes on one database and one Redis share sessions both ways', async () => {
    const database = await openTestDatabase();
    const env = { ...parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), REDIS_URL: process.env['REDIS_URL']! };
    const [one, two] = [await buildApp({ env, database, logger: false }), await buildApp({ env, database, logger: false })];
    try {
      await buildUser(database.db, { username: 'redis_shared', first_name: 'Sam' });
      const c = await signIn(one, 'redis_shared', TEST_PASSWORD);
      const me = await two.inject({ method: 'GET', url: '/api/v2/users/me/', headers: { cookie: c.cookie } });
      expect(me.json()).toMatchObject({ first_name: 'Sam' });
      const out = await two.inject({
        method: 'DELETE',
        url: '/api/v2/session/',
        headers: { cookie: c.cookie, 'x-csrftoken': c.csrf },
      });
      expect(out.statusCode).toBe(204);
      // The first process kept the session when it signed the user in; it forgets it when it hears
      // the sign-out, as soon as that is said (auth/session-cache.ts).
      await (one.sessions as SessionCache).settled();
      expect((await one.inject({ method: 'GET', url: '/api/v2/users/me/', headers: { cookie: c.cookie } })).statusCode).toBe(401);
    } finally {
      await one.close();
      await two.close();
      await database.close();
    }
  });

  it('ends every session of a user at once, and sessions expire', async () => {
    const store = new RedisSessionStore(redis, `lectern:test:${Date.now()}:`);
    const a = await store.create({ userId: 7, impersonatorId: null }, 60);
    const b = await store.create({ userId: 7, impersonatorId: 3 }, 60);
    const c = await store.create({ userId: 8, impersonatorId: null }, 1);
    expect(await store.get(b)).toEqual({ userId: 7, impersonatorId: 3 });
    await store.destroyAllForUser(7);
    expect(await store.get(a)).toBeNull();
    expect(await store.get(b)).toBeNull();
    expect(await store.get(c)).toEqual({ userId: 8, impersonatorId: null });
    await new Promise((r) => setTimeout(r, 1100));
    expect(await store.get(c)).toBeNull();
  });
});
