import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeIdFor, type ArticleTokens, type ChallengeView } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';
import { answerKey, articleFixture, submission, type ArticleFixture } from '../../test/quiz-fixtures.js';

let t: TestContext;
const articles: Record<string, ArticleFixture> = {};
let slugs: string[];
let teacher: Client;
let parent: Client;
const s: Record<string, Client> = {};
const ids: Record<string, number> = {};
let classA: number;
let classB: number;

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  slugs = (await t.db.selectFrom('contents').select('slug').orderBy('id').execute()).map((r) => r.slug);
  for (const slug of slugs) articles[slug] = await articleFixture(t.db, slug);
  // The awards below use articles with a quiz.
  slugs = slugs.filter((slug) => articles[slug]!.quizId !== null);
  const owner = await buildUser(t.db, { username: 'ch_teacher' });
  await buildUser(t.db, { username: 'ch_parent', role: 'parent' });
  for (const [name, grade] of [
    ['young', 4],
    ['older', 8],
    ['quiz', 7],
    ['off', 7],
    ['idle', 7],
  ] as const)
    ids[name] = (await buildUser(t.db, { username: `ch_s_${name}`, role: 'student', grade_level: grade })).id;
  classA = (await buildClass(t.db, owner.id, { name: 'A · Grade 4', students: [ids['young']!, ids['idle']!] })).id;
  classB = (await buildClass(t.db, owner.id, { name: 'B · Grade 8', students: [ids['older']!] })).id;
  teacher = await signIn(t.app, 'ch_teacher');
  parent = await signIn(t.app, 'ch_parent');
  for (const name of ['young', 'older', 'quiz', 'off', 'idle']) s[name] = await signIn(t.app, `ch_s_${name}`);
});
afterAll(() => t.close());

/** A finished (or, with date_done null, open) award on the nth corpus article. */
async function award(
  studentId: number,
  n: number,
  kind: 'QUIZ' | 'POWER_WORDS_ACTIVITY',
  tokens: number,
  done: string | null,
  modified?: string,
) {
  const a = articles[slugs[n]!]!;
  const activity = kind === 'QUIZ' ? a.quizId! : a.wordsId;
  await t.db
    .insertInto('token_awards')
    .values({
      student_id: studentId,
      activity_id: activity,
      content_id: a.contentId,
      interaction: kind,
      tokens,
      is_done: done !== null,
      date_done: done,
      date_modified: modified ?? done ?? new Date(),
    })
    .execute();
}

describe('article tokens (TOKEN-01, TOKEN-02)', () => {
  it('TOKEN-01 TOKEN-02 TOKEN-03 an article offers 150 for its quiz, 50 for Power Words and 30 for guided highlighting; a submitted quiz earns its share', async () => {
    const volcanoes = articles['volcanoes-build-islands']!;
    const url = `/api/v3/tokens/article/${volcanoes.contentId}/`;
    const before: ArticleTokens = (await s['quiz']!.get(url)).json();
    expect(before).toEqual({
      tokens: 230,
      earned_tokens: 0,
      topic_id: 'SCIENCE',
      article_id: String(volcanoes.contentId),
      interactions: [
        { type: 'QUIZ', tokens: 150, earned_tokens: 0, is_done: false },
        { type: 'POWER_WORDS_ACTIVITY', tokens: 50, earned_tokens: 0, is_done: false },
        { type: 'GUIDED_HIGHLIGHTING_QUIZ', tokens: 30, earned_tokens: 0, is_done: false },
      ],
      error_message: null,
    });
    const key = await answerKey(t.db, volcanoes.quizId!, volcanoes.levels['en:7']!);
    expect(
      (await s['quiz']!.post('/api/v3/studentquiz/', submission(volcanoes, key, [true, true, true, false]))).statusCode,
    ).toBe(201);
    const after: ArticleTokens = (await s['quiz']!.get(url)).json();
    expect(after.earned_tokens).toBe(113);
    expect(after.interactions[0]).toEqual({ type: 'QUIZ', tokens: 150, earned_tokens: 113, is_done: true });
    // The current month now counts this article.
    const month: ChallengeView = (await s['quiz']!.get('/api/v3/challenges/current/')).json();
    expect(month.id).toBe(challengeIdFor(new Date()));
    expect(month.student).toMatchObject({ articles_read: 1, tokens_earned: 113, goal: 9, badge_earned: false });
  });

  it('TOKEN-02 TOKEN-03 an article published without a quiz offers Power Words and guided highlighting only', async () => {
    const poem = articles['rain-on-the-roof']!;
    const res: ArticleTokens = (await s['quiz']!.get(`/api/v3/tokens/article/${poem.contentId}/`)).json();
    expect(res.interactions.map((i) => i.type)).toEqual(['POWER_WORDS_ACTIVITY', 'GUIDED_HIGHLIGHTING_QUIZ']);
    expect(res.tokens).toBe(80);
  });

  it('TOKEN-05 TOKEN-07 non-students get 403; 404 for an unknown article; the reading_challenge flag turns tokens off', async () => {
    const url = `/api/v3/tokens/article/${articles['volcanoes-build-islands']!.contentId}/`;
    expect((await teacher.get(url)).statusCode).toBe(403);
    expect((await s['quiz']!.get('/api/v3/tokens/article/999999/')).statusCode).toBe(404);
    await t.db
      .insertInto('feature_overrides')
      .values({ scope: 'user', scope_id: ids['off']!, name: 'reading_challenge', enabled: false, updated_by: null })
      .execute();
    for (const path of [url, '/api/v3/challenges/current/', '/api/v3/challenges/history/', '/api/v3/challenges/rewards/']) {
      const res = await s['off']!.get(path);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().error.code).toBe('feature_disabled');
    }
  });
});

