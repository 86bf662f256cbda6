import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { powerWordIds, powerWordsPoints, type PowerWordsQuiz, type VocabularyAnswer } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';
import { articleFixture, type ArticleFixture } from '../../test/quiz-fixtures.js';

let t: TestContext;
let volcanoes: ArticleFixture;
let premium: ArticleFixture;
let level7: number;
let teacher: Client;
let otherTeacher: Client;
let parent: Client;
const s: Record<string, Client> = {};
const ids: Record<string, number> = {};
/** The level's questions with their word and their right and wrong choice ids, from the stored words. */
let key: { id: number; word: number; headword: string; right: number; wrong: number }[];

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  volcanoes = await articleFixture(t.db, 'volcanoes-build-islands');
  premium = await articleFixture(t.db, 'missing-map-play');
  level7 = volcanoes.levels['en:7']!;
  const words = await t.db
    .selectFrom('power_words')
    .selectAll()
    .where('activity_id', '=', volcanoes.wordsId)
    .where('article_level_id', '=', level7)
    .orderBy('position')
    .execute();
  key = words.flatMap((w) =>
    w.questions.map((q, qi) => ({
      id: powerWordIds.question(w.id, qi),
      word: w.id,
      headword: w.headword,
      right: powerWordIds.choice(w.id, qi, q.correct),
      wrong: powerWordIds.choice(w.id, qi, 1 - q.correct),
    })),
  );

  const owner = await buildUser(t.db, { username: 'pw_teacher' });
  await buildUser(t.db, { username: 'pw_other_teacher' });
  const parentRow = await buildUser(t.db, { username: 'pw_parent', role: 'parent' });
  for (const name of ['a', 'b', 'c', 'd', 'e'])
    ids[name] = (await buildUser(t.db, { username: `pw_s_${name}`, role: 'student', grade_level: 7 })).id;
  await buildUser(t.db, { username: 'pw_s_lite', role: 'student', grade_level: 7, is_lite: true });
  await buildUser(t.db, { username: 'pw_s_noperm', role: 'student', grade_level: 7, can_view_power_words: false });
  await buildUser(t.db, { username: 'pw_t_noperm', can_view_power_words: false });
  await buildClass(t.db, owner.id, { students: ['a', 'b', 'c', 'd', 'e'].map((n) => ids[n]!) });
  await t.db.insertInto('parent_links').values({ parent_id: parentRow.id, student_id: ids['a']! }).execute();
  teacher = await signIn(t.app, 'pw_teacher');
  otherTeacher = await signIn(t.app, 'pw_other_teacher');
  parent = await signIn(t.app, 'pw_parent');
  for (const name of ['a', 'b', 'c', 'd', 'e', 'lite', 'noperm']) s[name] = await signIn(t.app, `pw_s_${name}`);
  s['teacher_noperm'] = await signIn(t.app, 'pw_t_noperm');
});
afterAll(() => t.close());

const wordsUrl = (level = level7) => `/api/v3/power-words/${volcanoes.wordsId}/?level_id=${level}`;
const answer = (c: Client, choice: number) =>
  c.post('/api/v2/student-vocabulary-answer/', { answer_choice_content_id: choice, date_answered: new Date().toISOString() });
const award = (studentId: number) =>
  t.db
    .selectFrom('token_awards')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('activity_id', '=', volcanoes.wordsId)
    .executeTakeFirst();

