import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, DATE_RANGE_MESSAGE, JSON_DATA_MESSAGE } from '@lectern/domain';
import { loadCorpus } from '../seed/corpus.js';
import { buildClass, buildUser } from '../test/factories.js';
import { articleFixture, type ArticleFixture } from '../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../test/test-app.js';

let t: TestContext;
let teacher: Client;
let student: Client;
let classId: number;
let volcanoes: ArticleFixture;
beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  volcanoes = await articleFixture(t.db, 'volcanoes-build-islands');
  const owner = await buildUser(t.db, { username: 'hi_teacher' });
  await buildUser(t.db, { username: 'hi_student', role: 'student', grade_level: 7 });
  classId = (await buildClass(t.db, owner.id)).id;
  teacher = await signIn(t.app, 'hi_teacher');
  student = await signIn(t.app, 'hi_student');
});
afterAll(() => t.close());

const rowCount = async (table: 'users' | 'classes' | 'event_records' | 'assignments') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('control characters are refused by every endpoint, before any handler runs', () => {
  it('a NUL in the signed-out sign-in username is a 400, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/session/', payload: { username: 'a\u0000b', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { username: CONTROL_CHARACTER_MESSAGE } });
  });

  it('names, class names, titles and instructions with control characters change nothing', async () => {
    const before = await Promise.all([rowCount('users'), rowCount('classes'), rowCount('assignments')]);
    const refused = [
      await teacher.patch('/api/v2/users/me/', { first_name: 'Ana\u0000', last_name: 'Ortiz' }),
      await teacher.post('/api/v2/classrooms/', { name: 'Period\u0007 1', grade_levels: [7] }),
      await teacher.post(`/api/v2/classrooms/${classId}/students/`, { first_name: 'Kim\u001b', last_name: 'Lee' }),
      await teacher.post('/api/v3/assignment/', {
        title: 'Volcanoes\u0000',
        instructions: '<p>Read</p>',
        is_draft: true,
        assignment_members: [{ content_id: String(volcanoes.contentId), language: 'en' }],
        classroom_ids: [],
        group_ids: [],
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toContain(CONTROL_CHARACTER_MESSAGE);
    }
    expect(await Promise.all([rowCount('users'), rowCount('classes'), rowCount('assignments')])).toEqual(before);
  });

  it('a NUL deep inside an event payload, in a query string or in a path is refused too', async () => {
    const events = await rowCount('event_records');
    const event = await student.post('/api/v2/event-record/', {
      event_name: 'user_article_viewed',
      data: { nested: ['ok', 'x\u0000'] },
    });
    expect(event.statusCode).toBe(400);
    expect(event.json().error.fields).toHaveProperty(['data.nested.1']);
    expect(await rowCount('event_records')).toBe(events);
    expect((await student.get('/api/v3/content/?q=lava%00')).statusCode).toBe(400);
    expect((await student.get('/api/v3/content/12%00/')).statusCode).toBe(400);
  });

  it('an event payload nested far deeper than JSON.stringify can walk, or longer than the limit, is a 400 that records nothing', async () => {
    const events = await rowCount('event_records');
    const depth = 100_000;
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/v2/event-record/',
      headers: { cookie: student.cookie, 'x-csrftoken': student.csrf, 'content-type': 'application/json' },
      payload: `{"event_name":"user_article_viewed","data":{"n":${'['.repeat(depth)}1${']'.repeat(depth)}}}`,
    });
    expect(deep.statusCode, deep.body).toBe(400);
    expect(deep.json().error).toMatchObject({ code: 'validation_failed', fields: { data: JSON_DATA_MESSAGE } });
    const long = await student.post('/api/v2/event-record/', {
      event_name: 'user_article_viewed',
      data: { text: 'x'.repeat(20_000) },
    });
    expect(long.statusCode).toBe(400);
    expect(await rowCount('event_records')).toBe(events);
  });

  it('tabs and line breaks are ordinary text', async () => {
    const res = await teacher.patch('/api/v2/users/me/', { first_name: 'Ana\tMaria', last_name: 'Ortiz' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('addresses the router refuses answer in the catalogue shape', () => {
  it('a path that does not percent-decode is a 400 validation_failed, not Fastify’s own body', async () => {
    for (const url of ['/api/v2/classrooms/%/', '/api/v3/content/%E0%A4%A/']) {
      const res = await teacher.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'validation_failed', message: 'The address is not valid.' } });
    }
  });

  it('a path parameter over 100 characters is a 400 validation_failed, not a bare 414', async () => {
    const res = await teacher.get(`/api/v2/classrooms/${'1'.repeat(101)}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_failed', message: 'A part of the address is too long.' } });
  });
});

describe('dates are bounded in the shared schemas', () => {
  it('year 0000 and year 9999 are refused with the range message (quiz, Power Words, assignment due date)', async () => {
    const quiz = await student.post('/api/v3/studentquiz/', {
      quiz_id: volcanoes.quizId,
      associated_content_id: String(volcanoes.contentId),
      assignment_ids: [],
      date_started: '0000-01-01T00:00:00Z',
      date_completed: '9999-12-31T00:00:00Z',
      answers: [{ quiz_question_id: 1, value: 1, date_answered: '0000-01-01T00:00:00Z' }],
    });
    expect(quiz.statusCode).toBe(400);
    expect(quiz.json().error.message).toContain(DATE_RANGE_MESSAGE);
    const words = await student.post('/api/v2/student-vocabulary-answer/', {
      answer_choice_content_id: 1,
      date_answered: '0000-01-01T00:00:00+00:00',
    });
    expect(words.statusCode).toBe(400);
    const due = await teacher.post('/api/v3/assignment/', {
      title: 'Volcanoes',
      instructions: '',
      is_draft: true,
      date_due: '9999-01-01T00:00:00Z',
      assignment_members: [{ content_id: String(volcanoes.contentId), language: 'en' }],
      classroom_ids: [],
      group_ids: [],
    });
    expect(due.statusCode).toBe(400);
  });
});

describe('database refusals map to 4xx in one place', () => {
  it('the same student added twice at the same moment: one 201, the other a 409, never a 500', async () => {
    const add = () =>
      teacher.post(`/api/v2/classrooms/${classId}/students/`, { first_name: 'Twin', last_name: 'Race', username: 'twin.race' });
    const results = await Promise.all([add(), add(), add()]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.code).toMatch(/^(username_taken|conflict)$/);
    }
    const rows = await t.db.selectFrom('users').select('id').where('username', '=', 'twin.race').execute();
    expect(rows).toHaveLength(1);
  });
});
