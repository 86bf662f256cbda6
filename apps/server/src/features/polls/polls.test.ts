import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, Poll, PollList } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { articleFixture, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let volcanoes: ArticleFixture;
let bees: ArticleFixture;
let premium: ArticleFixture;
let teacher: Client;
let otherTeacher: Client;
let parent: Client;
let staff: Client;
let teacherId: number;
let classId: number;
const s: Record<string, Client> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  volcanoes = await articleFixture(t.db, 'volcanoes-build-islands');
  bees = await articleFixture(t.db, 'honeybee-waggle-dance');
  premium = await articleFixture(t.db, 'missing-map-play');
  teacherId = (await buildUser(t.db, { username: 'poll_teacher' })).id;
  await buildUser(t.db, { username: 'poll_other_teacher' });
  const parentRow = await buildUser(t.db, { username: 'poll_parent', role: 'parent' });
  await buildUser(t.db, { username: 'poll_staff', role: 'staff' });
  for (const name of ['a', 'b', 'c', 'd', 'outsider', 'lite'])
    ids[name] = (
      await buildUser(t.db, { username: `poll_s_${name}`, role: 'student', grade_level: 7, is_lite: name === 'lite' })
    ).id;
  classId = (await buildClass(t.db, teacherId, { students: ['a', 'b', 'c', 'd', 'lite'].map((n) => ids[n]!) })).id;
  await t.db.insertInto('parent_links').values({ parent_id: parentRow.id, student_id: ids['a']! }).execute();
  teacher = await signIn(t.app, 'poll_teacher');
  otherTeacher = await signIn(t.app, 'poll_other_teacher');
  parent = await signIn(t.app, 'poll_parent');
  staff = await signIn(t.app, 'poll_staff');
  for (const name of Object.keys(ids)) s[name] = await signIn(t.app, `poll_s_${name}`);
});
afterAll(() => t.close());

const listUrl = (a: ArticleFixture) => `/api/v3/polls/?article_id=${a.contentId}`;
const pollBody = (a: ArticleFixture, question: string, choices: string[]) => ({
  article_id: String(a.contentId),
  data: { question, choices: choices.map((text) => ({ text })) },
});
const vote = (c: Client, poll: number, choice: number) =>
  c.post('/api/v3/activity/interaction/', { data: { choice_id: choice }, activity: poll });
const getPoll = async (c: Client, id: number) => (await c.get(`/api/v3/polls/${id}/`)).json<Poll>();

async function createPoll(
  c: Client,
  a: ArticleFixture,
  question = 'Would you visit a volcano?',
  choices = ['Yes', 'No', 'Maybe'],
) {
  const res = await c.post('/api/v3/polls/', pollBody(a, question, choices));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Poll>();
}

