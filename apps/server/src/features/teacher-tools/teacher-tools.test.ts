import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonPlanResponse, ProseMirrorNode, TeacherToolOutput } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { articleFixture, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';
import { teacherToolsService, type ToolCallLog } from './teacher-tools.service.js';

/** What the test's model drafts of a lesson plan. */
const MODEL_PLAN = {
  steps: [
    { name: 'Island map hook', weight: 10, what: 'Students find Hawaii on a map and guess how it formed.' },
    { name: 'Read closely', weight: 35, what: 'Students read and underline each step of how an island grows.' },
    { name: 'Model it', weight: 40, what: 'Groups build a layered clay island and label the hot spot.' },
    { name: 'Exit ticket', weight: 15, what: 'Students answer the exit ticket.' },
  ],
  assessment_questions: ['What is a hot spot?', 'Why do the islands form in a line?'],
  exit_ticket: 'Draw and label one island forming over a hot spot.',
  multilingual_supports: ['Label the clay model with words in two languages.'],
  project_idea: 'Make a museum card for a volcanic island of your choice.',
};

/** An OpenAI-compatible chat-completions server for the tests: answers well, fails, or answers nonsense. */
function fakeModel() {
  const state = { mode: 'ok' as 'ok' | 'fail' | 'garbage', calls: 0, bodies: [] as string[] };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      state.calls++;
      state.bodies.push(body);
      if (req.url !== '/v1/chat/completions' || state.mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end('{"error":"overloaded"}');
      }
      const content =
        state.mode === 'garbage'
          ? 'I cannot help with that.'
          : body.includes('Learning objective:')
            ? JSON.stringify(MODEL_PLAN)
            : JSON.stringify({
                main_idea: 'Volcanoes build islands from the sea floor up.',
                supporting_details: ['Lava cools into rock.'],
              });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    })();
  });
  return {
    state,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const model = fakeModel();
let t: TestContext;
let offline: TestContext;
let volcanoes: ArticleFixture;
let premium: ArticleFixture;
const c: Record<string, Client> = {};
const o: Record<string, Client> = {};

beforeAll(async () => {
  const url = await model.start();
  [t, offline] = await Promise.all([
    createTestApp({ LLM_BASE_URL: url, LLM_MODEL: 'classroom-model', LLM_API_KEY: 'district-key', LLM_TIMEOUT_MS: '2000' }),
    createTestApp(),
  ]);
  for (const ctx of [t, offline]) {
    await loadCorpus(ctx.db);
    const teacher = await buildUser(ctx.db, { username: 'tt_teacher', first_name: 'Quentin', last_name: 'Marlowe' });
    const student = await buildUser(ctx.db, {
      username: 'tt_student',
      role: 'student',
      grade_level: 7,
      first_name: 'Zephyrine',
      last_name: 'Okonkwo-Lister',
    });
    await buildClass(ctx.db, teacher.id, { students: [student.id] });
    await buildUser(ctx.db, { username: 'tt_parent', role: 'parent' });
    await buildUser(ctx.db, { username: 'tt_lite', role: 'teacher', is_lite: true, has_ela_license: false });
  }
  volcanoes = await articleFixture(t.db, 'volcanoes-build-islands');
  premium = await articleFixture(t.db, 'silk-road-routes');
  for (const name of ['teacher', 'student', 'parent', 'lite']) {
    c[name] = await signIn(t.app, `tt_${name}`);
    o[name] = await signIn(offline.app, `tt_${name}`);
  }
}, 120_000);
afterAll(async () => {
  await Promise.all([t?.close(), offline?.close()]);
  await model.stop();
});

const tool = (who: Client, a: ArticleFixture, name: string, level: string) =>
  who.get(`/api/v3/content/${a.contentId}/${name}/?level_id=${a.levels[level]}`);

describe('teacher tools offline (TOOLS-01, TOOLS-07, API-32)', () => {
  it('TOOLS-07 API-32 each tool answers {algorithm_output, content_id} for a teacher', async () => {
    for (const name of ['main-idea', 'before-reading-activity', 'discussion-questions']) {
      const res = await tool(o['teacher']!, volcanoes, name, 'en:7');
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<TeacherToolOutput>();
      expect(body.content_id).toBe(String(volcanoes.contentId));
      expect(body.engine).toBe('offline');
      expect(body.algorithm_output).toBeTypeOf('object');
    }
    const main = (await tool(o['teacher']!, volcanoes, 'main-idea', 'en:7')).json<TeacherToolOutput>();
    expect((main.algorithm_output as { main_idea: string }).main_idea.length).toBeGreaterThan(20);
  });

  it('TOOLS-01 a Spanish level’s tools are drafted from its English level of the same grade', async () => {
    const es = await tool(o['teacher']!, volcanoes, 'main-idea', 'es:7');
    const en = await tool(o['teacher']!, volcanoes, 'main-idea', 'en:7');
    expect(es.statusCode, es.body).toBe(200);
    expect(es.json<TeacherToolOutput>().algorithm_output).toEqual(en.json<TeacherToolOutput>().algorithm_output);
  });

  it('API-31 API-32 the Key terms tab is the level’s key-terms endpoint', async () => {
    const res = await o['teacher']!.get(`/api/v3/content/${volcanoes.contentId}/key-terms/?level_id=${volcanoes.levels['en:7']}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ algorithm_output: unknown[] }>().algorithm_output.length).toBeGreaterThan(0);
  });

  it('TOOLS-06 refuses students, parents and a lite teacher on a premium article; another article’s level is 404', async () => {
    expect((await tool(o['student']!, volcanoes, 'main-idea', 'en:7')).statusCode).toBe(403);
    expect((await tool(o['parent']!, volcanoes, 'main-idea', 'en:7')).statusCode).toBe(403);
    const lite = await tool(o['lite']!, premium, 'discussion-questions', 'en:7');
    expect(lite.statusCode, lite.body).toBe(403);
    expect(lite.json<{ error: { code: string } }>().error.code).toBe('subscription_required');
    // The lite teacher may use the tools on the free collection.
    expect((await tool(o['lite']!, volcanoes, 'main-idea', 'en:7')).statusCode).toBe(200);
    const other = await o['teacher']!.get(`/api/v3/content/${volcanoes.contentId}/main-idea/?level_id=${premium.levels['en:7']}`);
    expect(other.statusCode).toBe(404);
    const signedOut = await offline.app.inject({
      method: 'GET',
      url: `/api/v3/content/${volcanoes.contentId}/main-idea/?level_id=${volcanoes.levels['en:7']}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('API-32 an unknown tool or a bad level is a 400 with the error shape', async () => {
    const unknown = await o['teacher']!.get(`/api/v3/content/${volcanoes.contentId}/summarize-everything/?level_id=1`);
    expect(unknown.statusCode).toBe(400);
    const bad = await o['teacher']!.get(`/api/v3/content/${volcanoes.contentId}/main-idea/?level_id=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { code: string } }>().error.code).toBe('validation_failed');
  });

  it('TOOLS-01 a draft is kept per level, tool and engine, and every call is logged without a name', async () => {
    const logs: ToolCallLog[] = [];
    const service = teacherToolsService({ llm: null, log: (e) => logs.push(e), warn: () => {} });
    const teacher = await offline.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'tt_teacher')
      .executeTakeFirstOrThrow();
    const user = { ...teacher, is_lite: false } as unknown as Parameters<typeof service.run>[1];
    const level = await articleFixture(offline.db, 'honeybee-waggle-dance');
    const first = await service.run(offline.db, user, level.contentId, 'discussion-questions', level.levels['en:9']!);
    const second = await service.run(offline.db, user, level.contentId, 'discussion-questions', level.levels['en:9']!);
    expect(second).toEqual(first);
    expect(logs.map((l) => [l.tool, l.engine, l.cached])).toEqual([
      ['discussion-questions', 'offline', false],
      ['discussion-questions', 'offline', true],
    ]);
    expect(logs[0]).toMatchObject({ userId: teacher.id, contentId: level.contentId });
    expect(logs[0]!.ms).toBeGreaterThanOrEqual(0);
    const kept = await offline.db
      .selectFrom('teacher_tool_results')
      .select(['tool', 'engine'])
      .where('article_level_id', '=', level.levels['en:9']!)
      .execute();
    expect(kept).toEqual([{ tool: 'discussion-questions', engine: 'offline' }]);
  });
});

describe('teacher tools with a language model (TOOLS-01, API-33 retries)', () => {
  it('TOOLS-01 uses the configured model, sending only the article’s text', async () => {
    model.state.mode = 'ok';
    const before = model.state.calls;
    const res = await tool(c['teacher']!, volcanoes, 'main-idea', 'en:5');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TeacherToolOutput>();
    expect(body.engine).toBe('model');
    expect(body.algorithm_output).toEqual({
      main_idea: 'Volcanoes build islands from the sea floor up.',
      supporting_details: ['Lava cools into rock.'],
    });
    expect(model.state.calls).toBe(before + 1);
    const sent = model.state.bodies.at(-1)!;
    expect(sent).toContain('classroom-model');
    for (const personal of ['tt_teacher', 'Quentin', 'Marlowe', 'tt_student', 'Zephyrine', 'Okonkwo'])
      expect(sent).not.toContain(personal);
    expect(sent).not.toMatch(/"user(_id)?"\s*:/);
    // Kept: the next teacher is answered without a call.
    await tool(c['teacher']!, volcanoes, 'main-idea', 'en:5');
    expect(model.state.calls).toBe(before + 1);
  });

  it('TOOLS-01 a failing model is tried four times (three retries), then the offline engine answers', async () => {
    model.state.mode = 'fail';
    const before = model.state.calls;
    const res = await tool(c['teacher']!, volcanoes, 'discussion-questions', 'en:5');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TeacherToolOutput>().engine).toBe('offline');
    expect(model.state.calls - before).toBe(4);
  });

  it('TOOLS-01 an answer that is not the tool’s shape falls back to the offline engine too', async () => {
    model.state.mode = 'garbage';
    const res = await tool(c['teacher']!, volcanoes, 'before-reading-activity', 'en:5');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TeacherToolOutput>();
    expect(body.engine).toBe('offline');
    expect((body.algorithm_output as { words: unknown[] }).words.length).toBeGreaterThan(0);
  });
});

describe('lesson plan with a language model (API-33, TOOLS-12)', () => {
  const textOf = (n: ProseMirrorNode): string =>
    (n.text ?? '') + (n.content ?? []).map(textOf).join(n.type === 'doc' ? '\n' : ' ');
  const plan = async () => {
    const standards = await t.db
      .selectFrom('content_standards')
      .select('standard_id')
      .where('content_id', '=', volcanoes.contentId)
      .orderBy('position')
      .execute();
    return c['teacher']!.post('/seti/generate-lesson-plan/?format=prosemirror', {
      article_story_content_id: volcanoes.contentId,
      standard_content_ids: [standards[0]!.standard_id],
      learning_objective: 'Explain how hot spots and subduction build volcanic islands.',
      allotted_time: 60,
      project_ideas: true,
      support_of_multilingual_learners: true,
      additional_assessment_questions: false,
    });
  };

  it('API-33 TOOLS-12 the model drafts the steps and questions from the objective and the text only; the minutes still add up', async () => {
    model.state.mode = 'ok';
    const before = model.state.calls;
    const res = await plan();
    expect(res.statusCode, res.body).toBe(200);
    const all = textOf(res.json<LessonPlanResponse>().prosemirror_document);
    expect(model.state.calls).toBe(before + 1);
    for (const part of [
      'Island map hook',
      'Model it',
      'What is a hot spot?',
      'Draw and label one island',
      'museum card',
      'two languages',
    ])
      expect(all).toContain(part);
    expect([...all.matchAll(/\((\d+) min\)/g)].reduce((a, m) => a + Number(m[1]), 0)).toBe(60);
    const sent = model.state.bodies.at(-1)!;
    expect(sent).toContain('Learning objective: Explain how hot spots and subduction build volcanic islands.');
    expect(sent).toContain('Allotted time: 60 minutes');
    for (const personal of ['tt_teacher', 'Quentin', 'Marlowe', 'tt_student', 'Zephyrine', 'Okonkwo'])
      expect(sent).not.toContain(personal);
  });

  it('API-33 a failing model is retried three times, then the offline engine drafts the plan', async () => {
    model.state.mode = 'fail';
    const before = model.state.calls;
    const res = await plan();
    expect(res.statusCode, res.body).toBe(200);
    const all = textOf(res.json<LessonPlanResponse>().prosemirror_document);
    expect(model.state.calls - before).toBe(4);
    expect(all).not.toContain('Island map hook');
    expect(all).toContain('Warm-up');
    expect([...all.matchAll(/\((\d+) min\)/g)].reduce((a, m) => a + Number(m[1]), 0)).toBe(60);
    model.state.mode = 'ok';
  });
});

describe('lesson plan (API-33, TOOLS-09, TOOLS-12, TOOLS-20)', () => {
  const textOf = (n: ProseMirrorNode): string =>
    (n.text ?? '') + (n.content ?? []).map(textOf).join(n.type === 'doc' ? '\n' : ' ');
  const plan = async (who: Client, over: Record<string, unknown> = {}) => {
    const standards = await offline.db
      .selectFrom('content_standards')
      .select('standard_id')
      .where('content_id', '=', volcanoes.contentId)
      .orderBy('position')
      .execute();
    return who.post('/seti/generate-lesson-plan/?format=prosemirror', {
      article_story_content_id: volcanoes.contentId,
      standard_content_ids: [standards[0]!.standard_id],
      learning_objective: 'Explain how hot spots and subduction build volcanic islands.',
      allotted_time: 45,
      project_ideas: true,
      support_of_multilingual_learners: true,
      additional_assessment_questions: false,
      ...over,
    });
  };

  it('TOOLS-09 is refused while the lesson_planner flag is off (a district or user override)', async () => {
    const teacher = await offline.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'tt_teacher')
      .executeTakeFirstOrThrow();
    await offline.db
      .insertInto('feature_overrides')
      .values({ scope: 'user', scope_id: teacher.id, name: 'lesson_planner', enabled: false, updated_by: teacher.id })
      .execute();
    const res = await plan(o['teacher']!);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('feature_disabled');
    const pdf = await o['teacher']!.post('/seti/lesson-plan-pdf/', {
      article_story_content_id: volcanoes.contentId,
      prosemirror_document: { type: 'doc', content: [] },
    });
    expect(pdf.statusCode).toBe(403);
    await offline.db
      .deleteFrom('feature_overrides')
      .where('scope_id', '=', teacher.id)
      .where('name', '=', 'lesson_planner')
      .execute();
  });

  it('API-33 TOOLS-12 TOOLS-20 with the flag on (its default): a ProseMirror plan whose steps add up to the allotted time, with what was asked for', async () => {
    const res = await plan(o['teacher']!);
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json<LessonPlanResponse>().prosemirror_document;
    expect(doc.type).toBe('doc');
    const all = textOf(doc);
    for (const part of [
      'Learning objective',
      'Standards',
      'Lesson steps',
      'Support for multilingual learners',
      'Project idea',
      'Assessment questions',
      'Exit ticket',
    ])
      expect(all).toContain(part);
    expect(all).toContain('Explain how hot spots and subduction build volcanic islands.');
    const minutes = [...all.matchAll(/\((\d+) min\)/g)].map((m) => Number(m[1]));
    expect(minutes.length).toBeGreaterThanOrEqual(5);
    expect(minutes.reduce((a, b) => a + b, 0)).toBe(45);
    // Without the toggles, neither section.
    const plain = textOf(
      (
        await plan(o['teacher']!, { project_ideas: false, support_of_multilingual_learners: false, allotted_time: 30 })
      ).json<LessonPlanResponse>().prosemirror_document,
    );
    expect(plain).not.toContain('Project idea');
    expect(plain).not.toContain('Support for multilingual learners');
    expect([...plain.matchAll(/\((\d+) min\)/g)].reduce((a, m) => a + Number(m[1]), 0)).toBe(30);
  });

  it('API-33 refuses a standard of another article, a short objective and a student', async () => {
    expect((await plan(o['teacher']!, { standard_content_ids: [999999] })).statusCode).toBe(400);
    expect((await plan(o['teacher']!, { learning_objective: 'short' })).statusCode).toBe(400);
    expect((await plan(o['teacher']!, { allotted_time: 50 })).statusCode).toBe(400);
    expect((await plan(o['student']!)).statusCode).toBe(403);
  });

  it('TOOLS-24 TOOLS-29 Download as PDF: the edited plan as a tagged PDF for a teacher; refused to students, parents, a lite teacher on a premium article and an unknown article', async () => {
    const document: ProseMirrorNode = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Volcanic islands <script>' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Edited by me: ', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'hot spots.' },
          ],
        },
        {
          type: 'orderedList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Warm-up (5 min)' }] }] }],
        },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A quote' }] }] },
      ],
    };
    const pdf = (who: Client, contentId = volcanoes.contentId) =>
      who.post('/seti/lesson-plan-pdf/', { article_story_content_id: contentId, prosemirror_document: document });
    const res = await pdf(c['teacher']!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="lesson-plan-[a-z0-9-]+\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('/StructTreeRoot');
    expect((await pdf(c['student']!)).statusCode).toBe(403);
    expect((await pdf(c['parent']!)).statusCode).toBe(403);
    const lite = await pdf(c['lite']!, premium.contentId);
    expect(lite.statusCode).toBe(403);
    expect(lite.json<{ error: { code: string } }>().error.code).toBe('subscription_required');
    expect((await pdf(c['teacher']!, 999_999)).statusCode).toBe(404);
    const bad = await c['teacher']!.post('/seti/lesson-plan-pdf/', {
      article_story_content_id: volcanoes.contentId,
      prosemirror_document: { type: '' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('reporting generated content (API-48)', () => {
  let staff: Client;
  const report = (who: Client, a: ArticleFixture, name: string, body: unknown) =>
    who.post(`/api/v3/content/${a.contentId}/${name}/report/`, body);
  beforeAll(async () => {
    await buildUser(offline.db, { username: 'tt_staff', role: 'staff' });
    staff = await signIn(offline.app, 'tt_staff');
  });

  it('API-48 a teacher reports a draft through the report form; staff read it with the draft as it was shown', async () => {
    const shown = (await tool(o['teacher']!, volcanoes, 'before-reading-activity', 'en:9')).json<TeacherToolOutput>();
    const res = await report(o['teacher']!, volcanoes, 'before-reading-activity', {
      level_id: volcanoes.levels['en:9'],
      message: '  The second question gives the answer away.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      content_id: String(volcanoes.contentId),
      level_id: volcanoes.levels['en:9'],
      tool: 'before-reading-activity',
      engine: 'offline',
      message: 'The second question gives the answer away.',
      reported_by: { display_name: expect.stringContaining('Quentin') },
      algorithm_output: shown.algorithm_output,
    });
    const list = await staff.get('/api/v3/generated-content-reports/');
    expect(list.statusCode, list.body).toBe(200);
    const [newest] = list.json<{ results: { id: number; algorithm_output: unknown; reported_by: object }[] }>().results;
    expect(newest).toMatchObject({ id: res.json<{ id: number }>().id, algorithm_output: shown.algorithm_output });
    // The reporter's name and id, nothing more of them.
    expect(Object.keys(newest!.reported_by).sort()).toEqual(['display_name', 'id']);
  });

  it('API-48 refuses an empty description, a draft never made, students, parents, a lite teacher on premium, and non-staff readers', async () => {
    const level = volcanoes.levels['en:9'];
    const empty = await report(o['teacher']!, volcanoes, 'main-idea', { level_id: level, message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty('message');
    expect((await report(o['teacher']!, volcanoes, 'main-idea', { level_id: level })).statusCode).toBe(400);
    expect((await report(o['teacher']!, volcanoes, 'key-terms', { level_id: level, message: 'x' })).statusCode).toBe(400);
    // Nothing was drafted of the discussion questions at grade 3: there is nothing to report.
    const never = await report(o['teacher']!, volcanoes, 'discussion-questions', {
      level_id: volcanoes.levels['en:3'],
      message: 'Wrong',
    });
    expect(never.statusCode).toBe(404);
    expect((await report(o['student']!, volcanoes, 'main-idea', { level_id: level, message: 'x' })).statusCode).toBe(403);
    expect((await report(o['parent']!, volcanoes, 'main-idea', { level_id: level, message: 'x' })).statusCode).toBe(403);
    const lite = await report(o['lite']!, premium, 'main-idea', { level_id: premium.levels['en:7'], message: 'x' });
    expect(lite.json<{ error: { code: string } }>().error.code).toBe('subscription_required');
    const other = await report(o['teacher']!, volcanoes, 'main-idea', { level_id: premium.levels['en:7'], message: 'x' });
    expect(other.statusCode).toBe(404);
    for (const who of ['teacher', 'student', 'parent']) {
      expect((await o[who]!.get('/api/v3/generated-content-reports/')).statusCode).toBe(403);
    }
    expect((await offline.app.inject({ method: 'GET', url: '/api/v3/generated-content-reports/' })).statusCode).toBe(401);
  });
});
