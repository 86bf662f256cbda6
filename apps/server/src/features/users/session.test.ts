import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { clientFor, cookiesFrom, createTestApp, signIn, TEST_PASSWORD, type TestContext } from '../../test/test-app.js';
import type { SessionCache } from '../../auth/session-cache.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ SIGNIN_RATE_LIMIT: '5' });
});
afterAll(() => t.close());

describe('sign-in and sessions', () => {
  it('signs in, sets an httpOnly session cookie and a readable csrftoken, and returns the user', async () => {
    await buildUser(t.db, { username: 'ms_ortiz', first_name: 'Ana', last_name: 'Ortiz' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/session/',
      payload: { username: 'ms_ortiz', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === 'lectern_session');
    const csrf = res.cookies.find((c) => c.name === 'csrftoken');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(csrf?.httpOnly).toBeFalsy();
    expect(res.json().user).toMatchObject({ first_name: 'Ana', isTeacher: true, isAuthenticatedUser: true });
    expect(res.json().user).not.toHaveProperty('password_hash');
  });

  it('re-hashes a password stored with older, weaker scrypt parameters at its next sign-in, and refuses absurd ones', async () => {
    const salt = randomBytes(16);
    const old = [
      'scrypt',
      16384,
      8,
      1,
      salt.toString('base64'),
      scryptSync(TEST_PASSWORD, salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64'),
    ];
    const user = await buildUser(t.db, { username: 'old_hash', password_hash: old.join('$') });
    await signIn(t.app, 'old_hash', TEST_PASSWORD);
    const { password_hash } = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^scrypt\$32768\$8\$3\$/);
    await signIn(t.app, 'old_hash', TEST_PASSWORD);

    // A stored cost far beyond what the server writes is not run (it would tie up a thread for minutes).
    const absurd = ['scrypt', 2 ** 24, 8, 1, salt.toString('base64'), randomBytes(32).toString('base64')].join('$');
    await buildUser(t.db, { username: 'absurd_hash', password_hash: absurd });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/session/',
      payload: { username: 'absurd_hash', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it('an expired session, or one whose user is gone, signs no one in', async () => {
    const user = await buildUser(t.db, { username: 'short_lived' });
    const c = await signIn(t.app, 'short_lived', TEST_PASSWORD);
    expect((await c.get('/api/v2/users/me/')).statusCode).toBe(200);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    // Changed in SQL here: every process's kept sessions must have heard it (auth/session-cache.ts).
    await (t.app.sessions as SessionCache).settled();
    expect((await c.get('/api/v2/users/me/')).statusCode).toBe(401);

    const gone = await buildUser(t.db, { username: 'soon_gone' });
    const g = await signIn(t.app, 'soon_gone', TEST_PASSWORD);
    await t.db.deleteFrom('users').where('id', '=', gone.id).execute();
    await (t.app.sessions as SessionCache).settled();
    expect((await g.get('/api/v2/users/me/')).statusCode).toBe(401);
  });

  it('answers 401 invalid_credentials for a wrong password and for an unknown user alike', async () => {
    await buildUser(t.db, { username: 'wrongpw' });
    for (const payload of [
      { username: 'wrongpw', password: 'nope' },
      { username: 'nobody_here', password: 'nope' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/session/', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'invalid_credentials', message: 'That username and password do not match.' } });
    }
  });

  it('rate-limits sign-in per address and username with a 429 and a message', async () => {
    await buildUser(t.db, { username: 'hammered' });
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/session/',
        payload: { username: 'hammered', password: 'guess' + i },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes[5]).toBe(429);
    const last = await t.app.inject({
      method: 'POST',
      url: '/api/v2/session/',
      payload: { username: 'hammered', password: TEST_PASSWORD },
    });
    expect(last.statusCode).toBe(429);
    expect(last.json().error.code).toBe('rate_limited');
    // Another username from the same address is not locked out.
    await buildUser(t.db, { username: 'neighbour' });
    expect((await signIn(t.app, 'neighbour', TEST_PASSWORD)).cookie).toContain('lectern_session=');
  });

  it('rotates the session id at sign-in and kills the old one', async () => {
    await buildUser(t.db, { username: 'rotator' });
    const first = await signIn(t.app, 'rotator', TEST_PASSWORD);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v2/session/',
      headers: { cookie: first.cookie, 'x-csrftoken': first.csrf },
      payload: { username: 'rotator', password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    const second = cookiesFrom(again)['lectern_session'];
    expect(second).toBeTruthy();
    expect(first.cookie).not.toContain(second!);
    expect((await first.get('/api/v2/users/me/')).statusCode).toBe(401);
  });

  it('signs out: the cookie is cleared, the session is gone, and a repeat is harmless', async () => {
    await buildUser(t.db, { username: 'leaver' });
    const c = await signIn(t.app, 'leaver', TEST_PASSWORD);
    expect((await c.get('/api/v2/users/me/')).statusCode).toBe(200);
    const out = await c.delete('/api/v2/session/');
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((k) => k.name === 'lectern_session')?.value).toBe('');
    expect((await c.get('/api/v2/users/me/')).statusCode).toBe(401);
    expect((await c.delete('/api/v2/session/')).statusCode).toBe(204);
  });

  it('refuses a cookie-authenticated write without the CSRF header (403 csrf_failed)', async () => {
    await buildUser(t.db, { username: 'csrf_victim' });
    const c = await signIn(t.app, 'csrf_victim', TEST_PASSWORD);
    const noHeader = await t.app.inject({ method: 'DELETE', url: '/api/v2/session/', headers: { cookie: c.cookie } });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error.code).toBe('csrf_failed');
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/session/',
      headers: { cookie: c.cookie, 'x-csrftoken': 'forged' },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await c.get('/api/v2/users/me/')).statusCode).toBe(200);
  });

  it('PLAT-63 rejects malformed JSON, wrong types and oversized bodies with 4xx and a message, never 500', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v2/session/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_json');
    const types = await t.app.inject({ method: 'POST', url: '/api/v2/session/', payload: { username: 42, password: ['x'] } });
    expect(types.statusCode).toBe(400);
    expect(types.json().error).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(types.json().error.fields)).toEqual(expect.arrayContaining(['username', 'password']));
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v2/session/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x', password: 'y'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v2/session/',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.code).toBe('validation_failed');
    const route = await t.app.inject({ method: 'GET', url: '/api/v2/nothing-here/' });
    expect(route.statusCode).toBe(404);
    expect(route.json().error.code).toBe('not_found');
  });
});

