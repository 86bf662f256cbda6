import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, type ContentMembership, type TextSetCreated, type TextSetDetail, type TextSetList } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { articleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let volcanoes: number;
let bees: number;
/** An article outside the free collection. */
let premium: number;
const c: Record<string, Client> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  volcanoes = (await articleFixture(t.db, 'volcanoes-build-islands')).contentId;
  bees = (await articleFixture(t.db, 'honeybee-waggle-dance')).contentId;
  premium = (await t.db.selectFrom('contents').select('id').where('is_lite', '=', false).orderBy('id').executeTakeFirstOrThrow())
    .id;
  ids['teacher'] = (await buildUser(t.db, { username: 'ts_teacher', first_name: 'Ada', last_name: 'Reyes' })).id;
  await buildUser(t.db, { username: 'ts_other' });
  await buildUser(t.db, { username: 'ts_parent', role: 'parent' });
  await buildUser(t.db, { username: 'ts_lite', is_lite: true });
  ids['student'] = (await buildUser(t.db, { username: 'ts_student', role: 'student', grade_level: 7 })).id;
  await buildUser(t.db, { username: 'ts_lite_student', role: 'student', grade_level: 7, is_lite: true });
  ids['class'] = (await buildClass(t.db, ids['teacher'], { students: [ids['student']] })).id;
  for (const name of ['teacher', 'other', 'parent', 'lite', 'student', 'lite_student'])
    c[name] = await signIn(t.app, `ts_${name}`);
});
afterAll(() => t.close());

const create = (who: Client, body: Record<string, unknown>) => who.post('/api/v3/text-set/', body);
const add = (who: Client, container: number, member: number, language?: string) =>
  who.post('/api/v3/content-membership/', { container_id: container, member_id: member, ...(language ? { language } : {}) });
// The test client's delete sends no body; the spec's DELETE carries the same payload as the add.
const remove = (who: Client, container: number, member: number) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/v3/content-membership/',
    headers: { cookie: who.cookie, [CSRF_HEADER]: who.csrf },
    payload: { container_id: container, member_id: member },
  });
const LIST = '/api/v3/content/selector/created-by-me/?depth=2&shape=card&type=text_set';
const mine = async (who: Client) => {
  const res = await who.get(LIST);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TextSetList>();
};

