import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { answerKey, articleFixture, submission, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let teacher: Client;
let held: Client;
let free: Client;
let volcanoes: ArticleFixture;
let grade5: number;
beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  volcanoes = await articleFixture(t.db, 'volcanoes-build-islands');
  grade5 = volcanoes.levels['en:5']!;
  const owner = await buildUser(t.db, { username: 'll_teacher' });
  const heldRow = await buildUser(t.db, { username: 'll_held', role: 'student', grade_level: 7 });
  await buildUser(t.db, { username: 'll_free', role: 'student', grade_level: 7 });
  const classId = (await buildClass(t.db, owner.id, { students: [heldRow.id] })).id;
  teacher = await signIn(t.app, 'll_teacher');
  held = await signIn(t.app, 'll_held');
  free = await signIn(t.app, 'll_free');
  const res = await teacher.post('/api/v3/assignment/', {
    title: 'Volcanoes at grade 5',
    instructions: '',
    is_draft: false,
    assignment_members: [{ content_id: String(volcanoes.contentId), language: 'en' }],
    classroom_ids: [classId],
    grade_level_lock: 5,
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

const withText = (c: Content) => c.data.article_levels.filter((l) => l.body.length > 0).map((l) => l.id);

describe('a level lock holds on the server (LEVEL-10, LEVEL-11)', () => {
  it('LEVEL-10 a held student gets the text of the assigned level only, whatever level a link names', async () => {
    const res = await held.get(`/api/v3/content/${volcanoes.contentId}/?levelId=${volcanoes.levels['en:9']}`);
    expect(res.statusCode).toBe(200);
    const content: Content = res.json();
    expect(withText(content)).toEqual([grade5]);
    expect(content.data.article_levels.length).toBeGreaterThan(1);
    const other = content.data.article_levels.find((l) => l.id !== grade5)!;
    expect(other.raw_text).toBe('');
  });

  it('LEVEL-10 teachers and students without the assignment read every level', async () => {
    for (const c of [teacher, free]) {
      const content: Content = (await c.get(`/api/v3/content/${volcanoes.contentId}/`)).json();
      expect(withText(content)).toHaveLength(content.data.article_levels.length);
    }
  });

  it('LEVEL-11 submitting the quiz releases the lock: every level has its text again', async () => {
    const key = await answerKey(t.db, volcanoes.quizId!, grade5);
    const submit = await held.post('/api/v3/studentquiz/', submission(volcanoes, key));
    expect(submit.statusCode, submit.body).toBe(201);
    const content: Content = (await held.get(`/api/v3/content/${volcanoes.contentId}/`)).json();
    expect(withText(content)).toHaveLength(content.data.article_levels.length);
  });
});
