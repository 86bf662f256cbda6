import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  algorithmOutputToPrompts,
  DEFAULT_RUBRIC,
  generatePrompts,
  responseStatus,
  WRITE_TEXT,
  type GeneratedPrompts,
  type PromptList,
  type ResponseList,
  type WritePrompt,
  type WriteResponse,
} from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { articleFixture, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';
import { csvCell } from './write-prompts.presenter.js';

let t: TestContext;
let volcanoes: ArticleFixture;
let bees: ArticleFixture;
let fossils: ArticleFixture;
let premium: ArticleFixture;
let teacher: Client;
let otherTeacher: Client;
let parent: Client;
let otherParent: Client;
let staff: Client;
let principal: Client;
let teacherId: number;
type ClassRow = { id: number; unique_id: string; name: string };
let period1: ClassRow;
let period2: ClassRow;
let science: ClassRow;
let readingGroup: ClassRow;
const s: Record<string, Client> = {};
const ids: Record<string, number> = {};

/** Students: [first name, last name]; the classes they are in are set below. */
const STUDENTS: Record<string, [string, string]> = {
  a: ['Ana', 'Zamora'],
  b: ['Ben', 'Adams'],
  c: ['Cal', 'Moreno'],
  d: ['Dee', 'Moreno'],
  e: ['Eve', 'Ng'],
  formula: ['=cmd|calc', 'Formula'],
  lite: ['Lia', 'Lite'],
  outsider: ['Oz', 'Out'],
  loner: ['Lou', 'Alone'],
  held: ['Hal', 'Held'],
};

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  volcanoes = await articleFixture(t.db, 'volcanoes-build-islands');
  bees = await articleFixture(t.db, 'honeybee-waggle-dance');
  fossils = await articleFixture(t.db, 'mary-anning-fossil-hunter');
  premium = await articleFixture(t.db, 'missing-map-play');
  teacherId = (await buildUser(t.db, { username: 'wp_teacher', first_name: 'Rosa', last_name: 'Diaz' })).id;
  const otherId = (await buildUser(t.db, { username: 'wp_other_teacher', first_name: 'Sam', last_name: 'Other' })).id;
  const parentRow = await buildUser(t.db, { username: 'wp_parent', role: 'parent' });
  const otherParentRow = await buildUser(t.db, { username: 'wp_other_parent', role: 'parent' });
  await buildUser(t.db, { username: 'wp_staff', role: 'staff' });
  await buildUser(t.db, { username: 'wp_principal', role: 'principal' });
  for (const [name, [first_name, last_name]] of Object.entries(STUDENTS))
    ids[name] = (
      await buildUser(t.db, {
        username: `wp_s_${name}`,
        role: 'student',
        grade_level: 7,
        is_lite: name === 'lite',
        first_name,
        last_name,
      })
    ).id;
  const of = (...names: string[]) => names.map((n) => ids[n]!);
  period1 = await buildClass(t.db, teacherId, { name: 'Period 1', students: of('a', 'b', 'c', 'd', 'formula', 'lite') });
  period2 = await buildClass(t.db, teacherId, { name: 'Period 2', students: of('a', 'e') });
  readingGroup = await buildClass(t.db, teacherId, { name: 'Reading group', students: of('held') });
  science = await buildClass(t.db, otherId, { name: 'Science', students: of('a', 'outsider') });
  await t.db
    .insertInto('parent_links')
    .values([
      { parent_id: parentRow.id, student_id: ids['a']! },
      { parent_id: otherParentRow.id, student_id: ids['outsider']! },
    ])
    .execute();
  teacher = await signIn(t.app, 'wp_teacher');
  otherTeacher = await signIn(t.app, 'wp_other_teacher');
  parent = await signIn(t.app, 'wp_parent');
  otherParent = await signIn(t.app, 'wp_other_parent');
  staff = await signIn(t.app, 'wp_staff');
  principal = await signIn(t.app, 'wp_principal');
  for (const name of Object.keys(STUDENTS)) s[name] = await signIn(t.app, `wp_s_${name}`);
  // The reading group reads the volcanoes at grade 5 until its quiz is done (LEVEL-10).
  const held = await teacher.post('/api/v3/assignment/', {
    title: 'Volcanoes at grade 5',
    is_draft: false,
    assignment_members: [{ content_id: String(volcanoes.contentId), language: 'en' }],
    classroom_ids: [readingGroup.id],
    grade_level_lock: 5,
  });
  expect(held.statusCode, held.body).toBe(201);
});
afterAll(() => t.close());

const generatedUrl = (a: ArticleFixture, levelId: number | string) =>
  `/api/v3/content/${a.contentId}/write-prompts/?level_id=${levelId}`;
const promptsUrl = (a: ArticleFixture) => `/api/v2/prompt/?article_id=${a.contentId}`;
const RESPONSES = '/api/v2/constructedresponseanswer/';

async function generated(c: Client, a: ArticleFixture, levelId: number) {
  const res = await c.get(generatedUrl(a, levelId));
  expect(res.statusCode, res.body).toBe(200);
  return algorithmOutputToPrompts(res.json<GeneratedPrompts>().algorithm_output);
}

const promptBody = (a: ArticleFixture, text: string, classes: ClassRow[], extra: Record<string, unknown> = {}) => ({
  collection_id: String(a.contentId),
  text,
  classroom_ids: classes.map((c) => c.unique_id),
  ...extra,
});