/** Publishes an assignment of the article to the teacher's class with a poll (ASSIGN-63). */
async function assign(a: ArticleFixture, pollId: number | null, isDraft = false) {
  const res = await teacher.post('/api/v3/assignment/', {
    title: 'Poll assignment',
    is_draft: isDraft,
    assignment_members: [{ content_id: String(a.contentId), language: 'en' }],
    classroom_ids: [classId],
    poll_id: pollId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Assignment;
}

describe('templates and a teacher’s own polls (POLL-04, POLL-08)', () => {
  it('POLL-04 POLL-08 a teacher lists the article’s templates from the corpus, in order, with every field', async () => {
    const res = await teacher.get(listUrl(volcanoes));
    expect(res.statusCode, res.body).toBe(200);
    const { results }: PollList = res.json();
    expect(results.length).toBeGreaterThanOrEqual(1);
    expect(results.every((p) => p.is_template && p.created_by_id === null)).toBe(true);
    expect(results.map((p) => p.template_display_order)).toEqual(results.map((_, i) => i + 1));
    const first = results[0]!;
    expect(first).toMatchObject({
      content_type: 'POLL',
      article_id: String(volcanoes.contentId),
      can_see_results: false,
      total_votes: 0,
    });
    expect(first.data.choices.length).toBeGreaterThanOrEqual(3);
    expect(first.data.choices[0]).toEqual({ choice_id: expect.any(Number), text: expect.any(String), voter_ids: [], votes: 0 });
    expect((await teacher.get(`/api/v3/polls/${first.id}/`)).json()).toEqual(first);
  });

  it('every article in the corpus ships at least one template', async () => {
    const articles = await t.db.selectFrom('contents').select('id').execute();
    const withPolls = await t.db.selectFrom('polls').select('content_id').distinct().where('is_template', '=', true).execute();
    expect(withPolls.length).toBe(articles.length);
  });

  it('POLL-09 a teacher saves a poll of their own; it follows the templates in their list only', async () => {
    const poll = await createPoll(teacher, volcanoes, '  Which island would you visit?  ', ['Hawaii 🌋', 'Iceland', 'Japan']);
    expect(poll).toMatchObject({
      is_template: false,
      created_by_id: teacherId,
      template_display_order: null,
      can_see_results: false,
    });
    expect(poll.data.question).toBe('Which island would you visit?');
    expect(poll.data.choices.map((c) => c.text)).toEqual(['Hawaii 🌋', 'Iceland', 'Japan']);
    const mine: PollList = (await teacher.get(listUrl(volcanoes))).json();
    expect(mine.results.at(-1)!.id).toBe(poll.id);
    const theirs: PollList = (await otherTeacher.get(listUrl(volcanoes))).json();
    expect(theirs.results.some((p) => p.id === poll.id)).toBe(false);
  });

  it('POLL-14 POLL-15 bad polls are 400: no question, too few or too many responses, blank or over-long text', async () => {
    const bad = [
      pollBody(volcanoes, '', ['A', 'B']),
      pollBody(volcanoes, 'Q?', ['A']),
      pollBody(volcanoes, 'Q?', ['A', 'B', 'C', 'D', 'E', 'F']),
      pollBody(volcanoes, 'Q?', ['A', '   ']),
      pollBody(volcanoes, 'Q'.repeat(201), ['A', 'B']),
      pollBody(volcanoes, 'Q?', ['A'.repeat(101), 'B']),
      pollBody(volcanoes, 'Line one\nline two', ['A', 'B']),
      { ...pollBody(volcanoes, 'Q?', ['A', 'B']), article_id: 'x' },
    ];
    for (const body of bad) {
      const res = await teacher.post('/api/v3/polls/', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await teacher.post('/api/v3/polls/', pollBody(volcanoes, '', ['A', 'B']))).json().error.fields).toMatchObject({
      'data.question': 'This poll needs a question.',
    });
    expect(
      (await teacher.post('/api/v3/polls/', { ...pollBody(volcanoes, 'Q?', ['A', 'B']), article_id: '999999' })).statusCode,
    ).toBe(404);
  });

  it('POLL-01 only teachers write polls and list templates; students, parents get 403', async () => {
    for (const c of [s['a']!, parent]) {
      expect((await c.post('/api/v3/polls/', pollBody(volcanoes, 'Q?', ['A', 'B']))).statusCode).toBe(403);
      expect((await c.get(listUrl(volcanoes))).statusCode).toBe(403);
    }
    expect((await staff.get(listUrl(volcanoes))).statusCode).toBe(200);
    const count = await t.db
      .selectFrom('polls')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('is_template', '=', false)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});

describe('editing (POLL-07)', () => {
  it('POLL-07 the owner changes question and responses; the choices are replaced', async () => {
    const poll = await createPoll(teacher, bees, 'Bees?', ['Yes', 'No', 'Maybe']);
    const res = await teacher.put(`/api/v3/polls/${poll.id}/`, {
      data: { question: 'Do bees dance?', choices: [{ text: 'Yes' }, { text: 'No' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ question: 'Do bees dance?', choices: [{ text: 'Yes' }, { text: 'No' }] });
  });

  it('POLL-07 refusals by id: another teacher’s poll and a template are 404, a student 403, a missing poll 404', async () => {
    const poll = await createPoll(teacher, bees);
    const template = (await teacher.get(listUrl(bees))).json().results[0] as Poll;
    const body = { data: { question: 'Changed?', choices: [{ text: 'A' }, { text: 'B' }] } };
    expect((await otherTeacher.put(`/api/v3/polls/${poll.id}/`, body)).statusCode).toBe(404);
    expect((await otherTeacher.get(`/api/v3/polls/${poll.id}/`)).statusCode).toBe(404);
    expect((await teacher.put(`/api/v3/polls/${template.id}/`, body)).statusCode).toBe(404);
    expect((await s['a']!.put(`/api/v3/polls/${poll.id}/`, body)).statusCode).toBe(403);
    expect((await teacher.put('/api/v3/polls/99999999/', body)).statusCode).toBe(404);
    expect((await getPoll(teacher, poll.id)).data.question).toBe('Would you visit a volcano?');
    expect((await getPoll(teacher, template.id)).data.question).toBe(template.data.question);
  });
});

describe('adding a poll to an assignment (ASSIGN-63)', () => {
  it('ASSIGN-63 an assignment includes a teacher’s own poll on its article, and drops it again', async () => {
    const poll = await createPoll(teacher, volcanoes);
    const a = await assign(volcanoes, poll.id, true);
    expect(a.poll_id).toBe(poll.id);
    const res = await teacher.put(`/api/v3/assignment/${a.assignment_id}/`, {
      title: 'Poll assignment',
      is_draft: true,
      assignment_members: [{ content_id: String(volcanoes.contentId), language: 'en' }],
      classroom_ids: [classId],
      poll_id: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.poll_id).toBeNull();
  });

  it('POLL-13 ASSIGN-63 a template, another teacher’s poll or a poll of another article is refused', async () => {
    const template = (await teacher.get(listUrl(volcanoes))).json().results[0] as Poll;
    const theirs = await createPoll(otherTeacher, volcanoes);
    const otherArticle = await createPoll(teacher, bees);
    for (const pollId of [template.id, theirs.id, otherArticle.id, 99999999]) {
      const res = await teacher.post('/api/v3/assignment/', {
        title: 'Nope',
        is_draft: true,
        assignment_members: [{ content_id: String(volcanoes.contentId), language: 'en' }],
        poll_id: pollId,
      });
      expect(res.statusCode, `${pollId}`).toBe(400);
      expect(res.json().error.fields).toEqual({ poll_id: 'Choose one of your own polls on this article.' });
    }
  });
});

describe('voting (POLL-05, POLL-12, POLL-13, API-20)', () => {
  let poll: Poll;
  beforeAll(async () => {
    poll = await createPoll(teacher, volcanoes, 'Would you visit an island volcano?', ['Yes', 'Only if safe', 'No']);
    await assign(volcanoes, poll.id);
  });

  it('POLL-11 once published the teacher sees results and can no longer edit (409 poll_in_use)', async () => {
    expect((await getPoll(teacher, poll.id)).can_see_results).toBe(true);
    const res = await teacher.put(`/api/v3/polls/${poll.id}/`, {
      data: { question: 'Changed?', choices: [{ text: 'A' }, { text: 'B' }] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('poll_in_use');
  });

  it('POLL-12 API-20 a student answers once: 201, then the poll shows results with only their own id', async () => {
    const before = await getPoll(s['a']!, poll.id);
    expect(before.can_see_results).toBe(false);
    const yes = poll.data.choices[0]!.choice_id;
    const res = await vote(s['a']!, poll.id, yes);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ activity: poll.id, data: { choice_id: yes } });
    await vote(s['b']!, poll.id, yes);
    const after = await getPoll(s['a']!, poll.id);
    expect(after.can_see_results).toBe(true);
    expect(after.total_votes).toBe(2);
    expect(after.data.choices[0]).toMatchObject({ votes: 2, voter_ids: [ids['a']] });
    expect(after.data.choices[1]).toMatchObject({ votes: 0, voter_ids: [] });
    const forTeacher = await getPoll(teacher, poll.id);
    expect(forTeacher.data.choices[0]!.voter_ids.sort()).toEqual([ids['a'], ids['b']].sort());
  });

  it('POLL-12 a second vote changes nothing and says so (409 already_voted)', async () => {
    const res = await vote(s['a']!, poll.id, poll.data.choices[2]!.choice_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'already_voted',
      message: 'You already answered this poll. Your first answer stands.',
    });
    const after = await getPoll(s['a']!, poll.id);
    expect(after.data.choices[0]!.voter_ids).toEqual([ids['a']]);
    expect(after.data.choices[2]!.votes).toBe(0);
  });

  it('POLL-12 two answers at the same moment: one is recorded', async () => {
    const [first, second] = poll.data.choices;
    const res = await Promise.all([vote(s['c']!, poll.id, first!.choice_id), vote(s['c']!, poll.id, second!.choice_id)]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.selectFrom('poll_votes').selectAll().where('student_id', '=', ids['c']!).execute();
    expect(rows).toHaveLength(1);
  });

  it('POLL-13 refusals by id: a student outside the assignment, a template, a teacher, a parent, a foreign choice', async () => {
    const choice = poll.data.choices[1]!.choice_id;
    const outside = await vote(s['outsider']!, poll.id, choice);
    expect(outside.statusCode).toBe(404);
    expect((await s['outsider']!.get(`/api/v3/polls/${poll.id}/`)).statusCode).toBe(404);
    const template = (await teacher.get(listUrl(volcanoes))).json().results[0] as Poll;
    expect((await vote(s['d']!, template.id, template.data.choices[0]!.choice_id)).statusCode).toBe(404);
    expect((await s['d']!.get(`/api/v3/polls/${template.id}/`)).statusCode).toBe(404);
    expect((await vote(teacher, poll.id, choice)).statusCode).toBe(403);
    expect((await vote(parent, poll.id, choice)).statusCode).toBe(403);
    expect((await parent.get(`/api/v3/polls/${poll.id}/`)).statusCode).toBe(404);
    const foreign = await vote(s['d']!, poll.id, template.data.choices[0]!.choice_id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe('validation_failed');
    expect((await vote(s['d']!, 99999999, choice)).statusCode).toBe(404);
    expect((await s['d']!.post('/api/v3/activity/interaction/', { data: {}, activity: poll.id })).statusCode).toBe(400);
    const rows = await t.db
      .selectFrom('poll_votes')
      .select('student_id')
      .where('student_id', 'in', [ids['outsider']!, ids['d']!])
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('POLL-13 a draft or scheduled assignment’s poll cannot be answered yet', async () => {
    const draftPoll = await createPoll(teacher, bees, 'Draft poll?', ['A', 'B']);
    await assign(bees, draftPoll.id, true);
    expect((await vote(s['d']!, draftPoll.id, draftPoll.data.choices[0]!.choice_id)).statusCode).toBe(404);
  });

  it('the article’s own access rules apply: a lite student on a premium article is refused', async () => {
    const premiumPoll = await createPoll(teacher, premium, 'Premium poll?', ['A', 'B']);
    await assign(premium, premiumPoll.id);
    const res = await vote(s['lite']!, premiumPoll.id, premiumPoll.data.choices[0]!.choice_id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('subscription_required');
  });
});
