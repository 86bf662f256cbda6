import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELA_LICENCE_TEXT, type Poll, type WritePrompt } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { articleFixture, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

// TOOLS-33: an ELA article's poll and write prompt are written and changed only with an active ELA licence.
let t: TestContext;
let ela: ArticleFixture; // lighthouse-cat: ELA, free to every account
let science: ArticleFixture; // volcanoes-build-islands: SCIENCE, free to every account
const c: Record<string, Client> = {};
const classOf: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  ela = await articleFixture(t.db, 'lighthouse-cat');
  science = await articleFixture(t.db, 'volcanoes-build-islands');
  const teachers = {
    licensed: {},
    unlicensed: { has_ela_license: false },
    lite: { is_lite: true, lite_grant_expires_at: new Date(Date.now() + 30 * 86400_000) },
  };
  for (const [name, extra] of Object.entries(teachers)) {
    ids[name] = (await buildUser(t.db, { username: `ela_${name}`, ...extra })).id;
    classOf[name] = (await buildClass(t.db, ids[name])).unique_id;
    c[name] = await signIn(t.app, `ela_${name}`);
  }
});
afterAll(() => t.close());

const pollBody = (a: ArticleFixture) => ({
  article_id: String(a.contentId),
  data: { question: 'Would you keep a lighthouse?', choices: [{ text: 'Yes' }, { text: 'No' }] },
});
const promptBody = (a: ArticleFixture, name: string) => ({
  collection_id: String(a.contentId),
  text: 'What would you do on a stormy night at the lighthouse?',
  classroom_ids: [classOf[name]!],
});

describe('TOOLS-33 the ELA licence decides who edits an ELA article’s activities', () => {
  it('TOOLS-33 a licensed teacher writes a poll and a write prompt on an ELA article', async () => {
    expect((await c['licensed']!.post('/api/v3/polls/', pollBody(ela))).statusCode).toBe(201);
    expect((await c['licensed']!.post('/api/v2/prompt/', promptBody(ela, 'licensed'))).statusCode).toBe(201);
  });

  it('TOOLS-33 without an active ELA licence (no ELA subscription, or lite) writing them is 403 subscription_required', async () => {
    for (const name of ['unlicensed', 'lite']) {
      for (const res of [
        await c[name]!.post('/api/v3/polls/', pollBody(ela)),
        await c[name]!.post('/api/v2/prompt/', promptBody(ela, name)),
      ]) {
        expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
        expect(res.json()).toEqual({ error: { code: 'subscription_required', message: ELA_LICENCE_TEXT.refused } });
      }
    }
    const polls = await t.db
      .selectFrom('polls')
      .select('id')
      .where('created_by', 'in', [ids['unlicensed']!, ids['lite']!])
      .execute();
    expect(polls).toEqual([]);
  });

  it('TOOLS-33 they still read the ELA article’s polls, and edit the activities of other subjects', async () => {
    for (const name of ['unlicensed', 'lite']) {
      expect((await c[name]!.get(`/api/v3/polls/?article_id=${ela.contentId}`)).statusCode).toBe(200);
      expect((await c[name]!.post('/api/v3/polls/', pollBody(science))).statusCode).toBe(201);
      expect((await c[name]!.post('/api/v2/prompt/', promptBody(science, name))).statusCode).toBe(201);
    }
  });

  it('TOOLS-33 a teacher whose licence lapsed may no longer change the ELA poll and prompt they wrote', async () => {
    await buildUser(t.db, { username: 'ela_lapsing' }).then(async (u) => {
      ids['lapsing'] = u.id;
      classOf['lapsing'] = (await buildClass(t.db, u.id)).unique_id;
    });
    const teacher = await signIn(t.app, 'ela_lapsing');
    const poll = (await teacher.post('/api/v3/polls/', pollBody(ela))).json<Poll>();
    const prompt = (await teacher.post('/api/v2/prompt/', promptBody(ela, 'lapsing'))).json<WritePrompt>();
    await t.db.updateTable('users').set({ has_ela_license: false }).where('id', '=', ids['lapsing']!).execute();
    const again = await signIn(t.app, 'ela_lapsing');
    const changedPoll = await again.put(`/api/v3/polls/${poll.id}/`, {
      data: { question: 'Would you keep a lighthouse alone?', choices: [{ text: 'Yes' }, { text: 'No' }] },
    });
    expect(changedPoll.statusCode, changedPoll.body).toBe(403);
    expect(changedPoll.json().error.code).toBe('subscription_required');
    const changedPrompt = await again.post(`/api/v2/prompt/${prompt.id}/`, { text: 'A new question about the storm?' });
    expect(changedPrompt.statusCode, changedPrompt.body).toBe(403);
    expect((await again.get(`/api/v3/polls/${poll.id}/`)).json<Poll>().data.question).toBe('Would you keep a lighthouse?');
    // Another teacher's poll stays 404 to them, whatever their licence.
    expect((await c['unlicensed']!.put(`/api/v3/polls/${poll.id}/`, { data: pollBody(ela).data })).statusCode).toBe(404);
  });
});
