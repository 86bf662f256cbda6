import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, Content } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { answerKey, articleFixture, submission } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let teacher: Client;
let other: Client;
let volcanoes: Content;
let premiumId: string;
let classA: number;
let classB: number;
let groupId: number;
const students: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  const owner = await buildUser(t.db, { username: 'as_teacher' });
  await buildUser(t.db, { username: 'as_other' });
  for (const name of ['as_s1', 'as_s2', 'as_s3', 'as_out'])
    students[name] = (await buildUser(t.db, { username: name, role: 'student', grade_level: 7 })).id;
  classA = (await buildClass(t.db, owner.id, { name: 'A', students: [students['as_s1']!, students['as_s2']!] })).id;
  classB = (await buildClass(t.db, owner.id, { name: 'B', students: [students['as_s3']!] })).id;
  groupId = (
    await t.db.insertInto('class_groups').values({ class_id: classA, name: 'Readers' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  await t.db.insertInto('group_members').values({ group_id: groupId, student_id: students['as_s1']! }).execute();
  teacher = await signIn(t.app, 'as_teacher');
  other = await signIn(t.app, 'as_other');
  const list = (await teacher.get('/api/v3/content/?limit=60')).json();
  const byslug = (slug: string) => list.results.find((c: { slug: string }) => c.slug === slug).id as string;
  volcanoes = (await teacher.get(`/api/v3/content/${byslug('volcanoes-build-islands')}/`)).json();
  premiumId = byslug('missing-map-play');
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Read about volcanic islands',
  instructions: '<p>Read the article, then <strong>take the quiz</strong>.</p>',
  is_draft: false,
  assignment_members: [{ content_id: volcanoes.id, language: 'en' }],
  classroom_ids: [classA],
  ...over,
});

async function create(over: Record<string, unknown> = {}): Promise<Assignment> {
  const res = await teacher.post('/api/v3/assignment/', body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('saving (API-04, ASSIGN-06, ASSIGN-07)', () => {
  it('ASSIGN-01 ASSIGN-02 ASSIGN-06 ASSIGN-07 publishing gives a content id and stamps date_assigned on every class and group', async () => {
    const a = await create({ group_ids: [groupId] });
    expect(a.is_draft).toBe(false);
    expect(a.content_id).toMatch(/^[a-f0-9]{12}$/);
    expect(a.story_content_id).toBe(volcanoes.id);
    expect(a.assignment_classrooms).toMatchObject([{ classroom_id: classA, name: 'A', classroom: { id: classA, name: 'A' } }]);
    expect(a.assignment_classrooms[0]!.date_assigned).not.toBeNull();
    expect(a.assignment_groups).toMatchObject([{ group_id: groupId, name: 'Readers', users: [{ first_name: 'Test' }] }]);
    expect(a.assignment_groups[0]!.date_assigned).not.toBeNull();
    expect(a.created_by.user.display_name).toBe('Test User');
    expect(a.version).toBe('single_asset_mve');
  });

  it('ASSIGN-07 API-06 a later update keeps the date_assigned of classes already assigned and stamps new ones', async () => {
    const a = await create();
    const first = a.assignment_classrooms[0]!.date_assigned;
    await new Promise((r) => setTimeout(r, 20));
    const res = await teacher.put(`/api/v3/assignment/${a.assignment_id}/`, body({ classroom_ids: [classA, classB] }));
    expect(res.statusCode, res.body).toBe(200);
    const updated: Assignment = res.json().data;
    expect(updated.content_id).toBe(a.content_id);
    const dates = Object.fromEntries(updated.assignment_classrooms.map((c) => [c.classroom_id, c.date_assigned]));
    expect(dates[classA]).toBe(first);
    expect(dates[classB]).not.toBeNull();
    expect(dates[classB]).not.toBe(first);
  });

  it('ASSIGN-06 a draft has no content id and no date_assigned; publishing it later stamps them', async () => {
    const draft = await create({ is_draft: true, classroom_ids: [] });
    expect(draft).toMatchObject({ is_draft: true, content_id: null });
    const published: Assignment = (await teacher.put(`/api/v3/assignment/${draft.assignment_id}/`, body())).json().data;
    expect(published.is_draft).toBe(false);
    expect(published.content_id).not.toBeNull();
    expect(published.assignment_classrooms[0]!.date_assigned).not.toBeNull();
    const back = await teacher.put(`/api/v3/assignment/${draft.assignment_id}/`, body({ is_draft: true }));
    expect(back.statusCode).toBe(400);
  });

  it('ASSIGN-32 the go-live time is kept to the minute', async () => {
    const a = await create({ date_goes_live: '2030-03-04T05:06:07.890Z' });
    expect(a.date_goes_live).toBe('2030-03-04T05:06:00.000Z');
  });

  it('sanitizes the instructions: formatting stays, scripts and handlers go, links open safely', async () => {
    const a = await create({
      instructions:
        '<p onclick="x()">Read <em>carefully</em><script>alert(1)</script> <a href="javascript:alert(1)">bad</a> <a href="https://example.org">ok</a></p><img src=x onerror=alert(1)>',
    });
    expect(a.instructions).toBe(
      '<p>Read <em>carefully</em> <a target="_blank" rel="noopener noreferrer">bad</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
  });

  it('ASSIGN-28 ASSIGN-29 ASSIGN-31 ASSIGN-36 PLAT-62 refuses a missing title or assignee with the spec messages', async () => {
    const noTitle = await teacher.post('/api/v3/assignment/', body({ title: '  ' }));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.fields.title).toBe('An assignment must have a title.');
    const draftNoTitle = await teacher.post('/api/v3/assignment/', body({ title: '', is_draft: true }));
    expect(draftNoTitle.json().error.fields.title).toBe('Please add a title to save this assignment as a draft');
    const noAssignee = await teacher.post('/api/v3/assignment/', body({ classroom_ids: [] }));
    expect(noAssignee.statusCode).toBe(400);
    expect(noAssignee.json().error.message).toBe('Please add at least one assignee');
  });

  it('ASSIGN-04 ASSIGN-05 ASSIGN-36 refuses other teachers’ classes and groups, foreign levels and activities, unknown config flags and malformed payloads', async () => {
    const foreign = await buildClass(t.db, (await buildUser(t.db)).id);
    expect((await teacher.post('/api/v3/assignment/', body({ classroom_ids: [foreign.id] }))).json().error.fields).toHaveProperty(
      'classroom_ids',
    );
    expect((await other.post('/api/v3/assignment/', body({ group_ids: [groupId], classroom_ids: [] }))).statusCode).toBe(400);
    expect((await teacher.post('/api/v3/assignment/', body({ default_reading_level: 999999 }))).statusCode).toBe(400);
    expect((await teacher.post('/api/v3/assignment/', body({ activity_members: ['999999'] }))).statusCode).toBe(400);
    expect((await teacher.post('/api/v3/assignment/', body({ unknown_field: 1 }))).statusCode).toBe(400);
    expect((await teacher.post('/api/v3/assignment/', body({ assignment_members: [{ content_id: '888888' }] }))).statusCode).toBe(
      400,
    );
    expect((await teacher.post('/api/v3/assignment/', body({ assignment_config: { hide_everything: true } }))).statusCode).toBe(
      400,
    );
  });

  it('ASSIGN-04 stores the level, lock, config flags and activities it is given', async () => {
    const level = volcanoes.data.article_levels.find((l) => l.grade === 5 && l.language === 'en')!;
    const quiz = volcanoes.attachments.find((att) => att.content_type === 'QUIZ')!;
    const a = await create({
      default_reading_level: level.id,
      is_reading_level_locked: true,
      assignment_config: { hide_lexile_level: true },
      activity_members: [String(quiz.id)],
    });
    expect(a).toMatchObject({
      default_reading_level: level.id,
      is_reading_level_locked: true,
      assignment_config: { hide_lexile_level: true },
      activity_members: [String(quiz.id)],
      assignment_activity_selection: { selected_activities: [String(quiz.id)] },
    });
  });

  it('API-07 the first publish records an event with the licence type', async () => {
    await buildUser(t.db, { username: 'as_first' });
    const c = await signIn(t.app, 'as_first');
    const cls = await t.db
      .insertInto('classes')
      .values({
        teacher_id: (await t.db.selectFrom('users').select('id').where('username', '=', 'as_first').executeTakeFirstOrThrow()).id,
        name: 'F',
        grade_levels: [7],
        join_code: 'FFFFF1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await c.post('/api/v3/assignment/', body({ classroom_ids: [cls.id] }))).statusCode).toBe(201);
    expect((await c.post('/api/v3/assignment/', body({ classroom_ids: [cls.id] }))).statusCode).toBe(201);
    const events = await t.db
      .selectFrom('event_records')
      .select(['event_name', 'data'])
      .where('event_name', '=', 'first_assignment_published')
      .execute();
    expect(events.filter((e) => (e.data as { licence_type?: string }).licence_type === 'licensed').length).toBeGreaterThanOrEqual(
      1,
    );
  });
});

describe('who sees what (ASSIGN-11, API-02, API-03)', () => {
  it('ASSIGN-11 students see published assignments of their classes and groups; drafts and scheduled ones stay hidden', async () => {
    const toClassB = await create({ title: 'Class B only', classroom_ids: [classB] });
    const toGroup = await create({ title: 'Group only', classroom_ids: [], group_ids: [groupId] });
    const draft = await create({ title: 'Draft', is_draft: true });
    const later = await create({ title: 'Later', date_goes_live: '2099-01-01T00:00:00Z' });

    const s1 = await signIn(t.app, 'as_s1');
    const titles1 = (await s1.get('/api/v3/assignment/')).json().results.map((a: Assignment) => a.title);
    expect(titles1).toContain('Group only');
    expect(titles1).not.toContain('Class B only');
    expect(titles1).not.toContain('Draft');
    expect(titles1).not.toContain('Later');
    const s2 = await signIn(t.app, 'as_s2');
    expect((await s2.get('/api/v3/assignment/')).json().results.map((a: Assignment) => a.title)).not.toContain('Group only');
    const s3 = await signIn(t.app, 'as_s3');
    expect((await s3.get(`/api/v3/assignment/${toClassB.assignment_id}/`)).statusCode).toBe(200);
    // A student outside the assigned classes and groups gets 404, as for something that does not exist.
    expect((await s2.get(`/api/v3/assignment/${toClassB.assignment_id}/`)).statusCode).toBe(404);
    expect((await s1.get(`/api/v3/assignment/${draft.assignment_id}/`)).statusCode).toBe(404);
    expect((await s1.get(`/api/v3/assignment/${later.assignment_id}/`)).statusCode).toBe(404);
    expect((await s1.get(`/api/v3/assignment/${toGroup.assignment_id}/`)).statusCode).toBe(200);
  });

  it('API-03 API-06 teachers list their own, with drafts only when asked, filtered by article', async () => {
    const mine = (await teacher.get(`/api/v3/assignment/?include_drafts=true&story_content_id=${volcanoes.id}`)).json();
    expect(mine.results.some((a: Assignment) => a.is_draft)).toBe(true);
    expect(mine.results.every((a: Assignment) => a.story_content_id === volcanoes.id)).toBe(true);
    const published = (await teacher.get('/api/v3/assignment/')).json();
    expect(published.results.every((a: Assignment) => !a.is_draft)).toBe(true);
    expect((await other.get('/api/v3/assignment/')).json().count).toBe(0);
    const someone = mine.results[0] as Assignment;
    expect((await other.get(`/api/v3/assignment/${someone.assignment_id}/`)).statusCode).toBe(404);
  });

  it('ASSIGN-36 refuses signed-out callers and parents get nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/assignment/' })).statusCode).toBe(401);
    await buildUser(t.db, { username: 'as_parent', role: 'parent' });
    const parent = await signIn(t.app, 'as_parent');
    expect((await parent.get('/api/v3/assignment/')).json().count).toBe(0);
    expect((await parent.post('/api/v3/assignment/', body())).statusCode).toBe(403);
    const student = await signIn(t.app, 'as_s1');
    expect((await student.post('/api/v3/assignment/', body())).statusCode).toBe(403);
  });
});

