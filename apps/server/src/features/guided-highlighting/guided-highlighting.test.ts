import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  highlightMatches,
  sentenceRanges,
  textOf,
  toFlat,
  type ArticleTokens,
  type BlockRange,
  type Content,
  type GuidedHighlighting,
  type GuidedHighlightingCheckResult,
  type QuestionFlagList,
} from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { articleFixture, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let volcanoes: ArticleFixture;
let ghId: number;
let level7: number;
let level5: number;
let blocks: string[];
/** The grade 7 questions in order, with their answer passages. */
let key: { id: number; answer: BlockRange }[];
let teacher: Client;
let unfinished: Client;
let parent: Client;
let staff: Client;
const s: Record<string, Client> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  volcanoes = await articleFixture(t.db, 'volcanoes-build-islands');
  level7 = volcanoes.levels['en:7']!;
  level5 = volcanoes.levels['en:5']!;
  ghId = (
    await t.db
      .selectFrom('activities')
      .select('id')
      .where('content_id', '=', volcanoes.contentId)
      .where('activity_type', '=', 'GUIDED_HIGHLIGHTING_QUIZ')
      .executeTakeFirstOrThrow()
  ).id;
  const rows = await t.db
    .selectFrom('guided_highlighting_questions')
    .selectAll()
    .where('article_level_id', '=', level7)
    .orderBy('position')
    .execute();
  key = rows.map((q) => ({
    id: q.id,
    answer: {
      start: q.answer_start_block,
      startoffset: q.answer_start_offset,
      end: q.answer_end_block,
      endoffset: q.answer_end_offset,
    },
  }));
  const level = await t.db.selectFrom('article_levels').select('body').where('id', '=', level7).executeTakeFirstOrThrow();
  blocks = level.body.map((b) => b.text);

  const owner = await buildUser(t.db, { username: 'gh_teacher' });
  await buildUser(t.db, { username: 'gh_unfinished', is_authorized: false });
  await buildUser(t.db, { username: 'gh_staff', role: 'staff' });
  const parentRow = await buildUser(t.db, { username: 'gh_parent', role: 'parent' });
  for (const name of ['a', 'b', 'c', 'd', 'e', 'race', 'off', 'hidden', 'held', 'tokens'])
    ids[name] = (await buildUser(t.db, { username: `gh_s_${name}`, role: 'student', grade_level: 7 })).id;
  await buildUser(t.db, { username: 'gh_s_lite', role: 'student', grade_level: 7, is_lite: true });
  const teacherOff = await buildUser(t.db, { username: 'gh_teacher_off' });
  await t.db
    .insertInto('feature_overrides')
    .values([
      { scope: 'user', scope_id: ids['off']!, name: 'can_view_guided_highlighting', enabled: false, updated_by: null },
      { scope: 'user', scope_id: teacherOff.id, name: 'can_view_guided_highlighting', enabled: false, updated_by: null },
    ])
    .execute();
  const hiddenClass = (await buildClass(t.db, owner.id, { students: [ids['hidden']!] })).id;
  const heldClass = (await buildClass(t.db, owner.id, { students: [ids['held']!] })).id;
  await buildClass(t.db, owner.id, { students: [ids['a']!] });
  await t.db.insertInto('parent_links').values({ parent_id: parentRow.id, student_id: ids['a']! }).execute();
  teacher = await signIn(t.app, 'gh_teacher');
  unfinished = await signIn(t.app, 'gh_unfinished');
  parent = await signIn(t.app, 'gh_parent');
  staff = await signIn(t.app, 'gh_staff');
  s['teacherOff'] = await signIn(t.app, 'gh_teacher_off');
  for (const name of [...Object.keys(ids), 'lite']) s[name] = await signIn(t.app, `gh_s_${name}`);
  const assign = (body: Record<string, unknown>) =>
    teacher.post('/api/v3/assignment/', {
      title: 'Volcanoes',
      instructions: '',
      is_draft: false,
      assignment_members: [{ content_id: String(volcanoes.contentId), language: 'en' }],
      ...body,
    });
  const hidden = await assign({ classroom_ids: [hiddenClass], assignment_config: { hide_guided_highlighting: true } });
  expect(hidden.statusCode, hidden.body).toBe(201);
  const held = await assign({ classroom_ids: [heldClass], grade_level_lock: 5 });
  expect(held.statusCode, held.body).toBe(201);
});
afterAll(() => t.close());

