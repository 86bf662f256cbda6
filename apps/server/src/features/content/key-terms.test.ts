import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyTerms } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildDistrict, buildSchool, buildUser } from '../../test/factories.js';
import { articleFixture, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let volcanoes: ArticleFixture;
let premium: ArticleFixture;
let advised: ArticleFixture;
let teacher: Client;
const keyTerms = (contentId: number | string, levelId: number | string) =>
  `/api/v3/content/${contentId}/key-terms/?level_id=${levelId}`;

beforeAll(async () => {
  t = await createTestApp();
  // Advisories in the corpus apply to the districts and schools present when it loads.
  const districtId = (await buildDistrict(t.db, 'Key Terms District')).id;
  const schoolId = (await buildSchool(t.db, 'Key Terms School', districtId)).id;
  await loadCorpus(t.db);
  volcanoes = await articleFixture(t.db, 'volcanoes-build-islands');
  premium = await articleFixture(t.db, 'missing-map-play');
  advised = await articleFixture(t.db, 'should-school-start-later');
  const owner = await buildUser(t.db, { username: 'kt_teacher' });
  const held = await buildUser(t.db, { username: 'kt_held', role: 'student', grade_level: 7 });
  await buildUser(t.db, { username: 'kt_student', role: 'student', grade_level: 7 });
  await buildUser(t.db, { username: 'kt_lite', role: 'student', grade_level: 5, is_lite: true, has_ela_license: false });
  await buildUser(t.db, { username: 'kt_nolicence', has_ela_license: false });
  await buildUser(t.db, { username: 'kt_young', role: 'student', grade_level: 4, school_id: schoolId });
  const classId = (await buildClass(t.db, owner.id, { students: [held.id] })).id;
  teacher = await signIn(t.app, 'kt_teacher');
  const res = await teacher.post('/api/v3/assignment/', {
    title: 'Volcanoes at grade 5',
    is_draft: false,
    assignment_members: [{ content_id: String(volcanoes.contentId), language: 'en' }],
    classroom_ids: [classId],
    grade_level_lock: 5,
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

describe('key terms of a level (ASSIGN-60, API-31)', () => {
  it('ASSIGN-60 API-31 answers the level’s terms and definitions in the corpus’s order, and nothing else', async () => {
    const student = await signIn(t.app, 'kt_student');
    const res = await student.get(keyTerms(volcanoes.contentId, volcanoes.levels['en:7']!));
    expect(res.statusCode).toBe(200);
    const body: KeyTerms = res.json();
    expect(body.content_id).toBe(String(volcanoes.contentId));
    expect(body.algorithm_output.map((k) => k.term)).toEqual([
      'hot spot',
      'pillow lava',
      'island arcs',
      'subduction',
      'pāhoehoe',
    ]);
    expect(body.algorithm_output[0]).toEqual({
      term: 'hot spot',
      definition: 'a plume of hot rock rising from deep in the mantle',
    });
    // Every level has its own list, in its own words.
    const spanish: KeyTerms = (await teacher.get(keyTerms(volcanoes.contentId, volcanoes.levels['es:7']!))).json();
    expect(spanish.algorithm_output.length).toBeGreaterThanOrEqual(3);
    expect(spanish.algorithm_output).not.toEqual(body.algorithm_output);
  });

  it('ASSIGN-60 API-31 a student held at an assigned level gets that level’s terms and is refused the others', async () => {
    const held = await signIn(t.app, 'kt_held');
    expect((await held.get(keyTerms(volcanoes.contentId, volcanoes.levels['en:5']!))).statusCode).toBe(200);
    const other = await held.get(keyTerms(volcanoes.contentId, volcanoes.levels['en:9']!));
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('forbidden');
    // Their teacher reads every level.
    expect((await teacher.get(keyTerms(volcanoes.contentId, volcanoes.levels['en:9']!))).statusCode).toBe(200);
  });

  it('ASSIGN-60 API-31 refuses readers who may not read the text: signed out, lite on premium, no licence, district advisory', async () => {
    const anon = await t.app.inject({ method: 'GET', url: keyTerms(volcanoes.contentId, volcanoes.levels['en:7']!) });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.code).toBe('unauthenticated');

    const lite = await signIn(t.app, 'kt_lite');
    const refused = await lite.get(keyTerms(premium.contentId, premium.levels['en:5']!));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('subscription_required');
    // The free collection is theirs to read, terms included.
    expect((await lite.get(keyTerms(volcanoes.contentId, volcanoes.levels['en:5']!))).statusCode).toBe(200);

    const unlicensed = await signIn(t.app, 'kt_nolicence');
    expect((await unlicensed.get(keyTerms(premium.contentId, premium.levels['en:7']!))).json().error.code).toBe(
      'subscription_required',
    );

    const young = await signIn(t.app, 'kt_young');
    const veiled = await young.get(keyTerms(advised.contentId, advised.levels['en:3']!));
    expect(veiled.statusCode).toBe(451);
    expect(veiled.json().error.code).toBe('district_restricted');
  });

  it('API-31 answers bad ids with 400 or 404 JSON, never a 500', async () => {
    const cases: [string, number][] = [
      [keyTerms(999999, volcanoes.levels['en:7']!), 404],
      [keyTerms('999999999999', volcanoes.levels['en:7']!), 400], // beyond the ids the database holds
      [keyTerms(volcanoes.contentId, '999999999999'), 404],
      [keyTerms(volcanoes.contentId, premium.levels['en:7']!), 404], // a level of another article
      [keyTerms(volcanoes.contentId, 99999999), 404],
      [keyTerms('abc', 1), 400],
      [keyTerms(volcanoes.contentId, 'abc'), 400],
      [keyTerms(volcanoes.contentId, 0), 400],
      [keyTerms(volcanoes.contentId, -3), 400],
      [keyTerms(volcanoes.contentId, '1e400'), 400],
      [`/api/v3/content/${volcanoes.contentId}/key-terms/`, 400],
    ];
    for (const [url, status] of cases) {
      const res = await teacher.get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().error.code, url).toBe(status === 404 ? 'not_found' : 'validation_failed');
    }
  });
});
