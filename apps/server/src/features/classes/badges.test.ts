import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildUser } from '../../test/factories.js';
import { cookiesFrom, clientFor, createTestApp, signIn, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const badgeSignIn = (secret: unknown) => t.app.inject({ method: 'POST', url: '/api/v2/session/badge/', payload: { secret } });

describe('sign-in badges', () => {
  it('a teacher prints badges for a class; each signs its student in; a reprint retires the old one', async () => {
    const teacher = await buildUser(t.db, { username: 'badge_teacher' });
    const ana = await buildUser(t.db, { role: 'student', first_name: 'Ana', last_name: 'Bell', grade_level: 2 });
    const ben = await buildUser(t.db, { role: 'student', first_name: 'Ben', last_name: 'Abel', grade_level: 2 });
    const cls = await buildClass(t.db, teacher.id, { name: 'Room 2', grade_levels: [2], students: [ana.id, ben.id] });
    const c = await signIn(t.app, 'badge_teacher');

    const printed = await c.post(`/api/v2/classrooms/${cls.id}/badges/`, {});
    expect(printed.statusCode).toBe(201);
    const sheet = printed.json();
    expect(sheet.classroom).toEqual({ id: cls.id, name: 'Room 2' });
    // By last name, as a teacher hands them out.
    expect(sheet.badges.map((b: { first_name: string }) => b.first_name)).toEqual(['Ben', 'Ana']);
    for (const b of sheet.badges) expect(b.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only hashes are kept.
    const stored = await t.db.selectFrom('sign_in_badges').select(['student_id', 'secret_hash']).execute();
    for (const b of sheet.badges) expect(stored.map((s) => s.secret_hash)).not.toContain(b.secret);

    const anaBadge = sheet.badges.find((b: { student_id: number }) => b.student_id === ana.id).secret;
    const res = await badgeSignIn(anaBadge);
    expect(res.statusCode).toBe(200);
    const me = await clientFor(t.app, cookiesFrom(res)).get('/api/v2/users/me/');
    expect(me.json()).toMatchObject({ id: ana.id, isStudent: true });

    // Reprinting Ana's badge alone: the old card stops working, Ben's still works.
    const again = await c.post(`/api/v2/classrooms/${cls.id}/badges/`, { student_ids: [ana.id] });
    expect(again.json().badges).toHaveLength(1);
    const old = await badgeSignIn(anaBadge);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({
      error: { code: 'invalid_badge', message: 'This badge no longer works. Ask your teacher for a new one.' },
    });
    expect((await badgeSignIn(again.json().badges[0].secret)).statusCode).toBe(200);
    const benBadge = sheet.badges.find((b: { student_id: number }) => b.student_id === ben.id).secret;
    expect((await badgeSignIn(benBadge)).statusCode).toBe(200);
  });

  it('refuses printing by anyone but the class’s teacher, and for students who are not in the class (by id)', async () => {
    const owner = await buildUser(t.db, { username: 'badge_owner' });
    await buildUser(t.db, { username: 'badge_other' });
    const kid = await buildUser(t.db, { username: 'badge_kid', role: 'student' });
    const outsider = await buildUser(t.db, { role: 'student' });
    const cls = await buildClass(t.db, owner.id, { students: [kid.id] });
    const before = await t.db.selectFrom('sign_in_badges').select('student_id').execute();

    expect((await (await signIn(t.app, 'badge_other')).post(`/api/v2/classrooms/${cls.id}/badges/`, {})).statusCode).toBe(404);
    expect((await (await signIn(t.app, 'badge_kid')).post(`/api/v2/classrooms/${cls.id}/badges/`, {})).statusCode).toBe(403);
    const mine = await signIn(t.app, 'badge_owner');
    expect((await mine.post(`/api/v2/classrooms/${cls.id}/badges/`, { student_ids: [outsider.id] })).statusCode).toBe(404);
    expect((await mine.post(`/api/v2/classrooms/${cls.id}/badges/`, { student_ids: [kid.id, outsider.id] })).statusCode).toBe(
      404,
    );
    expect((await mine.post(`/api/v2/classrooms/${cls.id}/badges/`, { student_ids: [] })).statusCode).toBe(400);
    expect((await mine.post('/api/v2/classrooms/999999/badges/', {})).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/classrooms/${cls.id}/badges/`, payload: {} })).statusCode).toBe(
      401,
    );
    // Nothing was written by the refusals.
    expect(await t.db.selectFrom('sign_in_badges').select('student_id').execute()).toEqual(before);
  });

  it('refuses secrets that are not badges, without a session', async () => {
    for (const secret of ['x'.repeat(43), 'short', 'a'.repeat(44), '../../etc/passwd'.padEnd(43, 'a'), 42, null]) {
      const res = await badgeSignIn(secret);
      expect([400, 401], String(secret)).toContain(res.statusCode);
      expect(res.cookies.find((c) => c.name === 'lectern_session')).toBeUndefined();
    }
  });
});
