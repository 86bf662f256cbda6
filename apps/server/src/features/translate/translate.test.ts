import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BodyBlock, Translation, TranslationLanguages } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { articleFixture, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

/**
 * A small LibreTranslate server for the tests: the documented API (`GET /languages`,
 * `POST /translate` with `q` as an array), answering "[fr] text"; it can be slow, refuse, or drop
 * every connection as a server that is down does.
 */
function fakeLibreTranslate() {
  const state = {
    mode: 'ok' as 'ok' | 'refuse' | 'down',
    delayMs: 0,
    translateCalls: 0,
    languageCalls: 0,
    bodies: [] as Record<string, unknown>[],
  };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (state.mode === 'down') {
        req.socket.destroy();
        return;
      }
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && req.url === '/languages') {
        state.languageCalls++;
        return json(200, [
          { code: 'en', name: 'English', targets: ['en', 'es', 'fr'] },
          { code: 'es', name: 'Spanish', targets: ['en', 'es', 'fr'] },
          { code: 'fr', name: 'French', targets: ['en', 'es', 'fr'] },
        ]);
      }
      if (req.method === 'POST' && req.url === '/translate') {
        const body = JSON.parse(await read(req)) as { q: string[]; target: string };
        state.translateCalls++;
        state.bodies.push(body);
        if (state.mode === 'refuse') return json(403, { error: 'Invalid API key' });
        await new Promise((r) => setTimeout(r, state.delayMs));
        return json(200, { translatedText: body.q.map((t) => `[${body.target}] ${t}`) });
      }
      json(404, { error: 'Not found' });
    })();
  });
  return {
    state,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const fake = fakeLibreTranslate();
let t: TestContext;
let volcanoes: ArticleFixture;
let bees: ArticleFixture;
let cat: ArticleFixture;
let silk: ArticleFixture;
const c: Record<string, Client> = {};

beforeAll(async () => {
  const url = await fake.start();
  t = await createTestApp({ TRANSLATE_URL: url, TRANSLATE_API_KEY: 'district-key' });
  await loadCorpus(t.db);
  volcanoes = await articleFixture(t.db, 'volcanoes-build-islands');
  bees = await articleFixture(t.db, 'honeybee-waggle-dance');
  cat = await articleFixture(t.db, 'lighthouse-cat');
  silk = await articleFixture(t.db, 'silk-road-routes');
  const teacher = await buildUser(t.db, { username: 'tr_teacher' });
  const students = [];
  for (const name of ['a', 'b', 'hidden', 'off'])
    students.push((await buildUser(t.db, { username: `tr_s_${name}`, role: 'student', grade_level: 7 })).id);
  await buildUser(t.db, { username: 'tr_lite', role: 'student', grade_level: 7, is_lite: true, has_ela_license: false });
  await buildClass(t.db, teacher.id, { students: students.slice(0, 2) });
  const hiddenClass = await buildClass(t.db, teacher.id, { students: [students[2]!] });
  const offClass = await buildClass(t.db, teacher.id, { students: [students[3]!] });
  for (const name of ['teacher', 's_a', 's_b', 's_hidden', 's_off', 'lite']) c[name] = await signIn(t.app, `tr_${name}`);
  const hidden = await c['teacher']!.post('/api/v3/content-hide/', {
    content_id: volcanoes.contentId,
    classroom_id: hiddenClass.id,
  });
  expect(hidden.statusCode, hidden.body).toBe(201);
  const assigned = await c['teacher']!.post('/api/v3/assignment/', {
    title: 'Volcanoes without translation',
    instructions: '',
    is_draft: false,
    classroom_ids: [offClass.id],
    assignment_members: [{ content_id: String(volcanoes.contentId), language: 'en' }],
    assignment_config: { hide_translation: true },
  });
  expect(assigned.statusCode, assigned.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

const bodyOf = async (levelId: number) =>
  (await t.db.selectFrom('article_levels').select('body').where('id', '=', levelId).executeTakeFirstOrThrow()).body;
const languages = (who: Client, a: ArticleFixture, level: string) =>
  who.get(`/api/v3/translations/languages/?content_id=${a.contentId}&level_id=${a.levels[level]}`);
const translation = (who: Client, a: ArticleFixture, level: string, language: string) =>
  who.get(`/api/v3/translations/?content_id=${a.contentId}&level_id=${a.levels[level]}&language=${language}`);

describe('translate mode: the article’s Spanish version (TOOLBAR-01)', () => {
  it('TOOLBAR-01 offers the Spanish version of the shown level first, then the translation server’s other languages', async () => {
    const res = await languages(c['teacher']!, volcanoes, 'en:7');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TranslationLanguages>().languages).toEqual([
      { code: 'es', name: 'Spanish', source: 'edition' },
      { code: 'fr', name: 'French', source: 'machine' },
    ]);
  });

  it('TOOLBAR-01 pairs the level with the Spanish level of the same grade, paragraph by paragraph', async () => {
    const res = await translation(c['teacher']!, volcanoes, 'en:7', 'es');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Translation>();
    expect(body).toMatchObject({ source: 'edition', translated_level_id: volcanoes.levels['es:7'], language: 'es' });
    const [en, es] = [await bodyOf(volcanoes.levels['en:7']!), await bodyOf(volcanoes.levels['es:7']!)];
    expect(body.rows.map((r) => r.block)).toEqual(en.map((_, i) => i));
    expect(body.rows.map((r) => r.texts)).toEqual(es.map((b) => [b.text]));
    // The original pairs with the Spanish original.
    const original = await translation(c['teacher']!, volcanoes, 'en:12', 'es');
    expect(original.json<Translation>().translated_level_id).toBe(volcanoes.levels['es:12']);
  });

  it('TOOLBAR-01 where the versions differ by a paragraph, headings stay side by side and every Spanish paragraph is shown once', async () => {
    const body = (await translation(c['teacher']!, bees, 'en:12', 'es')).json<Translation>();
    const [en, es] = [await bodyOf(bees.levels['en:12']!), await bodyOf(bees.levels['es:12']!)];
    expect(en.length).not.toBe(es.length);
    expect(body.rows).toHaveLength(en.length);
    expect(body.rows.flatMap((r) => r.texts)).toEqual(es.map((b) => b.text));
    en.forEach((b, i) => {
      if (b.kind === 'heading') expect(es.find((x) => x.text === body.rows[i]!.texts[0])?.kind).toBe('heading');
    });
  });

  it('CFU-01 TOOLBAR-01 a student’s translation stops where their text waits for a check', async () => {
    const res = await translation(c['s_a']!, volcanoes, 'en:7', 'es');
    expect(res.statusCode, res.body).toBe(200);
    const article = (await c['s_a']!.get(`/api/v3/content/${volcanoes.contentId}/`)).json<{
      data: { article_levels: { id: number; body: BodyBlock[]; gate: { after_block: number } | null }[] };
    }>();
    const level = article.data.article_levels.find((l) => l.id === volcanoes.levels['en:7'])!;
    expect(level.gate).not.toBeNull();
    expect(res.json<Translation>().rows).toHaveLength(level.body.length);
    expect(level.body.length).toBeLessThan((await bodyOf(volcanoes.levels['en:7']!)).length);
  });
});

describe('translate mode: the district’s LibreTranslate server (TOOLBAR-01)', () => {
  it('TOOLBAR-01 an article without a Spanish version offers the server’s languages', async () => {
    const res = await languages(c['s_a']!, cat, 'en:7');
    expect(res.json<TranslationLanguages>().languages).toEqual([
      { code: 'fr', name: 'French', source: 'machine' },
      { code: 'es', name: 'Spanish', source: 'machine' },
    ]);
  });

  it('TOOLBAR-01 a class asking at once costs one call, which sends only the article’s text; later readers get the kept translation', async () => {
    fake.state.delayMs = 200;
    const before = fake.state.translateCalls;
    const answers = await Promise.all(
      [c['teacher']!, c['s_a']!, c['s_b']!, c['teacher']!, c['s_a']!].map((who) => translation(who, cat, 'en:9', 'es')),
    );
    fake.state.delayMs = 0;
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(fake.state.translateCalls - before).toBe(1);
    const en = await bodyOf(cat.levels['en:9']!);
    const sent = fake.state.bodies.at(-1)!;
    expect(sent).toEqual({ q: en.map((b) => b.text), source: 'en', target: 'es', format: 'text', api_key: 'district-key' });
    const teacherView = answers[0]!.json<Translation>();
    expect(teacherView).toMatchObject({ source: 'machine', translated_level_id: null });
    expect(teacherView.rows.map((r) => r.texts)).toEqual(en.map((b) => [`[es] ${b.text}`]));

    const again = await translation(c['s_b']!, cat, 'en:9', 'es');
    expect(again.statusCode).toBe(200);
    expect(fake.state.translateCalls - before).toBe(1);
    const kept = await t.db
      .selectFrom('level_translations')
      .select(['language', 'blocks'])
      .where('article_level_id', '=', cat.levels['en:9']!)
      .execute();
    expect(kept).toEqual([{ language: 'es', blocks: en.map((b) => `[es] ${b.text}`) }]);
  });

  it('TOOLBAR-01 a server that refuses is a 502 with a clear message; one that is down is a 503; kept translations still open', async () => {
    fake.state.mode = 'refuse';
    const refused = await translation(c['teacher']!, cat, 'en:5', 'fr');
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      error: { code: 'translation_failed', message: 'The translation server could not translate this article. Try again later.' },
    });
    fake.state.mode = 'down';
    const down = await translation(c['teacher']!, cat, 'en:5', 'fr');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      error: { code: 'translation_unavailable', message: 'The translation server is not answering. Try again in a moment.' },
    });
    expect((await translation(c['teacher']!, cat, 'en:9', 'es')).statusCode).toBe(200);
    expect((await translation(c['teacher']!, volcanoes, 'en:7', 'es')).statusCode).toBe(200);
    fake.state.mode = 'ok';
  });
});

