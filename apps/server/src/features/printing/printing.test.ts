import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  ARTICLE_FORMATS,
  formatParts,
  PRINT_LOCKED_TEXT,
  assignmentPrintPath,
  printPath,
  type ArticleFormat,
  type BodyBlock,
  type PrintOptionsResponse,
  type PrintRequest,
} from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { articleFixture, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';
import { ANSWER_PREFIX, STOPS_AT_CHECK_NOTE } from './printing.presenter.js';

let t: TestContext;
let volcanoes: ArticleFixture;
let premium: ArticleFixture;
let noQuiz: ArticleFixture;
let level7: number;
const c: Record<string, Client> = {};

interface LevelText {
  title: string;
  body: BodyBlock[];
  questions: { question: string }[];
  prompt: string;
  words: { headword: string; definition: string }[];
}
let grade7: LevelText;

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  volcanoes = await articleFixture(t.db, 'volcanoes-build-islands');
  premium = await articleFixture(t.db, 'missing-map-play');
  noQuiz = await articleFixture(t.db, 'rain-on-the-roof');
  level7 = volcanoes.levels['en:7']!;
  const level = await t.db
    .selectFrom('article_levels')
    .select(['title', 'body', 'write_prompt'])
    .where('id', '=', level7)
    .executeTakeFirstOrThrow();
  grade7 = {
    title: level.title,
    body: level.body,
    prompt: level.write_prompt!,
    questions: await t.db
      .selectFrom('quiz_questions')
      .select('question')
      .where('article_level_id', '=', level7)
      .orderBy('position')
      .execute(),
    words: await t.db
      .selectFrom('power_words')
      .select(['headword', 'definition'])
      .where('article_level_id', '=', level7)
      .orderBy('position')
      .execute(),
  };

  const owner = await buildUser(t.db, { username: 'pr_teacher' });
  const users: [string, Parameters<typeof buildUser>[1]][] = [
    ['unfinished', { role: 'teacher', is_authorized: false }],
    ['unlicensed', { role: 'teacher', has_ela_license: false }],
    ['lite_teacher', { role: 'teacher', is_lite: true }],
    ['principal', { role: 'principal' }],
    ['district_admin', { role: 'district_admin' }],
    ['staff', { role: 'staff' }],
    ['parent', { role: 'parent' }],
    ['ungated_parent', { role: 'parent' }],
    ['student', { role: 'student', grade_level: 7 }],
    ['lite_student', { role: 'student', grade_level: 7, is_lite: true }],
    ['held', { role: 'student', grade_level: 7 }],
  ];
  const ids: Record<string, number> = {};
  for (const [name, o] of users) ids[name] = (await buildUser(t.db, { username: `pr_${name}`, ...o })).id;
  await t.db
    .insertInto('feature_overrides')
    .values({ scope: 'user', scope_id: ids['ungated_parent']!, name: 'premium_print_gating', enabled: false })
    .execute();
  c['teacher'] = await signIn(t.app, 'pr_teacher');
  for (const [name] of users) c[name] = await signIn(t.app, `pr_${name}`);

  const cls = await buildClass(t.db, owner.id, { students: [ids['held']!] });
  const res = await c['teacher'].post('/api/v3/assignment/', {
    title: 'Volcanoes at grade 5',
    instructions: '',
    is_draft: false,
    assignment_members: [{ content_id: String(volcanoes.contentId), language: 'en' }],
    classroom_ids: [cls.id],
    grade_level_lock: 5,
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

/** The PDF's text (pages joined) and what its catalog says about tagging. */
async function readPdf(bytes: Buffer) {
  const raw = bytes.toString('latin1');
  expect(raw.startsWith('%PDF-')).toBe(true);
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  const markInfo = await pdf.getMarkInfo();
  const meta = await pdf.getMetadata();
  const tree = await (await pdf.getPage(1)).getStructTree();
  const catalog = /\/Type \/Catalog[\s\S]*?>>/.exec(raw)?.[0] ?? '';
  return { text: text.replace(/\s+/g, ' '), pages: pdf.numPages, markInfo, meta, tree, catalog };
}

/** The text a test looks for: a stretch of words, as the PDF lays them out on one line or several. */
const words = (s: string, n = 6) => s.split(/\s+/).slice(0, n).join(' ');

const print = (client: Client, levelId: number, r: PrintRequest) => client.get(printPath(levelId, r));

async function expectTagged(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer; body: string }) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = await readPdf(res.rawPayload);
  expect(pdf.markInfo).toMatchObject({ Marked: true });
  expect(pdf.catalog).toMatch(/\/MarkInfo \d+ 0 R/);
  expect(pdf.catalog).toMatch(/\/StructTreeRoot \d+ 0 R/);
  expect(pdf.catalog).toMatch(/\/Lang \(en\)/);
  expect(pdf.catalog).toMatch(/\/ViewerPreferences/);
  expect((pdf.meta.info as { Title?: string }).Title).toBe(grade7.title);
  expect(pdf.tree?.role).toBe('Root');
  return pdf;
}

const switches = [{}, { power_words: true }, { power_words_answers: true }] as const;

describe('every print combination, read back with a PDF parser (PRINT-03, PRINT-09 … PRINT-11)', () => {
  it('PRINT-03 PRINT-10 a teacher’s PDFs hold the article and exactly the parts asked for, answers only where asked; all tagged', async () => {
    const firstParagraph = grade7.body.find((b) => b.kind === 'paragraph')!.text;
    const lastParagraph = grade7.body.filter((b) => b.kind === 'paragraph').at(-1)!.text;
    for (const content of ARTICLE_FORMATS)
      for (const eco_mode of [false, true])
        for (const pw of switches) {
          const label = `${content} eco=${eco_mode} ${JSON.stringify(pw)}`;
          const pdf = await expectTagged(await print(c['teacher']!, level7, { content, eco_mode, ...pw }));
          const parts = formatParts(content);
          expect(pdf.text, label).toContain(grade7.title);
          expect(pdf.text, label).toContain(words(firstParagraph));
          expect(pdf.text, label).toContain(words(lastParagraph));
          expect(pdf.text, label).toContain('Page 1 of');
          expect(pdf.text, label).toContain('Lectern Newsroom');
          expect(pdf.text.includes(words(grade7.questions[0]!.question, 5)), label).toBe(parts.quiz);
          expect(pdf.text.includes(ANSWER_PREFIX), label).toBe(parts.quizAnswers || 'power_words_answers' in pw);
          expect(pdf.text.includes(words(grade7.prompt, 6)), label).toBe(parts.writePrompt);
          expect(pdf.text.includes(words(grade7.words[0]!.definition, 4)), label).toBe(Object.keys(pw).length > 0);
          expect(pdf.text.includes('Word bank:'), label).toBe('power_words' in pw);
        }
  }, 120_000);

  it('PRINT-09 ink-saving mode leaves the picture out and runs the activities on from the text', async () => {
    const full = await print(c['teacher']!, level7, { content: 'article_write_prompt_quiz_and_answers' });
    const eco = await print(c['teacher']!, level7, { content: 'article_write_prompt_quiz_and_answers', eco_mode: true });
    const [a, b] = await Promise.all([readPdf(full.rawPayload), readPdf(eco.rawPayload)]);
    expect(b.pages).toBeLessThan(a.pages);
    expect(full.rawPayload.toString('latin1')).toMatch(/\/S \/Figure/);
    expect(eco.rawPayload.toString('latin1')).not.toMatch(/\/S \/Figure/);
  });

  it('PRINT-11 a Spanish level prints in Spanish: its language in the catalog, the PDF’s own words in Spanish', async () => {
    const spanish = Object.entries(volcanoes.levels).find(([key]) => key.startsWith('es:'))![1];
    const res = await print(c['teacher']!, spanish, { content: 'article_quiz_and_answers', power_words: true });
    expect(res.statusCode).toBe(200);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.catalog).toMatch(/\/Lang \(es\)/);
    expect(pdf.markInfo).toMatchObject({ Marked: true });
    for (const text of ['Cuestionario', 'Respuesta:', 'Banco de palabras:', 'Página 1 de', 'Grado '])
      expect(pdf.text).toContain(text);
    expect(pdf.text).not.toContain(ANSWER_PREFIX);
  });

  it('PRINT-04 a parent prints the quiz, write prompt and Power Words without answers, and is refused the answers', async () => {
    for (const content of [
      'article_only',
      'article_and_quiz',
      'article_and_write_prompt',
      'article_write_prompt_and_quiz',
    ] as const) {
      const pdf = await expectTagged(await print(c['parent']!, level7, { content, power_words: true }));
      expect(pdf.text).not.toContain(ANSWER_PREFIX);
      expect(pdf.text).toContain('Word bank:');
      for (const w of grade7.words) expect(pdf.text).not.toContain(`${w.headword}: ${words(w.definition, 3)}`);
    }
    for (const [r, message] of [
      [{ content: 'article_quiz_and_answers' }, 'Only teachers and school admins print quiz answers.'],
      [{ content: 'article_write_prompt_quiz_and_answers' }, 'Only teachers and school admins print quiz answers.'],
      [{ content: 'article_only', power_words_answers: true }, 'Only teachers and school admins print Power Words answers.'],
    ] as [PrintRequest, string][]) {
      const res = await print(c['parent']!, level7, r);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'forbidden', message } });
    }
  });

  it('PRINT-03 an unfinished teacher account prints without answers, as it sees none on screen (QUIZ-29)', async () => {
    await expectTagged(await print(c['unfinished']!, level7, { content: 'article_and_quiz' }));
    expect((await print(c['unfinished']!, level7, { content: 'article_quiz_and_answers' })).statusCode).toBe(403);
  });

  it('PRINT-05 authorised principals, district admins and staff print the answers', async () => {
    for (const who of ['principal', 'district_admin', 'staff']) {
      const pdf = await expectTagged(
        await print(c[who]!, level7, { content: 'article_write_prompt_quiz_and_answers', power_words_answers: true }),
      );
      expect(pdf.text).toContain(ANSWER_PREFIX);
      expect(pdf.text).toContain(`${grade7.words[0]!.headword}: ${words(grade7.words[0]!.definition, 3)}`);
    }
  });
});