describe('a parent’s view of their child’s assignments (student_id)', () => {
  it('PLAT-03 a parent lists the published, live work their linked child is given, without the classmates in its groups', async () => {
    const toGroup = await create({ title: 'For the readers group', classroom_ids: [], group_ids: [groupId] });
    const draft = await create({ title: 'Parent cannot see drafts', is_draft: true });
    const parentId = (await buildUser(t.db, { username: 'as_mum', role: 'parent' })).id;
    await t.db.insertInto('parent_links').values({ parent_id: parentId, student_id: students['as_s1']! }).execute();
    const mum = await signIn(t.app, 'as_mum');
    const res = await mum.get(`/api/v3/assignment/?student_id=${students['as_s1']}`);
    expect(res.statusCode).toBe(200);
    const list = res.json().results as Assignment[];
    const asChild = ((await (await signIn(t.app, 'as_s1')).get('/api/v3/assignment/')).json().results as Assignment[]).map(
      (a) => a.assignment_id,
    );
    expect(list.map((a) => a.assignment_id)).toEqual(asChild);
    expect(list.map((a) => a.assignment_id)).toContain(toGroup.assignment_id);
    expect(list.map((a) => a.assignment_id)).not.toContain(draft.assignment_id);
    const group = list.find((a) => a.assignment_id === toGroup.assignment_id)!.assignment_groups[0]!;
    expect(group.name).toBe('Readers');
    expect(group.users).toEqual([]);
    expect(list.every((a) => a.progress === undefined)).toBe(true);
  });

  it('PLAT-03 is 404 for another parent’s child, for teachers (even the child’s own) and for a student asking about someone else', async () => {
    const child = students['as_s1']!;
    await buildUser(t.db, { username: 'as_other_parent', role: 'parent' });
    const otherParent = await signIn(t.app, 'as_other_parent');
    for (const client of [otherParent, teacher, other, await signIn(t.app, 'as_s2')]) {
      const res = await client.get(`/api/v3/assignment/?student_id=${child}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    // A student may name themselves; it is their own list.
    const s1 = await signIn(t.app, 'as_s1');
    expect((await s1.get(`/api/v3/assignment/?student_id=${child}`)).statusCode).toBe(200);
    expect((await otherParent.get('/api/v3/assignment/?student_id=abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/assignment/?student_id=${child}` })).statusCode).toBe(401);
  });
});