describe('translate mode: who may translate what', () => {
  it('TOOLBAR-18 TOOLBAR-01 refuses an article the reader may not open: hidden from their class, premium without a licence, unknown', async () => {
    for (const res of [
      await languages(c['s_hidden']!, volcanoes, 'en:7'),
      await translation(c['s_hidden']!, volcanoes, 'en:7', 'es'),
    ])
      expect(res.statusCode).toBe(403);
    for (const res of [await languages(c['lite']!, silk, 'en:7'), await translation(c['lite']!, silk, 'en:7', 'es')])
      expect(res.statusCode).toBe(403);
    expect((await c['teacher']!.get(`/api/v3/translations/?content_id=999999&level_id=1&language=es`)).statusCode).toBe(404);
    // A level of another article is not a level of this one.
    const other = await c['teacher']!.get(
      `/api/v3/translations/?content_id=${volcanoes.contentId}&level_id=${cat.levels['en:7']}&language=es`,
    );
    expect(other.statusCode).toBe(404);
    expect(fake.state.bodies.every((b) => !JSON.stringify(b).includes('tr_'))).toBe(true);
  });

  it('ASSIGN-04 TOOLBAR-01 a student whose assignment sets hide_translation is refused; their teacher is not', async () => {
    for (const res of [
      await languages(c['s_off']!, volcanoes, 'en:7'),
      await translation(c['s_off']!, volcanoes, 'en:7', 'es'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(
        'Your teacher turned translation off for this article.',
      );
    }
    expect((await languages(c['teacher']!, volcanoes, 'en:7')).statusCode).toBe(200);
  });

  it('TOOLBAR-01 signed-out readers, bad input and a language nobody offers', async () => {
    const anon = await t.app.inject({
      method: 'GET',
      url: `/api/v3/translations/?content_id=${volcanoes.contentId}&level_id=${volcanoes.levels['en:7']}&language=es`,
    });
    expect(anon.statusCode).toBe(401);
    expect((await translation(c['teacher']!, volcanoes, 'en:7', 'ES;drop')).statusCode).toBe(400);
    expect((await c['teacher']!.get('/api/v3/translations/?content_id=abc&level_id=1&language=es')).statusCode).toBe(400);
    expect((await translation(c['teacher']!, cat, 'en:7', 'de')).statusCode).toBe(404);
    expect((await translation(c['teacher']!, cat, 'en:7', 'en')).statusCode).toBe(404);
  });
});

describe('translate mode without a translation server (TOOLBAR-07)', () => {
  let plain: TestContext;
  let teacher: Client;
  beforeAll(async () => {
    plain = await createTestApp();
    await loadCorpus(plain.db);
    await buildUser(plain.db, { username: 'tr_plain' });
    teacher = await signIn(plain.app, 'tr_plain');
  });
  afterAll(() => plain?.close());

  it('TOOLBAR-07 an article without a Spanish version offers nothing (the toolbar says translations are not available); one with it offers Spanish', async () => {
    const catHere = await articleFixture(plain.db, 'lighthouse-cat');
    const volcanoesHere = await articleFixture(plain.db, 'volcanoes-build-islands');
    const none = await languages(teacher, catHere, 'en:7');
    expect(none.json<TranslationLanguages>().languages).toEqual([]);
    expect((await translation(teacher, catHere, 'en:7', 'es')).statusCode).toBe(404);
    const spanish = await languages(teacher, volcanoesHere, 'en:5');
    expect(spanish.json<TranslationLanguages>().languages).toEqual([{ code: 'es', name: 'Spanish', source: 'edition' }]);
  });
});