describe('text sets (TOOLBAR-10 … TOOLBAR-17, API-38 … API-41)', () => {
  let setId: number;
  let privateId: number;

  it('API-41 TOOLBAR-17 creating a text set returns it with an id and a content id; its text is kept as plain text', async () => {
    const res = await create(c['teacher']!, {
      title: '  Islands <b>& volcanoes</b> ',
      description: '<script>alert(1)</script> Read these in order.',
      date_shared: '2026-01-05T10:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { textSet } = res.json<TextSetCreated>();
    expect(textSet).toMatchObject({
      title: 'Islands <b>& volcanoes</b>',
      description: '<script>alert(1)</script> Read these in order.',
      date_shared: '2026-01-05T10:00:00.000Z',
      members: [],
    });
    expect(textSet.id).toBeGreaterThan(0);
    expect(textSet.content_id).toMatch(/^[a-f0-9]{12}$/);
    setId = textSet.id;
    const unshared = await create(c['teacher']!, { title: 'Just for me', description: '', date_shared: null });
    privateId = unshared.json<TextSetCreated>().textSet.id;
  });

  it('API-41 bad input is refused with 400, never stored', async () => {
    for (const body of [
      { title: '' },
      { title: '   ' },
      { title: 'x'.repeat(121) },
      { title: 'ok', description: 'd'.repeat(1001) },
      { title: 'ok', date_shared: 'yesterday' },
      { title: 'ok', owner_id: ids['student'] },
    ]) {
      const res = await create(c['teacher']!, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
    expect((await mine(c['teacher']!)).count).toBe(2);
  });

  it('API-38 API-40 TOOLBAR-12 TOOLBAR-14 adding an article puts it in the set once; the list has the members', async () => {
    const first = await add(c['teacher']!, setId, volcanoes);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<ContentMembership>()).toEqual({ container_id: setId, member_id: String(volcanoes), language: 'en' });
    const again = await add(c['teacher']!, setId, volcanoes);
    expect(again.statusCode).toBe(200);
    expect((await add(c['teacher']!, setId, bees, 'es')).statusCode).toBe(201);
    const list = await mine(c['teacher']!);
    const set = list.results.find((s) => s.id === setId)!;
    expect(set.members).toEqual([
      { content_id: String(volcanoes), story_content_id: String(volcanoes), language: 'en' },
      { content_id: String(bees), story_content_id: String(bees), language: 'es' },
    ]);
    // Newest first.
    expect(list.results.map((s) => s.id)).toEqual([privateId, setId]);
  });

  it('API-38 the same add sent twice at once stores one membership', async () => {
    const both = await Promise.all([add(c['teacher']!, privateId, bees), add(c['teacher']!, privateId, bees)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const rows = await t.db.selectFrom('text_set_members').select('id').where('text_set_id', '=', privateId).execute();
    expect(rows).toHaveLength(1);
  });

  it('API-39 TOOLBAR-14 removing takes it out; removing what is not there is no error', async () => {
    expect((await remove(c['teacher']!, privateId, bees)).statusCode).toBe(204);
    expect((await remove(c['teacher']!, privateId, bees)).statusCode).toBe(204);
    const set = (await mine(c['teacher']!)).results.find((s) => s.id === privateId)!;
    expect(set.members).toEqual([]);
  });

  it('TOOLBAR-10 TOOLBAR-11 students and lite users may not keep or change text sets; parents may', async () => {
    for (const who of ['student', 'lite_student']) {
      expect((await c[who]!.get(LIST)).statusCode).toBe(403);
      expect((await create(c[who]!, { title: 'Mine' })).statusCode).toBe(403);
      expect((await add(c[who]!, setId, bees)).statusCode).toBe(403);
      expect((await remove(c[who]!, setId, volcanoes)).statusCode).toBe(403);
    }
    // The lite UI type: the action is disabled, so the API refuses it too.
    expect((await create(c['lite']!, { title: 'Mine' })).statusCode).toBe(403);
    expect((await add(c['lite']!, setId, bees)).statusCode).toBe(403);
    expect((await mine(c['lite']!)).results).toEqual([]);
    const parents = await create(c['parent']!, { title: 'For the weekend' });
    expect(parents.statusCode).toBe(201);
    expect((await add(c['parent']!, parents.json<TextSetCreated>().textSet.id, bees)).statusCode).toBe(201);
  });

  it('API-38 API-39 another user’s set is not found; nothing in it changes; unknown ids are 404, bad ones 400', async () => {
    expect((await add(c['other']!, setId, bees)).statusCode).toBe(404);
    expect((await remove(c['other']!, setId, volcanoes)).statusCode).toBe(404);
    expect((await add(c['parent']!, setId, bees)).statusCode).toBe(404);
    expect((await add(c['teacher']!, 2_000_000, bees)).statusCode).toBe(404);
    expect((await add(c['teacher']!, setId, 2_000_000)).statusCode).toBe(404);
    expect((await c['teacher']!.post('/api/v3/content-membership/', { container_id: 'x', member_id: bees })).statusCode).toBe(
      400,
    );
    expect((await add(c['teacher']!, setId, bees, 'fr')).statusCode).toBe(400);
    expect((await mine(c['other']!)).results).toEqual([]);
    const set = (await mine(c['teacher']!)).results.find((s) => s.id === setId)!;
    expect(set.members.map((m) => m.content_id)).toEqual([String(volcanoes), String(bees)]);
    expect((await c['teacher']!.get('/api/v3/content/selector/created-by-me/?type=article')).statusCode).toBe(400);
  });

  it('TOOLBAR-17 the text set page: the owner sees it with cards; a shared set is read-only for others; an unshared one is not found', async () => {
    const own = await c['teacher']!.get(`/api/v3/text-set/${setId}/`);
    expect(own.statusCode, own.body).toBe(200);
    const detail = own.json<TextSetDetail>();
    expect(detail).toMatchObject({ id: setId, is_owner: true, owner: { display_name: 'Ada Reyes' } });
    expect(detail.cards.map((card) => card.id)).toEqual([String(volcanoes), String(bees)]);
    expect(detail.cards[0]).toMatchObject({ content_type: 'ARTICLE', title: expect.any(String) });

    const other = await c['other']!.get(`/api/v3/text-set/${setId}/`);
    expect(other.statusCode).toBe(200);
    expect(other.json<TextSetDetail>().is_owner).toBe(false);
    expect((await c['other']!.get(`/api/v3/text-set/${privateId}/`)).statusCode).toBe(404);
    expect((await c['student']!.get(`/api/v3/text-set/${privateId}/`)).statusCode).toBe(404);
    expect((await c['teacher']!.get(`/api/v3/text-set/${privateId}/`)).statusCode).toBe(200);
    expect((await c['teacher']!.get('/api/v3/text-set/2000000/')).statusCode).toBe(404);
    expect((await c['teacher']!.get('/api/v3/text-set/abc/')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/text-set/${setId}/` })).statusCode).toBe(401);
  });

  it('TOOLBAR-18 PLAT-35 a shared set shows a student only the articles they may open', async () => {
    expect((await add(c['teacher']!, setId, premium)).statusCode).toBe(201);
    const cardsFor = async (who: Client) =>
      (await who.get(`/api/v3/text-set/${setId}/`)).json<TextSetDetail>().cards.map((card) => card.id);
    expect(await cardsFor(c['student']!)).toEqual([String(volcanoes), String(bees), String(premium)]);
    // A lite student reads the free collection only.
    expect(await cardsFor(c['lite_student']!)).toEqual([String(volcanoes), String(bees)]);
    // Hidden from the student's class: not on their page, still on the teacher's.
    const hide = await c['teacher']!.post('/api/v3/content-hide/', { content_id: bees, classroom_id: ids['class'] });
    expect(hide.statusCode).toBe(201);
    expect(await cardsFor(c['student']!)).toEqual([String(volcanoes), String(premium)]);
    expect(await cardsFor(c['teacher']!)).toEqual([String(volcanoes), String(bees), String(premium)]);
  });
});