describe('the questions (PW-03, PW-04)', () => {
  it('PW-03 PW-04 two questions per word with derived ids; the answer key only for teachers', async () => {
    const res = await teacher.get(wordsUrl());
    expect(res.statusCode, res.body).toBe(200);
    const quiz: PowerWordsQuiz = res.json();
    expect(quiz).toMatchObject({ id: volcanoes.wordsId, content_id: String(volcanoes.contentId), article_level_id: level7 });
    expect(quiz.answers_included).toBe(true);
    expect(quiz.questions.map((q) => q.id)).toEqual(key.map((k) => k.id));
    expect(quiz.questions.map((q) => q.position)).toEqual(key.map((_, i) => i + 1));
    const words = new Set(quiz.questions.map((q) => q.article_word.id));
    expect(quiz.questions).toHaveLength(2 * words.size);
    expect(quiz.questions[0]!.options.filter((o) => o.is_correct).map((o) => o.id)).toEqual([key[0]!.right]);
    const student: PowerWordsQuiz = (await s['a']!.get(wordsUrl())).json();
    expect(student.answers_included).toBe(false);
    expect(student.questions.flatMap((q) => q.options).every((o) => o.is_correct === undefined)).toBe(true);
  });

  it('QUIZ-29 PW-14 the answer key follows the one rule of every activity: not for a teacher whose account is not complete', async () => {
    await buildUser(t.db, { username: 'pw_t_unfinished', is_authorized: false });
    const unfinished: PowerWordsQuiz = (await (await signIn(t.app, 'pw_t_unfinished')).get(wordsUrl())).json();
    expect(unfinished.answers_included).toBe(false);
    expect(unfinished.questions.flatMap((q) => q.options).every((o) => o.is_correct === undefined)).toBe(true);
  });

  it('PW-02 lite students and accounts without Power Words get 403; unknown activity or foreign level 404', async () => {
    for (const c of [s['lite']!, s['noperm']!, s['teacher_noperm']!]) {
      const res = await c.get(wordsUrl());
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect((await teacher.get(`/api/v3/power-words/${volcanoes.quizId}/?level_id=${level7}`)).statusCode).toBe(404);
    expect((await teacher.get(wordsUrl(Object.values(premium.levels)[0] as number))).statusCode).toBe(404);
    expect((await teacher.get(`/api/v3/power-words/${volcanoes.wordsId}/`)).statusCode).toBe(400);
  });
});

describe('the word before the answer (PW-03, PW-06)', () => {
  /** The headword each question names, by question id (absent when the reader is not sent it). */
  const named = (quiz: PowerWordsQuiz) => Object.fromEntries(quiz.questions.map((q) => [q.id, q.article_word.headword]));
  const none = () => Object.fromEntries(key.map((k) => [k.id, undefined]));
  const all = () => Object.fromEntries(key.map((k) => [k.id, k.headword]));

  it('PW-03 PW-06 a student is sent a word’s headword (often the answer) only once they have answered a question of it; the result names it', async () => {
    const student = s['e']!;
    const before: PowerWordsQuiz = (await student.get(wordsUrl())).json();
    expect(before.questions.some((q) => 'headword' in q.article_word)).toBe(false);
    expect(named(before)).toEqual(none());
    expect(before.questions.every((q) => q.article_word.definition.length > 0)).toBe(true);

    const first = key[0]!;
    const res = await answer(student, first.wrong);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ is_correct: false, headword: first.headword });
    expect((await answer(student, first.right)).json()).toMatchObject({ headword: first.headword });

    // Answered: that word is named (on both its questions, the first already showed it); no other is.
    const after: PowerWordsQuiz = (await student.get(wordsUrl())).json();
    expect(named(after)).toEqual({
      ...none(),
      ...Object.fromEntries(key.filter((k) => k.word === first.word).map((k) => [k.id, k.headword])),
    });
    expect(after.questions.filter((q) => q.article_word.headword !== undefined).length).toBeLessThan(key.length);
  });

  it('PW-03 PW-14 with the answer key every word is named; a parent, who never answers, is sent none', async () => {
    expect(named((await teacher.get(wordsUrl())).json())).toEqual(all());
    expect(named((await parent.get(wordsUrl())).json())).toEqual(none());
  });
});

