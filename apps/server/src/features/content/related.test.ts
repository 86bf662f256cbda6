import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentCard, ContentList } from '@lectern/domain';
import { seed } from '../../seed/seed.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

let t: TestContext;
const ids: Record<string, string> = {};
const slugs: Record<string, string> = {};
let teacher: Client;
let student: Client;
let liteStudent: Client;

beforeAll(async () => {
  t = await createTestApp();
  // The corpus with its videos, without demo accounts.
  await seed(t.handle, { demo: false });
  for (const c of (await t.app.inject({ method: 'GET', url: '/api/v3/content/?limit=60' })).json().results as ContentCard[]) {
    ids[c.slug] = c.id;
    slugs[c.id] = c.slug;
  }
  await buildUser(t.db, { username: 'related_teacher' });
  await buildUser(t.db, { username: 'related_student', role: 'student', grade_level: 6 });
  await buildUser(t.db, { username: 'related_lite', role: 'student', grade_level: 6, is_lite: true, has_ela_license: false });
  [teacher, student, liteStudent] = await Promise.all([
    signIn(t.app, 'related_teacher'),
    signIn(t.app, 'related_student'),
    signIn(t.app, 'related_lite'),
  ]);
});
afterAll(() => t.close());

const similarTo = (slug: string, extra = '') => `/api/v3/content/?strategy=similar_to&similar_to=${ids[slug]}${extra}`;
const related = async (c: Client, slug: string, extra = '') => {
  const res = await c.get(similarTo(slug, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ContentList>();
};

describe('related content (API-34)', () => {
  it('API-34 RELATED-01 ranks science articles that share terms with a science article first, and never the article itself', async () => {
    for (const slug of ['volcanoes-build-islands', 'tide-pool-photo-essay', 'honeybee-waggle-dance']) {
      const { results } = await related(teacher, slug);
      const subjects = results.map((r) => r.subject);
      expect(subjects.slice(0, 2), slug).toEqual(['SCIENCE', 'SCIENCE']);
      expect(results.map((r) => r.slug)).not.toContain(slug);
    }
    // The two the tide pools share the most with: their sea, rock and life words.
    const { results } = await related(teacher, 'tide-pool-photo-essay', '&limit=4');
    expect(results).toHaveLength(4);
    expect(results[0]!.slug).toBe('volcanoes-build-islands');
  });

  it('API-34 a result is a library card, the first four when asked for four', async () => {
    const { results } = await related(teacher, 'volcanoes-build-islands', '&limit=4');
    expect(results).toHaveLength(4);
    expect(results[0]).toMatchObject({ content_type: 'ARTICLE', grades: expect.any(Array), date_published: expect.any(String) });
  });

  it('RELATED-03 a noindex article has no related content', async () => {
    expect((await related(teacher, 'missing-map-play')).results).toEqual([]);
  });

  it('RELATED-03 never offers a noindex article', async () => {
    const noindex = ['missing-map-play', 'rain-on-the-roof'];
    for (const slug of Object.keys(ids).filter((s) => !noindex.includes(s))) {
      const { results } = await related(teacher, slug, '&limit=60');
      expect(
        results.map((r) => r.slug).filter((s) => noindex.includes(s)),
        slug,
      ).toEqual([]);
    }
  });

  it('PLAT-35 respects the reader’s access: a lite student gets the free collection only, a teacher premium articles too', async () => {
    const forTeacher = await related(teacher, 'town-rebuilds-after-flood', '&limit=60');
    expect(forTeacher.results.some((r) => r.is_premium)).toBe(true);
    const forLite = await related(liteStudent, 'town-rebuilds-after-flood', '&limit=60');
    expect(forLite.results.length).toBeGreaterThan(0);
    expect(forLite.results.every((r) => r.is_lite && !r.is_premium)).toBe(true);
    // The related list of an article is for readers who may open it.
    expect((await liteStudent.get(similarTo('silk-road-routes'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: similarTo('silk-road-routes') })).statusCode).toBe(401);
  });

  it('RELATED-04 a student gets only video, article and interactive video, whatever they ask; a teacher gets what they ask', async () => {
    const all = await related(student, 'volcanoes-build-islands', '&limit=60');
    expect(all.results.length).toBeGreaterThan(0);
    const asked = await related(
      student,
      'volcanoes-build-islands',
      '&limit=60&content_types=VIDEO&content_types=ARTICLE&content_types=INTERACTIVE_VIDEO',
    );
    expect(asked.results.map((r) => r.id)).toEqual(all.results.map((r) => r.id));
    expect((await related(student, 'volcanoes-build-islands', '&content_types=TEXT_SET')).results).toEqual([]);
    expect((await related(teacher, 'volcanoes-build-islands', '&content_types=TEXT_SET')).results).toEqual([]);
    expect((await related(teacher, 'volcanoes-build-islands', '&content_types=ARTICLE')).count).toBe(
      all.results.filter((r) => r.content_type === 'ARTICLE').length,
    );
  });

  it('RELATED-04 a student’s related content includes the partner videos ("VIDEO") and interactive videos, as a teacher’s does', async () => {
    const types = (list: ContentList) => new Set(list.results.map((r) => r.content_type));
    for (const reader of [student, teacher]) {
      // A science article's related content holds the science lessons of the partner line.
      const all = await related(reader, 'volcanoes-build-islands', '&limit=60');
      expect(types(all)).toEqual(new Set(['ARTICLE', 'GENERATION_GENIUS_VIDEO', 'INTERACTIVE_VIDEO']));
      const videos = await related(reader, 'volcanoes-build-islands', '&limit=60&content_types=VIDEO');
      expect(videos.results.length).toBeGreaterThan(0);
      expect(types(videos)).toEqual(new Set(['GENERATION_GENIUS_VIDEO']));
      const interactive = await related(reader, 'volcanoes-build-islands', '&limit=60&content_types=INTERACTIVE_VIDEO');
      expect(types(interactive)).toEqual(new Set(['INTERACTIVE_VIDEO']));
    }
    // A video lesson's own related content, for a student: articles and other videos, never itself.
    const fromVideo = await related(student, 'how-plants-make-food', '&limit=60');
    expect(types(fromVideo).has('ARTICLE')).toBe(true);
    expect(fromVideo.results.map((r) => r.slug)).not.toContain('how-plants-make-food');
    // The library's own search has the same types: a student finds the partner videos there too.
    const library = (await student.get('/api/v3/content/?limit=60')).json<ContentList>();
    expect(types(library).has('GENERATION_GENIUS_VIDEO')).toBe(true);
    // PLAT-35 still holds for videos: a lite student's related videos are the free collection's.
    const forLite = await related(liteStudent, 'volcanoes-build-islands', '&limit=60&content_types=VIDEO');
    expect(forLite.results.length).toBeGreaterThan(0);
    expect(forLite.results.every((r) => r.is_lite && !r.is_premium)).toBe(true);
  });

  it('refuses bad parameters (400) and an unknown article (404)', async () => {
    for (const qs of [
      'strategy=similar_to',
      `similar_to=${ids['volcanoes-build-islands']}`,
      `strategy=nearest&similar_to=${ids['volcanoes-build-islands']}`,
      'strategy=similar_to&similar_to=abc',
      `strategy=similar_to&similar_to=${ids['volcanoes-build-islands']}&content_types=PODCAST`,
    ]) {
      const res = await teacher.get(`/api/v3/content/?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await teacher.get('/api/v3/content/?strategy=similar_to&similar_to=999999')).statusCode).toBe(404);
  });
});
