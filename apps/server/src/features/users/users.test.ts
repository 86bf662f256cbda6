import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDistrict, buildSchool, buildUser } from '../../test/factories.js';
import { createTestApp, signIn, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v2/users/me/ (PLAT-11)', () => {
  it('API-08 returns the user fields and flags of the spec, and 401 when signed out', async () => {
    const school = await buildSchool(t.db, 'Oak Grove');
    await buildUser(t.db, { username: 'me_teacher', first_name: 'Ana', last_name: 'Ortiz', school_id: school.id });
    const me = (await (await signIn(t.app, 'me_teacher')).get('/api/v2/users/me/')).json();
    for (const key of ['id', 'unique_id', 'first_name', 'last_name', 'grade_level', 'role', 'school'])
      expect(me).toHaveProperty(key);
    expect(me).toMatchObject({
      isStudent: false,
      isTeacher: true,
      isParent: false,
      isLiteUser: false,
      isAuthenticatedUser: true,
      isAuthorizedTeacher: true,
      activeELALicense: true,
      canViewPowerWords: true,
      canPrintPremiumContent: true,
      school: { id: school.id, name: 'Oak Grove' },
    });
    const anon = await t.app.inject({ method: 'GET', url: '/api/v2/users/me/' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.code).toBe('unauthenticated');
  });

  it('marks lite students: no licence, no Power Words, grant expiry shown (PLAT-04)', async () => {
    const expires = new Date('2027-01-31T00:00:00Z');
    await buildUser(t.db, { username: 'lite_kid', role: 'student', is_lite: true, lite_grant_expires_at: expires });
    const me = (await (await signIn(t.app, 'lite_kid')).get('/api/v2/users/me/')).json();
    expect(me).toMatchObject({
      isStudent: true,
      isLiteUser: true,
      activeELALicense: false,
      canViewPowerWords: false,
      canPrintPremiumContent: false,
    });
    expect(me.date_lite_product_grant_expires).toBe(expires.toISOString());
  });

  it('PLAT-27 a teacher with an incomplete account completes it by naming their school', async () => {
    await buildUser(t.db, { username: 'newbie', is_authorized: false });
    const c = await signIn(t.app, 'newbie');
    expect((await c.get('/api/v2/users/me/')).json().isAuthorizedTeacher).toBe(false);
    const missing = await c.patch('/api/v2/users/me/', { first_name: 'Nia', last_name: 'Brooks' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('school_name');
    const done = await c.patch('/api/v2/users/me/', {
      first_name: 'Nia',
      last_name: 'Brooks',
      school_name: 'Lakeside Elementary',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ isAuthorizedTeacher: true, first_name: 'Nia', school: { name: 'Lakeside Elementary' } });
  });
});

describe('feature flags', () => {
  it('API-14 returns the spec’s flags with defaults, school overrides and user overrides on top', async () => {
    const school = await buildSchool(t.db);
    const teacher = await buildUser(t.db, { username: 'flag_teacher', school_id: school.id });
    await buildUser(t.db, { username: 'flag_principal', role: 'principal', school_id: school.id });
    const c = await signIn(t.app, 'flag_teacher');
    const before = (await c.get('/api/v2/users/me/features/')).json();
    for (const key of [
      'needs_assignment_builder_onboarding',
      'font_size_feature',
      'paragraph_count_feature',
      'citation_feature',
      'print_modal',
      'video_present_mode',
      'read_aloud_quizzes',
      'can_view_guided_highlighting',
      'can_view_editing_tools',
      'formative_activities',
    ])
      expect(before).toHaveProperty(key);
    const p = await signIn(t.app, 'flag_principal');
    expect(
      (await p.put('/api/v2/features/', { scope: 'school', scope_id: school.id, name: 'print_modal', enabled: false }))
        .statusCode,
    ).toBe(200);
    expect(
      (await p.put('/api/v2/features/', { scope: 'user', scope_id: teacher.id, name: 'can_view_editing_tools', enabled: true }))
        .statusCode,
    ).toBe(200);
    const after = (await c.get('/api/v2/users/me/features/')).json();
    expect(after.print_modal).toBe(false);
    expect(after.can_view_editing_tools).toBe(true);
  });

  it('refuses flag changes by teachers and by admins of another school or district', async () => {
    const mine = await buildSchool(t.db);
    const district = await buildDistrict(t.db);
    const other = await buildSchool(t.db, 'Elsewhere', district.id);
    await buildUser(t.db, { username: 'flag_t2', school_id: mine.id });
    await buildUser(t.db, { username: 'flag_p2', role: 'principal', school_id: mine.id });
    await buildUser(t.db, { username: 'flag_d2', role: 'district_admin', district_id: district.id });
    const teacher = await signIn(t.app, 'flag_t2');
    expect(
      (await teacher.put('/api/v2/features/', { scope: 'school', scope_id: mine.id, name: 'print_modal', enabled: false }))
        .statusCode,
    ).toBe(403);
    const principal = await signIn(t.app, 'flag_p2');
    expect(
      (await principal.put('/api/v2/features/', { scope: 'school', scope_id: other.id, name: 'print_modal', enabled: false }))
        .statusCode,
    ).toBe(403);
    expect(
      (await principal.put('/api/v2/features/', { scope: 'school', scope_id: 999999, name: 'print_modal', enabled: false }))
        .statusCode,
    ).toBe(404);
    expect(
      (await principal.put('/api/v2/features/', { scope: 'school', scope_id: mine.id, name: 'not_a_flag', enabled: false }))
        .statusCode,
    ).toBe(400);
    const da = await signIn(t.app, 'flag_d2');
    expect(
      (await da.put('/api/v2/features/', { scope: 'school', scope_id: other.id, name: 'print_modal', enabled: false }))
        .statusCode,
    ).toBe(200);
    expect(
      (await da.put('/api/v2/features/', { scope: 'school', scope_id: mine.id, name: 'print_modal', enabled: false })).statusCode,
    ).toBe(403);
  });

  it('API-49 records events, and dismissing builder onboarding turns its flag off for that user', async () => {
    await buildUser(t.db, { username: 'onboarded' });
    const c = await signIn(t.app, 'onboarded');
    const res = await c.post('/api/v2/event-record/', { event_name: 'assignment_builder_onboarding_dismissed' });
    expect(res.statusCode).toBe(201);
    expect((await c.get('/api/v2/users/me/features/')).json().needs_assignment_builder_onboarding).toBe(false);
    expect((await c.post('/api/v2/event-record/', { event_name: 'Bad Name!' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/event-record/', payload: { event_name: 'x' } })).statusCode).toBe(
      401,
    );
  });
});

describe('API-13 teacher-through-school list', () => {
  it('searches, orders, pages and can leave out the signed-in teacher', async () => {
    const school = await buildSchool(t.db);
    const names = [
      ['Ada', 'Zimmer'],
      ['Ben', 'Young'],
      ['Cy', 'Xu'],
      ['Di', 'Young'],
    ];
    for (const [first, last] of names) await buildUser(t.db, { school_id: school.id, first_name: first!, last_name: last! });
    const me = await buildUser(t.db, { username: 'lister', school_id: school.id, first_name: 'Me', last_name: 'Myself' });
    await buildUser(t.db, { school_id: school.id, role: 'student', first_name: 'Stu', last_name: 'Young' });
    await buildUser(t.db, { first_name: 'Other', last_name: 'School' });
    const c = await signIn(t.app, 'lister');
    const all = (await c.get('/api/v2/teacher-through-school/?limit=10')).json();
    expect(all.count).toBe(5);
    expect(all.results.map((r: { last_name: string }) => r.last_name)).toEqual(['Myself', 'Xu', 'Young', 'Young', 'Zimmer']);
    const search = (await c.get('/api/v2/teacher-through-school/?search=young&exclude_me=true')).json();
    expect(search.results.map((r: { first_name: string }) => r.first_name)).toEqual(['Ben', 'Di']);
    const paged = (await c.get('/api/v2/teacher-through-school/?limit=2&offset=2&ordering=-last_name&exclude_me=true')).json();
    expect(paged.count).toBe(4);
    expect(paged.results.map((r: { last_name: string }) => r.last_name)).toEqual(['Young', 'Xu']);
    expect(paged.results.find((r: { id: number }) => r.id === me.id)).toBeUndefined();
    expect((await c.get('/api/v2/teacher-through-school/?limit=0')).statusCode).toBe(400);
  });

  it('refuses students and parents', async () => {
    const school = await buildSchool(t.db);
    await buildUser(t.db, { username: 'nosy_student', role: 'student', school_id: school.id });
    expect((await (await signIn(t.app, 'nosy_student')).get('/api/v2/teacher-through-school/')).statusCode).toBe(403);
  });
});
