import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckAnswerResult, Content, GradingReport, UnderstandingChecks } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { articleFixture, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let volcanoes: ArticleFixture;
let checksId: number;
let level7: number;
let teacher: Client;
let unfinished: Client;
let parent: Client;
const s: Record<string, Client> = {};
const ids: Record<string, number> = {};
/** The grade 7 checks in reading order, with their right and a wrong choice. */
let key: { id: number; after_block: number; right: number; wrong: number }[];
let blockCount: number;

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  volcanoes = await articleFixture(t.db, 'volcanoes-build-islands');
  level7 = volcanoes.levels['en:7']!;
  checksId = (
    await t.db
      .selectFrom('activities')
      .select('id')
      .where('content_id', '=', volcanoes.contentId)
      .where('activity_type', '=', 'CHECKS_FOR_UNDERSTANDING_QUIZ')
      .executeTakeFirstOrThrow()
  ).id;
  const rows = await t.db
    .selectFrom('understanding_checks')
    .selectAll()
    .where('article_level_id', '=', level7)
    .orderBy('after_block')
    .execute();
  key = rows.map((c) => ({
    id: c.id,
    after_block: c.after_block,
    right: c.correct_index,
    wrong: (c.correct_index + 1) % c.options.length,
  }));
  const level = await t.db.selectFrom('article_levels').select('body').where('id', '=', level7).executeTakeFirstOrThrow();
  blockCount = level.body.length;

  const owner = await buildUser(t.db, { username: 'cfu_teacher' });
  await buildUser(t.db, { username: 'cfu_unfinished', is_authorized: false });
  const parentRow = await buildUser(t.db, { username: 'cfu_parent', role: 'parent' });
  for (const name of ['a', 'b', 'c', 'hidden', 'held'])
    ids[name] = (await buildUser(t.db, { username: `cfu_s_${name}`, role: 'student', grade_level: 7 })).id;
  await buildUser(t.db, { username: 'cfu_s_lite', role: 'student', grade_level: 7, is_lite: true });
  const classId = (await buildClass(t.db, owner.id, { students: [ids['hidden']!] })).id;
  const heldClass = (await buildClass(t.db, owner.id, { students: [ids['held']!] })).id;
  await buildClass(t.db, owner.id, { students: [ids['b']!] });
  await t.db.insertInto('parent_links').values({ parent_id: parentRow.id, student_id: ids['a']! }).execute();
  teacher = await signIn(t.app, 'cfu_teacher');
  unfinished = await signIn(t.app, 'cfu_unfinished');
  parent = await signIn(t.app, 'cfu_parent');
  for (const name of ['a', 'b', 'c', 'hidden', 'held', 'lite']) s[name] = await signIn(t.app, `cfu_s_${name}`);
  const assign = (body: Record<string, unknown>) =>
    teacher.post('/api/v3/assignment/', {
      title: 'Volcanoes',
      instructions: '',
      is_draft: false,
      assignment_members: [{ content_id: String(volcanoes.contentId), language: 'en' }],
      ...body,
    });
  const hidden = await assign({ classroom_ids: [classId], assignment_config: { hide_checks_for_understanding: true } });
  expect(hidden.statusCode, hidden.body).toBe(201);
  const held = await assign({ classroom_ids: [heldClass], grade_level_lock: 5 });
  expect(held.statusCode, held.body).toBe(201);
});
afterAll(() => t.close());

const checksUrl = (level = level7, id = checksId) => `/api/v3/checks-for-understanding/${id}/?level_id=${level}`;
const answer = (c: Client, check_id: number, choice: number) =>
  c.post('/api/v3/checks-for-understanding/answers/', { check_id, choice });