const url = (level = level7, extra = '') => `/api/v3/guided-highlighting/${ghId}/?level_id=${level}${extra}`;
const check = (c: Client, question_id: number, attempt: number, range: BlockRange) =>
  c.post('/api/v3/guided-highlighting/checks/', { question_id, attempt, range });
/** A highlight of the first sentence of the text: never an answer of these questions. */
const wrong = (): BlockRange => sentenceRanges(blocks)[0]!;

/** Answers every check for understanding of the level, so the student has the whole text (CFU-01). */
async function readWholeText(c: Client) {
  const checks = await t.db.selectFrom('understanding_checks').select('id').where('article_level_id', '=', level7).execute();
  for (const { id } of checks) await c.post('/api/v3/checks-for-understanding/answers/', { check_id: id, choice: 0 });
}

describe('the corpus (GH-05)', () => {
  it('GH-05 every level of every article has three questions, each answered by a passage of a paragraph', async () => {
    const levels = await t.db.selectFrom('article_levels').select(['id', 'body']).execute();
    const questions = await t.db.selectFrom('guided_highlighting_questions').selectAll().execute();
    for (const level of levels) {
      const mine = questions.filter((q) => q.article_level_id === level.id);
      expect(mine.length, `level ${level.id}`).toBe(3);
      for (const q of mine) {
        expect(level.body[q.answer_start_block]!.kind).toBe('paragraph');
        expect(q.answer_end_offset).toBeLessThanOrEqual(level.body[q.answer_end_block]!.text.length);
      }
    }
  });

  it('GH-07 every answer can be highlighted with the keyboard: the whole sentences it touches are judged right', async () => {
    const levels = await t.db.selectFrom('article_levels').select(['id', 'body', 'language']).execute();
    const questions = await t.db.selectFrom('guided_highlighting_questions').selectAll().execute();
    for (const level of levels) {
      const texts = level.body.map((b) => b.text);
      const sentences = sentenceRanges(texts, level.language);
      for (const q of questions.filter((x) => x.article_level_id === level.id)) {
        const answer = {
          start: q.answer_start_block,
          startoffset: q.answer_start_offset,
          end: q.answer_end_block,
          endoffset: q.answer_end_offset,
        };
        const a = toFlat(texts, answer);
        const touched = sentences.filter((x) => {
          const f = toFlat(texts, x);
          return f.end > a.start && f.start < a.end;
        });
        const range = { ...touched[0]!, end: touched.at(-1)!.end, endoffset: touched.at(-1)!.endoffset };
        expect(highlightMatches(texts, range, answer), `question ${q.id}: "${textOf(texts, answer)}"`).toBe(true);
      }
    }
  });
});

describe('the questions (GH-05, GH-14)', () => {
  it('GH-05 a student gets the questions with their fields and no answer before they answer', async () => {
    const res = await s['a']!.get(url());
    expect(res.statusCode, res.body).toBe(200);
    const gh = res.json<GuidedHighlighting>();
    expect(gh.answers_included).toBe(false);
    expect(gh.beta).toBe(false);
    expect(gh.questions.map((q) => q.id)).toEqual(key.map((k) => k.id));
    for (const q of gh.questions) {
      expect(q).toMatchObject({
        status: 'initial',
        tokensEarned: 0,
        selectedText: null,
        isCorrect: null,
        attempt: 0,
        reported: false,
      });
      expect(q.suggestedAnswer).toBeNull();
      expect(q.answer).toBeNull();
      expect(q.readingSkill.length).toBeGreaterThan(0);
    }
  });

  it('GH-14 QUIZ-29 an authorised teacher and staff get the answer passages and suggested answers; an unfinished teacher does not', async () => {
    const gh = (await teacher.get(url())).json<GuidedHighlighting>();
    expect(gh.answers_included).toBe(true);
    expect(gh.questions.map((q) => q.answer?.range)).toEqual(key.map((k) => k.answer));
    expect(gh.questions[0]!.answer!.text).toBe(textOf(blocks, key[0]!.answer));
    expect(gh.questions[0]!.suggestedAnswer?.content.length).toBeGreaterThan(10);
    expect((await staff.get(url())).json<GuidedHighlighting>().answers_included).toBe(true);
    const bare = (await unfinished.get(url())).json<GuidedHighlighting>();
    expect(bare.answers_included).toBe(false);
    expect(bare.questions.every((q) => q.answer === null && q.suggestedAnswer === null)).toBe(true);
  });

  it('the article lists guided highlighting with its questions per level', async () => {
    const content = (await s['a']!.get(`/api/v3/content/${volcanoes.contentId}/`)).json<Content>();
    const gh = content.attachments.find((a) => a.content_type === 'GUIDED_HIGHLIGHTING_QUIZ')!;
    expect(gh.data.name).toBe('Guided Highlighting');
    expect(gh.data.levels.find((l) => l.article_level_id === level7)?.question_count).toBe(3);
  });
});

