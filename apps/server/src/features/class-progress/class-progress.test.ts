import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentProgress, ClassProgress } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { answerKey, articleFixture, submission, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let article: ArticleFixture;
const c: Record<string, Client> = {};
const ids: Record<string, number> = {};

const event = (name: string, extra: Record<string, unknown>) => ({
  id: randomUUID(),
  name,
  content_id: article.contentId,
  level_id: article.levels['en:7'] ?? null,
  assignment_id: ids['assignment'],
  occurred_at: new Date().toISOString(),
  ...extra,
});
const sendEvents = (who: Client, events: unknown[]) => who.post('/api/v2/event-records/batch/', { events });

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  article = await articleFixture(t.db, 'volcanoes-build-islands');
  ids['teacher'] = (await buildUser(t.db, { username: 'cp_teacher' })).id;
  ids['other'] = (await buildUser(t.db, { username: 'cp_other' })).id;
  ids['reader'] = (
    await buildUser(t.db, { username: 'cp_reader', role: 'student', grade_level: 7, first_name: 'Rosa', last_name: 'Avila' })
  ).id;
  ids['idle'] = (
    await buildUser(t.db, { username: 'cp_idle', role: 'student', grade_level: 7, first_name: 'Ian', last_name: 'Bell' })
  ).id;
  ids['outsider'] = (await buildUser(t.db, { username: 'cp_outsider', role: 'student', grade_level: 7 })).id;
  ids['class'] = (await buildClass(t.db, ids['teacher'], { name: 'Room 12', students: [ids['reader'], ids['idle']] })).id;
  ids['otherClass'] = (await buildClass(t.db, ids['other'], { students: [ids['outsider']] })).id;
  const assignment = await t.db
    .insertInto('assignments')
    .values({
      story_content_id: article.contentId,
      title: 'Islands from fire',
      is_draft: false,
      created_by: ids['teacher'],
      content_id: randomUUID().slice(0, 12),
      activity_members: JSON.stringify([String(article.quizId), String(article.wordsId)]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids['assignment'] = assignment.id;
  await t.db.insertInto('assignment_classrooms').values({ assignment_id: assignment.id, class_id: ids['class'] }).execute();
  for (const name of ['teacher', 'other', 'reader', 'idle', 'outsider']) c[name] = await signIn(t.app, `cp_${name}`);
});
afterAll(() => t.close());

describe('reading events (SESSION-08 … SESSION-12)', () => {
  it('SESSION-08 SESSION-09 SESSION-11 SESSION-12 a batch of a page view, milestones, an error and an action is stored once, under a pseudonym', async () => {
    const batch = [
      event('user_article_viewed', { content_type: 'article' }),
      event('scroll_depth_read', { depth: 0 }),
      event('scroll_depth_read', { depth: 25 }),
      event('scroll_depth_read', { depth: 50 }),
      event('error_impression', { error_code: 'district_restricted', description: 'Your district has restricted this content.' }),
      event('user_action', { kind: 'tab', control: 'Quiz' }),
    ];
    const res = await sendEvents(c['reader']!, batch);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ stored: 6 });
    // Sent again (a retry after a lost answer): nothing new is stored.
    const again = await sendEvents(c['reader']!, batch);
    expect(again.json()).toEqual({ stored: 0 });
    const rows = await t.db
      .selectFrom('event_records')
      .select(['user_id', 'actor', 'event_name', 'data'])
      .where(
        'client_event_id',
        'in',
        batch.map((e) => e.id),
      )
      .execute();
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.user_id === null && r.actor !== null)).toBe(true);
    const pseudonym = await t.db
      .selectFrom('user_pseudonyms')
      .select('pseudonym')
      .where('user_id', '=', ids['reader']!)
      .executeTakeFirstOrThrow();
    expect(new Set(rows.map((r) => r.actor))).toEqual(new Set([pseudonym.pseudonym]));
    expect(rows.find((r) => r.event_name === 'user_article_viewed')!.data).toEqual({ content_type: 'article' });
  });

  it('SESSION-09 refuses out-of-bounds events with 400: a depth off the milestones, a batch over 50, long labels, bad ids', async () => {
    for (const events of [
      [event('scroll_depth_read', { depth: 30 })],
      [event('scroll_depth_read', { depth: 101 })],
      Array.from({ length: 51 }, () => event('scroll_depth_read', { depth: 0 })),
      [],
      [event('user_action', { kind: 'button', control: 'x'.repeat(81) })],
      [event('user_action', { kind: 'shout', control: 'Quiz' })],
      [event('error_impression', { error_code: 'has spaces', description: 'x' })],
      [{ ...event('user_article_viewed', { content_type: 'article' }), id: 'not-a-uuid' }],
      [{ ...event('user_article_viewed', { content_type: 'article' }), content_id: -1 }],
      [{ ...event('user_article_viewed', { content_type: 'article' }), name: 'made_up' }],
    ]) {
      const res = await sendEvents(c['reader']!, events);
      expect(res.statusCode, JSON.stringify(events).slice(0, 200)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('SESSION-08 refuses signed-out readers, unknown articles, a level of another article and someone else’s assignment', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/v2/event-records/batch/',
      payload: { events: [event('user_article_viewed', { content_type: 'article' })] },
    });
    expect(anon.statusCode).toBe(401);
    const unknown = await sendEvents(c['reader']!, [
      {
        ...event('user_article_viewed', { content_type: 'article' }),
        content_id: 99_999_999,
        level_id: null,
        assignment_id: null,
      },
    ]);
    expect(unknown.statusCode).toBe(404);
    const other = await articleFixture(t.db, 'honeybee-waggle-dance');
    const wrongLevel = await sendEvents(c['reader']!, [
      { ...event('scroll_depth_read', { depth: 0 }), level_id: other.levels['en:7'] },
    ]);
    expect(wrongLevel.statusCode).toBe(400);
    // The outsider is in no class the assignment was given to: refused by the assignment's id.
    const notTheirs = await sendEvents(c['outsider']!, [event('scroll_depth_read', { depth: 0 })]);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().error.code).toBe('forbidden');
  });
});

