import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_REPORT_REASONS, type Quiz, type StudentQuiz } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildSchool, buildUser } from '../../test/factories.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';
import { answerKey, articleFixture, submission, type ArticleFixture, type KeyQuestion } from '../../test/quiz-fixtures.js';

let t: TestContext;
let volcanoes: ArticleFixture;
let premium: ArticleFixture;
let advisory: ArticleFixture;
let level7: number;
let key: KeyQuestion[];
let teacher: Client;
let otherTeacher: Client;
let unauthorisedTeacher: Client;
let staff: Client;
let parent: Client;
const s: Record<string, Client> = {};
const ids: Record<string, number> = {};
let classId: number;

beforeAll(async () => {
  t = await createTestApp();
  // The corpus's school advisory applies to schools present when it loads.
  const school = await buildSchool(t.db, 'Quiz Advisory School');
  await loadCorpus(t.db);
  volcanoes = await articleFixture(t.db, 'volcanoes-build-islands');
  premium = await articleFixture(t.db, 'missing-map-play');
  advisory = await articleFixture(t.db, 'mary-anning-fossil-hunter');
  level7 = volcanoes.levels['en:7']!;
  key = await answerKey(t.db, volcanoes.quizId!, level7);

  const owner = await buildUser(t.db, { username: 'qz_teacher' });
  await buildUser(t.db, { username: 'qz_other_teacher' });
  await buildUser(t.db, { username: 'qz_unauthorised', is_authorized: false });
  await buildUser(t.db, { username: 'qz_staff', role: 'staff' });
  const parentRow = await buildUser(t.db, { username: 'qz_parent', role: 'parent' });
  for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'hide', 'custom'])
    ids[name] = (await buildUser(t.db, { username: `qz_s_${name}`, role: 'student', grade_level: 7 })).id;
  ids['outsider'] = (await buildUser(t.db, { username: 'qz_s_outsider', role: 'student', grade_level: 7 })).id;
  await buildUser(t.db, { username: 'qz_s_lite', role: 'student', grade_level: 7, is_lite: true });
  await buildUser(t.db, { username: 'qz_s_unlicensed', role: 'student', grade_level: 7, has_ela_license: false });
  await buildUser(t.db, { username: 'qz_s_young', role: 'student', grade_level: 2, school_id: school.id });
  classId = (
    await buildClass(t.db, owner.id, {
      students: ['a', 'b', 'c', 'd', 'e', 'f', 'hide', 'custom'].map((n) => ids[n]!),
    })
  ).id;
  await t.db.insertInto('parent_links').values({ parent_id: parentRow.id, student_id: ids['a']! }).execute();

  teacher = await signIn(t.app, 'qz_teacher');
  otherTeacher = await signIn(t.app, 'qz_other_teacher');
  unauthorisedTeacher = await signIn(t.app, 'qz_unauthorised');
  staff = await signIn(t.app, 'qz_staff');
  parent = await signIn(t.app, 'qz_parent');
  for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'hide', 'custom', 'outsider', 'lite', 'unlicensed', 'young'])
    s[name] = await signIn(t.app, `qz_s_${name}`);
});
afterAll(() => t.close());

const quizUrl = (a: ArticleFixture, level: number) => `/api/v3/quiz/${a.quizId}/?level_id=${level}`;