describe('due dates', () => {
  it('stores a due date and refuses one before the day the work goes live', async () => {
    const a = await create({ date_due: '2099-05-14T23:59:00.000Z' });
    expect(a.date_due).toBe('2099-05-14T23:59:00.000Z');
    const res = await teacher.post(
      '/api/v3/assignment/',
      body({ date_goes_live: '2099-05-20T08:00:00.000Z', date_due: '2099-05-14T23:59:00.000Z' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('date_due');
  });
});

describe('progress on the teacher’s list', () => {
  it('counts each reached student once (class and group alike) and the quizzes they submitted; students see no counts', async () => {
    const a = await create({ title: 'Progress', classroom_ids: [classA, classB], group_ids: [groupId] });
    const progress = async () =>
      ((await teacher.get('/api/v3/assignment/')).json().results as Assignment[]).find(
        (x) => x.assignment_id === a.assignment_id,
      )!.progress;
    const before = (await progress())!;
    expect(before.assigned).toBe(3);
    const fixture = await articleFixture(t.db, 'volcanoes-build-islands');
    const level = fixture.levels['en:7']!;
    const s3 = await signIn(t.app, 'as_s3');
    const submit = await s3.post('/api/v3/studentquiz/', submission(fixture, await answerKey(t.db, fixture.quizId!, level)));
    expect([200, 201]).toContain(submit.statusCode);
    expect((await progress())!).toEqual({ assigned: 3, submitted: before.submitted + 1 });
    const asStudent = (await s3.get('/api/v3/assignment/')).json().results as Assignment[];
    expect(asStudent.every((x) => x.progress === undefined)).toBe(true);
  });
});

describe('delete, duplicate, view record (API-01, API-05, ASSIGN-08)', () => {
  it('ASSIGN-08 API-06 duplicating saves a draft copy with no content id, linked to its source', async () => {
    const a = await create({ group_ids: [groupId] });
    const res = await teacher.post(`/api/v3/assignment/${a.assignment_id}/duplicate/`);
    expect(res.statusCode).toBe(201);
    const copy: Assignment = res.json().data;
    expect(copy).toMatchObject({ is_draft: true, content_id: null, copied_from_assignment: a.assignment_id, title: a.title });
    expect(copy.assignment_id).not.toBe(a.assignment_id);
    expect(copy.assignment_classrooms.map((c) => c.classroom_id)).toEqual([classA]);
    expect(copy.assignment_classrooms[0]!.date_assigned).toBeNull();
    expect((await other.post(`/api/v3/assignment/${a.assignment_id}/duplicate/`)).statusCode).toBe(404);
  });

  it('API-05 API-06 only the owner deletes, by id or by content id', async () => {
    const a = await create();
    expect((await other.delete(`/api/v3/assignment/${a.assignment_id}/`)).statusCode).toBe(404);
    const s1 = await signIn(t.app, 'as_s1');
    expect((await s1.delete(`/api/v3/assignment/${a.assignment_id}/`)).statusCode).toBe(404);
    expect((await teacher.delete(`/api/v3/assignment/by-content/${a.content_id}/`)).statusCode).toBe(204);
    expect((await teacher.get(`/api/v3/assignment/${a.assignment_id}/`)).statusCode).toBe(404);
    const b = await create();
    expect((await teacher.delete(`/api/v3/assignment/${b.assignment_id}/`)).statusCode).toBe(204);
    expect((await teacher.delete(`/api/v3/assignment/${b.assignment_id}/`)).statusCode).toBe(404);
    expect((await teacher.delete('/api/v3/assignment/by-content/nothex/')).statusCode).toBe(400);
  });

  it('API-01 a student records viewing an assignment given to them, once per student', async () => {
    const a = await create();
    const s1 = await signIn(t.app, 'as_s1');
    expect((await s1.post('/api/v2/student-assignment-view-record/', { assignment_id: a.assignment_id })).statusCode).toBe(204);
    expect((await s1.post('/api/v2/student-assignment-view-record/', { assignment_id: a.assignment_id })).statusCode).toBe(204);
    const views = await t.db.selectFrom('assignment_views').selectAll().where('assignment_id', '=', a.assignment_id).execute();
    expect(views).toHaveLength(1);
    const out = await signIn(t.app, 'as_out');
    expect((await out.post('/api/v2/student-assignment-view-record/', { assignment_id: a.assignment_id })).statusCode).toBe(404);
    expect((await teacher.post('/api/v2/student-assignment-view-record/', { assignment_id: a.assignment_id })).statusCode).toBe(
      403,
    );
    expect((await s1.post('/api/v2/student-assignment-view-record/', { assignment_id: 'x' })).statusCode).toBe(400);
  });
});

describe('lite accounts (ASSIGN-34, PLAT-46)', () => {
  it('ASSIGN-34 ASSIGN-36 a lite teacher cannot publish past the grant end, nor assign premium articles', async () => {
    const lite = await buildUser(t.db, {
      username: 'as_lite',
      is_lite: true,
      has_ela_license: false,
      lite_grant_expires_at: new Date(Date.now() + 7 * 86400_000),
    });
    const cls = await buildClass(t.db, lite.id);
    const c = await signIn(t.app, 'as_lite');
    expect((await c.post('/api/v3/assignment/', body({ classroom_ids: [cls.id] }))).statusCode).toBe(201);
    const late = await c.post('/api/v3/assignment/', body({ classroom_ids: [cls.id], date_goes_live: '2099-01-01T00:00:00Z' }));
    expect(late.statusCode).toBe(403);
    expect(late.json().error.code).toBe('lite_schedule_after_grant');
    const asDraft = await c.post(
      '/api/v3/assignment/',
      body({ classroom_ids: [cls.id], date_goes_live: '2099-01-01T00:00:00Z', is_draft: true }),
    );
    expect(asDraft.statusCode).toBe(201);
    const premium = await c.post(
      '/api/v3/assignment/',
      body({ classroom_ids: [cls.id], assignment_members: [{ content_id: premiumId }] }),
    );
    expect(premium.statusCode).toBe(403);
    expect(premium.json().error.code).toBe('subscription_required');
  });
});
