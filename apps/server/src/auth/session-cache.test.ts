import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { DatabaseHandle } from '../db/database.js';
import { parseEnv } from '../env.js';
import { buildDistrict, buildSchool, buildUser } from '../test/factories.js';
import { clientFor, cookiesFrom, openTestDatabase, TEST_PASSWORD } from '../test/test-app.js';
import type { AuthUser, SessionData, SessionStore } from './auth-user.js';
import { SessionCache } from './session-cache.js';

// Two server processes on one database: two apps, each with its own cache and its own listener
// (on PostgreSQL, its own connection), as `WORKERS=2` runs them.
describe('the session and user kept per process (session cache)', () => {
  let database: DatabaseHandle;
  let one: App;
  let two: App;
  const cacheOf = (app: App) => app.sessions as SessionCache;
  const build = async () => {
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SIGNIN_RATE_LIMIT: '1000' });
    const app = await buildApp({ env: { ...env, DATABASE_URL: undefined, REDIS_URL: undefined }, database, logger: false });
    await app.ready();
    return app;
  };
  /** Waits until both processes have heard every change committed so far. */
  const settled = () => Promise.all([cacheOf(one).settled(), cacheOf(two).settled()]);

  beforeAll(async () => {
    database = await openTestDatabase();
    [one, two] = [await build(), await build()];
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await database.close();
  });

  async function signedIn(username: string) {
    const res = await one.inject({ method: 'POST', url: '/api/v2/session/', payload: { username, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const jar = cookiesFrom(res);
    return { inOne: clientFor(one, jar), inTwo: clientFor(two, jar) };
  }
  const me = async (c: { get(url: string): Promise<{ statusCode: number; json(): unknown }> }) => {
    const res = await c.get('/api/v2/users/me/');
    return { status: res.statusCode, body: res.statusCode === 200 ? (res.json() as Record<string, unknown>) : null };
  };

  it('a second read of the same session is answered from the process without the database', async () => {
    await buildUser(database.db, { username: 'cache_reader', first_name: 'Ada' });
    const { inTwo } = await signedIn('cache_reader');
    await me(inTwo);
    const queries: string[] = [];
    const stop = database.onQuery((e) => queries.push(e.sql));
    try {
      expect((await me(inTwo)).body).toMatchObject({ first_name: 'Ada' });
    } finally {
      stop();
    }
    expect(queries.filter((q) => q.includes('"sessions"'))).toEqual([]);
  });

  it('the first request after signing in reads neither session nor user: sign-in keeps the user it read', async () => {
    await buildUser(database.db, { username: 'cache_newcomer', first_name: 'Nia' });
    await settled();
    const queries: string[] = [];
    const stop = database.onQuery((e) => queries.push(e.sql));
    try {
      const { inOne } = await signedIn('cache_newcomer');
      queries.length = 0;
      expect((await me(inOne)).body).toMatchObject({ first_name: 'Nia' });
    } finally {
      stop();
    }
    expect(queries.filter((q) => q.includes('"sessions"') || q.includes('"users"'))).toEqual([]);
  });

  it('signing out in one process ends the session in the other at once', async () => {
    await buildUser(database.db, { username: 'cache_leaver' });
    const { inOne, inTwo } = await signedIn('cache_leaver');
    expect((await me(inTwo)).status).toBe(200);
    expect((await inOne.delete('/api/v2/session/')).statusCode).toBe(204);
    await settled();
    expect((await me(inTwo)).status).toBe(401);
    expect((await me(inOne)).status).toBe(401);
  });

  it('a change to the user made by hand in SQL (a licence, a role) is seen by every process', async () => {
    const user = await buildUser(database.db, { username: 'cache_licence', is_lite: false, first_name: 'Bo' });
    const { inOne, inTwo } = await signedIn('cache_licence');
    expect((await me(inOne)).body).toMatchObject({ isLiteUser: false });
    expect((await me(inTwo)).body).toMatchObject({ isLiteUser: false });
    await database.db.updateTable('users').set({ is_lite: true, first_name: 'Bea' }).where('id', '=', user.id).execute();
    await settled();
    expect((await me(inOne)).body).toMatchObject({ isLiteUser: true, first_name: 'Bea' });
    expect((await me(inTwo)).body).toMatchObject({ isLiteUser: true, first_name: 'Bea' });
  });

  it("a user's own change is seen by their next request in that process, without waiting", async () => {
    await buildUser(database.db, { username: 'cache_renamer', first_name: 'Cy', role: 'teacher' });
    const { inOne } = await signedIn('cache_renamer');
    expect((await me(inOne)).body).toMatchObject({ first_name: 'Cy' });
    const put = await inOne.patch('/api/v2/users/me/', { first_name: 'Cyd', last_name: 'Reed' });
    expect(put.statusCode).toBeLessThan(300);
    expect((await me(inOne)).body).toMatchObject({ first_name: 'Cyd' });
  });

  it('a POST that only reads (the level recommender) leaves the user kept; a write does not', async () => {
    const student = await buildUser(database.db, { username: 'cache_asker', role: 'student', grade_level: 7 });
    const { inOne } = await signedIn('cache_asker');
    await me(inOne);
    const queries: string[] = [];
    const stop = database.onQuery((e) => queries.push(e.sql));
    try {
      // No such article (404): the route ran all the same, and its answer does not matter here.
      const asked = await inOne.post('/seti/article-level-recommender/recommend-article-level', {
        user_unique_id: student.unique_id,
        article_story_content_id: '999999',
        language: 'en',
      });
      expect(asked.statusCode).toBe(404);
      queries.length = 0;
      await me(inOne);
      expect(queries.filter((q) => q.includes('"sessions"'))).toEqual([]);
      expect((await inOne.post('/api/v2/student-assignment-view-record/', { assignment_id: 999999 })).statusCode).toBe(404);
      queries.length = 0;
      await me(inOne);
      expect(queries.filter((q) => q.includes('"sessions"'))).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it("a student's own work (an answer) is checked against the kept session, and refused once a sign-out elsewhere is heard", async () => {
    await buildUser(database.db, { username: 'cache_answerer', role: 'student', grade_level: 7 });
    const { inOne, inTwo } = await signedIn('cache_answerer');
    await me(inTwo);
    const answer = () => inTwo.post('/api/v3/checks-for-understanding/answers/', { check_id: 999999, choice: 0 });
    const queries: string[] = [];
    const stop = database.onQuery((e) => queries.push(e.sql));
    try {
      // No such check (404): the route ran for the signed-in student, who was not read again.
      expect((await answer()).statusCode).toBe(404);
      expect(queries.filter((q) => q.includes('"sessions"') || q.includes('"users"'))).toEqual([]);
      // Nor forgotten: the next read is answered from the process too.
      queries.length = 0;
      await me(inTwo);
      expect(queries.filter((q) => q.includes('"sessions"'))).toEqual([]);
    } finally {
      stop();
    }
    expect((await inOne.delete('/api/v2/session/')).statusCode).toBe(204);
    await settled();
    expect((await answer()).statusCode).toBe(401);
  });

  it("a deleted account, a renamed school, a district's change and an emptied table are heard", async () => {
    const district = await buildDistrict(database.db, 'Old District');
    const school = await buildSchool(database.db, 'Old School', district.id);
    const user = await buildUser(database.db, { username: 'cache_placed', school_id: school.id });
    const { inTwo } = await signedIn('cache_placed');
    expect((await me(inTwo)).body).toMatchObject({ school: { name: 'Old School' } });
    await database.db.updateTable('schools').set({ name: 'New School' }).where('id', '=', school.id).execute();
    await settled();
    expect((await me(inTwo)).body).toMatchObject({ school: { name: 'New School' } });

    await database.db.updateTable('districts').set({ name: 'New District' }).where('id', '=', district.id).execute();
    await settled();
    expect(JSON.stringify((await me(inTwo)).body)).toContain('New District');

    await database.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await settled();
    expect((await me(inTwo)).status).toBe(401);

    await buildUser(database.db, { username: 'cache_truncated' });
    const again = await signedIn('cache_truncated');
    expect((await me(again.inTwo)).status).toBe(200);
    await database.exec('TRUNCATE sessions');
    await settled();
    expect((await me(again.inTwo)).status).toBe(401);
  });
});

/** A store whose reads can be held open, to change things while one is in flight. */
function slowStore(user: Omit<AuthUser, 'impersonator'>) {
  let release: (() => void) | undefined;
  let calls = 0;
  const store: SessionStore = {
    create: async () => 'token',
    get: async () => null,
    getWithUser: async () => {
      calls++;
      await new Promise<void>((r) => (release = r));
      return { data: { userId: user.id, impersonatorId: null } satisfies SessionData, user };
    },
    destroy: async () => {},
    destroyAllForUser: async () => {},
  };
  return { store, release: () => release?.(), calls: () => calls };
}

const someone = { id: 7, first_name: 'Di' } as Omit<AuthUser, 'impersonator'>;
const tick = () => new Promise((r) => setImmediate(r));

describe('what the session cache keeps', () => {
  it('keeps nothing read while a change was heard, since the read may predate it', async () => {
    const s = slowStore(someone);
    const cache = new SessionCache(
      s.store,
      async () => undefined,
      async () => {},
    );
    cache.setListening(true);
    const read = cache.getWithUser('t');
    await tick();
    cache.heard('u:7');
    s.release();
    await read;
    const again = cache.getWithUser('t');
    await tick();
    s.release();
    await again;
    expect(s.calls()).toBe(2);
  });

  it('reads a session once for requests that arrive together, unless a change is heard meanwhile', async () => {
    const waiting: (() => void)[] = [];
    let calls = 0;
    const store: SessionStore = {
      create: async () => 'token',
      get: async () => null,
      getWithUser: async () => {
        calls++;
        await new Promise<void>((r) => waiting.push(r));
        return { data: { userId: someone.id, impersonatorId: null } satisfies SessionData, user: someone };
      },
      destroy: async () => {},
      destroyAllForUser: async () => {},
    };
    const cache = new SessionCache(
      store,
      async () => undefined,
      async () => {},
    );
    cache.setListening(true);
    const together = [cache.getWithUser('t'), cache.getWithUser('t')];
    await tick();
    expect(calls).toBe(1);
    cache.heard('u:7');
    const later = cache.getWithUser('t');
    await tick();
    expect(calls).toBe(2);
    for (const release of waiting) release();
    const [a, b] = await Promise.all(together);
    expect(a).toBe(b);
    expect((await later)?.user.id).toBe(7);
    expect(cache.stats.shared).toBe(1);
  });

  it('keeps nothing while not listening, and forgets everything when listening is lost', async () => {
    const s = slowStore(someone);
    const cache = new SessionCache(
      s.store,
      async () => undefined,
      async () => {},
    );
    const first = cache.getWithUser('t');
    await tick();
    s.release();
    await first;
    expect(cache.size).toBe(0);
    cache.setListening(true);
    const second = cache.getWithUser('t');
    await tick();
    s.release();
    await second;
    expect(cache.size).toBe(1);
    cache.setListening(false);
    expect(cache.size).toBe(0);
  });

  it('trusts an entry for its time to live only, and keeps at most its maximum', async () => {
    let now = 0;
    const s = slowStore(someone);
    const cache = new SessionCache(
      s.store,
      async () => undefined,
      async () => {},
      { ttlMs: 1000, max: 2, now: () => now },
    );
    cache.setListening(true);
    const read = async (token: string) => {
      const p = cache.getWithUser(token);
      await tick();
      s.release();
      return p;
    };
    await read('a');
    await cache.getWithUser('a');
    expect(s.calls()).toBe(1);
    now = 1001;
    await read('a');
    expect(s.calls()).toBe(2);
    await read('b');
    await read('c');
    expect(cache.size).toBe(2);
  });
});

describe('what the session cache keeps, while the session ends', () => {
  it('keeps nothing read before a sign-out in this process that finishes after it', async () => {
    const s = slowStore(someone);
    const cache = new SessionCache(
      s.store,
      async () => undefined,
      async () => {},
    );
    cache.setListening(true);
    const read = cache.getWithUser('t');
    await tick();
    await cache.destroy('t');
    s.release();
    await read;
    expect(cache.size).toBe(0);
  });
});

describe('what the session cache keeps, and the session’s own end', () => {
  it('trusts an entry no longer than its session lasts', async () => {
    let now = 0;
    let calls = 0;
    const store: SessionStore = {
      create: async () => 't',
      get: async () => null,
      getWithUser: async () => {
        calls++;
        return { data: { userId: 7, impersonatorId: null }, user: someone, expiresAt: new Date(500) };
      },
      destroy: async () => {},
      destroyAllForUser: async () => {},
    };
    const cache = new SessionCache(
      store,
      async () => undefined,
      async () => {},
      { ttlMs: 30_000, now: () => now },
    );
    cache.setListening(true);
    await cache.getWithUser('t');
    now = 400;
    await cache.getWithUser('t');
    expect(calls).toBe(1);
    now = 501;
    await cache.getWithUser('t');
    expect(calls).toBe(2);
  });
});