describe('impersonation (PLAT-26)', () => {
  it('lets staff act as a teacher and return to their own account', async () => {
    const staff = await buildUser(t.db, { username: 'staffer', role: 'staff', first_name: 'Lee' });
    const teacher = await buildUser(t.db, { username: 'helped_teacher', first_name: 'Pat' });
    const s = await signIn(t.app, 'staffer', TEST_PASSWORD);
    const res = await s.post('/api/v2/impersonate/', { user_id: teacher.id });
    expect(res.statusCode).toBe(200);
    const as = clientFor(t.app, cookiesFrom(res));
    const me = (await as.get('/api/v2/users/me/')).json();
    expect(me).toMatchObject({ id: teacher.id, impersonator: { id: staff.id } });
    const stop = await as.delete('/api/v2/impersonate/');
    expect(stop.statusCode).toBe(200);
    const back = clientFor(t.app, cookiesFrom(stop));
    expect((await back.get('/api/v2/users/me/')).json()).toMatchObject({ id: staff.id, impersonator: null });
    expect((await as.get('/api/v2/users/me/')).statusCode).toBe(401);
  });

  it('refuses impersonation by non-staff and of non-teachers', async () => {
    const student = await buildUser(t.db, { username: 'imp_student', role: 'student' });
    await buildUser(t.db, { username: 'imp_teacher' });
    await buildUser(t.db, { username: 'imp_staff', role: 'staff' });
    const teacher = await signIn(t.app, 'imp_teacher', TEST_PASSWORD);
    expect((await teacher.post('/api/v2/impersonate/', { user_id: student.id })).statusCode).toBe(403);
    const staff = await signIn(t.app, 'imp_staff', TEST_PASSWORD);
    expect((await staff.post('/api/v2/impersonate/', { user_id: student.id })).statusCode).toBe(403);
    expect((await staff.post('/api/v2/impersonate/', { user_id: 999999 })).statusCode).toBe(403);
  });
});
