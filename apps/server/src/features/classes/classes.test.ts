import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildSchool, buildUser } from '../../test/factories.js';
import { createTestApp, signIn, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('class directory for a teacher', () => {
  it('API-47 creates, lists, renames and deletes a class; an elementary class is tagged (PLAT-12)', async () => {
    await buildUser(t.db, { username: 'cls_teacher' });
    const c = await signIn(t.app, 'cls_teacher');
    const created = await c.post('/api/v2/classrooms/', { name: '  Homeroom 4B ', grade_levels: [4] });
    expect(created.statusCode).toBe(201);
    const cls = created.json();
    expect(cls).toMatchObject({ name: 'Homeroom 4B', grade_levels: [4], is_elementary: true, student_count: 0, students: [] });
    expect(cls.join_code).toMatch(/^[A-Z2-9]{6}$/);
    const renamed = await c.patch(`/api/v2/classrooms/${cls.id}/`, { name: 'Science 7', grade_levels: [7, 8] });
    expect(renamed.json()).toMatchObject({ name: 'Science 7', is_elementary: false });
    expect((await c.get('/api/v2/classrooms/')).json().results).toHaveLength(1);
    expect((await c.delete(`/api/v2/classrooms/${cls.id}/`)).statusCode).toBe(204);
    expect((await c.get(`/api/v2/classrooms/${cls.id}/`)).statusCode).toBe(404);
  });

  it('validates class input with field messages', async () => {
    await buildUser(t.db, { username: 'cls_validator' });
    const c = await signIn(t.app, 'cls_validator');
    const res = await c.post('/api/v2/classrooms/', { name: '', grade_levels: [13] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: 'Give the class a name.',
      'grade_levels.0': 'Pick a grade from Pre-K to 12.',
    });
    expect((await c.post('/api/v2/classrooms/', { name: 'x', grade_levels: [] })).json().error.fields).toHaveProperty(
      'grade_levels',
    );
    expect((await c.get('/api/v2/classrooms/abc/')).statusCode).toBe(400);
    expect((await c.get('/api/v2/classrooms/424242/')).statusCode).toBe(404);
  });

  it('adds a student account with a one-time password the student can sign in with, and removes them', async () => {
    await buildUser(t.db, { username: 'cls_adder' });
    const c = await signIn(t.app, 'cls_adder');
    const cls = (await c.post('/api/v2/classrooms/', { name: 'Period 1', grade_levels: [6] })).json();
    const res = await c.post(`/api/v2/classrooms/${cls.id}/students/`, { first_name: 'Rosa', last_name: 'Díaz' });
    expect(res.statusCode).toBe(201);
    const { username, password, student } = res.json();
    expect(username).toMatch(/^rosa\.diaz/);
    expect(student).toMatchObject({ first_name: 'Rosa', grade_level: 6 });
    const s = await signIn(t.app, username, password);
    expect((await s.get('/api/v2/classrooms/')).json().results.map((r: { id: number }) => r.id)).toEqual([cls.id]);
    const taken = await c.post(`/api/v2/classrooms/${cls.id}/students/`, { first_name: 'R', last_name: 'D', username });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('username_taken');
    expect((await c.delete(`/api/v2/classrooms/${cls.id}/students/${student.id}/`)).statusCode).toBe(204);
    expect((await c.get(`/api/v2/classrooms/${cls.id}/`)).json().student_count).toBe(0);
    expect((await c.delete(`/api/v2/classrooms/${cls.id}/students/${student.id}/`)).statusCode).toBe(404);
  });

  it('makes small groups of the class’s own students only', async () => {
    const teacher = await buildUser(t.db, { username: 'cls_grouper' });
    const [a, b, outsider] = await Promise.all([1, 2, 3].map(() => buildUser(t.db, { role: 'student' })));
    const cls = await buildClass(t.db, teacher.id, { students: [a!.id, b!.id] });
    const c = await signIn(t.app, 'cls_grouper');
    const group = await c.post(`/api/v2/classrooms/${cls.id}/groups/`, { name: 'Blue group', student_ids: [a!.id] });
    expect(group.statusCode).toBe(201);
    expect(group.json()).toMatchObject({ name: 'Blue group', users: [{ id: a!.id }] });
    const bad = await c.post(`/api/v2/classrooms/${cls.id}/groups/`, { name: 'Mixed', student_ids: [outsider!.id] });
    expect(bad.statusCode).toBe(400);
    const updated = await c.put(`/api/v2/groups/${group.json().id}/`, { name: 'Green group', student_ids: [a!.id, b!.id] });
    expect(updated.json().users).toHaveLength(2);
    // Removing a student from the class takes them out of its groups.
    await c.delete(`/api/v2/classrooms/${cls.id}/students/${b!.id}/`);
    expect((await c.get(`/api/v2/classrooms/${cls.id}/`)).json().groups[0].users).toHaveLength(1);
    expect((await c.delete(`/api/v2/groups/${group.json().id}/`)).statusCode).toBe(204);
  });

  it('refuses a teacher whose account is not complete', async () => {
    await buildUser(t.db, { username: 'cls_incomplete', is_authorized: false });
    const res = await (await signIn(t.app, 'cls_incomplete')).post('/api/v2/classrooms/', { name: 'A', grade_levels: [3] });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('account_incomplete');
  });
});

describe('joining with a code', () => {
  it('lets a student join once with a code typed in any case; a new code retires the old one', async () => {
    const teacher = await buildUser(t.db, { username: 'code_teacher' });
    await buildUser(t.db, { username: 'code_student', role: 'student' });
    const cls = await buildClass(t.db, teacher.id, { name: 'Code class' });
    const s = await signIn(t.app, 'code_student');
    const joined = await s.post('/api/v2/classrooms/join/', { code: ` ${cls.join_code!.toLowerCase()} ` });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ name: 'Code class', join_code: null, students: [] });
    expect((await s.post('/api/v2/classrooms/join/', { code: cls.join_code })).json().error.code).toBe('already_in_class');
    const tc = await signIn(t.app, 'code_teacher');
    const fresh = (await tc.post(`/api/v2/classrooms/${cls.id}/join-code/`)).json();
    expect(fresh.join_code).not.toBe(cls.join_code);
    expect(fresh.student_count).toBe(1);
    await buildUser(t.db, { username: 'late_student', role: 'student' });
    const late = await signIn(t.app, 'late_student');
    expect((await late.post('/api/v2/classrooms/join/', { code: cls.join_code })).json().error.code).toBe('invalid_join_code');
    expect((await late.post('/api/v2/classrooms/join/', { code: 'x' })).statusCode).toBe(400);
    expect((await tc.post('/api/v2/classrooms/join/', { code: fresh.join_code })).statusCode).toBe(403);
  });
});