describe('the monthly challenge (TOKEN-10)', () => {
  beforeAll(async () => {
    const young = ids['young']!;
    // March 2026: five articles finished from the first instant to the last, one of them twice (quiz and words).
    await award(young, 0, 'QUIZ', 150, '2026-03-01T00:00:00.000Z');
    await award(young, 0, 'POWER_WORDS_ACTIVITY', 50, '2026-03-02T10:00:00.000Z');
    await award(young, 1, 'QUIZ', 75, '2026-03-10T10:00:00.000Z');
    await award(young, 2, 'QUIZ', 38, '2026-03-15T10:00:00.000Z');
    await award(young, 3, 'QUIZ', 0, '2026-03-20T10:00:00.000Z');
    await award(young, 4, 'POWER_WORDS_ACTIVITY', 45, '2026-03-31T23:59:59.999Z');
    // April begins at midnight UTC; an open Power Words counts its tokens but not as read.
    await award(young, 5, 'QUIZ', 150, '2026-04-01T00:00:00.000Z');
    await award(young, 6, 'POWER_WORDS_ACTIVITY', 3, null, '2026-04-03T00:00:00.000Z');
    // Grade 8 needs 9 articles; 2 in March.
    await award(ids['older']!, 0, 'QUIZ', 150, '2026-03-05T00:00:00.000Z');
    await award(ids['older']!, 1, 'QUIZ', 150, '2026-03-06T00:00:00.000Z');
  });

  it('TOKEN-10 a grade-4 student reaching 5 articles in the month earns the badge; the month is [1st 00:00 UTC, next 1st)', async () => {
    const march: ChallengeView = (await s['young']!.get('/api/v3/challenges/2026-03/')).json();
    expect(march).toMatchObject({ id: '2026-03', name: 'March 2026', role: 'student', classes: [] });
    expect(march.student).toMatchObject({
      goal: 5,
      articles_read: 5,
      tokens_earned: 150 + 50 + 75 + 38 + 0 + 45,
      badge_earned: true,
      starts: '2026-03-01T00:00:00.000Z',
      ends: '2026-04-01T00:00:00.000Z',
    });
    expect(march.student!.articles.map((a) => a.date_read)).toEqual([
      '2026-03-31T23:59:59.999Z',
      '2026-03-20T10:00:00.000Z',
      '2026-03-15T10:00:00.000Z',
      '2026-03-10T10:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    expect(march.student!.articles.at(-1)!.tokens_earned).toBe(200);
    const april: ChallengeView = (await s['young']!.get('/api/v3/challenges/2026-04/')).json();
    expect(april.student).toMatchObject({ articles_read: 1, tokens_earned: 153, badge_earned: false });
    const feb: ChallengeView = (await s['young']!.get('/api/v3/challenges/2026-02/')).json();
    expect(feb.student).toMatchObject({ articles_read: 0, tokens_earned: 0, articles: [] });
  });

  it('TOKEN-10 a middle-school student needs 9', async () => {
    const march: ChallengeView = (await s['older']!.get('/api/v3/challenges/2026-03/')).json();
    expect(march.student).toMatchObject({ goal: 9, articles_read: 2, badge_earned: false });
  });

  it('TOKEN-09 a teacher sees each class’s counts, with no student named', async () => {
    const res = await teacher.get('/api/v3/challenges/2026-03/');
    expect(res.statusCode).toBe(200);
    const view: ChallengeView = res.json();
    expect(view).toMatchObject({ role: 'teacher', student: null });
    expect(view.classes).toEqual([
      {
        classroom_id: classA,
        name: 'A · Grade 4',
        student_count: 2,
        students_completed: 1,
        articles_read: 5,
        articles_goal: 5 + 9,
      },
      { classroom_id: classB, name: 'B · Grade 8', student_count: 1, students_completed: 0, articles_read: 2, articles_goal: 9 },
    ]);
    expect(res.body).not.toContain('ch_s_');
  });

  it('TOKEN-11 history lists past months with activity, newest first; rewards sum lifetime tokens and badges', async () => {
    const history = (await s['young']!.get('/api/v3/challenges/history/')).json();
    expect(history.results.map((r: { id: string }) => r.id)).toEqual(['2026-04', '2026-03']);
    expect(history.results[1]).toMatchObject({ badge_earned: true, articles_read: 5 });
    const rewards = (await s['young']!.get('/api/v3/challenges/rewards/')).json();
    expect(rewards).toEqual({
      total_tokens: 150 + 50 + 75 + 38 + 0 + 45 + 150 + 3,
      badges: [{ challenge_id: '2026-03', name: 'March 2026', date_earned: '2026-03-31T23:59:59.999Z' }],
    });
    expect((await s['idle']!.get('/api/v3/challenges/history/')).json()).toEqual({ results: [] });
    expect((await s['idle']!.get('/api/v3/challenges/rewards/')).json()).toEqual({ total_tokens: 0, badges: [] });
  });

  it('TOKEN-11 refusals: bad month ids 400; parents 403; history and rewards are students’ own', async () => {
    for (const id of ['2026-13', '2026-1', 'latest', '26-03', '0000-01', '2026-00']) {
      const res = await s['young']!.get(`/api/v3/challenges/${id}/`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await parent.get('/api/v3/challenges/current/')).statusCode).toBe(403);
    expect((await teacher.get('/api/v3/challenges/history/')).statusCode).toBe(403);
    expect((await teacher.get('/api/v3/challenges/rewards/')).statusCode).toBe(403);
  });

  it('a month past 2100 is a 400 like any date out of range, not a 500 (9999-12 ends in year 10000)', async () => {
    for (const [who, id] of [
      ['young', '9999-12'],
      ['young', '2101-01'],
      ['young', '1999-12'],
    ] as const) {
      const res = await s[who]!.get(`/api/v3/challenges/${id}/`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await teacher.get('/api/v3/challenges/9999-12/')).statusCode).toBe(400);
    expect((await s['young']!.get('/api/v3/challenges/2100-12/')).statusCode).toBe(200);
  });

  it('TOKEN-05 a topic lists its subject’s articles with tokens offered and earned', async () => {
    const res = await s['young']!.get('/api/v3/challenges/topics/SCIENCE/');
    expect(res.statusCode).toBe(200);
    const topic = res.json();
    expect(topic).toMatchObject({ topic_id: 'SCIENCE', name: 'Science' });
    const volcanoes = topic.articles.find(
      (a: { content_id: string }) => a.content_id === String(articles['volcanoes-build-islands']!.contentId),
    );
    expect(volcanoes).toMatchObject({ tokens: 200 });
    expect(topic.tokens).toBe(topic.articles.reduce((n: number, a: { tokens: number }) => n + a.tokens, 0));
    expect((await teacher.get('/api/v3/challenges/topics/SCIENCE/')).json().earned_tokens).toBe(0);
    expect((await s['young']!.get('/api/v3/challenges/topics/ART/')).statusCode).toBe(400);
  });
});