async function publish(body: Record<string, unknown>) {
  const res = await teacher.post('/api/v3/assignment/', {
    title: 'Volcano quiz',
    is_draft: false,
    assignment_members: [{ content_id: String(volcanoes.contentId), language: 'en' }],
    classroom_ids: [classId],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.assignment_id as number;
}

async function attemptsInDb(studentId: number) {
  const attempts = await t.db.selectFrom('student_quizzes').select('id').where('student_id', '=', studentId).execute();
  const answers = attempts.length
    ? await t.db
        .selectFrom('student_quiz_answers')
        .select('quiz_question_id')
        .where(
          'student_quiz_id',
          'in',
          attempts.map((a) => a.id),
        )
        .execute()
    : [];
  return { attempts: attempts.length, answers: answers.length };
}

describe('reading a quiz (QUIZ-01, QUIZ-03, QUIZ-29)', () => {
  it('QUIZ-01 QUIZ-03 QUIZ-29 an authorised teacher gets the answer key, standards and reading skills', async () => {
    const res = await teacher.get(quizUrl(volcanoes, level7));
    expect(res.statusCode, res.body).toBe(200);
    const quiz: Quiz = res.json();
    expect(quiz).toMatchObject({
      id: volcanoes.quizId,
      content_id: String(volcanoes.contentId),
      article_level_id: level7,
      grade_band: 7,
      answers_included: true,
    });
    expect(quiz.questions.map((q) => q.position)).toEqual([1, 2, 3, 4]);
    const first = quiz.questions[0]!;
    expect(first.options.map((o) => o.position)).toEqual([1, 2, 3, 4]);
    expect(first.options.map((o) => o.id)).toEqual([0, 1, 2, 3].map((i) => first.id * 10 + i));
    expect(first.options.filter((o) => o.is_correct).map((o) => o.id)).toEqual([key[0]!.right]);
    expect(first.metadata).toContainEqual(expect.objectContaining({ content_type: 'STANDARD' }));
    expect(first.metadata).toContainEqual({ content_type: 'READING_SKILLS', data: { name: key[0]!.skill } });
    const standard = first.metadata.find((m) => m.content_type === 'STANDARD')!;
    expect(standard.data).toMatchObject({ standard_title: expect.stringMatching(/^RI\./) });
    expect((await staff.get(quizUrl(volcanoes, level7))).json().answers_included).toBe(true);
  });

  it('QUIZ-29 students and unauthorised teachers get no answer key', async () => {
    for (const c of [s['a']!, unauthorisedTeacher]) {
      const quiz: Quiz = (await c.get(quizUrl(volcanoes, level7))).json();
      expect(quiz.answers_included).toBe(false);
      expect(quiz.questions.flatMap((q) => q.options).every((o) => o.is_correct === undefined)).toBe(true);
    }
  });

  it('QUIZ-01 html_question escapes markup stored in a question', async () => {
    const [, , , fourth] = key;
    const original = await t.db
      .selectFrom('quiz_questions')
      .select('question')
      .where('id', '=', fourth!.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('quiz_questions')
      .set({ question: 'Is <script>alert(1)</script> & "bare" safe?' })
      .where('id', '=', fourth!.id)
      .execute();
    const quiz: Quiz = (await s['a']!.get(quizUrl(volcanoes, level7))).json();
    const q = quiz.questions.find((x) => x.id === fourth!.id)!;
    expect(q.raw_question).toBe('Is <script>alert(1)</script> & "bare" safe?');
    expect(q.html_question).toBe('Is &lt;script&gt;alert(1)&lt;/script&gt; &amp; "bare" safe?');
    await t.db.updateTable('quiz_questions').set({ question: original.question }).where('id', '=', fourth!.id).execute();
  });

  it('PLAT-35 PLAT-36 the article’s access rules apply: 403 without a licence or for a lite student, 451 under an advisory', async () => {
    const p = await s['unlicensed']!.get(quizUrl(premium, premium.levels['en:7'] ?? Object.values(premium.levels)[0]!));
    expect(p.statusCode).toBe(403);
    expect(p.json().error.code).toBe('subscription_required');
    const lite = await s['lite']!.get(quizUrl(premium, Object.values(premium.levels)[0]!));
    expect(lite.statusCode).toBe(403);
    expect((await s['lite']!.get(quizUrl(volcanoes, level7))).statusCode).toBe(200);
    const veiled = await s['young']!.get(quizUrl(advisory, Object.values(advisory.levels)[0]!));
    expect(veiled.statusCode).toBe(451);
    expect(veiled.json().error.code).toBe('district_restricted');
  });

  it('QUIZ-01 404 for an unknown quiz, a Power Words id, or a level of another article; 400 without a level; 401 signed out', async () => {
    expect((await teacher.get(`/api/v3/quiz/999999/?level_id=${level7}`)).statusCode).toBe(404);
    expect((await teacher.get(`/api/v3/quiz/${volcanoes.wordsId}/?level_id=${level7}`)).statusCode).toBe(404);
    const foreign = await teacher.get(quizUrl(volcanoes, Object.values(premium.levels)[0]!));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
    const noLevel = await teacher.get(`/api/v3/quiz/${volcanoes.quizId}/`);
    expect(noLevel.statusCode).toBe(400);
    expect(noLevel.json().error.code).toBe('validation_failed');
    expect((await t.app.inject({ method: 'GET', url: quizUrl(volcanoes, level7) })).statusCode).toBe(401);
  });
});

describe('submitting (QUIZ-09, API-18)', () => {
  it('QUIZ-09 API-18 QUIZ-02 TOKEN-02 grades on the server, stores the attempt with its answers and awards tokens', async () => {
    // The client claims everything is correct; only the stored key counts.
    const body = submission(volcanoes, key, [true, false, true, false]);
    const claimed = { ...body, answers: body.answers.map((a) => ({ ...a, is_correct: true })) };
    const res = await s['a']!.post('/api/v3/studentquiz/', claimed);
    expect(res.statusCode, res.body).toBe(201);
    const attempt: StudentQuiz = res.json();
    expect(attempt).toMatchObject({
      quiz_id: volcanoes.quizId,
      quiz: { id: volcanoes.quizId },
      student_id: ids['a'],
      associated_content_id: String(volcanoes.contentId),
      article_level_id: level7,
      grade_band: 7,
      correct_count: 2,
      question_count: 4,
      tokens_earned: 75,
      assignment_ids: [],
    });
    expect(attempt.answers.map((a) => [a.quiz_question_id, a.is_correct, a.correct_answer])).toEqual(
      key.map((q, i) => [q.id, i % 2 === 0, q.right]),
    );
    const award = await t.db
      .selectFrom('token_awards')
      .selectAll()
      .where('student_id', '=', ids['a']!)
      .where('activity_id', '=', volcanoes.quizId!)
      .executeTakeFirstOrThrow();
    expect(award).toMatchObject({ interaction: 'QUIZ', tokens: 75, is_done: true, content_id: volcanoes.contentId });
    expect(award.date_done).not.toBeNull();
    const perfect = await s['b']!.post('/api/v3/studentquiz/', submission(volcanoes, key));
    expect(perfect.json()).toMatchObject({ correct_count: 4, tokens_earned: 150 });
  });

  it('QUIZ-09 a second submit returns the stored attempt with 200 and changes nothing', async () => {
    const first = await s['c']!.post('/api/v3/studentquiz/', submission(volcanoes, key, [false, false, false, false]));
    expect(first.statusCode).toBe(201);
    const again = await s['c']!.post('/api/v3/studentquiz/', submission(volcanoes, key));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await attemptsInDb(ids['c']!)).toEqual({ attempts: 1, answers: 4 });
    const tokens = await t.db.selectFrom('token_awards').select('tokens').where('student_id', '=', ids['c']!).execute();
    expect(tokens).toEqual([{ tokens: 0 }]);
  });

  it('QUIZ-09 concurrent duplicate submits store exactly one attempt: one 201, the rest 200 with the same record', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => s['d']!.post('/api/v3/studentquiz/', submission(volcanoes, key, [i % 2 === 0]))),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    const bodies = results.map((r) => r.json<StudentQuiz>());
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.correct_count)).size).toBe(1);
    expect(await attemptsInDb(ids['d']!)).toEqual({ attempts: 1, answers: 4 });
  });

  it('QUIZ-08 API-18 bad payloads are 400 JSON errors and store nothing', async () => {
    const student = s['e']!;
    const base = submission(volcanoes, key);
    const otherLevel = await answerKey(t.db, volcanoes.quizId!, volcanoes.levels['en:5']!);
    const cases: [string, unknown][] = [
      ['unknown question', { ...base, answers: [...base.answers.slice(1), { ...base.answers[0]!, quiz_question_id: 999999 }] }],
      [
        'option of another question',
        { ...base, answers: base.answers.map((a, i) => (i === 0 ? { ...a, value: key[1]!.right } : a)) },
      ],
      [
        'option index out of range',
        { ...base, answers: base.answers.map((a, i) => (i === 0 ? { ...a, value: key[0]!.id * 10 + 9 } : a)) },
      ],
      ['mixed levels', { ...base, answers: [...base.answers.slice(1), submission(volcanoes, otherLevel).answers[0]] }],
      ['duplicate question', { ...base, answers: [...base.answers.slice(0, 3), base.answers[0]] }],
      ['a question missing', { ...base, answers: base.answers.slice(0, 3) }],
      ['no answers', { ...base, answers: [] }],
      ['value not a number', { ...base, answers: base.answers.map((a) => ({ ...a, value: 'B' })) }],
      ['article mismatch', { ...base, associated_content_id: String(premium.contentId) }],
      ['bad date', { ...base, date_started: 'yesterday' }],
      ['assignment not given', { ...base, assignment_ids: [987654] }],
    ];
    for (const [name, body] of cases) {
      const res = await student.post('/api/v3/studentquiz/', body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().error.code, name).toBe('validation_failed');
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/v3/studentquiz/',
      headers: { cookie: student.cookie, 'x-csrftoken': student.csrf, 'content-type': 'application/json' },
      payload: '{"answers": [',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().error.code).toBe('invalid_json');
    expect((await student.post('/api/v3/studentquiz/', { ...base, quiz_id: 999999 })).statusCode).toBe(404);
    expect(await attemptsInDb(ids['e']!)).toEqual({ attempts: 0, answers: 0 });
  });

  it('QUIZ-09 only students submit (403), the reader rules apply (403 for a lite student off the free collection)', async () => {
    const res = await teacher.post('/api/v3/studentquiz/', submission(volcanoes, key));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect((await parent.post('/api/v3/studentquiz/', submission(volcanoes, key))).statusCode).toBe(403);
    const premiumKey = await answerKey(t.db, premium.quizId!, Object.values(premium.levels)[0]!);
    expect((await s['lite']!.post('/api/v3/studentquiz/', submission(premium, premiumKey))).statusCode).toBe(403);
  });

  it('QUIZ-13 ASSIGN-03 an assignment’s custom question selection is accepted; without naming it every question is required', async () => {
    const chosen = [key[1]!, key[3]!];
    const assignmentId = await publish({
      activity_members: [String(volcanoes.quizId)],
      activity_element_selections: { [String(volcanoes.quizId)]: { [String(level7)]: chosen.map((q) => q.id) } },
    });
    const partial = submission(volcanoes, chosen);
    expect((await s['custom']!.post('/api/v3/studentquiz/', partial)).statusCode).toBe(400);
    const res = await s['custom']!.post('/api/v3/studentquiz/', { ...partial, assignment_ids: [assignmentId] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ question_count: 2, correct_count: 2, tokens_earned: 150, assignment_ids: [assignmentId] });
    // The outsider is not in the class: the assignment is not theirs to name.
    const outsider = await s['outsider']!.post('/api/v3/studentquiz/', { ...partial, assignment_ids: [assignmentId] });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.fields).toHaveProperty('assignment_ids');
  });

  it('QUIZ-16 hide_quiz_answers hides the correct answers from the student but never from the teacher', async () => {
    const assignmentId = await publish({ assignment_config: { hide_quiz_answers: true } });
    const res = await s['hide']!.post(
      '/api/v3/studentquiz/',
      submission(volcanoes, key, [false, true, true, true], { assignment_ids: [assignmentId] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const attempt: StudentQuiz = res.json();
    expect(attempt.answers.map((a) => a.correct_answer)).toEqual([null, null, null, null]);
    expect(attempt.answers.map((a) => a.is_correct)).toEqual([false, true, true, true]);
    const own = (await s['hide']!.get(`/api/v3/studentquiz/?associated_content_id=${volcanoes.contentId}`)).json();
    expect(own.results[0].answers.every((a: { correct_answer: number | null }) => a.correct_answer === null)).toBe(true);
    const seen = (await teacher.get(`/api/v3/studentquiz/?student_id=${ids['hide']}`)).json();
    expect(seen.results[0].answers.map((a: { correct_answer: number }) => a.correct_answer)).toEqual(key.map((q) => q.right));
  });
});

describe('reading attempts (API-17)', () => {
  it('API-17 API-06 a student reads their own, filtered by article and quiz', async () => {
    const res = await s['a']!.get(
      `/api/v3/studentquiz/?associated_content_id=${volcanoes.contentId}&quiz_id=${volcanoes.quizId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toHaveLength(1);
    expect(res.json().results[0].answers[0]).toHaveProperty('quiz_question_id', key[0]!.id);
    expect((await s['a']!.get(`/api/v3/studentquiz/?associated_content_id=${premium.contentId}`)).json().results).toEqual([]);
    expect((await s['a']!.get(`/api/v3/studentquiz/?student_id=${ids['a']}`)).statusCode).toBe(200);
  });

  it('API-17 a student cannot read another student’s answers', async () => {
    const res = await s['b']!.get(`/api/v3/studentquiz/?student_id=${ids['a']}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('API-17 a teacher reads only their own students; a parent only their child', async () => {
    const own = await teacher.get(`/api/v3/studentquiz/?student_id=${ids['a']}&associated_content_id=${volcanoes.contentId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().results[0].student_id).toBe(ids['a']);
    expect((await otherTeacher.get(`/api/v3/studentquiz/?student_id=${ids['a']}`)).statusCode).toBe(404);
    expect((await teacher.get(`/api/v3/studentquiz/?student_id=${ids['outsider']}`)).statusCode).toBe(404);
    expect((await teacher.get('/api/v3/studentquiz/')).json()).toEqual({ results: [] });
    expect((await parent.get(`/api/v3/studentquiz/?student_id=${ids['a']}`)).json().results).toHaveLength(1);
    expect((await parent.get(`/api/v3/studentquiz/?student_id=${ids['b']}`)).statusCode).toBe(404);
    expect((await teacher.get('/api/v3/studentquiz/?student_id=abc')).statusCode).toBe(400);
  });
});

describe('question reports (QUIZ-32, QUIZ-33, API-19)', () => {
  const flagUrl = (questionId: number) => `/api/v3/quiz/${volcanoes.quizId}/question/${questionId}/flag/`;

  it('QUIZ-32 QUIZ-33 API-19 a teacher reports a question with one of the five reasons; staff list the reports', async () => {
    const res = await teacher.post(flagUrl(key[0]!.id), { message: QUIZ_REPORT_REASONS[3] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      activityId: volcanoes.quizId,
      questionId: key[0]!.id,
      message: 'Incorrect answer',
      content_id: String(volcanoes.contentId),
      reported_by: { display_name: 'Test User' },
    });
    const list = await staff.get('/api/v3/quiz-question-flags/');
    expect(list.statusCode).toBe(200);
    expect(list.json().results[0]).toMatchObject({ id: res.json().id, message: 'Incorrect answer' });
  });

  it('QUIZ-32 QUIZ-34 refusals: students 403, unknown reason 400, a question of another quiz 404, non-staff cannot list', async () => {
    const student = await s['a']!.post(flagUrl(key[0]!.id), { message: QUIZ_REPORT_REASONS[0] });
    expect(student.statusCode).toBe(403);
    const reason = await teacher.post(flagUrl(key[0]!.id), { message: 'I do not like it' });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().error.code).toBe('validation_failed');
    expect((await teacher.post(flagUrl(key[0]!.id), {})).statusCode).toBe(400);
    const premiumKey = await answerKey(t.db, premium.quizId!, Object.values(premium.levels)[0]!);
    expect((await teacher.post(flagUrl(premiumKey[0]!.id), { message: QUIZ_REPORT_REASONS[0] })).statusCode).toBe(404);
    expect(
      (await teacher.post(`/api/v3/quiz/999999/question/${key[0]!.id}/flag/`, { message: QUIZ_REPORT_REASONS[0] })).statusCode,
    ).toBe(404);
    for (const c of [teacher, s['a']!, parent]) expect((await c.get('/api/v3/quiz-question-flags/')).statusCode).toBe(403);
  });
});

describe('quiz scores feed the level recommendation (LEVEL-03)', () => {
  it('LEVEL-03 LEVEL-14 three quizzes at one grade averaging 85 % or more recommend the next grade up', async () => {
    const before = (await s['f']!.get('/api/v3/reading-level/')).json();
    expect(before).toMatchObject({ recommended_grade_level: 7, reason: { source: 'grade_level' } });
    const slugs = ['volcanoes-build-islands', 'honeybee-waggle-dance', 'tide-pool-photo-essay', 'lighthouse-cat'];
    let taken = 0;
    for (const slug of slugs) {
      const a = await articleFixture(t.db, slug);
      const level = a.levels['en:7'];
      if (a.quizId === null || level === undefined || taken === 3) continue;
      const res = await s['f']!.post('/api/v3/studentquiz/', submission(a, await answerKey(t.db, a.quizId, level)));
      expect(res.statusCode, res.body).toBe(201);
      taken += 1;
    }
    expect(taken).toBe(3);
    const after = (await s['f']!.get('/api/v3/reading-level/')).json();
    expect(after).toMatchObject({ recommended_grade_level: 8, reason: { source: 'quiz_scores' } });
  });
});
