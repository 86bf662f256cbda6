import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Content, ContentCard } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildDistrict, buildSchool, buildUser } from '../../test/factories.js';
import { createTestApp, signIn, type TestContext } from '../../test/test-app.js';

let t: TestContext;
const ids: Record<string, string> = {};
let districtId: number;
let schoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  // Advisories in the corpus apply to the districts and schools present when it loads.
  districtId = (await buildDistrict(t.db, 'Advisory District')).id;
  schoolId = (await buildSchool(t.db, 'Advisory School', districtId)).id;
  await loadCorpus(t.db);
  const res = await t.app.inject({ method: 'GET', url: '/api/v3/content/?limit=60' });
  if (res.statusCode !== 200) throw new Error(res.body);
  for (const c of res.json().results as ContentCard[]) ids[c.slug] = c.id;
});
afterAll(() => t.close());

const anonGet = (url: string) => t.app.inject({ method: 'GET', url });

describe('library search', () => {
  it('lists the whole corpus to anyone, newest first, as cards', async () => {
    const res = await anonGet('/api/v3/content/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(12);
    const card = body.results.find((c: ContentCard) => c.slug === 'honeybee-waggle-dance');
    expect(card).toMatchObject({
      content_type: 'ARTICLE',
      subject: 'SCIENCE',
      article_type: 'news',
      grades: [3, 5, 7, 9, 12],
      languages: ['en', 'es'],
      header_image: { url: '/media/honeybee-waggle-dance.svg' },
    });
    expect(card.lexile_min).toBeLessThan(card.lexile_max);
    const dates = body.results.map((c: ContentCard) => c.date_published);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('finds articles by words in their text, by a half-typed title, and filters', async () => {
    const byText = (await anonGet('/api/v3/content/?q=flowers%20dancing')).json();
    expect(byText.results.map((c: ContentCard) => c.slug)).toContain('honeybee-waggle-dance');
    const byPrefix = (await anonGet('/api/v3/content/?q=Volcan')).json();
    expect(byPrefix.results[0].slug).toBe('volcanoes-build-islands');
    const spanish = (await anonGet('/api/v3/content/?language=es')).json();
    expect(spanish.count).toBe(4);
    const math = (await anonGet('/api/v3/content/?subject=MATH')).json();
    expect(math.results.every((c: ContentCard) => c.subject === 'MATH')).toBe(true);
    expect(math.count).toBeGreaterThan(0);
    const poems = (await anonGet('/api/v3/content/?article_type=poem')).json();
    expect(poems.results.map((c: ContentCard) => c.slug)).toEqual(['rain-on-the-roof']);
    expect((await anonGet('/api/v3/content/?grade=0')).json().count).toBe(0);
    expect((await anonGet('/api/v3/content/?grade=4&limit=2')).json()).toMatchObject({ count: 12 });
    expect((await anonGet('/api/v3/content/?q=zzzyqx')).json().count).toBe(0);
  });

  it('PLAT-35 PLAT-42 a lite student’s library is the free collection only, whatever the query asks; a lite teacher’s is everything', async () => {
    await buildUser(t.db, { username: 'lite_lib_kid', role: 'student', grade_level: 5, is_lite: true, has_ela_license: false });
    await buildUser(t.db, { username: 'lite_lib_adult', is_lite: true, has_ela_license: false });
    const everything = (await anonGet('/api/v3/content/?limit=60')).json();
    const free = everything.results.filter((c: ContentCard) => c.is_lite).map((c: ContentCard) => c.slug);
    expect(free.length).toBeGreaterThan(0);
    expect(free.length).toBeLessThan(everything.count);
    const kid = await signIn(t.app, 'lite_lib_kid');
    for (const url of ['/api/v3/content/?limit=60', '/api/v3/content/?limit=60&lite_only=false']) {
      const body = (await kid.get(url)).json();
      expect(body.count).toBe(free.length);
      expect(body.results.map((c: ContentCard) => c.slug).sort()).toEqual([...free].sort());
      expect(body.results.some((c: ContentCard) => c.is_premium)).toBe(false);
    }
    const adult = await signIn(t.app, 'lite_lib_adult');
    expect((await adult.get('/api/v3/content/?limit=60')).json().count).toBe(everything.count);
  });

  it('PLAT-53 names the standard a search is filtered by; an unknown standard is 404', async () => {
    await buildUser(t.db, { username: 'standards_teacher' });
    const c = await signIn(t.app, 'standards_teacher');
    const article: Content = (await c.get(`/api/v3/content/${ids['honeybee-waggle-dance']}/`)).json();
    const first = article.standards[0]!;
    const res = await anonGet(`/api/v3/standard/${first.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
    const filtered = (await anonGet(`/api/v3/content/?standards=${first.id}&limit=60`)).json();
    expect(filtered.results.map((x: ContentCard) => x.slug)).toContain('honeybee-waggle-dance');
    expect((await anonGet('/api/v3/standard/999999/')).statusCode).toBe(404);
    expect((await anonGet('/api/v3/standard/abc/')).statusCode).toBe(400);
  });

  it('refuses bad filters with a 400 and the field', async () => {
    const res = await anonGet('/api/v3/content/?subject=ART&limit=500');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect((await anonGet('/api/v3/content/?grade=13')).statusCode).toBe(400);
  });
});

describe('one article (PLAT-07, LEVEL-01)', () => {
  it('LEVEL-01 LEVEL-02 PLAT-07 PLAT-08 PLAT-10 ASSIGN-03 API-47 a teacher gets every level with text, lexiles, the readability estimate and the activities', async () => {
    await buildUser(t.db, { username: 'reader_teacher', school_id: schoolId });
    const c = await signIn(t.app, 'reader_teacher');
    const res = await c.get(`/api/v3/content/${ids['honeybee-waggle-dance']}/`);
    expect(res.statusCode).toBe(200);
    const content: Content = res.json();
    expect(content.restricted).toBe(false);
    expect(content.data.article_levels).toHaveLength(10);
    const original = content.data.article_levels.find((l) => l.language === 'en' && l.is_original_level)!;
    expect(original.raw_lexile).toBe(0);
    expect(original.lexile).toBeGreaterThan(1000);
    const g3 = content.data.article_levels.find((l) => l.language === 'en' && l.grade === 3)!;
    expect(g3).toMatchObject({
      grade_band: 'GRADE_3',
      header_content_id: content.id,
      content_provider: { name: 'Lectern Newsroom' },
    });
    expect(g3.body.length).toBeGreaterThan(2);
    expect(g3.word_count).toBeGreaterThan(100);
    expect(g3.readability_grade).toBeLessThan(original.readability_grade!);
    expect(content.standards.length).toBeGreaterThan(0);
    const quiz = content.attachments.find((a) => a.content_type === 'QUIZ')!;
    expect(quiz.data.levels).toHaveLength(10);
    expect(quiz.data.levels.every((l) => l.question_count === 4)).toBe(true);
    expect(content.attachments.map((a) => a.content_type).sort()).toEqual([
      'CHECKS_FOR_UNDERSTANDING_QUIZ',
      'GUIDED_HIGHLIGHTING_QUIZ',
      'POWER_WORDS_ACTIVITY',
      'QUIZ',
      'WRITE_PROMPT',
    ]);
  });

  it('an article without a quiz says why and has no quiz attachment', async () => {
    const c = await signIn(t.app, 'reader_teacher');
    const content: Content = (await c.get(`/api/v3/content/${ids['reading-a-rainfall-graph']}/`)).json();
    expect(content.data.quiz_omission_reason).toBe('QUIZ_COMING_SOON');
    expect(content.attachments.some((a) => a.content_type === 'QUIZ')).toBe(false);
  });

  it('rejects a malformed id with 400 and an unknown one with 404', async () => {
    expect((await anonGet('/api/v3/content/abc/')).statusCode).toBe(400);
    const missing = await anonGet('/api/v3/content/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });
});

describe('who may read what (PLAT-32 … PLAT-46)', () => {
  it('PLAT-32 PLAT-34 a signed-out visitor gets the public shape of a free article and 401 on premium', async () => {
    const free = await anonGet(`/api/v3/content/${ids['volcanoes-build-islands']}/`);
    expect(free.statusCode).toBe(200);
    const content: Content = free.json();
    expect(content.restricted).toBe(true);
    expect(content.data.title.length).toBeGreaterThan(3);
    expect(content.data.teaser.length).toBeGreaterThan(10);
    expect(content.data.article_levels.every((l) => l.body.length === 0 && l.raw_text === '')).toBe(true);
    expect(content.attachments).toEqual([]);
    const premium = await anonGet(`/api/v3/content/${ids['missing-map-play']}/`);
    expect(premium.statusCode).toBe(401);
    // The refusal carries the public shape, so the sign-in screen can name the article (PLAT-41).
    const refused = premium.json<{ error: { code: string }; preview: Content }>();
    expect(refused.error.code).toBe('unauthenticated');
    expect(refused.preview).toMatchObject({ restricted: true, data: { is_premium: true }, attachments: [] });
    expect(refused.preview.data.title.length).toBeGreaterThan(3);
    expect(refused.preview.data.article_levels.every((l) => l.body.length === 0 && l.raw_text === '')).toBe(true);
  });

  it('PLAT-35 PLAT-42 a lite student gets only the public shape of premium content; the free collection opens', async () => {
    await buildUser(t.db, { username: 'lite_kid', role: 'student', grade_level: 5, is_lite: true, has_ela_license: false });
    const c = await signIn(t.app, 'lite_kid');
    const premium = await c.get(`/api/v3/content/${ids['missing-map-play']}/`);
    expect(premium.statusCode).toBe(200);
    expect(premium.json()).toMatchObject({ restricted: true, data: { is_premium: true } });
    expect(premium.json().data.article_levels[0].body).toEqual([]);
    const free: Content = (await c.get(`/api/v3/content/${ids['honeybee-waggle-dance']}/`)).json();
    expect(free.restricted).toBe(false);
  });

  it('PLAT-45 PLAT-46 a lite teacher reads premium content; the free collection carries the grant end', async () => {
    await buildUser(t.db, {
      username: 'lite_adult',
      is_lite: true,
      has_ela_license: false,
      lite_grant_expires_at: '2027-06-30T00:00:00Z',
    });
    const c = await signIn(t.app, 'lite_adult');
    const premium: Content = (await c.get(`/api/v3/content/${ids['silk-road-routes']}/`)).json();
    expect(premium.restricted).toBe(false);
    const free: Content = (await c.get(`/api/v3/content/${ids['honeybee-waggle-dance']}/`)).json();
    expect(free.data.date_lite_product_grant_expires).toBe('2027-06-30T00:00:00.000Z');
  });

  it('PLAT-36 PLAT-39 premium without a licence is 403 for students and teachers alike', async () => {
    await buildUser(t.db, { username: 'nolicence_t', has_ela_license: false });
    await buildUser(t.db, { username: 'nolicence_s', role: 'student', grade_level: 7, has_ela_license: false });
    for (const name of ['nolicence_t', 'nolicence_s']) {
      const c = await signIn(t.app, name);
      const res = await c.get(`/api/v3/content/${ids['missing-map-play']}/`);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('subscription_required');
      expect((await c.get(`/api/v3/content/${ids['honeybee-waggle-dance']}/`)).statusCode).toBe(200);
    }
  });

  it('PLAT-37 a district advisory hides the article from students in its grades (451), not from older ones', async () => {
    await buildUser(t.db, { username: 'adv_grade4', role: 'student', grade_level: 4, school_id: schoolId });
    await buildUser(t.db, { username: 'adv_grade7', role: 'student', grade_level: 7, school_id: schoolId });
    await buildUser(t.db, { username: 'elsewhere4', role: 'student', grade_level: 4 });
    const young = await signIn(t.app, 'adv_grade4');
    const res = await young.get(`/api/v3/content/${ids['should-school-start-later']}/`);
    expect(res.statusCode).toBe(451);
    expect(res.json().error.code).toBe('district_restricted');
    const older: Content = (
      await (await signIn(t.app, 'adv_grade7')).get(`/api/v3/content/${ids['should-school-start-later']}/`)
    ).json();
    expect(older.restricted).toBe(false);
    expect(older.visibility_markers).toEqual([]);
    const other = await (await signIn(t.app, 'elsewhere4')).get(`/api/v3/content/${ids['should-school-start-later']}/`);
    expect(other.statusCode).toBe(200);
  });

  it('PLAT-48 PLAT-49 PLAT-50 teachers see district advisories, admins every advisory, parents none', async () => {
    const teacher = await signIn(t.app, 'reader_teacher');
    const editorial: Content = (await teacher.get(`/api/v3/content/${ids['should-school-start-later']}/`)).json();
    expect(editorial.visibility_markers).toHaveLength(1);
    expect(editorial.visibility_markers[0]).toMatchObject({
      reason: 'DISTRICT_ADVISORY',
      grade_minimum: 0,
      grade_maximum: 5,
      flagged_at_my_admin_level: false,
    });
    const biography: Content = (await teacher.get(`/api/v3/content/${ids['mary-anning-fossil-hunter']}/`)).json();
    expect(biography.visibility_markers).toEqual([]);

    await buildUser(t.db, { username: 'adv_principal', role: 'principal', school_id: schoolId });
    const principal = await signIn(t.app, 'adv_principal');
    const seen: Content = (await principal.get(`/api/v3/content/${ids['mary-anning-fossil-hunter']}/`)).json();
    expect(seen.visibility_markers).toMatchObject([{ reason: 'SCHOOL_ADVISORY', flagged_at_my_admin_level: true }]);

    await buildUser(t.db, { username: 'adv_parent', role: 'parent', school_id: schoolId });
    const parent = await signIn(t.app, 'adv_parent');
    expect((await parent.get(`/api/v3/content/${ids['should-school-start-later']}/`)).json().visibility_markers).toEqual([]);
  });
});

describe('metadata (PLAT-13, API-12)', () => {
  it('PLAT-13 lists standards, the provider, the decodable marker and the indexing flag', async () => {
    const cat = (await anonGet(`/api/v3/content-document/${ids['lighthouse-cat']}/metadata/`)).json();
    const types = cat.results.map((e: { content_type: string }) => e.content_type);
    expect(types).toContain('STANDARD');
    expect(types).toContain('PROVIDER');
    expect(types).toContain('DECODABLE');
    expect(cat.results.find((e: { content_type: string }) => e.content_type === 'SEARCH_INDEXING').data.allowed).toBe(true);
    const play = (await anonGet(`/api/v3/content-document/${ids['missing-map-play']}/metadata/`)).json();
    expect(play.results.find((e: { content_type: string }) => e.content_type === 'SEARCH_INDEXING').data.allowed).toBe(false);
    expect(play.results.map((e: { content_type: string }) => e.content_type)).not.toContain('DECODABLE');
    expect((await anonGet('/api/v3/content-document/424242/metadata/')).statusCode).toBe(404);
  });
});

describe('reading level and recommendation (LEVEL-03, LEVEL-14, API-10, API-11)', () => {
  let studentId: number;
  let studentUnique: string;
  beforeAll(async () => {
    const teacher = await buildUser(t.db, { username: 'rl_teacher', school_id: schoolId });
    const student = await buildUser(t.db, { username: 'rl_student', role: 'student', grade_level: 5, school_id: schoolId });
    studentId = student.id;
    studentUnique = student.unique_id;
    await buildClass(t.db, teacher.id, { grade_levels: [5], students: [student.id] });
    await buildUser(t.db, { username: 'rl_stranger', school_id: schoolId });
  });

  it('API-11 LEVEL-03 a student reads their own level with the reason and the matching level of an article', async () => {
    const c = await signIn(t.app, 'rl_student');
    const res = await c.get(`/api/v3/reading-level/?content_id=${ids['honeybee-waggle-dance']}`);
    expect(res.statusCode).toBe(200);
    const rl = res.json();
    expect(rl).toMatchObject({ user_id: studentId, recommended_grade_level: 5, value: 730, reason: { source: 'grade_level' } });
    const content: Content = (await c.get(`/api/v3/content/${ids['honeybee-waggle-dance']}/`)).json();
    const level = content.data.article_levels.find((l) => l.id === rl.recommended_article_level_content_id);
    expect(level).toMatchObject({ language: 'en', grade: 5 });
  });

  it('LEVEL-06 a teacher without user_id gets the grade their classes share', async () => {
    const c = await signIn(t.app, 'rl_teacher');
    expect((await c.get('/api/v3/reading-level/')).json()).toMatchObject({
      recommended_grade_level: 5,
      reason: { source: 'grade_level' },
    });
  });

  it('LEVEL-03 the student’s teacher overrides the level, and the reason says so; clearing restores it', async () => {
    const teacher = await signIn(t.app, 'rl_teacher');
    const set = await teacher.put(`/api/v3/reading-level/${studentId}/`, { override_grade_level: 3 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      recommended_grade_level: 3,
      override_grade_level: 3,
      reason: { source: 'teacher_override' },
    });
    const student = await signIn(t.app, 'rl_student');
    expect((await student.get('/api/v3/reading-level/')).json().recommended_grade_level).toBe(3);
    const cleared = await teacher.put(`/api/v3/reading-level/${studentId}/`, { override_grade_level: null });
    expect(cleared.json()).toMatchObject({ recommended_grade_level: 5, override_grade_level: null });
  });

  it('refuses strangers (404), students and parents overriding (403), and bad input (400)', async () => {
    const stranger = await signIn(t.app, 'rl_stranger');
    expect((await stranger.get(`/api/v3/reading-level/?user_id=${studentId}`)).statusCode).toBe(404);
    expect((await stranger.put(`/api/v3/reading-level/${studentId}/`, { override_grade_level: 4 })).statusCode).toBe(404);
    const student = await signIn(t.app, 'rl_student');
    expect((await student.put(`/api/v3/reading-level/${studentId}/`, { override_grade_level: 12 })).statusCode).toBe(403);
    const teacher = await signIn(t.app, 'rl_teacher');
    const bad = await teacher.put(`/api/v3/reading-level/${studentId}/`, { override_grade_level: 40 });
    expect(bad.statusCode).toBe(400);
    expect((await teacher.put(`/api/v3/reading-level/${studentId}/`, { grade: 4 })).statusCode).toBe(400);
    expect((await anonGet('/api/v3/reading-level/')).statusCode).toBe(401);
  });

  it('API-10 LEVEL-14 recommends a level of the article in the asked language, with the reason', async () => {
    const c = await signIn(t.app, 'rl_student');
    const res = await c.post('/seti/article-level-recommender/recommend-article-level', {
      article_story_content_id: ids['volcanoes-build-islands'],
      language: 'es',
      user_unique_id: studentUnique,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'es', grade_band: 'GRADE_5', recommended_grade_level: 5 });
    const older = await c.post('/seti/article-level-recommender/recommend-article-level', {
      article_story_content_id: ids['volcanoes-build-islands'],
      language: 'en',
      user_unique_id: studentUnique,
      academic_grade_level: 9,
    });
    expect(older.json()).toMatchObject({ grade_band: 'GRADE_9', recommended_grade_level: 9 });
  });

  it('LEVEL-16 the recommendation answers the level fields, the grade and its reason, and nothing more (docs/decisions.md)', async () => {
    const c = await signIn(t.app, 'rl_student');
    const res = await c.post('/seti/article-level-recommender/recommend-article-level', {
      article_story_content_id: ids['volcanoes-build-islands'],
      language: 'en',
      user_unique_id: studentUnique,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['article_level_id', 'grade_band', 'language', 'reason', 'recommended_grade_level']);
    expect(Object.keys(body.reason).sort()).toEqual(['explanation', 'source']);
    expect(body.reason.source).toBe('grade_level');
    expect(body.reason.explanation).toMatch(/\w/);
    // The level it names is one of this article's levels in the asked language.
    const content: Content = (await c.get(`/api/v3/content/${ids['volcanoes-build-islands']}/`)).json();
    expect(content.data.article_levels.find((l) => l.id === body.article_level_id)).toMatchObject({ language: 'en' });
  });

  it('API-10 refuses other people’s students, unknown articles and missing inputs', async () => {
    const stranger = await signIn(t.app, 'rl_stranger');
    const body = { article_story_content_id: ids['volcanoes-build-islands'], language: 'en', user_unique_id: studentUnique };
    expect((await stranger.post('/seti/article-level-recommender/recommend-article-level', body)).statusCode).toBe(404);
    const c = await signIn(t.app, 'rl_student');
    expect(
      (await c.post('/seti/article-level-recommender/recommend-article-level', { ...body, article_story_content_id: '777777' }))
        .statusCode,
    ).toBe(404);
    const missing = await c.post('/seti/article-level-recommender/recommend-article-level', { language: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('article_story_content_id');
  });
});