describe('checking a highlight (GH-06 … GH-08)', () => {
  it('GH-07 a right first highlight completes the question with 10 points, judged on the server', async () => {
    await readWholeText(s['a']!);
    const res = await check(s['a']!, key[0]!.id, 1, key[0]!.answer);
    expect(res.statusCode, res.body).toBe(201);
    const { question, tokens_earned } = res.json<GuidedHighlightingCheckResult>();
    expect(question).toMatchObject({ status: 'completed', tokensEarned: 10, isCorrect: true, attempt: 1 });
    expect(question.selectedText).toBe(textOf(blocks, key[0]!.answer));
    expect(question.selectedRange).toEqual(key[0]!.answer);
    // Completed: the suggested answer and the passage are the student's to see now.
    expect(question.suggestedAnswer).not.toBeNull();
    expect(question.answer?.range).toEqual(key[0]!.answer);
    expect(tokens_earned).toBe(10);
  });

  it('GH-07 the same attempt again returns the recorded result and changes nothing; a second attempt after completing is 409', async () => {
    const again = await check(s['a']!, key[0]!.id, 1, wrong());
    expect(again.statusCode).toBe(200);
    expect(again.json<GuidedHighlightingCheckResult>().question).toMatchObject({ isCorrect: true, tokensEarned: 10, attempt: 1 });
    const second = await check(s['a']!, key[0]!.id, 2, key[0]!.answer);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('This question is already complete.');
  });

  it('GH-06 GH-07 a wrong first highlight asks to try again; a right second one earns 5 points', async () => {
    await readWholeText(s['b']!);
    const first = await check(s['b']!, key[1]!.id, 1, wrong());
    expect(first.statusCode).toBe(201);
    expect(first.json<GuidedHighlightingCheckResult>().question).toMatchObject({
      status: 'tryAgain',
      isCorrect: false,
      attempt: 1,
      tokensEarned: 0,
      suggestedAnswer: null,
      answer: null,
    });
    const second = await check(s['b']!, key[1]!.id, 2, key[1]!.answer);
    expect(second.statusCode).toBe(201);
    expect(second.json<GuidedHighlightingCheckResult>().question).toMatchObject({
      status: 'completed',
      tokensEarned: 5,
      attempt: 2,
    });
  });

  it('GH-08 after two misses the question completes with the suggested answer and the passage, and no points', async () => {
    await readWholeText(s['c']!);
    await check(s['c']!, key[2]!.id, 1, wrong());
    const res = await check(s['c']!, key[2]!.id, 2, wrong());
    expect(res.statusCode).toBe(201);
    const { question } = res.json<GuidedHighlightingCheckResult>();
    expect(question).toMatchObject({ status: 'completed', isCorrect: false, attempt: 2, tokensEarned: 0 });
    expect(question.suggestedAnswer?.content.length).toBeGreaterThan(10);
    expect(question.answer?.text).toBe(textOf(blocks, key[2]!.answer));
  });

  it('GH-07 too much text is not an answer: the whole paragraph around a short passage is wrong', async () => {
    await readWholeText(s['d']!);
    const answer = key[0]!.answer;
    const paragraph: BlockRange = { start: 0, startoffset: 0, end: blocks.length - 1, endoffset: blocks.at(-1)!.length };
    const res = await check(s['d']!, key[0]!.id, 1, paragraph);
    expect(res.statusCode).toBe(201);
    expect(res.json<GuidedHighlightingCheckResult>().question.isCorrect).toBe(false);
    expect(highlightMatches(blocks, answer, answer)).toBe(true);
  });

  it('GH-07 a second attempt before a first is 409', async () => {
    const res = await check(s['e']!, key[0]!.id, 2, key[0]!.answer);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('conflict');
  });

  it('GH-07 two checks of the same attempt at once record it once; two second attempts at once make no third', async () => {
    await readWholeText(s['race']!);
    const firsts = await Promise.all([
      check(s['race']!, key[0]!.id, 1, wrong()),
      check(s['race']!, key[0]!.id, 1, key[0]!.answer),
    ]);
    expect(firsts.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const stored = firsts.find((r) => r.statusCode === 201)!.json<GuidedHighlightingCheckResult>().question;
    for (const r of firsts) expect(r.json<GuidedHighlightingCheckResult>().question.isCorrect).toBe(stored.isCorrect);

    await check(s['race']!, key[1]!.id, 1, wrong());
    const seconds = await Promise.all([
      check(s['race']!, key[1]!.id, 2, key[1]!.answer),
      check(s['race']!, key[1]!.id, 2, key[1]!.answer),
      check(s['race']!, key[1]!.id, 2, wrong()),
    ]);
    expect(seconds.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(seconds.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    const row = await t.db
      .selectFrom('guided_highlighting_answers')
      .selectAll()
      .where('student_id', '=', ids['race']!)
      .where('question_id', '=', key[1]!.id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
  });
});

describe('tokens (TOKEN-01, TOKEN-03)', () => {
  const tokensUrl = () => `/api/v3/tokens/article/${volcanoes.contentId}/`;

  it('TOKEN-03 the article’s tokens add 30 for guided highlighting where it is offered', async () => {
    const res = (await s['tokens']!.get(tokensUrl())).json<ArticleTokens>();
    const gh = res.interactions.find((i) => i.type === 'GUIDED_HIGHLIGHTING_QUIZ');
    expect(gh).toEqual({ type: 'GUIDED_HIGHLIGHTING_QUIZ', tokens: 30, earned_tokens: 0, is_done: false });
    expect(res.tokens).toBe(res.interactions.reduce((n, i) => n + i.tokens, 0));
  });

  it('TOKEN-03 GH-07 a student earns the points of their answers, done when every question of the level is', async () => {
    const c = s['tokens']!;
    await readWholeText(c);
    await check(c, key[0]!.id, 1, key[0]!.answer); // 10
    await check(c, key[1]!.id, 1, wrong());
    await check(c, key[1]!.id, 2, key[1]!.answer); // 5
    let gh = (await c.get(tokensUrl())).json<ArticleTokens>().interactions.find((i) => i.type === 'GUIDED_HIGHLIGHTING_QUIZ');
    expect(gh).toMatchObject({ earned_tokens: 15, is_done: false });
    await check(c, key[2]!.id, 1, key[2]!.answer); // 10
    gh = (await c.get(tokensUrl())).json<ArticleTokens>().interactions.find((i) => i.type === 'GUIDED_HIGHLIGHTING_QUIZ');
    expect(gh).toMatchObject({ earned_tokens: 25, is_done: true });
    expect((await c.get(url())).json<GuidedHighlighting>().tokens_earned).toBe(25);
  });

  it('TOKEN-03 GH-01 without the flag, the 30 are not offered', async () => {
    const res = (await s['off']!.get(tokensUrl())).json<ArticleTokens>();
    expect(res.interactions.map((i) => i.type)).not.toContain('GUIDED_HIGHLIGHTING_QUIZ');
  });
});

describe('refusals', () => {
  it('GH-01 a student without can_view_guided_highlighting is refused the questions and the check (403), and not offered it', async () => {
    for (const res of [await s['off']!.get(url()), await check(s['off']!, key[0]!.id, 1, key[0]!.answer)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('feature_disabled');
    }
    const content = (await s['off']!.get(`/api/v3/content/${volcanoes.contentId}/`)).json<Content>();
    expect(content.attachments.map((a) => a.content_type)).not.toContain('GUIDED_HIGHLIGHTING_QUIZ');
  });

  it('GH-01 GH-02 a teacher with the flag off still opens it, as a beta', async () => {
    const res = await s['teacherOff']!.get(url());
    expect(res.statusCode).toBe(200);
    expect(res.json<GuidedHighlighting>().beta).toBe(true);
    const content = (await s['teacherOff']!.get(`/api/v3/content/${volcanoes.contentId}/`)).json<Content>();
    expect(content.attachments.map((a) => a.content_type)).toContain('GUIDED_HIGHLIGHTING_QUIZ');
  });

  it('ASSIGN-62 an assignment that hides guided highlighting hides it from its students', async () => {
    for (const res of [await s['hidden']!.get(url()), await check(s['hidden']!, key[0]!.id, 1, key[0]!.answer)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Your teacher turned off Guided Highlighting for this assignment.');
    }
    const content = (await s['hidden']!.get(`/api/v3/content/${volcanoes.contentId}/`)).json<Content>();
    expect(content.attachments.map((a) => a.content_type)).not.toContain('GUIDED_HIGHLIGHTING_QUIZ');
    const tokens = (await s['hidden']!.get(`/api/v3/tokens/article/${volcanoes.contentId}/`)).json<ArticleTokens>();
    expect(tokens.interactions.map((i) => i.type)).not.toContain('GUIDED_HIGHLIGHTING_QUIZ');
  });

  it('LEVEL-10 a student held at an assigned level is refused the questions of another level', async () => {
    const res = await s['held']!.get(url(level7));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/level/);
    expect((await s['held']!.get(url(level5))).statusCode).toBe(200);
  });

  it('a lite student is refused a premium article’s level (its text is not theirs to read)', async () => {
    const premium = await articleFixture(t.db, 'silk-road-routes');
    const premiumGh = await t.db
      .selectFrom('activities')
      .select('id')
      .where('content_id', '=', premium.contentId)
      .where('activity_type', '=', 'GUIDED_HIGHLIGHTING_QUIZ')
      .executeTakeFirstOrThrow();
    const res = await s['lite']!.get(`/api/v3/guided-highlighting/${premiumGh.id}/?level_id=${premium.levels['en:7']}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message.length).toBeGreaterThan(0);
  });

  it('another student’s answers are 404; a parent sees their child’s, a teacher their student’s', async () => {
    expect((await s['b']!.get(url(level7, `&student_id=${ids['a']}`))).statusCode).toBe(404);
    expect((await unfinished.get(url(level7, `&student_id=${ids['a']}`))).statusCode).toBe(404);
    const child = (await parent.get(url(level7, `&student_id=${ids['a']}`))).json<GuidedHighlighting>();
    expect(child.questions[0]).toMatchObject({ status: 'completed', tokensEarned: 10 });
    const student = (await teacher.get(url(level7, `&student_id=${ids['a']}`))).json<GuidedHighlighting>();
    expect(student.questions[0]).toMatchObject({ status: 'completed', isCorrect: true });
  });

  it('bad ranges are 400: outside the text, ending before they start, only spaces, or past a check not yet answered', async () => {
    const c = s['e']!;
    const far: BlockRange = { start: blocks.length + 3, startoffset: 0, end: blocks.length + 3, endoffset: 5 };
    const pastEnd: BlockRange = { start: 0, startoffset: 0, end: 0, endoffset: blocks[0]!.length + 50 };
    const inverted = { start: 2, startoffset: 5, end: 1, endoffset: 0 };
    for (const range of [far, pastEnd, inverted]) {
      const res = await check(c, key[0]!.id, 1, range);
      expect(res.statusCode, JSON.stringify(range)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    // Student e has answered no check: the text after the first one is not theirs yet.
    const gate = await t.db
      .selectFrom('understanding_checks')
      .select('after_block')
      .where('article_level_id', '=', level7)
      .orderBy('after_block')
      .executeTakeFirstOrThrow();
    const last = blocks.length - 1;
    const beyond = await check(c, key[0]!.id, 1, { start: last, startoffset: 0, end: last, endoffset: blocks[last]!.length });
    expect(gate.after_block).toBeLessThan(last);
    expect(beyond.statusCode).toBe(400);
    expect((await check(c, 999_999, 1, key[0]!.answer)).statusCode).toBe(404);
    expect((await c.post('/api/v3/guided-highlighting/checks/', { question_id: key[0]!.id, attempt: 1 })).statusCode).toBe(400);
    expect((await c.get(`/api/v3/guided-highlighting/${ghId}/?level_id=abc`)).statusCode).toBe(400);
    expect((await c.get(`/api/v3/guided-highlighting/${volcanoes.quizId}/?level_id=${level7}`)).statusCode).toBe(404);
    // Nothing was stored by any of these.
    const stored = await t.db
      .selectFrom('guided_highlighting_answers')
      .select('question_id')
      .where('student_id', '=', ids['e']!)
      .execute();
    expect(stored).toEqual([]);
  });

  it('only students check highlights (403 for a teacher)', async () => {
    const res = await check(teacher, key[0]!.id, 1, key[0]!.answer);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only students answer guided highlighting.');
  });
});

describe('teachers’ ratings (API-45, GH-15 … GH-17)', () => {
  const feedback = (c: Client, body: Record<string, unknown>) =>
    c.post('/api/v3/feedback-report/', { reportSource: 'GuidedHighlightingQuestion', ...body });

  it('GH-15 API-45 Like sends thumbs_up by question id; the same again changes nothing; the card shows it liked', async () => {
    const res = await feedback(teacher, { reaction: 'thumbs_up', question_id: key[0]!.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      reportSource: 'GuidedHighlightingQuestion',
      reaction: 'thumbs_up',
      question_id: key[0]!.id,
    });
    expect((await feedback(teacher, { reaction: 'thumbs_up', question_id: key[0]!.id })).statusCode).toBe(200);
    const dislike = await feedback(teacher, { reaction: 'thumbs_down', content_id: key[0]!.id, description: 'Changed my mind' });
    expect(dislike.statusCode).toBe(409);
    const gh = (await teacher.get(url())).json<GuidedHighlighting>();
    expect(gh.questions.find((q) => q.id === key[0]!.id)?.liked).toBe(true);
  });

  it('GH-16 GH-17 API-45 Dislike sends thumbs_down by content id with the description; the question leaves that teacher’s cards and joins the staff’s reports', async () => {
    expect((await feedback(teacher, { reaction: 'thumbs_down', content_id: key[1]!.id, description: '  ' })).statusCode).toBe(
      400,
    );
    expect((await feedback(teacher, { reaction: 'thumbs_down', content_id: key[1]!.id })).statusCode).toBe(400);
    const res = await feedback(teacher, {
      reaction: 'thumbs_down',
      content_id: key[1]!.id,
      description: 'The passage does not answer it.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const mine = (await teacher.get(url())).json<GuidedHighlighting>();
    expect(mine.questions.map((q) => q.id)).not.toContain(key[1]!.id);
    // Other readers still have it.
    expect((await unfinished.get(url())).json<GuidedHighlighting>().questions.map((q) => q.id)).toContain(key[1]!.id);
    const reports = (await staff.get('/api/v3/quiz-question-flags/')).json<QuestionFlagList>();
    const report = reports.results.find((r) => r.questionId === key[1]!.id && r.activity_type === 'GUIDED_HIGHLIGHTING_QUIZ');
    expect(report).toMatchObject({ message: 'The passage does not answer it.', activityId: ghId, level_id: level7 });
  });

  it('API-45 students, parents and staff may not rate (403); an unknown question is 404; another source is 400', async () => {
    for (const c of [s['a']!, parent, staff]) {
      const res = await feedback(c, { reaction: 'thumbs_up', question_id: key[2]!.id });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect((await feedback(teacher, { reaction: 'thumbs_up', question_id: 999_999 })).statusCode).toBe(404);
    const other = await teacher.post('/api/v3/feedback-report/', {
      reportSource: 'Other',
      reaction: 'thumbs_up',
      question_id: key[2]!.id,
    });
    expect(other.statusCode).toBe(400);
  });
});
