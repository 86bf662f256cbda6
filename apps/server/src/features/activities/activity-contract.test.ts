/**
 * The activity contract (docs/adr/0004-the-activity-contract.md): a new activity is its own folder
 * plus one line in app.ts's ACTIVITIES. This test plays that new activity — a write prompt reader
 * defined here, registered through the same option app.ts's list feeds — and shows the core gives it
 * the article's access rules, its level and its items per level without any other change.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContentIdParams } from '@lectern/domain';
import type { Db } from '../../db/database.js';
import { requireUser } from '../../plugins/session.js';
import { loadCorpus } from '../../seed/corpus.js';
import { buildUser } from '../../test/factories.js';
import { articleFixture, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type TestContext } from '../../test/test-app.js';
import { activityOfType, levelOf, readableArticle } from './article-access.js';
import type { ActivityFeature } from './registry.js';

// The whole "new activity": routes that read through the core, and how it counts its items.
const promptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/test-write-prompt/:contentId/',
    {
      schema: {
        hide: true,
        params: ContentIdParams,
        querystring: z.object({ activity_id: z.coerce.number().int(), level_id: z.coerce.number().int() }),
      },
    },
    async (req) => {
      const user = requireUser(req);
      const activity = await activityOfType(app.db, req.query.activity_id, 'WRITE_PROMPT', 'No write prompt has that id.');
      const bundle = await readableArticle(app.db, user, activity.content_id);
      return { prompt: levelOf(bundle, req.query.level_id).write_prompt };
    },
  );
};
const promptCounts = (db: Db, activityIds: number[]) =>
  db
    .selectFrom('activities')
    .innerJoin('article_levels', 'article_levels.content_id', 'activities.content_id')
    .select(['activities.id as activity_id', 'article_levels.id as article_level_id', (eb) => eb.lit(1).as('n')])
    .where('activities.id', 'in', activityIds.concat(0))
    .where('article_levels.write_prompt', 'is not', null)
    .execute();
const writePromptActivity: ActivityFeature = { type: 'WRITE_PROMPT', routes: promptRoutes, levelCounts: promptCounts };

let t: TestContext;
let article: ArticleFixture;
let premium: ArticleFixture;
let level: number;
let promptId: number;
const promptOf = async (contentId: number) =>
  (
    await t.db
      .selectFrom('activities')
      .select('id')
      .where('content_id', '=', contentId)
      .where('activity_type', '=', 'WRITE_PROMPT')
      .executeTakeFirstOrThrow()
  ).id;
beforeAll(async () => {
  t = await createTestApp({}, { extraActivities: [writePromptActivity] });
  await loadCorpus(t.db);
  article = await articleFixture(t.db, 'volcanoes-build-islands');
  premium = await articleFixture(t.db, 'silk-road-routes');
  level = article.levels['en:5']!;
  promptId = await promptOf(article.contentId);
});
afterAll(() => t.close());

describe('a new activity needs only its folder and one registry line', () => {
  it('is listed on its article with the levels its own counter finds', async () => {
    const teacher = await buildUser(t.db, { role: 'teacher', is_authorized: true, has_ela_license: true });
    const res = await (await signIn(t.app, teacher.username)).get(`/api/v3/content/${article.contentId}/`);
    expect(res.statusCode).toBe(200);
    const prompt = res.json().attachments.find((a: { content_type: string }) => a.content_type === 'WRITE_PROMPT');
    const withPrompt = await t.db
      .selectFrom('article_levels')
      .select('id')
      .where('content_id', '=', article.contentId)
      .where('write_prompt', 'is not', null)
      .execute();
    expect(withPrompt.length).toBeGreaterThan(0);
    expect(prompt.data.levels.map((l: { article_level_id: number }) => l.article_level_id).sort()).toEqual(
      withPrompt.map((l) => l.id).sort(),
    );
  });

  it('reads its level through the core for a reader who may read the article', async () => {
    const student = await buildUser(t.db, { role: 'student', grade_level: 5, has_ela_license: true });
    const res = await (
      await signIn(t.app, student.username)
    ).get(`/api/v3/test-write-prompt/${article.contentId}/?activity_id=${promptId}&level_id=${level}`);
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().prompt).toBe('string');
  });

  it('is refused by the core: no licence 403, another activity type or an unknown id 404, a foreign level 404', async () => {
    const unlicensed = await signIn(t.app, (await buildUser(t.db, { role: 'student', has_ela_license: false })).username);
    const licensed = await signIn(t.app, (await buildUser(t.db, { role: 'student', has_ela_license: true })).username);
    const url = (activityId: number, levelId: number) =>
      `/api/v3/test-write-prompt/${article.contentId}/?activity_id=${activityId}&level_id=${levelId}`;
    const premiumLevel = Object.values(premium.levels)[0]!;
    const premiumUrl = `/api/v3/test-write-prompt/${premium.contentId}/?activity_id=${await promptOf(premium.contentId)}&level_id=${premiumLevel}`;
    expect((await unlicensed.get(premiumUrl)).statusCode).toBe(403);
    expect((await licensed.get(premiumUrl)).statusCode).toBe(200);
    expect((await licensed.get(url(article.quizId!, level))).statusCode).toBe(404);
    expect((await licensed.get(url(999_999, level))).statusCode).toBe(404);
    expect((await licensed.get(url(promptId, premiumLevel))).statusCode).toBe(404);
  });
});