async function createPrompt(a: ArticleFixture, text: string, classes: ClassRow[], extra: Record<string, unknown> = {}) {
  const res = await teacher.post('/api/v2/prompt/', promptBody(a, text, classes, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WritePrompt>();
}

interface Save {
  cls: ClassRow;
  prompt: number | null;
  text: string;
  base: number;
  submit?: boolean;
  article?: ArticleFixture;
  assignmentIds?: number[];
}
const saveBody = (x: Save) => ({
  article_id: String((x.article ?? volcanoes).contentId),
  classroom_id: x.cls.unique_id,
  prompt_content_id: x.prompt,
  assignment_ids: x.assignmentIds ?? [],
  text: x.text,
  base_revision: x.base,
  // A client's clock far in the past: the server stores its own.
  ...(x.submit ? { date_completed: '2001-01-01T00:00:00Z' } : {}),
});
const saveNew = (c: Client, x: Save) => c.post(RESPONSES, saveBody(x));
const saveTo = (c: Client, id: number, x: Save) => c.post(`${RESPONSES}${id}/`, saveBody(x));
const review = (c: Client, id: number, body: Record<string, unknown>) => c.put(`${RESPONSES}${id}/review/`, body);
const list = async (c: Client, query: string) => {
  const res = await c.get(`${RESPONSES}?article_id=${volcanoes.contentId}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ResponseList>().results;
};
const rowsOf = (studentId: number) =>
  t.db.selectFrom('write_responses').selectAll().where('student_id', '=', studentId).orderBy('id').execute();

async function ok(res: Awaited<ReturnType<Client['post']>>, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<WriteResponse>();
}

describe('generated prompts (WRITE-07, WRITE-08, API-26)', () => {
  it('API-26 WRITE-08 answers prompts made from the level’s own title, text and key terms, one per line led by "* "', async () => {
    const levelId = volcanoes.levels['en:7']!;
    const res = await teacher.get(generatedUrl(volcanoes, levelId));
    expect(res.statusCode, res.body).toBe(200);
    const body: GeneratedPrompts = res.json();
    expect(body.content_id).toBe(String(volcanoes.contentId));
    const level = await t.db
      .selectFrom('article_levels')
      .select(['title', 'body', 'write_prompt'])
      .where('id', '=', levelId)
      .executeTakeFirstOrThrow();
    const terms = await t.db
      .selectFrom('key_terms')
      .select('term')
      .where('article_level_id', '=', levelId)
      .orderBy('position')
      .execute();
    const expected = generatePrompts({
      title: level.title,
      body: level.body,
      keyTerms: terms.map((k) => k.term),
      authored: level.write_prompt,
    });
    expect(expected[0]).toBe(level.write_prompt);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(body.algorithm_output.split('\n').every((line) => line.startsWith('* '))).toBe(true);
    expect(algorithmOutputToPrompts(body.algorithm_output)).toEqual(expected);
    expect(body.algorithm_output).toContain('“hot spot”');
    // Each level has its own, from its own words.
    expect(await generated(teacher, volcanoes, volcanoes.levels['es:7']!)).not.toEqual(expected);
  });

  it('API-26 teachers, parents, staff and students read them; principals 403, signed out 401', async () => {
    const url = generatedUrl(volcanoes, volcanoes.levels['en:7']!);
    for (const c of [parent, staff, s['a']!]) expect((await c.get(url)).statusCode).toBe(200);
    expect((await principal.get(url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('API-26 refusals as for the level’s text: unknown article or foreign level 404, lite on premium 403, held student 403', async () => {
    expect((await teacher.get(generatedUrl({ ...volcanoes, contentId: 999999 }, volcanoes.levels['en:7']!))).statusCode).toBe(
      404,
    );
    expect((await teacher.get(generatedUrl(volcanoes, premium.levels['en:7']!))).statusCode).toBe(404);
    expect((await teacher.get(generatedUrl(volcanoes, 'abc'))).statusCode).toBe(400);
    const lite = await s['lite']!.get(generatedUrl(premium, Object.values(premium.levels)[0]!));
    expect(lite.statusCode).toBe(403);
    expect(lite.json().error.code).toBe('subscription_required');
    expect((await s['held']!.get(generatedUrl(volcanoes, volcanoes.levels['en:5']!))).statusCode).toBe(200);
    const other = await s['held']!.get(generatedUrl(volcanoes, volcanoes.levels['en:9']!));
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('forbidden');
  });

  it('API-26 the article lists the write prompt on every one of its levels', async () => {
    const res = await teacher.get(`/api/v3/content/${volcanoes.contentId}/`);
    expect(res.statusCode).toBe(200);
    const attachment = res.json().attachments.find((a: { content_type: string }) => a.content_type === 'WRITE_PROMPT') as {
      data: { levels: { article_level_id: number; question_count: number }[] };
    };
    expect(attachment.data.levels.map((l) => l.article_level_id).sort()).toEqual(Object.values(volcanoes.levels).sort());
    expect(attachment.data.levels.every((l) => l.question_count === 1)).toBe(true);
  });
});

describe('prompts (WRITE-01, WRITE-04, WRITE-06, API-27, API-28)', () => {
  let firstId: number;

  it('API-27 WRITE-04 a teacher writes a prompt for a class; it comes back with every field, in their list only', async () => {
    const res = await teacher.post(
      '/api/v2/prompt/',
      promptBody(bees, '  Would you join a hive? Explain why.  ', [period1], { header_id: bees.levels['en:7'] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const prompt: WritePrompt = res.json();
    firstId = prompt.id;
    expect(prompt).toEqual({
      id: expect.any(Number),
      prompt_id: prompt.id,
      text: 'Would you join a hive? Explain why.',
      questions: [{ question: 'Would you join a hive? Explain why.' }],
      teacher: { id: teacherId, first_name: 'Rosa', last_name: 'Diaz' },
      collection_id: String(bees.contentId),
      header_id: bees.levels['en:7'],
      classroom_ids: period1.unique_id,
      classrooms: [{ id: period1.id, unique_id: period1.unique_id, name: 'Period 1' }],
      rubric: [...DEFAULT_RUBRIC],
      date_modified: expect.any(String),
    });
    const mine: PromptList = (await teacher.get(promptsUrl(bees))).json();
    expect(mine).toEqual({ results: [prompt], classes: [] });
    expect((await otherTeacher.get(promptsUrl(bees))).json()).toEqual({ results: [], classes: [] });
  });

  it('API-27 a class answers one prompt per article: a new prompt for it moves it there', async () => {
    const rubric = ['Tries.', 'One detail.', 'Two details, explained.', 'Evidence, in your own words.'];
    const second = await createPrompt(bees, 'How does the waggle dance help the hive?', [period1, period2], { rubric });
    expect(second.classroom_ids).toBe(`${period1.unique_id},${period2.unique_id}`);
    expect(second.rubric).toEqual(rubric);
    expect(second.header_id).toBeNull();
    const { results }: PromptList = (await teacher.get(promptsUrl(bees))).json();
    expect(results.map((p) => p.id)).toEqual([second.id, firstId]);
    expect(results[1]).toMatchObject({ classroom_ids: '', classrooms: [] });
    const rows = await t.db.selectFrom('write_prompt_classes').selectAll().where('content_id', '=', bees.contentId).execute();
    expect(rows.map((r) => r.prompt_id)).toEqual([second.id, second.id]);
  });

  it('API-27 refusals by id and bad bodies: other classes 404, a level of another article 404, roles 403, bad input 400', async () => {
    const before = await t.db.selectFrom('write_prompts').select('id').execute();
    const notFound = [
      promptBody(bees, 'Q?', [science]),
      promptBody(bees, 'Q?', [period1, science]),
      promptBody(bees, 'Q?', [{ ...period1, unique_id: '00000000-0000-4000-8000-000000000000' }]),
      promptBody(bees, 'Q?', [period1], { header_id: volcanoes.levels['en:7'] }),
      { ...promptBody(bees, 'Q?', [period1]), collection_id: '999999' },
    ];
    for (const body of notFound) expect((await teacher.post('/api/v2/prompt/', body)).statusCode, JSON.stringify(body)).toBe(404);
    expect((await teacher.post('/api/v2/prompt/', promptBody(bees, 'Q?', [science]))).json().error.message).toBe(
      'No class with that id.',
    );
    for (const c of [s['a']!, parent, staff])
      expect((await c.post('/api/v2/prompt/', promptBody(bees, 'Q?', [period1]))).statusCode).toBe(403);
    const bad = [
      promptBody(bees, '   ', [period1]),
      promptBody(bees, 'Q'.repeat(2001), [period1]),
      promptBody(bees, 'Q?', []),
      promptBody(bees, 'Q?\u0007', [period1]),
      promptBody(bees, 'Q?', [period1], { rubric: ['one', 'two', 'three'] }),
      promptBody(bees, 'Q?', [period1], { rubric: ['one', 'two', 'three', ''] }),
      { ...promptBody(bees, 'Q?', [period1]), classroom_ids: ['not-a-uuid'] },
      { ...promptBody(bees, 'Q?', [period1]), extra: true },
    ];
    for (const body of bad) {
      const res = await teacher.post('/api/v2/prompt/', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await teacher.post('/api/v2/prompt/', promptBody(bees, '   ', [period1]))).json().error.fields).toEqual({
      text: WRITE_TEXT.promptRequired,
    });
    expect(await t.db.selectFrom('write_prompts').select('id').execute()).toEqual(before);
  });

  it('API-28 WRITE-06 the teacher changes the text; the same text saves nothing; an empty one is 400', async () => {
    const prompt = await createPrompt(bees, 'Draw the dance.', [period2]);
    const same = await teacher.post(`/api/v2/prompt/${prompt.id}/`, { text: '  Draw the dance.  ' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual(prompt);
    const empty = await teacher.post(`/api/v2/prompt/${prompt.id}/`, { text: '' });
    expect(empty.statusCode).toBe(400);
    const changed = await teacher.post(`/api/v2/prompt/${prompt.id}/`, { text: 'Draw the dance and explain it.' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      text: 'Draw the dance and explain it.',
      questions: [{ question: 'Draw the dance and explain it.' }],
    });
    expect(changed.json().date_modified >= prompt.date_modified).toBe(true);
    const moved = await teacher.post(`/api/v2/prompt/${prompt.id}/`, { classroom_ids: [period1.unique_id] });
    expect(moved.json()).toMatchObject({ classroom_ids: period1.unique_id, text: 'Draw the dance and explain it.' });
    const rows = await t.db.selectFrom('write_prompt_classes').selectAll().where('content_id', '=', bees.contentId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ prompt_id: prompt.id, class_id: period1.id });
  });

  it('API-28 refusals by id: another teacher’s prompt 404, other classes 404, students and parents 403, unknown 404', async () => {
    const prompt = await createPrompt(bees, 'Which bee job would you pick?', [period2]);
    expect((await otherTeacher.post(`/api/v2/prompt/${prompt.id}/`, { text: 'Mine now' })).statusCode).toBe(404);
    expect((await teacher.post(`/api/v2/prompt/${prompt.id}/`, { classroom_ids: [science.unique_id] })).statusCode).toBe(404);
    expect((await s['e']!.post(`/api/v2/prompt/${prompt.id}/`, { text: 'Mine now' })).statusCode).toBe(403);
    expect((await parent.post(`/api/v2/prompt/${prompt.id}/`, { text: 'Mine now' })).statusCode).toBe(403);
    expect((await teacher.post('/api/v2/prompt/99999999/', { text: 'Mine now' })).statusCode).toBe(404);
    expect((await teacher.post(`/api/v2/prompt/${prompt.id}/`, { text: 'x', owner: 1 })).statusCode).toBe(400);
    const stored = await t.db.selectFrom('write_prompts').select('text').where('id', '=', prompt.id).executeTakeFirstOrThrow();
    expect(stored.text).toBe('Which bee job would you pick?');
  });

  it('WRITE-01 WRITE-03 a student gets one entry per class by name, with the prompt it answers or the article’s own', async () => {
    const prompt = await createPrompt(fossils, 'What did Mary Anning find, and why did it matter?', [period2, readingGroup]);
    const res = await s['a']!.get(promptsUrl(fossils));
    expect(res.statusCode, res.body).toBe(200);
    const body: PromptList = res.json();
    expect(body.results).toEqual([]);
    expect(body.classes.map((c) => c.classroom.name)).toEqual(['Period 1', 'Period 2', 'Science']);
    const [p1, p2, sci] = body.classes;
    // A student sees their own class on the prompt, not the teacher's other classes.
    expect(p2!.prompt).toMatchObject({ id: prompt.id, classroom_ids: period2.unique_id, classrooms: [{ name: 'Period 2' }] });
    expect(p2!.text).toBe(prompt.text);
    expect(p2!.rubric).toEqual([...DEFAULT_RUBRIC]);
    // Without a prompt, the first prompt generated at the level the student reads.
    const level = (await s['a']!.get(`/api/v3/reading-level/?content_id=${fossils.contentId}`)).json()
      .recommended_article_level_content_id as number;
    const first = (await generated(s['a']!, fossils, level))[0];
    expect(p1).toEqual({
      classroom: { id: period1.id, unique_id: period1.unique_id, name: 'Period 1' },
      prompt: null,
      text: first,
      rubric: [...DEFAULT_RUBRIC],
    });
    expect(sci).toMatchObject({ prompt: null, text: first });
  });

  it('WRITE-01 a held student answers at their assigned level; parents get empty lists; staff and principals 403', async () => {
    const held: PromptList = (await s['held']!.get(promptsUrl(volcanoes))).json();
    expect(held.classes).toHaveLength(1);
    expect(held.classes[0]!.text).toBe((await generated(teacher, volcanoes, volcanoes.levels['en:5']!))[0]);
    expect((await parent.get(promptsUrl(fossils))).json()).toEqual({ results: [], classes: [] });
    expect((await s['loner']!.get(promptsUrl(fossils))).json()).toEqual({ results: [], classes: [] });
    for (const c of [staff, principal]) expect((await c.get(promptsUrl(fossils))).statusCode).toBe(403);
    expect((await teacher.get('/api/v2/prompt/?article_id=999999')).statusCode).toBe(404);
    expect((await s['lite']!.get(promptsUrl(premium))).json().error.code).toBe('subscription_required');
  });
});

describe('responses (WRITE-11, WRITE-12, WRITE-19, WRITE-20, API-29)', () => {
  let prompt: WritePrompt;
  beforeAll(async () => {
    prompt = await createPrompt(volcanoes, 'How does a volcano build an island?', [period1]);
  });
  const p1 = (x: Omit<Save, 'cls' | 'prompt'>): Save => ({ cls: period1, prompt: prompt.id, ...x });

  it('API-29 WRITE-19 WRITE-11 a student autosaves a draft: created, then saved from its revision', async () => {
    const created = await ok(await saveNew(s['b']!, p1({ text: 'Volcanoes', base: 0 })), 201);
    expect(created).toEqual({
      id: expect.any(Number),
      article_id: String(volcanoes.contentId),
      classroom_id: period1.unique_id,
      prompt_content_id: prompt.id,
      prompt_text: prompt.text,
      assignment_ids: [],
      text: 'Volcanoes',
      revision: 1,
      date_completed: null,
      date_modified: expect.any(String),
      student: { id: ids['b'], first_name: 'Ben', last_name: 'Adams' },
      review: null,
    });
    const saved = await ok(await saveTo(s['b']!, created.id, p1({ text: 'Volcanoes grow', base: 1 })), 200);
    expect(saved).toMatchObject({ id: created.id, text: 'Volcanoes grow', revision: 2, date_completed: null });
    expect(responseStatus(saved)).toBe('draft');
  });

  it('API-29 WRITE-19 a save from an old revision is 409 with the stored response; a retry of the stored text is 200', async () => {
    const [draft] = await rowsOf(ids['b']!);
    const stale = await saveTo(s['b']!, draft!.id, p1({ text: 'Volcanoes', base: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'stale_draft',
      current: { id: draft!.id, text: 'Volcanoes grow', revision: 2, date_completed: null },
    });
    const retry = await ok(await saveTo(s['b']!, draft!.id, p1({ text: 'Volcanoes grow', base: 1 })), 200);
    expect(retry).toMatchObject({ id: draft!.id, revision: 2 });
    // A second new response while the draft is open is a save against that draft.
    const again = await saveNew(s['b']!, p1({ text: 'Starting over', base: 0 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'stale_draft', current: { id: draft!.id, text: 'Volcanoes grow' } });
    const rows = await rowsOf(ids['b']!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ text: 'Volcanoes grow', revision: 2 });
  });

  it('WRITE-20 an empty save over an empty draft stores nothing', async () => {
    const created = await ok(await saveNew(s['c']!, p1({ text: '', base: 0 })), 201);
    expect(await ok(await saveTo(s['c']!, created.id, p1({ text: '', base: 1 })), 200)).toEqual(created);
    // Whatever revision it was typed on: the stored text loses nothing.
    expect(await ok(await saveTo(s['c']!, created.id, p1({ text: '', base: 0 })), 200)).toEqual(created);
    expect((await rowsOf(ids['c']!))[0]!.revision).toBe(1);
  });

  it('API-29 WRITE-12 a submit stores the server’s time; later saves are 409 already_submitted with the stored response', async () => {
    const [draft] = await rowsOf(ids['b']!);
    const started = Date.now();
    const submitted = await ok(await saveTo(s['b']!, draft!.id, p1({ text: 'Volcanoes grow', base: 2, submit: true })), 200);
    expect(submitted.revision).toBe(3);
    expect(responseStatus(submitted)).toBe('submitted');
    expect(Math.abs(new Date(submitted.date_completed!).getTime() - started)).toBeLessThan(60_000);
    for (const res of [
      await saveTo(s['b']!, draft!.id, p1({ text: 'Volcanoes grow taller', base: 3 })),
      await saveTo(s['b']!, draft!.id, p1({ text: 'Volcanoes grow taller', base: 3, submit: true })),
      await saveNew(s['b']!, p1({ text: 'A new start', base: 0 })),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'already_submitted', current: { id: draft!.id, revision: 3 } });
    }
    // The same submission again is answered as stored.
    expect(await ok(await saveTo(s['b']!, draft!.id, p1({ text: 'Volcanoes grow', base: 2, submit: true })), 200)).toEqual(
      submitted,
    );
    expect(await rowsOf(ids['b']!)).toHaveLength(1);
  });

  it('API-29 two identical submits at once store one response, and both are answered with it', async () => {
    const submit = p1({ text: 'Lava cools into rock, layer on layer.', base: 0, submit: true });
    const [one, two] = await Promise.all([saveNew(s['d']!, submit), saveNew(s['d']!, submit)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    expect(one.json()).toEqual(two.json());
    expect(await rowsOf(ids['d']!)).toHaveLength(1);

    const draft = await ok(await saveNew(s['a']!, p1({ text: 'Hot spots', base: 0 })), 201);
    const final = p1({ text: 'Hot spots feed the island.', base: 1, submit: true });
    const [first, second] = await Promise.all([saveTo(s['a']!, draft.id, final), saveTo(s['a']!, draft.id, final)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual(second.json());
    expect(first.json()).toMatchObject({ revision: 2, text: 'Hot spots feed the island.' });
    const rows = (await rowsOf(ids['a']!)).filter((r) => r.class_id === period1.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.date_completed).not.toBeNull();
  });

  it('API-29 text is stored exactly as typed; control characters and over 20,000 characters are 400', async () => {
    const typed = '<script>alert("hi")</script>\n\tLine two — ünïcode 🌋 &amp;  ';
    const created = await ok(await saveNew(s['e']!, { cls: period2, prompt: null, text: typed, base: 0 }), 201);
    expect(created.text).toBe(typed);
    expect(created.prompt_content_id).toBeNull();
    const level = (await s['e']!.get(`/api/v3/reading-level/?content_id=${volcanoes.contentId}`)).json()
      .recommended_article_level_content_id as number;
    expect(created.prompt_text).toBe((await generated(s['e']!, volcanoes, level))[0]);
    for (const text of ['a\u0000b', 'a\u0007b', 'a\u001bb']) {
      const res = await saveTo(s['e']!, created.id, { cls: period2, prompt: null, text, base: 1 });
      expect(res.statusCode, text).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const long = await saveTo(s['e']!, created.id, { cls: period2, prompt: null, text: 'x'.repeat(20_001), base: 1 });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ text: WRITE_TEXT.responseTooLong });
    expect(long.json().error.message).toContain(WRITE_TEXT.responseTooLong);
    const longest = await ok(
      await saveTo(s['e']!, created.id, { cls: period2, prompt: null, text: 'x'.repeat(20_000), base: 1 }),
      200,
    );
    expect(longest.text).toHaveLength(20_000);
    expect((await rowsOf(ids['e']!))[0]!.revision).toBe(2);
  });

  it('API-29 refusals by id: roles 403, classes and responses that are not the student’s 404, a wrong prompt 400', async () => {
    const [bResponse] = await rowsOf(ids['b']!);
    const before = await t.db.selectFrom('write_responses').selectAll().orderBy('id').execute();
    const body = p1({ text: 'Mine', base: 0 });
    for (const c of [teacher, parent, staff, principal]) expect((await saveNew(c, body)).statusCode).toBe(403);
    const refusals: [Promise<Awaited<ReturnType<Client['post']>>>, number][] = [
      // Not their class, or no class at all.
      [saveNew(s['b']!, { cls: science, prompt: null, text: 'Mine', base: 0 }), 404],
      [saveNew(s['loner']!, body), 404],
      [saveNew(s['b']!, { ...body, cls: { ...period1, unique_id: '00000000-0000-4000-8000-000000000000' } }), 404],
      // Another student's response, an unknown one, one of another class.
      [saveTo(s['c']!, bResponse!.id, p1({ text: 'Mine', base: 3 })), 404],
      [saveTo(s['b']!, 99999999, p1({ text: 'Mine', base: 3 })), 404],
      [saveTo(s['a']!, bResponse!.id, { cls: period2, prompt: null, text: 'Mine', base: 3 }), 404],
      // The prompt must be the class's own (or null when it has none).
      [saveNew(s['c']!, { ...body, prompt: null }), 400],
      [saveNew(s['e']!, { cls: period2, prompt: prompt.id, text: 'Mine', base: 0 }), 400],
      // Assignments not given to the student; a submit without text; an id that is not the path's.
      [saveNew(s['formula']!, { ...body, assignmentIds: [99999999] }), 400],
      [saveNew(s['formula']!, { ...body, text: '   ', submit: true }), 400],
      [s['b']!.post(`${RESPONSES}${bResponse!.id}/`, { ...saveBody(p1({ text: 'x', base: 3 })), id: bResponse!.id + 1 }), 400],
      [saveNew(s['b']!, { ...body, article: { ...volcanoes, contentId: 999999 } }), 404],
    ];
    for (const [res, status] of refusals) {
      const r = await res;
      expect(r.statusCode, r.body).toBe(status);
    }
    const lite = await saveNew(s['lite']!, { cls: period1, prompt: null, text: 'Mine', base: 0, article: premium });
    expect(lite.statusCode).toBe(403);
    expect(lite.json().error.code).toBe('subscription_required');
    expect(await t.db.selectFrom('write_responses').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('API-29 a draft begun on a prompt the teacher then replaced keeps saving on its own prompt', async () => {
    const before = (await s['e']!.get(promptsUrl(bees))).json<PromptList>();
    const old = before.classes.find((c) => c.classroom.id === period2.id)!.prompt!;
    const draft = await ok(
      await saveNew(s['e']!, { article: bees, cls: period2, prompt: old.id, text: 'Bees dance', base: 0 }),
      201,
    );
    const replaced = await createPrompt(bees, 'Why do bees share where the flowers are?', [period2]);
    const saved = await saveTo(s['e']!, draft.id, {
      article: bees,
      cls: period2,
      prompt: old.id,
      text: 'Bees dance to share',
      base: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ prompt_content_id: old.id, prompt_text: old.text, revision: 2 });
    expect(
      (await saveTo(s['e']!, draft.id, { article: bees, cls: period2, prompt: replaced.id + 1000, text: 'x', base: 2 }))
        .statusCode,
    ).toBe(400);
  });
});

describe('reading responses (API-30)', () => {
  beforeAll(async () => {
    // Ana writes in the other teacher's class too; her draft there is that teacher's to see.
    await ok(await saveNew(s['a']!, { cls: science, prompt: null, text: 'Science draft', base: 0 }), 201);
  });

  it('API-30 a student reads their own responses, in every class or one; another student’s id is 404', async () => {
    const mine = await list(s['a']!, '');
    expect(mine.map((r) => r.classroom_id).sort()).toEqual([period1.unique_id, science.unique_id].sort());
    expect(mine.every((r) => r.student.id === ids['a'])).toBe(true);
    expect(await list(s['a']!, `&student_id=${ids['a']}&classroom_id=${science.unique_id}`)).toHaveLength(1);
    expect((await s['a']!.get(`${RESPONSES}?article_id=${volcanoes.contentId}&student_id=${ids['b']}`)).statusCode).toBe(404);
    expect(
      (await s['e']!.get(`${RESPONSES}?article_id=${volcanoes.contentId}&classroom_id=${period1.unique_id}`)).statusCode,
    ).toBe(404);
    expect(await list(s['loner']!, '')).toEqual([]);
  });

  it('API-30 a teacher reads their classes’ responses, by class or by student; other teachers’ classes and students are 404', async () => {
    const all = await list(teacher, '');
    expect(all.every((r) => [period1.unique_id, period2.unique_id].includes(r.classroom_id))).toBe(true);
    const p1 = await list(teacher, `&classroom_id=${period1.unique_id}`);
    expect(new Set(p1.map((r) => r.student.id))).toEqual(new Set([ids['a'], ids['b'], ids['c'], ids['d']]));
    const ana = await list(teacher, `&student_id=${ids['a']}`);
    expect(ana.map((r) => r.classroom_id)).toEqual([period1.unique_id]);
    const theirs = await list(otherTeacher, `&classroom_id=${science.unique_id}`);
    expect(theirs.map((r) => r.text)).toEqual(['Science draft']);
    expect(
      (await otherTeacher.get(`${RESPONSES}?article_id=${volcanoes.contentId}&classroom_id=${period1.unique_id}`)).statusCode,
    ).toBe(404);
    expect((await otherTeacher.get(`${RESPONSES}?article_id=${volcanoes.contentId}&student_id=${ids['b']}`)).statusCode).toBe(
      404,
    );
    expect((await teacher.get(`${RESPONSES}?article_id=${volcanoes.contentId}&student_id=${ids['outsider']}`)).statusCode).toBe(
      404,
    );
  });

  it('API-30 a parent reads their child’s responses only; without a student 400; staff and principals 403', async () => {
    const child = await list(parent, `&student_id=${ids['a']}`);
    expect(child.length).toBe(2);
    expect((await parent.get(`${RESPONSES}?article_id=${volcanoes.contentId}&student_id=${ids['b']}`)).statusCode).toBe(404);
    expect((await otherParent.get(`${RESPONSES}?article_id=${volcanoes.contentId}&student_id=${ids['a']}`)).statusCode).toBe(404);
    expect((await parent.get(`${RESPONSES}?article_id=${volcanoes.contentId}`)).statusCode).toBe(400);
    expect(
      (
        await parent.get(
          `${RESPONSES}?article_id=${volcanoes.contentId}&student_id=${ids['a']}&classroom_id=${period2.unique_id}`,
        )
      ).json().results,
    ).toEqual([]);
    for (const c of [staff, principal])
      expect((await c.get(`${RESPONSES}?article_id=${volcanoes.contentId}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${RESPONSES}?article_id=${volcanoes.contentId}` })).statusCode).toBe(401);
  });
});

describe('reviews (WRITE-12, WRITE-16, WRITE-24)', () => {
  const bResponse = async () => (await rowsOf(ids['b']!))[0]!;

  it('WRITE-24 WRITE-12 the class’s teacher scores a submitted response; the student sees it once shared', async () => {
    const { id } = await bResponse();
    const res = await review(teacher, id, { score: 3, text: 'Clear, with two details.', share: false, request_revision: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().review).toEqual({
      score: 3,
      text: 'Clear, with two details.',
      date_shared: null,
      date_revision_requested: null,
      teacher: { user: { first_name: 'Rosa', last_name: 'Diaz' } },
    });
    expect(responseStatus(res.json())).toBe('reviewed');
    const unshared = (await list(s['b']!, '')).find((r) => r.id === id)!;
    expect(unshared.review).toBeNull();
    expect(responseStatus(unshared)).toBe('submitted');
    expect((await list(parent, `&student_id=${ids['a']}`)).every((r) => r.review === null)).toBe(true);
    const shared = await review(teacher, id, {
      score: 4,
      text: 'Clear, with two details.',
      share: true,
      request_revision: false,
    });
    const sharedOn = shared.json().review.date_shared as string;
    expect(sharedOn).not.toBeNull();
    expect((await list(s['b']!, '')).find((r) => r.id === id)!.review).toMatchObject({ score: 4, date_shared: sharedOn });
    // The first share date stands; a shared review stays shared.
    const again = await review(teacher, id, {
      score: 4,
      text: 'Clear and well explained.',
      share: false,
      request_revision: false,
    });
    expect(again.json().review).toMatchObject({ text: 'Clear and well explained.', date_shared: sharedOn });
    const row = await bResponse();
    expect(row.reviewed_by).toBe(teacherId);
  });

  it('WRITE-24 refusals: a draft 409 not_submitted, a score over 4 400, another teacher 404, students and parents 403', async () => {
    const [draft] = await rowsOf(ids['c']!);
    const body = { score: 2, text: 'Keep going.', share: true, request_revision: false };
    const early = await review(teacher, draft!.id, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('not_submitted');
    const { id } = await bResponse();
    for (const score of [5, -1, 2.5, '3']) expect((await review(teacher, id, { ...body, score })).statusCode).toBe(400);
    expect((await review(teacher, id, { ...body, text: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await review(otherTeacher, id, body)).statusCode).toBe(404);
    expect((await review(teacher, 99999999, body)).statusCode).toBe(404);
    for (const c of [s['b']!, parent]) expect((await review(c, id, body)).statusCode).toBe(403);
    expect((await bResponse()).review_score).toBe(4);
    expect((await rowsOf(ids['c']!))[0]!.date_reviewed).toBeNull();
  });

  it('WRITE-16 after a shared review without a score the student writes again; a scored review stands', async () => {
    const scored = await saveNew(s['b']!, { cls: period1, prompt: null, text: 'Again?', base: 0 });
    expect(scored.statusCode).toBe(400); // the class answers its teacher's prompt
    const prompt = (await rowsOf(ids['b']!))[0]!.prompt_id;
    const stands = await saveNew(s['b']!, { cls: period1, prompt, text: 'Again?', base: 0 });
    expect(stands.statusCode).toBe(409);
    expect(stands.json().error.code).toBe('already_submitted');

    const [first] = await rowsOf(ids['d']!);
    // Unshared feedback has not reached the student yet.
    await review(teacher, first!.id, { score: null, text: 'Add a detail about lava.', share: false, request_revision: false });
    expect((await saveNew(s['d']!, { cls: period1, prompt, text: 'Second try', base: 0 })).statusCode).toBe(409);
    await review(teacher, first!.id, { score: null, text: 'Add a detail about lava.', share: true, request_revision: false });
    const second = await ok(await saveNew(s['d']!, { cls: period1, prompt, text: 'Second try', base: 0 }), 201);
    expect(second).toMatchObject({ revision: 1, date_completed: null, review: null });
    expect(await rowsOf(ids['d']!)).toHaveLength(2);
  });

  it('WRITE-16 a revision request lets the student write again; clearing it closes that again', async () => {
    const submitted = (await rowsOf(ids['a']!)).find((r) => r.class_id === period1.id)!;
    const asked = await review(teacher, submitted.id, {
      score: 2,
      text: 'Revise the ending.',
      share: false,
      request_revision: true,
    });
    expect(asked.json().review).toMatchObject({ date_revision_requested: expect.any(String), date_shared: expect.any(String) });
    const cleared = await review(teacher, submitted.id, {
      score: 2,
      text: 'Revise the ending.',
      share: false,
      request_revision: false,
    });
    expect(cleared.json().review.date_revision_requested).toBeNull();
    const refused = await saveNew(s['a']!, { cls: period1, prompt: submitted.prompt_id, text: 'Revised', base: 0 });
    expect(refused.statusCode).toBe(409);
    await review(teacher, submitted.id, { score: 2, text: 'Revise the ending.', share: true, request_revision: true });
    await ok(await saveNew(s['a']!, { cls: period1, prompt: submitted.prompt_id, text: 'Revised', base: 0 }), 201);
  });
});

/** RFC 4180, enough for the export: quoted cells, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

describe('export (CSV)', () => {
  const exportUrl = (cls: ClassRow) => `${RESPONSES}export/?article_id=${volcanoes.contentId}&classroom_id=${cls.unique_id}`;

  beforeAll(async () => {
    const prompt = (await rowsOf(ids['b']!))[0]!.prompt_id;
    const formula = await ok(
      await saveNew(s['formula']!, { cls: period1, prompt, text: '+SUM(A1:A9)\nHe said "hi", then left', base: 0, submit: true }),
      201,
    );
    await review(teacher, formula.id, { score: 1, text: '-1 for =HYPERLINK("x")', share: true, request_revision: false });
  });

  it('the class’s teacher gets one row per student by last name: status, score, date submitted, feedback, text', async () => {
    const res = await teacher.get(exportUrl(period1));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="write-responses-volcanoes-build-islands-period-1.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual(['Student', 'Username', 'Status', 'Score', 'Date submitted', 'Feedback', 'Response']);
    expect(rows.map((r) => r[0])).toEqual([
      'Ben Adams',
      "'=cmd|calc Formula",
      'Lia Lite',
      'Cal Moreno',
      'Dee Moreno',
      'Ana Zamora',
    ]);
    const by = Object.fromEntries(rows.map((r) => [r[1], r]));
    const b = (await rowsOf(ids['b']!))[0]!;
    expect(by['wp_s_b']).toEqual([
      'Ben Adams',
      'wp_s_b',
      'Reviewed',
      '4',
      new Date(b.date_completed!).toISOString(),
      'Clear and well explained.',
      'Volcanoes grow',
    ]);
    expect(by['wp_s_lite']!.slice(2)).toEqual(['Not started', '', '', '', '']);
    expect(by['wp_s_c']!.slice(2)).toEqual(['Draft', '', '', '', '']);
    // Dee wrote again after the review: her latest response is the one shown.
    expect(by['wp_s_d']!.slice(2)).toEqual(['Draft', '', '', '', 'Second try']);
    expect(by['wp_s_a']!.slice(2)).toEqual(['Draft', '', '', '', 'Revised']);
  });

  it('cells a spreadsheet would run as formulas are neutralised; commas, quotes and line breaks stay in their cell', async () => {
    const res = await teacher.get(exportUrl(period1));
    const row = parseCsv(res.body.slice(1)).find((r) => r[1] === 'wp_s_formula')!;
    expect(row[0]).toBe("'=cmd|calc Formula");
    expect(row.slice(2, 4)).toEqual(['Reviewed', '1']);
    expect(row[5]).toBe('\'-1 for =HYPERLINK("x")');
    expect(row[6]).toBe('\'+SUM(A1:A9)\nHe said "hi", then left');
    expect(res.body).toContain('"\'+SUM(A1:A9)\nHe said ""hi"", then left"');
    for (const cell of ['@SUM(A1)', '=1+1', '+1', '-1', '\tx', '\rx']) expect(csvCell(cell)).toMatch(/^"?'/);
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell(' edge ')).toBe('" edge "');
  });

  it('export refusals: another teacher’s class 404, students and parents 403, a missing class 400', async () => {
    expect((await teacher.get(exportUrl(science))).statusCode).toBe(404);
    expect((await otherTeacher.get(exportUrl(period1))).statusCode).toBe(404);
    for (const c of [s['a']!, parent, staff]) expect((await c.get(exportUrl(period1))).statusCode).toBe(403);
    expect((await teacher.get(`${RESPONSES}export/?article_id=${volcanoes.contentId}`)).statusCode).toBe(400);
    expect((await otherTeacher.get(exportUrl(science))).statusCode).toBe(200);
  });
});