describe('answering (PW-06, PW-11, API-22)', () => {
  it('PW-06 API-22 grades an answer and names the correct choice; the first answer stands', async () => {
    const wrong = await answer(s['a']!, key[0]!.wrong);
    expect(wrong.statusCode, wrong.body).toBe(201);
    expect(wrong.json()).toEqual({ is_correct: false, correct_choice_content_id: key[0]!.right, headword: key[0]!.headword });
    const again = await answer(s['a']!, key[0]!.right);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ is_correct: false, correct_choice_content_id: key[0]!.right, headword: key[0]!.headword });
    const rows = await t.db.selectFrom('vocabulary_answers').select('id').where('student_id', '=', ids['a']!).execute();
    expect(rows).toHaveLength(1);
    const right = await answer(s['a']!, key[1]!.right);
    expect(right.json()).toEqual({ is_correct: true, correct_choice_content_id: key[1]!.right, headword: key[1]!.headword });
  });

  it('PW-11 TOKEN-02 tokens follow the points table and the activity is done when every question is answered', async () => {
    const student = s['b']!;
    const total = key.length;
    // All right but the last two: 1 of 8 … 6 of 8 correct along the way.
    for (const [i, q] of key.entries()) {
      await answer(student, i < total - 2 ? q.right : q.wrong);
      const a = await award(ids['b']!);
      if (i < total - 1) {
        expect(a?.is_done, `after ${i + 1}`).toBe(false);
        expect(a?.date_done).toBeNull();
      }
    }
    const done = await award(ids['b']!);
    expect(done).toMatchObject({ interaction: 'POWER_WORDS_ACTIVITY', is_done: true, content_id: volcanoes.contentId });
    expect(done!.date_done).not.toBeNull();
    expect(done!.tokens).toBe(powerWordsPoints(total - 2, total));
    if (total === 8) expect(done!.tokens).toBe(25); // 6 of 8 = 75 % (PW-11)
  });

  it('PW-06 concurrent answers to different questions all count; duplicates store one row', async () => {
    const student = s['c']!;
    const res = await Promise.all([...key.map((q) => answer(student, q.right)), ...key.map((q) => answer(student, q.wrong))]);
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(key.length);
    expect(res.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    const rows = await t.db.selectFrom('vocabulary_answers').select('id').where('student_id', '=', ids['c']!).execute();
    expect(rows).toHaveLength(key.length);
    const a = await award(ids['c']!);
    expect(a?.is_done).toBe(true);
    const correct = await t.db
      .selectFrom('vocabulary_answers')
      .select('id')
      .where('student_id', '=', ids['c']!)
      .where('is_correct', '=', true)
      .execute();
    expect(a!.tokens).toBe(powerWordsPoints(correct.length, key.length));
  });

  it('API-22 bad choices are 400; only students with Power Words answer', async () => {
    for (const choice of [5, 99, key[0]!.right + 7, 999_999_00, 0]) {
      const res = await answer(s['d']!, choice);
      expect(res.statusCode, `${choice}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const noDate = await s['d']!.post('/api/v2/student-vocabulary-answer/', { answer_choice_content_id: key[0]!.right });
    expect(noDate.statusCode).toBe(400);
    expect((await answer(teacher, key[0]!.right)).statusCode).toBe(403);
    expect((await answer(s['lite']!, key[0]!.right)).statusCode).toBe(403);
    expect((await answer(s['noperm']!, key[0]!.right)).statusCode).toBe(403);
    const rows = await t.db.selectFrom('vocabulary_answers').select('id').where('student_id', '=', ids['d']!).execute();
    expect(rows).toHaveLength(0);
  });
});

describe('reading answers and the word wall (API-21, PW-13)', () => {
  const listUrl = (studentId?: number) =>
    `/api/v2/student-vocabulary-answer/?article_id=${volcanoes.contentId}${studentId ? `&student_id=${studentId}` : ''}`;

  it('API-21 PW-03 a student reads their own answers with the word', async () => {
    const res = await s['a']!.get(listUrl());
    expect(res.statusCode).toBe(200);
    const results: VocabularyAnswer[] = res.json().results;
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({
      is_correct: false,
      answer_choice: { content_id: key[0]!.wrong },
      correct_choice: { content_id: key[0]!.right },
      question: { id: key[0]!.id, article_level_id: level7, article_word: { headword: expect.any(String) } },
    });
  });

  it('API-21 refusals: another student 404, a teacher only their own students, a parent only their child', async () => {
    expect((await s['b']!.get(listUrl(ids['a']))).statusCode).toBe(404);
    expect((await teacher.get(listUrl(ids['a']))).json().results).toHaveLength(2);
    expect((await otherTeacher.get(listUrl(ids['a']))).statusCode).toBe(404);
    expect((await parent.get(listUrl(ids['a']))).json().results).toHaveLength(2);
    expect((await parent.get(listUrl(ids['b']))).statusCode).toBe(404);
    expect((await s['a']!.get('/api/v2/student-vocabulary-answer/')).statusCode).toBe(400);
  });

  it('PW-13 the word wall lists each word once with counts, for students only', async () => {
    const res = await s['b']!.get('/api/v2/word-wall/');
    expect(res.statusCode).toBe(200);
    const entries = res.json().results;
    expect(entries).toHaveLength(key.length / 2);
    expect(entries[0]).toMatchObject({ content_id: String(volcanoes.contentId), answered: 2, article_title: expect.any(String) });
    expect(entries.reduce((n: number, e: { correct: number }) => n + e.correct, 0)).toBe(key.length - 2);
    expect((await s['d']!.get('/api/v2/word-wall/')).json()).toEqual({ results: [] });
    expect((await teacher.get('/api/v2/word-wall/')).statusCode).toBe(403);
  });
});
