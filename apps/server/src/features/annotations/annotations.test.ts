import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Annotation, AnnotationComments, AnnotationList, Content } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { articleFixture, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let cat: ArticleFixture;
let level: number;
let otherLevel: number;
/** The level's body texts, and the paragraphs a student reads before the first check. */
let blocks: string[];
let open: number[];
const c: Record<string, Client> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  cat = await articleFixture(t.db, 'lighthouse-cat');
  level = cat.levels['en:5']!;
  otherLevel = cat.levels['en:7']!;
  const row = await t.db.selectFrom('article_levels').select('body').where('id', '=', level).executeTakeFirstOrThrow();
  blocks = row.body.map((b) => b.text);
  const firstCheck = await t.db
    .selectFrom('understanding_checks')
    .select('after_block')
    .where('article_level_id', '=', level)
    .orderBy('after_block')
    .executeTakeFirstOrThrow();
  open = row.body.flatMap((b, i) => (b.kind === 'paragraph' && i <= firstCheck.after_block ? [i] : []));

  for (const name of ['teacher', 'coteacher', 'stranger_teacher'])
    ids[name] = (await buildUser(t.db, { username: `an_${name}` })).id;
  for (const name of ['a', 'b', 'other'])
    ids[name] = (await buildUser(t.db, { username: `an_s_${name}`, role: 'student', grade_level: 5 })).id;
  ids['parent'] = (await buildUser(t.db, { username: 'an_parent', role: 'parent' })).id;
  await buildClass(t.db, ids['teacher']!, { students: [ids['a']!, ids['b']!] });
  await buildClass(t.db, ids['coteacher']!, { students: [ids['a']!] });
  await buildClass(t.db, ids['stranger_teacher']!, { students: [ids['other']!] });
  for (const name of ['teacher', 'coteacher', 'stranger_teacher']) c[name] = await signIn(t.app, `an_${name}`);
  for (const name of ['a', 'b', 'other']) c[name] = await signIn(t.app, `an_s_${name}`);
  c['parent'] = await signIn(t.app, 'an_parent');
});
afterAll(() => t.close());