describe('students print the article only, as far as they may read it (PRINT-02, CFU-01, LEVEL-10)', () => {
  it('PRINT-02 a student gets the article, stopping at the first check they have not answered', async () => {
    const gate = await t.db
      .selectFrom('understanding_checks')
      .select('after_block')
      .where('article_level_id', '=', level7)
      .orderBy('after_block')
      .executeTakeFirstOrThrow();
    for (const eco_mode of [false, true]) {
      const pdf = await expectTagged(await print(c['student']!, level7, { content: 'article_only', eco_mode }));
      expect(pdf.text).toContain(grade7.title);
      expect(pdf.text).toContain(words(grade7.body[gate.after_block]!.text));
      for (const hidden of grade7.body.slice(gate.after_block + 1)) expect(pdf.text).not.toContain(words(hidden.text, 8));
      expect(pdf.text).toContain(words(STOPS_AT_CHECK_NOTE, 8));
    }
  });

  it('PRINT-02 a student asking for the quiz, answers, the write prompt or Power Words is refused with 403, never given less', async () => {
    const asks: PrintRequest[] = [
      ...ARTICLE_FORMATS.filter((f) => f !== 'article_only').map((content: ArticleFormat) => ({ content })),
      { content: 'article_only', power_words: true },
      { content: 'article_only', power_words_answers: true },
    ];
    for (const r of asks) {
      const res = await print(c['student']!, level7, r);
      expect(res.statusCode, JSON.stringify(r)).toBe(403);
      expect(res.json().error.message).toBe('Students print the article only.');
    }
  });

  it('LEVEL-10 a student held at an assigned level cannot print another', async () => {
    expect((await print(c['held']!, volcanoes.levels['en:5']!, { content: 'article_only' })).statusCode).toBe(200);
    const other = await print(c['held']!, level7, { content: 'article_only' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('Your teacher set the level you read this article at.');
  });
});

describe('refusals (PRINT-06, PRINT-07, PRINT-11)', () => {
  it('PRINT-07 lite accounts are locked with the subscription text', async () => {
    for (const who of ['lite_teacher', 'lite_student']) {
      const res = await print(c[who]!, level7, { content: 'article_only' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'subscription_required', message: PRINT_LOCKED_TEXT } });
    }
  });

  it('PRINT-06 premium content needs canPrintPremiumContent unless the gating flag is off', async () => {
    const premiumLevel = premium.levels['en:7']!;
    const locked = await print(c['parent']!, premiumLevel, { content: 'article_and_quiz' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toBe(PRINT_LOCKED_TEXT);
    expect((await print(c['ungated_parent']!, premiumLevel, { content: 'article_and_quiz' })).statusCode).toBe(200);
    expect((await print(c['teacher']!, premiumLevel, { content: 'article_quiz_and_answers' })).statusCode).toBe(200);
    // A licensed student prints the premium article their school lets them read.
    expect((await print(c['student']!, premiumLevel, { content: 'article_only' })).statusCode).toBe(200);
    // Without a licence the article itself is out of reach.
    const unlicensed = await print(c['unlicensed']!, premiumLevel, { content: 'article_only' });
    expect(unlicensed.statusCode).toBe(403);
    expect(unlicensed.json().error.code).toBe('subscription_required');
  });

  it('PRINT-11 signed out: 401, on a premium article and on a free one (the public view has no text)', async () => {
    for (const level of [premium.levels['en:7']!, level7]) {
      const res = await t.app.inject({ method: 'GET', url: printPath(level, { content: 'article_only' }) });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('PRINT-11 unknown options are 400, unknown levels 404, parts a level does not have 403', async () => {
    for (const url of [
      `/content/${level7}/print/?format=pdf&content=article_and_poll`,
      `/content/${level7}/print/?format=docx&content=article_only`,
      `/content/${level7}/print/?content=article_only`,
      `/content/${level7}/print/?format=pdf&content=article_only&answers=1`,
      `/content/${level7}/print/?format=pdf&content=article_only&eco_mode=maybe`,
      `/content/abc/print/?format=pdf`,
    ]) {
      const res = await c['teacher']!.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('validation_failed');
    }
    expect((await c['teacher']!.get('/content/99999999/print/?format=pdf')).statusCode).toBe(404);
    const missing = await print(c['teacher']!, noQuiz.levels['en:7']!, { content: 'article_and_quiz' });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.message).toBe('This level cannot be printed as “Article and quiz”.');
    // `&eco_mode` with no value switches it on (PRINT-11's link shape).
    expect((await c['teacher']!.get(`/content/${level7}/print/?format=pdf&content=article_only&eco_mode`)).statusCode).toBe(200);
  });
});

describe('GET /api/v3/print-options/ (PRINT-01)', () => {
  const options = async (who: string, levelId = level7) => {
    const res = await c[who]!.get(`/api/v3/print-options/?level_id=${levelId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PrintOptionsResponse>();
  };
  it('PRINT-01 lists what each reader may print, and the lock', async () => {
    const teacher = await options('teacher');
    expect(teacher.formats.map((f) => f.value)).toEqual([...ARTICLE_FORMATS]);
    expect(teacher.options.map((o) => o.queryParam)).toEqual(['power_words', 'power_words_answers', 'eco_mode']);
    expect(teacher.answers).toBe(true);
    expect((await options('student')).formats).toEqual([{ value: 'article_only', label: 'Article' }]);
    expect((await options('parent')).formats.map((f) => f.value)).not.toContain('article_quiz_and_answers');
    expect(await options('lite_teacher')).toMatchObject({ locked: true, message: PRINT_LOCKED_TEXT, formats: [] });
    expect((await options('teacher', noQuiz.levels['en:7'])).formats.map((f) => f.value)).toEqual([
      'article_only',
      'article_and_write_prompt',
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/print-options/?level_id=${level7}` })).statusCode).toBe(401);
    expect((await c['teacher']!.get('/api/v3/print-options/?level_id=99999999')).statusCode).toBe(404);
  });
});

describe('"Print this assignment" (PRINT-12)', () => {
  it('PRINT-12 leads the owner to the print link of the assignment’s level and activities, without answers; others 404', async () => {
    const writePromptId = (
      await t.db
        .selectFrom('activities')
        .select('id')
        .where('content_id', '=', volcanoes.contentId)
        .where('activity_type', '=', 'WRITE_PROMPT')
        .executeTakeFirstOrThrow()
    ).id;
    const created = await c['teacher']!.post('/api/v3/assignment/', {
      title: 'Volcanoes with a quiz',
      instructions: '',
      is_draft: true,
      assignment_members: [{ content_id: String(volcanoes.contentId), language: 'en' }],
      default_reading_level: level7,
      activity_members: [String(volcanoes.quizId), String(volcanoes.wordsId), String(writePromptId)],
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = assignmentPrintPath(created.json<{ data: { assignment_id: number } }>().data.assignment_id);
    const res = await c['teacher']!.get(url);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe(printPath(level7, { content: 'article_write_prompt_and_quiz', power_words: true }));
    const pdf = await expectTagged(await c['teacher']!.get(res.headers.location as string));
    expect(pdf.text).not.toContain(ANSWER_PREFIX);
    for (const who of ['principal', 'student', 'parent']) expect((await c[who]!.get(url)).statusCode).toBe(404);
    expect((await c['teacher']!.get(assignmentPrintPath(99999999))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
