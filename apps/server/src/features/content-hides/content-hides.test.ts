import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentHide, ContentHideList } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { articleFixture, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let volcanoes: ArticleFixture;
let bees: ArticleFixture;
const c: Record<string, Client> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  volcanoes = await articleFixture(t.db, 'volcanoes-build-islands');
  bees = await articleFixture(t.db, 'honeybee-waggle-dance');
  ids['teacher'] = (await buildUser(t.db, { username: 'hide_teacher' })).id;
  ids['other_teacher'] = (await buildUser(t.db, { username: 'hide_other' })).id;
  for (const name of ['a', 'b', 'both'])
    ids[name] = (await buildUser(t.db, { username: `hide_s_${name}`, role: 'student', grade_level: 7 })).id;
  ids['classA'] = (await buildClass(t.db, ids['teacher'], { students: [ids['a']!, ids['both']!] })).id;
  ids['classB'] = (await buildClass(t.db, ids['teacher'], { students: [ids['b']!, ids['both']!] })).id;
  ids['otherClass'] = (await buildClass(t.db, ids['other_teacher'], { students: [] })).id;
  c['teacher'] = await signIn(t.app, 'hide_teacher');
  c['other'] = await signIn(t.app, 'hide_other');
  for (const name of ['a', 'b', 'both']) c[name] = await signIn(t.app, `hide_s_${name}`);
});
afterAll(() => t.close());

const hide = (who: Client, content: number, classroom: number) =>
  who.post('/api/v3/content-hide/', { content_id: content, classroom_id: classroom });
const found = async (who: Client, q: string) => {
  const res = await who.get(`/api/v3/content/?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: { id: string }[] }>().results.map((r) => r.id);
};

describe('hide from classes (TOOLBAR-18 … TOOLBAR-22, API-42 … API-44)', () => {
  let record: ContentHide;

  it('TOOLBAR-19 API-43 hiding makes a record; hiding again finds it', async () => {
    const res = await hide(c['teacher']!, volcanoes.contentId, ids['classA']!);
    expect(res.statusCode, res.body).toBe(201);
    record = res.json<ContentHide>();
    expect(record).toMatchObject({ content_id: String(volcanoes.contentId), classroom_id: ids['classA'] });
    const again = await hide(c['teacher']!, volcanoes.contentId, ids['classA']!);
    expect(again.statusCode).toBe(200);
    expect(again.json<ContentHide>().id).toBe(record.id);
    const list = await c['teacher']!.get(`/api/v3/content-hide/?content_id=${volcanoes.contentId}`);
    expect(list.json<ContentHideList>()).toEqual({ results: [record], assigned_classroom_ids: [] });
  });

  it('TOOLBAR-18 the class’s students no longer find or open it; other classes’ students still do', async () => {
    expect(await found(c['a']!, 'volcano')).not.toContain(String(volcanoes.contentId));
    expect(await found(c['a']!, 'bees')).toContain(String(bees.contentId));
    const opened = await c['a']!.get(`/api/v3/content/${volcanoes.contentId}/`);
    expect(opened.statusCode).toBe(403);
    // Its activities go through the same check.
    expect((await c['a']!.get(`/api/v3/quiz/${volcanoes.quizId}/?level_id=${volcanoes.levels['en:7']}`)).statusCode).toBe(403);
    expect(await found(c['b']!, 'volcano')).toContain(String(volcanoes.contentId));
    expect((await c['b']!.get(`/api/v3/content/${volcanoes.contentId}/`)).statusCode).toBe(200);
    // Teachers still find it.
    expect(await found(c['teacher']!, 'volcano')).toContain(String(volcanoes.contentId));
  });

  it('TOOLBAR-20 an article assigned to a class cannot be hidden from it; assigned work opens for a student of a hidden class', async () => {
    const assigned = await c['teacher']!.post('/api/v3/assignment/', {
      title: 'Volcanoes',
      instructions: '',
      is_draft: false,
      classroom_ids: [ids['classB']],
      assignment_members: [{ content_id: String(volcanoes.contentId), language: 'en' }],
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const refused = await hide(c['teacher']!, volcanoes.contentId, ids['classB']!);
    expect(refused.statusCode).toBe(409);
    const list = await c['teacher']!.get(`/api/v3/content-hide/?content_id=${volcanoes.contentId}`);
    expect(list.json<ContentHideList>().assigned_classroom_ids).toEqual([ids['classB']]);
    // "both" is in the hidden class A and in class B, which was given the article.
    expect((await c['both']!.get(`/api/v3/content/${volcanoes.contentId}/`)).statusCode).toBe(200);
    expect(await found(c['both']!, 'volcano')).toContain(String(volcanoes.contentId));
    expect((await c['a']!.get(`/api/v3/content/${volcanoes.contentId}/`)).statusCode).toBe(403);
  });

  it('TOOLBAR-18 only teachers hide, only from their own classes; refusals by id', async () => {
    expect((await hide(c['a']!, bees.contentId, ids['classA']!)).statusCode).toBe(403);
    expect((await hide(c['teacher']!, bees.contentId, ids['otherClass']!)).statusCode).toBe(404);
    expect((await hide(c['teacher']!, 2_000_000, ids['classA']!)).statusCode).toBe(404);
    expect((await c['other']!.delete(`/api/v3/content-hide/${record.id}/`)).statusCode).toBe(404);
    expect((await c['a']!.delete(`/api/v3/content-hide/${record.id}/`)).statusCode).toBe(403);
    expect((await c['a']!.get(`/api/v3/content-hide/?content_id=${volcanoes.contentId}`)).statusCode).toBe(403);
    const other = await c['other']!.get(`/api/v3/content-hide/?content_id=${volcanoes.contentId}`);
    expect(other.json<ContentHideList>().results).toEqual([]);
    expect((await c['teacher']!.post('/api/v3/content-hide/', { content_id: 'x', classroom_id: ids['classA'] })).statusCode).toBe(
      400,
    );
  });

  it('TOOLBAR-19 API-44 unhiding deletes the record and the article is found again', async () => {
    expect((await c['teacher']!.delete(`/api/v3/content-hide/${record.id}/`)).statusCode).toBe(204);
    expect((await c['teacher']!.delete(`/api/v3/content-hide/${record.id}/`)).statusCode).toBe(404);
    expect(await found(c['a']!, 'volcano')).toContain(String(volcanoes.contentId));
    expect((await c['a']!.get(`/api/v3/content/${volcanoes.contentId}/`)).statusCode).toBe(200);
  });
});
