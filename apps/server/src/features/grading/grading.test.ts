import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { powerWordIds, readingSkillOf, type GradingReport, type Quiz } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';
import { answerKey, articleFixture, submission, type ArticleFixture, type KeyQuestion } from '../../test/quiz-fixtures.js';

let t: TestContext;
let volcanoes: ArticleFixture;
let other: ArticleFixture;
let key: KeyQuestion[];
let teacher: Client;
let otherTeacher: Client;
let parent: Client;
const s: Record<string, Client> = {};
const ids: Record<string, number> = {};
let classA: number;
let classB: number;
let groupId: number;

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  volcanoes = await articleFixture(t.db, 'volcanoes-build-islands');
  other = await articleFixture(t.db, 'honeybee-waggle-dance');
  key = await answerKey(t.db, volcanoes.quizId!, volcanoes.levels['en:7']!);
  const owner = await buildUser(t.db, { username: 'gr_teacher' });
  const rival = await buildUser(t.db, { username: 'gr_other_teacher' });
  await buildUser(t.db, { username: 'gr_parent', role: 'parent' });
  for (const [name, last] of [
    ['a', 'Adams'],
    ['b', 'Baker'],
    ['c', 'Clark'],
    ['d', 'Diaz'],
    ['x', 'Xu'],
  ] as const)
    ids[name] = (
      await buildUser(t.db, { username: `gr_s_${name}`, role: 'student', grade_level: 7, first_name: 'Kid', last_name: last })
    ).id;
  classA = (await buildClass(t.db, owner.id, { name: 'Period 1', students: [ids['c']!, ids['a']!, ids['b']!] })).id;
  classB = (await buildClass(t.db, owner.id, { name: 'Period 2', students: [ids['d']!, ids['a']!] })).id;
  await buildClass(t.db, rival.id, { name: 'Elsewhere', students: [ids['x']!] });
  groupId = (
    await t.db.insertInto('class_groups').values({ class_id: classA, name: 'G' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  await t.db.insertInto('group_members').values({ group_id: groupId, student_id: ids['b']! }).execute();
  teacher = await signIn(t.app, 'gr_teacher');
  otherTeacher = await signIn(t.app, 'gr_other_teacher');
  parent = await signIn(t.app, 'gr_parent');
  for (const name of ['a', 'b', 'c', 'd', 'x']) s[name] = await signIn(t.app, `gr_s_${name}`);

  const submit = async (name: string, pattern: boolean[]) => {
    const res = await s[name]!.post('/api/v3/studentquiz/', submission(volcanoes, key, pattern));
    if (res.statusCode !== 201) throw new Error(res.body);
  };
  await submit('a', [true, true, true, true]);
  await submit('b', [true, false, true, false]);
  await submit('d', [false, false, false, false]);
  await submit('x', [true, true, true, true]);
  const word = await t.db
    .selectFrom('power_words')
    .selectAll()
    .where('activity_id', '=', volcanoes.wordsId)
    .where('article_level_id', '=', volcanoes.levels['en:7']!)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  const answer = (qi: number, right: boolean) =>
    s['a']!.post('/api/v2/student-vocabulary-answer/', {
      answer_choice_content_id: powerWordIds.choice(
        word.id,
        qi,
        right ? word.questions[qi]!.correct : 1 - word.questions[qi]!.correct,
      ),
      date_answered: new Date().toISOString(),
    });
  await answer(0, true);
  await answer(1, false);
});
afterAll(() => t.close());

async function publish(body: Record<string, unknown>, c = teacher, contentId = volcanoes.contentId) {
  const res = await c.post('/api/v3/assignment/', {
    title: 'Graded reading',
    is_draft: false,
    assignment_members: [{ content_id: String(contentId), language: 'en' }],
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data.assignment_id as number;
}

const url = (assignmentId?: number) =>
  `/api/v3/grading/${volcanoes.contentId}/${assignmentId === undefined ? '' : `?assignment_id=${assignmentId}`}`;

describe('grading report (WRITE-25)', () => {
  it('WRITE-25 TOOLS-32 independent work: every student of the teacher’s classes, with scores, answers by position and Power Words', async () => {
    const res = await teacher.get(`${url()}?lexile_level=${volcanoes.levels['en:7']}`);
    expect(res.statusCode, res.body).toBe(200);
    const report: GradingReport = res.json();
    expect(report).toMatchObject({ content_id: String(volcanoes.contentId), assignment: null });
    expect(report.students.map((st) => st.display_name)).toEqual(['Kid Adams', 'Kid Baker', 'Kid Clark', 'Kid Diaz']);
    const [a, b, c, d] = report.students;
    expect(a).toMatchObject({
      user_id: ids['a'],
      classrooms: ['Period 1', 'Period 2'],
      status: 'completed',
      correct_count: 4,
      question_count: 4,
      grade_band: 7,
      power_words: { correct: 1, answered: 2 },
    });
    expect(b!.answers).toEqual([
      { position: 1, is_correct: true },
      { position: 2, is_correct: false },
      { position: 3, is_correct: true },
      { position: 4, is_correct: false },
    ]);
    expect(c).toMatchObject({
      status: 'not_started',
      correct_count: null,
      answers: [],
      power_words: { correct: 0, answered: 0 },
    });
    expect(d).toMatchObject({ correct_count: 0, classrooms: ['Period 2'] });
    expect(report.questions).toEqual([
      { position: 1, reading_skill: key[0]!.skill, correct: 2, answered: 3 },
      { position: 2, reading_skill: key[1]!.skill, correct: 1, answered: 3 },
      { position: 3, reading_skill: key[2]!.skill, correct: 2, answered: 3 },
      { position: 4, reading_skill: key[3]!.skill, correct: 1, answered: 3 },
    ]);
    expect(res.body).not.toContain('Xu');
  });

  it('WRITE-25 QUIZ-03 each question’s reading skill is the one the quiz overview shows at the level the teacher came from', async () => {
    for (const grade of ['en:3', 'en:7', 'en:9']) {
      const levelId = volcanoes.levels[grade];
      if (levelId === undefined) continue;
      const report: GradingReport = (await teacher.get(`${url()}?lexile_level=${levelId}`)).json();
      const quiz: Quiz = (await teacher.get(`/api/v3/quiz/${volcanoes.quizId}/?level_id=${levelId}`)).json();
      expect(report.questions.map((q) => q.reading_skill)).toEqual(
        [...quiz.questions].sort((a, b) => a.position - b.position).map((q) => readingSkillOf(q)),
      );
    }
    // Without a level (or with another article's), the original level names them.
    const original: GradingReport = (await teacher.get(url())).json();
    expect((await teacher.get(`${url()}?lexile_level=999999`)).json().questions).toEqual(original.questions);
  });

  it('WRITE-25 with an assignment, only the students its classes and groups reach', async () => {
    const toClassB = await publish({ classroom_ids: [classB] });
    const byClass: GradingReport = (await teacher.get(url(toClassB))).json();
    expect(byClass.assignment).toEqual({ id: toClassB, title: 'Graded reading' });
    expect(byClass.students.map((st) => st.user_id)).toEqual([ids['a'], ids['d']]);
    expect(byClass.questions[0]).toMatchObject({ correct: 1, answered: 2 });
    const toGroup = await publish({ group_ids: [groupId] });
    const byGroup: GradingReport = (await teacher.get(url(toGroup))).json();
    expect(byGroup.students.map((st) => st.user_id)).toEqual([ids['b']]);
    expect(byGroup.students[0]!.classrooms).toEqual(['Period 1']);
  });

  it('WRITE-25 refusals: another teacher’s or another article’s assignment 404; students and parents 403; unknown article 404', async () => {
    const theirs = await publish({ classroom_ids: [], is_draft: true }, otherTeacher);
    expect((await teacher.get(url(theirs))).statusCode).toBe(404);
    const elsewhere = await publish({ classroom_ids: [classA] }, teacher, other.contentId);
    expect((await teacher.get(url(elsewhere))).statusCode).toBe(404);
    expect((await teacher.get(url(999999))).statusCode).toBe(404);
    for (const c of [s['a']!, parent]) {
      const res = await c.get(url());
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect((await teacher.get('/api/v3/grading/999999/')).statusCode).toBe(404);
    expect((await teacher.get(`/api/v3/grading/${volcanoes.contentId}/?assignment_id=abc`)).statusCode).toBe(400);
    // The other teacher sees only their own student.
    const rival: GradingReport = (await otherTeacher.get(url())).json();
    expect(rival.students.map((st) => st.user_id)).toEqual([ids['x']]);
  });
});