describe('class progress', () => {
  it('shows who opened the assignment, their time on the text and furthest depth, activities and quiz answers', async () => {
    await sendEvents(c['reader']!, [event('scroll_depth_read', { depth: 75 })]);
    await t.db
      .insertInto('reading_sessions')
      .values([
        {
          id: randomUUID(),
          user_id: ids['reader']!,
          content_id: article.contentId,
          assignment_id: ids['assignment']!,
          active_seconds: 200,
          idle_seconds: 40,
        },
        { id: randomUUID(), user_id: ids['reader']!, content_id: article.contentId, active_seconds: 95 },
      ])
      .execute();
    const level = article.levels['en:7']!;
    const key = await answerKey(t.db, article.quizId!, level);
    const quiz = await c['reader']!.post(
      '/api/v3/studentquiz/',
      submission(
        article,
        key,
        key.map((_, i) => i !== 1),
        { assignment_ids: [ids['assignment']] },
      ),
    );
    expect(quiz.statusCode, quiz.body).toBeLessThan(300);

    const res = await c['teacher']!.get(`/api/v3/progress/assignments/${ids['assignment']}/`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<AssignmentProgress>();
    expect(report.assignment.title).toBe('Islands from fire');
    expect(report.classrooms).toEqual([{ id: ids['class'], name: 'Room 12' }]);
    expect(report.activities.map((a) => a.label)).toEqual(['Quiz', 'Power Words']);
    const [rosa, ian] = [
      report.students.find((s) => s.user_id === ids['reader']),
      report.students.find((s) => s.user_id === ids['idle']),
    ];
    expect(rosa).toMatchObject({ display_name: 'Rosa Avila', opened: true, seconds_read: 295, furthest_depth: 75 });
    expect(rosa!.activities).toEqual({ [String(article.quizId)]: 'finished', [String(article.wordsId)]: 'not_started' });
    expect(rosa!.quiz).toMatchObject({ correct: key.length - 1, total: key.length });
    expect(rosa!.quiz!.answers.find((a) => a.position === key[1]!.position)!.is_correct).toBe(false);
    expect(ian).toMatchObject({ opened: false, seconds_read: 0, furthest_depth: null, quiz: null });
    expect(report.students.some((s) => s.user_id === ids['outsider'])).toBe(false);
    const second = report.questions.find((q) => q.position === key[1]!.position)!;
    expect(second).toMatchObject({ answered: 1, correct: 0 });

    const csv = await c['teacher']!.get(`/api/v3/progress/assignments/${ids['assignment']}/csv/`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="progress-Islands-from-fire-\d+\.csv"/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toMatch(/^Student,Classes,Opened,/);
    expect(lines.find((l) => l.startsWith('Rosa Avila'))).toMatch(/Rosa Avila,Room 12,Yes,.*,295,5 min,75,Finished,Not started,/);

    const cls = await c['teacher']!.get(`/api/v3/progress/classes/${ids['class']}/`);
    expect(cls.statusCode, cls.body).toBe(200);
    const summary = cls.json<ClassProgress>();
    expect(summary).toMatchObject({ classroom: { name: 'Room 12' }, students: 2 });
    expect(summary.assignments[0]).toMatchObject({
      id: ids['assignment'],
      students: 2,
      opened: 1,
      finished: 0,
      median_seconds_read: 295,
      average_depth: 75,
    });
  });

  it('is refused to students (403), and to another teacher by the assignment’s and the class’s id (404)', async () => {
    const a = `/api/v3/progress/assignments/${ids['assignment']}/`;
    expect((await c['reader']!.get(a)).statusCode).toBe(403);
    expect((await c['other']!.get(a)).statusCode).toBe(404);
    expect((await c['other']!.get(`${a}csv/`)).statusCode).toBe(404);
    expect((await c['other']!.get(`/api/v3/progress/classes/${ids['class']}/`)).statusCode).toBe(404);
    expect((await c['reader']!.get(`/api/v3/progress/classes/${ids['class']}/`)).statusCode).toBe(403);
    // The teacher narrowing to a class that is not theirs.
    expect((await c['teacher']!.get(`${a}?class_id=${ids['otherClass']}`)).statusCode).toBe(404);
    expect((await c['teacher']!.get(`/api/v3/progress/classes/${ids['otherClass']}/`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: a })).statusCode).toBe(401);
    expect((await c['teacher']!.get('/api/v3/progress/assignments/abc/')).statusCode).toBe(400);
  });
});