const levelFor = async (c: Client, levelId = level7) => {
  const res = await c.get(`/api/v3/content/${volcanoes.contentId}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Content>().data.article_levels.find((l) => l.id === levelId)!;
};

describe('the corpus', () => {
  it('CFU-01 every level of every article has at least two checks, each after a paragraph with text after it', async () => {
    const levels = await t.db
      .selectFrom('article_levels')
      .leftJoin('understanding_checks', 'understanding_checks.article_level_id', 'article_levels.id')
      .select(['article_levels.id', 'article_levels.body', 'understanding_checks.after_block'])
      .execute();
    const byLevel = new Map<number, { blocks: { kind: string }[]; after: number[] }>();
    for (const r of levels) {
      const entry = byLevel.get(r.id) ?? { blocks: r.body, after: [] };
      if (r.after_block !== null) entry.after.push(r.after_block);
      byLevel.set(r.id, entry);
    }
    for (const [id, { blocks, after }] of byLevel) {
      expect(after.length, `level ${id}`).toBeGreaterThanOrEqual(2);
      for (const a of after) {
        expect(blocks[a]!.kind, `level ${id} block ${a}`).toBe('paragraph');
        expect(a, `level ${id}`).toBeLessThan(blocks.length - 1);
      }
    }
  });
});

describe('the text waits for the answer (CFU-01)', () => {
  it('CFU-01 a student is sent the text up to the first check only: nothing after it is in the answer', async () => {
    const teacherLevel = await levelFor(teacher);
    expect(teacherLevel.body).toHaveLength(blockCount);
    expect(teacherLevel.gate).toBeNull();
    expect(teacherLevel.in_text.map((i) => i.item_id)).toEqual(key.map((k) => k.id));

    const level = await levelFor(s['a']!);
    expect(level.gate).toEqual({
      check_id: key[0]!.id,
      after_block: key[0]!.after_block,
      hidden_blocks: blockCount - key[0]!.after_block - 1,
    });
    expect(level.body).toEqual(teacherLevel.body.slice(0, key[0]!.after_block + 1));
    const hiddenText = teacherLevel.body.slice(key[0]!.after_block + 1).map((b) => b.text);
    const raw = JSON.stringify(level);
    for (const text of hiddenText) expect(raw).not.toContain(text);
    // Only the checks up to the gate are placed.
    expect(level.in_text.map((i) => i.item_id)).toEqual([key[0]!.id]);
  });

  it('CFU-01 any answer opens the text to the next check; the last answer opens the whole level', async () => {
    const first = await answer(s['b']!, key[0]!.id, key[0]!.wrong);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      check_id: key[0]!.id,
      choice: key[0]!.wrong,
      is_correct: false,
      correct_choice: key[0]!.right,
    });
    const next = await levelFor(s['b']!);
    expect(next.gate?.check_id).toBe(key[1]!.id);
    expect(next.body).toHaveLength(key[1]!.after_block + 1);
    for (const k of key.slice(1)) expect((await answer(s['b']!, k.id, k.right)).statusCode).toBe(201);
    const open = await levelFor(s['b']!);
    expect(open.gate).toBeNull();
    expect(open.body).toHaveLength(blockCount);
  });

  it('CFU-01 the first answer stands: a second answer, or two at once, store one', async () => {
    const [x, y] = await Promise.all([answer(s['c']!, key[0]!.id, key[0]!.right), answer(s['c']!, key[0]!.id, key[0]!.wrong)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 201]);
    expect(x.json<CheckAnswerResult>().choice).toBe(y.json<CheckAnswerResult>().choice);
    const again = await answer(s['c']!, key[0]!.id, key[0]!.wrong);
    expect(again.statusCode).toBe(200);
    const rows = await t.db.selectFrom('understanding_check_answers').selectAll().where('student_id', '=', ids['c']!).execute();
    expect(rows).toHaveLength(1);
  });

  it('ASSIGN-62 an assignment that hides the checks sends the whole text and says so', async () => {
    const level = await levelFor(s['hidden']!);
    expect(level.gate).toBeNull();
    expect(level.body).toHaveLength(blockCount);
    const checks = (await s['hidden']!.get(checksUrl())).json<UnderstandingChecks>();
    expect(checks.hidden).toBe(true);
  });
});

describe('the checks (CFU-01)', () => {
  it('CFU-01 the answer key goes to teachers with a complete account, never to students before they answer', async () => {
    const forTeacher: UnderstandingChecks = (await teacher.get(checksUrl())).json();
    expect(forTeacher.answers_included).toBe(true);
    expect(forTeacher.checks.map((c) => c.correct_choice)).toEqual(key.map((k) => k.right));
    for (const c of [unfinished, parent, s['a']!]) {
      const res = await c.get(checksUrl());
      expect(res.statusCode, res.body).toBe(200);
      const checks: UnderstandingChecks = res.json();
      expect(checks.answers_included).toBe(false);
      expect(checks.checks.every((x) => x.correct_choice === undefined)).toBe(true);
    }
    const forB: UnderstandingChecks = (await s['b']!.get(checksUrl())).json();
    expect(forB.checks[0]!.answer).toMatchObject({ choice: key[0]!.wrong, is_correct: false, correct_choice: key[0]!.right });
  });

  it('CFU-01 refusals: non-students cannot answer; lite students, unknown ids, other articles’ levels and bad choices are refused', async () => {
    for (const c of [teacher, parent]) expect((await answer(c, key[0]!.id, 0)).statusCode).toBe(403);
    expect((await answer(s['a']!, 2_000_000_000, 0)).statusCode).toBe(404);
    expect((await answer(s['a']!, key[0]!.id, 9)).statusCode).toBe(400);
    expect((await answer(s['a']!, key[0]!.id, -1)).statusCode).toBe(400);
    expect((await s['a']!.get(checksUrl(level7, volcanoes.wordsId))).statusCode).toBe(404);
    const other = await articleFixture(t.db, 'honeybee-waggle-dance');
    expect((await s['a']!.get(checksUrl(other.levels['en:7']))).statusCode).toBe(404);
    const premium = await articleFixture(t.db, 'missing-map-play');
    const premiumChecks = await t.db
      .selectFrom('understanding_checks')
      .select('id')
      .where('article_level_id', '=', premium.levels['en:7']!)
      .executeTakeFirstOrThrow();
    expect((await answer(s['lite']!, premiumChecks.id, 0)).statusCode).toBe(403);
    expect(
      await t.db.selectFrom('understanding_check_answers').selectAll().where('student_id', '=', ids['a']!).execute(),
    ).toEqual([]);
  });

  it('CFU-01 a student held at an assigned level gets and answers only that level’s checks', async () => {
    expect((await s['held']!.get(checksUrl())).statusCode).toBe(403);
    expect((await answer(s['held']!, key[0]!.id, key[0]!.right)).statusCode).toBe(403);
    expect((await s['held']!.get(checksUrl(volcanoes.levels['en:5']))).statusCode).toBe(200);
  });
});

describe('the teacher sees the answers (CFU-01)', () => {
  it('CFU-01 the grading report lists each of their students’ answers to the checks, in reading order', async () => {
    const res = await teacher.get(`/api/v3/grading/${volcanoes.contentId}/`);
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json<GradingReport>().students.find((x) => x.user_id === ids['b'])!;
    expect(b.checks.map((c) => c.check_id)).toEqual(key.map((k) => k.id));
    expect(b.checks.map((c) => c.is_correct)).toEqual(key.map((_, i) => i > 0));
    expect(b.checks.every((c) => c.question.length > 0 && c.answer.length > 0)).toBe(true);
    const hidden = res.json<GradingReport>().students.find((x) => x.user_id === ids['hidden'])!;
    expect(hidden.checks).toEqual([]);
    // Students of other teachers are not in the report.
    expect(res.json<GradingReport>().students.some((x) => x.user_id === ids['c'])).toBe(false);
  });
});