const list = async (who: Client, levelId = level) => {
  const res = await who.get(`/api/v3/annotations/?level_id=${levelId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AnnotationList>();
};
const highlight = (who: Client, range: object, extra: object = {}) =>
  who.post('/api/v3/annotations/', { client_key: randomUUID(), article_level_id: level, range, ...extra });
const replyTo = (who: Client, id: number, text: string, extra: object = {}) =>
  who.post('/api/v3/annotations/', { client_key: randomUUID(), in_response_to: { id }, text, ...extra });
const comments = async (who: Client, id: number) => {
  const res = await who.get(`/api/v3/annotations/${id}/comments/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AnnotationComments>();
};
/** A range over two whole paragraphs a student can read. */
const twoParagraphs = () => ({ start: open[0]!, startoffset: 0, end: open[1]!, endoffset: blocks[open[1]!]!.length });

describe('a teacher highlights, comments and shares (ANNOT-01, ANNOT-05, ANNOT-12)', () => {
  let shared: Annotation;

  it('ANNOT-01 ANNOT-05 a highlight across two paragraphs keeps the spec fields and the selectors the server computed', async () => {
    const res = await highlight(c['teacher']!, twoParagraphs(), { text: 'Notice how the storm builds.', pen_name: 'green' });
    expect(res.statusCode, res.body).toBe(201);
    shared = res.json<Annotation>();
    expect(shared).toMatchObject({
      pen_name: 'green',
      text: 'Notice how the storm builds.',
      user: { id: ids['teacher'], first_name: expect.any(String), last_name: expect.any(String) },
      date_shared: null,
      start: open[0],
      startoffset: 0,
      end: open[1],
      endoffset: blocks[open[1]!]!.length,
      category: 'highlight',
      in_response_to: null,
      article_id: String(cat.contentId),
      hasReplies: false,
    });
    expect(shared.quote.exact).toBe(`${blocks[open[0]!]}\n${blocks[open[1]!]}`);
    expect(shared.position.end - shared.position.start).toBe(shared.quote.exact.length);
  });

  it('ANNOT-16 an annotation without text is kept; the colour defaults to the first pen', async () => {
    const res = await highlight(c['teacher']!, { start: open[0]!, startoffset: 0, end: open[0]!, endoffset: 5 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Annotation>()).toMatchObject({ text: '', pen_name: 'yellow' });
  });

  it('ANNOT-11 a private annotation is the owner’s alone: not listed for students or co-teachers, 404 by id', async () => {
    const mine = (await list(c['teacher']!)).results.find((r) => r.text === '')!;
    for (const who of ['a', 'coteacher', 'stranger_teacher']) {
      expect((await list(c[who]!)).results.map((r) => r.id)).not.toContain(mine.id);
      expect((await c[who]!.get(`/api/v3/annotations/${mine.id}/comments/`)).statusCode).toBe(404);
      expect((await c[who]!.post(`/api/v3/annotations/${mine.id}/`, { text: 'mine now' })).statusCode).toBe(404);
      expect((await c[who]!.delete(`/api/v3/annotations/${mine.id}/`)).statusCode).toBe(404);
    }
  });

  it('ANNOT-12 only teachers share: sharing sets date_shared; a student cannot share their own', async () => {
    const res = await c['teacher']!.post(`/api/v3/annotations/${shared.id}/`, { shared: true });
    expect(res.statusCode, res.body).toBe(200);
    shared = res.json<Annotation>();
    expect(Date.parse(shared.date_shared!)).not.toBeNaN();

    const own = await highlight(c['a']!, { start: open[0]!, startoffset: 0, end: open[0]!, endoffset: 8 });
    expect(own.statusCode, own.body).toBe(201);
    const refused = await c['a']!.post(`/api/v3/annotations/${own.json<Annotation>().id}/`, { shared: true });
    expect(refused.statusCode).toBe(403);
    expect((await list(c['a']!)).can_share).toBe(false);
    expect((await list(c['teacher']!)).can_share).toBe(true);
  });

  it('ANNOT-01 the students of the teacher’s classes and a co-teacher see it; a student of another class does not', async () => {
    for (const who of ['a', 'b', 'coteacher']) expect((await list(c[who]!)).results.map((r) => r.id)).toContain(shared.id);
    expect((await list(c['other']!)).results.map((r) => r.id)).not.toContain(shared.id);
    expect((await c['other']!.get(`/api/v3/annotations/${shared.id}/comments/`)).statusCode).toBe(404);
    expect((await replyTo(c['other']!, shared.id, 'Can I see this?')).statusCode).toBe(404);
    // Annotations are per level.
    expect((await list(c['a']!, otherLevel)).results).toEqual([]);
  });

  it('ANNOT-06 ANNOT-16 students reply in threads of their own: an empty reply is refused with "Enter reply"', async () => {
    const empty = await replyTo(c['a']!, shared.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Enter reply');

    const first = await replyTo(c['a']!, shared.id, 'The waves get taller.');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Annotation>()).toMatchObject({
      category: 'user',
      in_response_to: { id: shared.id },
      thread_student_id: ids['a'],
    });
    const b = await replyTo(c['b']!, shared.id, 'The wind howls.');
    expect(b.statusCode, b.body).toBe(201);

    // Each student reads their own thread only; the teacher who shared reads both.
    const forA = await comments(c['a']!, shared.id);
    expect(forA.threads.map((th) => th.student.id)).toEqual([ids['a']]);
    expect(JSON.stringify(forA)).not.toContain('The wind howls.');
    expect((await comments(c['teacher']!, shared.id)).threads.map((th) => th.student.id).sort()).toEqual(
      [ids['a'], ids['b']].sort(),
    );
    expect((await comments(c['coteacher']!, shared.id)).threads).toEqual([]);
    // Reply counts follow what each may read.
    expect((await list(c['teacher']!)).results.find((r) => r.id === shared.id)).toMatchObject({
      reply_count: 2,
      hasReplies: true,
    });
    expect((await list(c['a']!)).results.find((r) => r.id === shared.id)).toMatchObject({ reply_count: 1 });
  });

  it('ANNOT-06 the teacher answers in a student’s thread; the chain runs through in_response_to', async () => {
    const missingThread = await replyTo(c['teacher']!, shared.id, 'Whose thread?');
    expect(missingThread.statusCode).toBe(400);
    const res = await replyTo(c['teacher']!, shared.id, 'Yes! What does that tell you?', { thread_student_id: ids['a'] });
    expect(res.statusCode, res.body).toBe(201);
    const thread = (await comments(c['a']!, shared.id)).threads[0]!.comments;
    expect(thread.map((x) => x.text)).toEqual(['The waves get taller.', 'Yes! What does that tell you?']);
    expect(thread[1]!.in_response_to).toEqual({ id: thread[0]!.id });
    // A teacher cannot start a thread for a student who has not replied, nor write in another teacher's annotation.
    expect((await replyTo(c['teacher']!, shared.id, 'Hello', { thread_student_id: ids['other'] })).statusCode).toBe(404);
    expect((await replyTo(c['coteacher']!, shared.id, 'Me too', { thread_student_id: ids['a'] })).statusCode).toBe(403);
    // A student cannot write in another student's thread.
    expect((await replyTo(c['b']!, thread[1]!.id, 'Sneaky')).statusCode).toBe(404);
    expect((await replyTo(c['b']!, shared.id, 'Sneaky', { thread_student_id: ids['a'] })).statusCode).toBe(404);
  });

  it('ANNOT-14 only the last comment of a thread can be edited or deleted, by its author', async () => {
    const [first, last] = (await comments(c['a']!, shared.id)).threads[0]!.comments;
    const old = await c['a']!.post(`/api/v3/annotations/${first!.id}/`, { text: 'Edited' });
    expect(old.statusCode).toBe(409);
    expect(old.body).toContain('Only the last comment can be edited or deleted');
    expect((await c['a']!.delete(`/api/v3/annotations/${first!.id}/`)).statusCode).toBe(409);
    expect((await c['a']!.post(`/api/v3/annotations/${last!.id}/`, { text: 'Not mine' })).statusCode).toBe(403);
    const edited = await c['teacher']!.post(`/api/v3/annotations/${last!.id}/`, {
      text: 'What does that tell you about the storm?',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Annotation>().text).toBe('What does that tell you about the storm?');
    expect((await c['teacher']!.post(`/api/v3/annotations/${last!.id}/`, { text: ' ' })).statusCode).toBe(400);
    // The teacher deletes their answer: the student's reply is last again, and theirs to edit.
    expect((await c['teacher']!.delete(`/api/v3/annotations/${last!.id}/`)).statusCode).toBe(204);
    const again = await c['a']!.post(`/api/v3/annotations/${first!.id}/`, { text: 'The waves get much taller.' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('ANNOT-13 an annotation with replies stays shared and is not deleted', async () => {
    const unshare = await c['teacher']!.post(`/api/v3/annotations/${shared.id}/`, { shared: false });
    expect(unshare.statusCode).toBe(409);
    expect((await c['teacher']!.delete(`/api/v3/annotations/${shared.id}/`)).statusCode).toBe(409);
    // Its colour and text still change.
    const res = await c['teacher']!.post(`/api/v3/annotations/${shared.id}/`, { pen_name: 'blue' });
    expect(res.json<Annotation>()).toMatchObject({ pen_name: 'blue', date_shared: shared.date_shared });
  });

  it('ANNOT-09 ANNOT-12 an annotation without replies unshares and deletes', async () => {
    const made = (
      await highlight(c['teacher']!, { start: open[1]!, startoffset: 0, end: open[1]!, endoffset: 10 })
    ).json<Annotation>();
    await c['teacher']!.post(`/api/v3/annotations/${made.id}/`, { shared: true });
    expect((await list(c['b']!)).results.map((r) => r.id)).toContain(made.id);
    const res = await c['teacher']!.post(`/api/v3/annotations/${made.id}/`, { shared: false });
    expect(res.json<Annotation>().date_shared).toBeNull();
    expect((await list(c['b']!)).results.map((r) => r.id)).not.toContain(made.id);
    expect((await c['teacher']!.delete(`/api/v3/annotations/${made.id}/`)).statusCode).toBe(204);
    expect((await c['teacher']!.delete(`/api/v3/annotations/${made.id}/`)).statusCode).toBe(404);
  });
});

describe('saves that are retried or raced (student work is never lost or doubled)', () => {
  it('ANNOT-07 the same save sent twice stores one annotation (201, then 200 with the same id)', async () => {
    const body = {
      client_key: randomUUID(),
      article_level_id: level,
      range: { start: open[0]!, startoffset: 2, end: open[0]!, endoffset: 12 },
    };
    const [x, y] = await Promise.all([c['b']!.post('/api/v3/annotations/', body), c['b']!.post('/api/v3/annotations/', body)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 201]);
    expect(x.json<Annotation>().id).toBe(y.json<Annotation>().id);
  });

  it('ANNOT-06 replies sent at once form a chain, each answering the one before', async () => {
    const root = (
      await highlight(c['teacher']!, { start: open[0]!, startoffset: 0, end: open[0]!, endoffset: 20 })
    ).json<Annotation>();
    await c['teacher']!.post(`/api/v3/annotations/${root.id}/`, { shared: true });
    const sent = await Promise.all(['one', 'two', 'three'].map((text) => replyTo(c['b']!, root.id, text)));
    for (const r of sent) expect(r.statusCode, r.body).toBe(201);
    const thread = (await comments(c['b']!, root.id)).threads[0]!.comments;
    expect(thread).toHaveLength(3);
    expect(thread.map((x) => x.in_response_to!.id)).toEqual([root.id, thread[0]!.id, thread[1]!.id]);
  });
});

describe('refusals (hostile input gets a clear 4xx)', () => {
  it('API-46 signed out: 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/annotations/?level_id=${level}` });
    expect(res.statusCode).toBe(401);
  });

  it('API-46 ranges outside the text, unknown levels and bad bodies are 400/404, never 500', async () => {
    const past = blocks.length + 3;
    for (const range of [
      { start: open[0]!, startoffset: 0, end: open[0]!, endoffset: 0 },
      { start: open[0]!, startoffset: 5, end: open[0]!, endoffset: 2 },
      { start: open[0]!, startoffset: 0, end: past, endoffset: 1 },
      { start: open[0]!, startoffset: 100_000, end: open[0]!, endoffset: 100_000 },
    ])
      expect((await highlight(c['a']!, range)).statusCode, JSON.stringify(range)).toBe(400);
    expect(
      (
        await c['a']!.post('/api/v3/annotations/', {
          client_key: randomUUID(),
          article_level_id: 2_000_000_000,
          range: twoParagraphs(),
        })
      ).statusCode,
    ).toBe(404);
    expect((await highlight(c['a']!, twoParagraphs(), { text: 'x'.repeat(4001) })).statusCode).toBe(400);
    expect((await highlight(c['a']!, twoParagraphs(), { text: 'bad\u0000' })).statusCode).toBe(400);
    expect((await highlight(c['a']!, twoParagraphs(), { pen_name: 'purple' })).statusCode).toBe(400);
    expect(
      (await c['a']!.post('/api/v3/annotations/', { client_key: 'not-a-uuid', article_level_id: level, range: twoParagraphs() }))
        .statusCode,
    ).toBe(400);
    expect((await c['a']!.post(`/api/v3/annotations/1/`, {})).statusCode).toBe(400);
    expect((await c['a']!.get('/api/v3/annotations/?level_id=abc')).statusCode).toBe(400);
  });

  it('CFU-01 a student cannot anchor in text a check for understanding still holds back', async () => {
    const hidden = blocks.length - 1;
    const res = await highlight(c['a']!, { start: hidden, startoffset: 0, end: hidden, endoffset: 4 });
    expect(res.statusCode).toBe(400);
    // A teacher can, and the student does not see it yet even when it is shared.
    const teacher = (
      await highlight(c['teacher']!, { start: hidden, startoffset: 0, end: hidden, endoffset: 4 })
    ).json<Annotation>();
    await c['teacher']!.post(`/api/v3/annotations/${teacher.id}/`, { shared: true });
    expect((await list(c['a']!)).results.map((r) => r.id)).not.toContain(teacher.id);
    expect((await list(c['teacher']!)).results.map((r) => r.id)).toContain(teacher.id);
  });

  it('ANNOT-17 a failed save is written to the submission-error log; the report is bounded', async () => {
    const report = {
      message: 'Unable to submit annotation',
      content_id: String(cat.contentId),
      level_id: level,
      assignment_id: null,
      url: `/view/${cat.contentId}`,
      status: 503,
      data: { text: 'my comment' },
    };
    expect((await c['a']!.post('/api/v3/submission-errors/', report)).statusCode).toBe(204);
    expect((await c['a']!.post('/api/v3/submission-errors/', { ...report, url: 'x'.repeat(3000) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v3/submission-errors/', payload: report })).statusCode).toBe(401);
  });

  it('API-46 a parent keeps private annotations on an article they may read', async () => {
    const content = await c['parent']!.get(`/api/v3/content/${cat.contentId}/`);
    expect(content.statusCode).toBe(200);
    const levels = content.json<Content>().data.article_levels;
    expect(levels.map((l) => l.id)).toContain(level);
    const res = await highlight(c['parent']!, twoParagraphs());
    expect(res.statusCode, res.body).toBe(201);
    expect((await c['parent']!.post(`/api/v3/annotations/${res.json<Annotation>().id}/`, { shared: true })).statusCode).toBe(403);
  });
});