describe('who sees which class (refusals)', () => {
  it('keeps each teacher to their own classes', async () => {
    const owner = await buildUser(t.db, { username: 'owner_t' });
    await buildUser(t.db, { username: 'other_t' });
    const cls = await buildClass(t.db, owner.id);
    const other = await signIn(t.app, 'other_t');
    expect((await other.get('/api/v2/classrooms/')).json().results).toEqual([]);
    expect((await other.get(`/api/v2/classrooms/${cls.id}/`)).statusCode).toBe(404);
    expect((await other.patch(`/api/v2/classrooms/${cls.id}/`, { name: 'Mine now', grade_levels: [1] })).statusCode).toBe(404);
    expect((await other.delete(`/api/v2/classrooms/${cls.id}/`)).statusCode).toBe(404);
    expect((await other.post(`/api/v2/classrooms/${cls.id}/students/`, { first_name: 'A', last_name: 'B' })).statusCode).toBe(
      404,
    );
    expect((await other.post(`/api/v2/classrooms/${cls.id}/groups/`, { name: 'G', student_ids: [] })).statusCode).toBe(404);
  });

  it('shows a student only their classes, without classmates or the join code, and lets them change nothing', async () => {
    const teacher = await buildUser(t.db, { username: 'vis_teacher' });
    const me = await buildUser(t.db, { username: 'vis_student', role: 'student' });
    const mate = await buildUser(t.db, { role: 'student' });
    const mine = await buildClass(t.db, teacher.id, { students: [me.id, mate.id] });
    const notMine = await buildClass(t.db, teacher.id, { students: [mate.id] });
    const s = await signIn(t.app, 'vis_student');
    const list = (await s.get('/api/v2/classrooms/')).json().results;
    expect(list.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    expect(list[0]).toMatchObject({ students: [], groups: [], join_code: null, student_count: 2 });
    expect((await s.get(`/api/v2/classrooms/${notMine.id}/`)).statusCode).toBe(404);
    expect((await s.patch(`/api/v2/classrooms/${mine.id}/`, { name: 'Hacked', grade_levels: [1] })).statusCode).toBe(403);
    expect((await s.post('/api/v2/classrooms/', { name: 'Mine', grade_levels: [1] })).statusCode).toBe(403);
  });

  it('shows a parent only their linked children’s classes', async () => {
    const teacher = await buildUser(t.db, { username: 'par_teacher' });
    const child = await buildUser(t.db, { role: 'student' });
    const stranger = await buildUser(t.db, { role: 'student' });
    const parent = await buildUser(t.db, { username: 'par_parent', role: 'parent' });
    await t.db.insertInto('parent_links').values({ parent_id: parent.id, student_id: child.id }).execute();
    const childs = await buildClass(t.db, teacher.id, { students: [child.id] });
    const others = await buildClass(t.db, teacher.id, { students: [stranger.id] });
    const p = await signIn(t.app, 'par_parent');
    expect((await p.get('/api/v2/classrooms/')).json().results.map((c: { id: number }) => c.id)).toEqual([childs.id]);
    expect((await p.get(`/api/v2/classrooms/${others.id}/`)).statusCode).toBe(404);
    expect((await p.get('/api/v2/users/me/children/')).json().results.map((c: { id: number }) => c.id)).toEqual([child.id]);
    expect((await p.delete(`/api/v2/classrooms/${childs.id}/`)).statusCode).toBe(403);
  });

  it('shows a principal the classes of their school only', async () => {
    const school = await buildSchool(t.db);
    const otherSchool = await buildSchool(t.db);
    const here = await buildUser(t.db, { school_id: school.id });
    const there = await buildUser(t.db, { school_id: otherSchool.id });
    await buildUser(t.db, { username: 'vis_principal', role: 'principal', school_id: school.id });
    const a = await buildClass(t.db, here.id);
    const b = await buildClass(t.db, there.id);
    const p = await signIn(t.app, 'vis_principal');
    expect((await p.get('/api/v2/classrooms/')).json().results.map((c: { id: number }) => c.id)).toEqual([a.id]);
    expect((await p.get(`/api/v2/classrooms/${b.id}/`)).statusCode).toBe(404);
  });

  it('answers 401 to a signed-out visitor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/classrooms/' })).statusCode).toBe(401);
  });
});
