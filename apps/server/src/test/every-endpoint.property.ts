/**
 * Generated input against every endpoint, as every role. The routes and their schemas come from the
 * app's own OpenAPI document, so a new route is covered the day it is added. For each route and
 * role, fast-check sends requests whose path, query and body are drawn from the route's JSON Schema
 * (json-schema-arbitrary.ts): valid values at the edges, real ids of other users' rows, and hostile
 * values. Every answer must keep the error contract:
 * - never a 5xx;
 * - every 4xx is `{ error: { code, message } }` with a code from the catalogue and its status;
 * - a refused request changed no row (a write journal, below, counts every row written).
 *
 * Reproduce a failure with the seed printed at the start:
 *   PROPERTY_SEED=… npx vitest run --project server src/test/every-endpoint
 * PROPERTY_RUNS sets the runs per route and role (default 20). The routes are split over the
 * every-endpoint-N.property.test.ts files, which only call everyEndpoint below.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_FLAGS, CSRF_COOKIE, CSRF_HEADER, ERRORS, powerWordIds, quizOptionIds, SESSION_COOKIE } from '@lectern/domain';
import type { SessionCache } from '../auth/session-cache.js';
import { loadCorpus } from '../seed/corpus.js';
import { buildClass, buildDistrict, buildSchool, buildUser } from './factories.js';
import { hostileValue, toJsonText, validValue, variationsOf, type Hints, type JsonSchema } from './json-schema-arbitrary.js';
import { answerKey, articleFixture, submission } from './quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from './test-app.js';

const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 20);
const REPRODUCE = `PROPERTY_SEED=${SEED} npx vitest run --project server src/test/every-endpoint`;

// ---------------------------------------------------------------------------------------------
// Routes, read from the OpenAPI document

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params: JsonSchema | null;
  query: JsonSchema | null;
  body: JsonSchema | null;
}

/** The parameters of one kind as one object schema, so the converter treats them like a body. */
function parametersSchema(parameters: OpenApiParameter[], where: 'path' | 'query'): JsonSchema | null {
  const ps = parameters.filter((p) => p.in === where);
  if (!ps.length) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(ps.map((p) => [p.name, p.schema])),
    required: ps.filter((p) => p.required || where === 'path').map((p) => p.name),
  };
}

function routesOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    // The document describing itself is not part of the API under test.
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(operations)) {
      const parameters = op.parameters ?? [];
      routes.push({
        method: method.toUpperCase() as Route['method'],
        path,
        params: parametersSchema(parameters, 'path'),
        query: parametersSchema(parameters, 'query'),
        body: op.requestBody?.content['application/json']?.schema ?? null,
      });
    }
  }
  // Deletes last, so the rows they may remove still exist while the other routes run.
  return routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

// ---------------------------------------------------------------------------------------------
// Requests

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; payload: string; contentType: string };
interface Generated {
  /** Path segments, already encoded (hostile ones may be malformed on purpose). */
  segments: Record<string, string>;
  /** The query string without "?", already encoded. */
  query: string;
  body: Body;
}

/** Text for a path or query value; lone surrogates (which a URL cannot carry) become U+FFFD. */
function asText(v: unknown): string {
  const s = typeof v === 'string' ? v : v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

function queryString(q: unknown): string {
  if (q === undefined) return '';
  if (q === null || typeof q !== 'object' || Array.isArray(q)) return encodeURIComponent(asText(q));
  const parts: string[] = [];
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined) continue;
    // An array becomes a repeated key, as a browser form would send it.
    for (const item of Array.isArray(v) ? v : [v])
      parts.push(`${encodeURIComponent(asText(k))}=${encodeURIComponent(asText(item))}`);
  }
  return parts.join('&');
}

/** Path segments the router and the percent-decoder must survive. */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%C3%28',
  '%ED%A0%80',
  '%00',
  '%2F',
  'a%2Fb',
  '..',
  '.',
  '%20',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'null',
  '%D9%A1%D9%A2',
  'x'.repeat(101),
  '9'.repeat(5000),
] as const;

const RAW_QUERIES = [
  '%',
  'a=%zz',
  'q=%E0%A4%A',
  '&&&',
  '=x',
  'a[b]=1',
  '__proto__[isStaff]=true',
  'limit=1&limit=2',
  'a=1&'.repeat(3000),
] as const;

const RAW_BODIES: { payload: string; contentType: string }[] = [
  { payload: '', contentType: 'application/json' },
  { payload: '{', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '1e999', contentType: 'application/json' },
  { payload: '{"a":1,"a":2}', contentType: 'application/json' },
  { payload: '{"__proto__":{"isStaff":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"isStaff":true}}}', contentType: 'application/json' },
  { payload: '\uFEFF{}', contentType: 'application/json' },
  { payload: '{}', contentType: 'application/json; charset=latin1' },
  { payload: '{}', contentType: 'text/plain' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  { payload: '{}', contentType: 'application/json\u00e9' },
  { payload: '['.repeat(200_000) + ']'.repeat(200_000), contentType: 'application/json' },
  { payload: `{"a":"${'x'.repeat(1024 * 1024)}"}`, contentType: 'application/json' },
];

const shorten = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…(${s.length} chars)` : s);

/** Shows a request without its megabytes when fast-check prints a counterexample. */
function printable(g: Generated): Generated {
  return Object.assign(g, {
    [fc.toStringMethod]: () =>
      JSON.stringify({
        segments: Object.fromEntries(Object.entries(g.segments).map(([k, v]) => [k, shorten(v)])),
        query: shorten(g.query),
        body: shorten(toJsonText(g.body) ?? 'undefined'),
      }),
  });
}

/** A known-good query and body for a route, which generated requests vary one field at a time. */
interface Example {
  query?: Record<string, unknown>;
  body?: unknown;
}

function requestArbitrary(route: Route, hints: Hints, example: Example = {}): fc.Arbitrary<Generated> {
  const segment = (schema: JsonSchema, name: string) =>
    fc.oneof(
      { weight: 6, arbitrary: validValue(schema, hints, [name]).map((v) => encodeURIComponent(asText(v))) },
      { weight: 3, arbitrary: hostileValue(schema, hints, [name]).map((v) => encodeURIComponent(asText(v))) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    );
  const paramProps = route.params?.properties ?? {};
  const segments = fc.record(Object.fromEntries(Object.entries(paramProps).map(([k, s]) => [k, segment(s, k)])));

  const query = route.query
    ? fc.oneof(
        { weight: 6, arbitrary: validValue(route.query, hints).map(queryString) },
        { weight: 3, arbitrary: hostileValue(route.query, hints).map(queryString) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
        ...(example.query ? [{ weight: 6, arbitrary: variationsOf(example.query, route.query, hints).map(queryString) }] : []),
      )
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant('') },
        {
          weight: 1,
          arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }).map(queryString),
        },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
      );

  const raw = fc.constantFrom(...RAW_BODIES).map((b): Body => ({ kind: 'raw', ...b }));
  const body: fc.Arbitrary<Body> = route.body
    ? fc.oneof(
        { weight: 6, arbitrary: validValue(route.body, hints).map((value): Body => ({ kind: 'json', value })) },
        { weight: 4, arbitrary: hostileValue(route.body, hints).map((value): Body => ({ kind: 'json', value })) },
        { weight: 1, arbitrary: raw },
        ...(example.body === undefined
          ? []
          : [
              {
                weight: 8,
                arbitrary: variationsOf(example.body, route.body, hints).map((value): Body => ({ kind: 'json', value })),
              },
            ]),
      )
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant<Body>({ kind: 'none' }) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value): Body => ({ kind: 'json', value })) },
        { weight: 1, arbitrary: raw },
      );

  return fc.record({ segments, query, body }).map(printable);
}

// ---------------------------------------------------------------------------------------------
// Fixture: one account per role, a little real data each owns, and the ids to feed back in

type Kind =
  | 'class'
  | 'group'
  | 'assignment'
  | 'assignmentContent'
  | 'user'
  | 'student'
  | 'content'
  | 'activity'
  | 'check'
  | 'level'
  | 'question'
  | 'option'
  | 'choice'
  | 'joinCode'
  | 'username'
  | 'uniqueId'
  | 'school'
  | 'month'
  | 'configFlag'
  | 'poll'
  | 'pollChoice'
  | 'classUniqueId'
  | 'prompt'
  | 'response'
  | 'annotation';

/**
 * Which real values a field takes: by its whole path (`activity_element_selections.{key}`), else
 * by its name (the last property name on its path).
 */
const FIELD_KINDS: Record<string, Kind[]> = {
  // The challenge month: a zod refine the JSON Schema cannot show ("current" or YYYY-MM); a
  // write-prompt response's own id in a save body.
  id: ['month', 'response', 'annotation'],
  'in_response_to.id': ['annotation'],
  thread_student_id: ['student'],
  'assignment_config.{key}': ['configFlag'],
  'activity_element_selections.{key}': ['activity'],
  'activity_element_selections.{}.{key}': ['level'],
  'activity_element_selections.{}.{}.[]': ['question'],
  classId: ['class'],
  // An assignment's classes by id; a write prompt's by unique id.
  classroom_ids: ['class', 'classUniqueId'],
  classroom_id: ['classUniqueId'],
  groupId: ['group'],
  group_ids: ['group'],
  assignmentId: ['assignment'],
  assignment_id: ['assignment'],
  assignment_ids: ['assignment'],
  copied_from_assignment: ['assignment'],
  contentId: ['content', 'assignmentContent'],
  content_id: ['content'],
  associated_content_id: ['content'],
  article_id: ['content'],
  collection_id: ['content'],
  story_content_id: ['content'],
  content_member_id: ['content'],
  article_story_content_id: ['content'],
  activity_members: ['activity'],
  activity_element_selections: ['activity', 'question'],
  activityId: ['activity'],
  quiz_id: ['activity'],
  check_id: ['check'],
  studentId: ['student'],
  student_id: ['student'],
  student_ids: ['student'],
  user_id: ['user'],
  userId: ['student', 'user'],
  scope_id: ['user', 'school'],
  level_id: ['level'],
  levelId: ['level'],
  default_reading_level: ['level'],
  lexile_level: ['level'],
  header_id: ['level'],
  questionId: ['question'],
  quiz_question_id: ['question'],
  value: ['option'],
  answer_choice_content_id: ['choice'],
  pollId: ['poll'],
  // The poll an answer is for (POST /api/v3/activity/interaction/).
  activity: ['poll'],
  choice_id: ['pollChoice'],
  promptId: ['prompt'],
  prompt_content_id: ['prompt'],
  responseId: ['response'],
  code: ['joinCode'],
  username: ['username'],
  user_unique_id: ['uniqueId'],
};

interface Actor {
  role: string;
  username: string | null;
  userId: number | null;
  headers: Record<string, string>;
}

// Built while the file is collected, so that there can be one test per route of the document.
console.log(`property seed: ${SEED} (runs per route and role: ${RUNS})`);
const t: TestContext = await createTestApp();
const routes = routesOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
const actors: Actor[] = [];
const pools = new Map<Kind, (string | number)[]>();
/** Known-good requests by "METHOD path", built from the fixture. */
const examples = new Map<string, Example>();
/** The columns that make each account its role, put back before every route (a route may change them). */
const accountFacts = new Map<number, Record<string, unknown>>();

const hints: Hints = (path) => {
  const name = [...path].reverse().find((p) => !p.startsWith('[') && !p.startsWith('{'));
  const kinds = FIELD_KINDS[path.join('.')] ?? (name && !path.at(-1)?.startsWith('{key') ? FIELD_KINDS[name] : undefined);
  return kinds?.flatMap((k) => pools.get(k) ?? []);
};

async function signInActor(actor: Actor) {
  if (!actor.username) return;
  const client = await signIn(t.app, actor.username);
  actor.headers = { cookie: client.cookie, [CSRF_HEADER]: client.csrf };
}

/**
 * A new session for an actor whose session a run ended (a sign-out, an impersonation), from the
 * session store itself: signing in again costs a scrypt check each time, and the sign-out route
 * would spend most of the suite's time on it. Sign-in itself is exercised by its own route.
 */
async function resumeSession(actor: Actor) {
  if (!actor.userId) return;
  const token = await t.app.sessions.create({ userId: actor.userId, impersonatorId: null }, 3600);
  const csrf = randomBytes(16).toString('hex');
  actor.headers = { cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf };
}

type Fixture = Awaited<ReturnType<typeof buildRows>>;

/** One account per role and the rows they own, made through the API where it is the real path. */
async function buildRows() {
  const db = t.db;
  // Before the corpus, so its district and school advisories apply to them (451 paths).
  const district = await buildDistrict(db, 'EE District');
  const school = await buildSchool(db, 'EE School', district.id);
  await loadCorpus(db);
  const volcanoes = await articleFixture(db, 'volcanoes-build-islands');
  const level7 = volcanoes.levels['en:7']!;
  const key = await answerKey(db, volcanoes.quizId!, level7);
  const fossils = await articleFixture(db, 'mary-anning-fossil-hunter');

  const user = (username: string, o: Parameters<typeof buildUser>[1] = {}) => buildUser(db, { username, ...o });
  const inAMonth = new Date(Date.now() + 30 * 86_400_000);
  const accounts = {
    student: await user('ee_student', { role: 'student', grade_level: 7, school_id: school.id }),
    teacher: await user('ee_teacher', { school_id: school.id }),
    'unfinished teacher': await user('ee_unfinished', { is_authorized: false }),
    'lite teacher': await user('ee_lite_teacher', { is_lite: true, lite_grant_expires_at: inAMonth }),
    'lite student': await user('ee_lite_student', { role: 'student', grade_level: 5, is_lite: true }),
    parent: await user('ee_parent', { role: 'parent' }),
    principal: await user('ee_principal', { role: 'principal', school_id: school.id }),
    'district admin': await user('ee_district_admin', { role: 'district_admin', district_id: district.id }),
    staff: await user('ee_staff', { role: 'staff' }),
  };
  const { student, teacher } = accounts;
  const classmate = await user('ee_classmate', { role: 'student', grade_level: 7, school_id: school.id });
  // Another teacher's class, student and work: rows that belong to none of the roles.
  const outsider = await user('ee_outsider_teacher');
  const outsiderStudent = await user('ee_outsider_student', { role: 'student', grade_level: 7 });
  await db.insertInto('parent_links').values({ parent_id: accounts.parent.id, student_id: student.id }).execute();

  const teacherClass = await buildClass(db, teacher.id, { students: [student.id, classmate.id] });
  await buildClass(db, accounts['unfinished teacher'].id);
  await buildClass(db, accounts['lite teacher'].id, { students: [accounts['lite student'].id] });
  const outsiderClass = await buildClass(db, outsider.id, { students: [outsiderStudent.id] });

  const [asTeacher, asOutsider, asStudent, asOutsiderStudent, asLiteTeacher] = await Promise.all(
    ['ee_teacher', 'ee_outsider_teacher', 'ee_student', 'ee_outsider_student', 'ee_lite_teacher'].map((u) => signIn(t.app, u)),
  );
  const ok = (res: LightMyRequestResponse, status: number) => expect(res.statusCode, res.body).toBe(status);
  const member = [{ content_id: String(volcanoes.contentId), language: 'en' }];
  const publish = (as: Client, classId: number, groupIds: number[] = [], is_draft = false) =>
    as.post('/api/v3/assignment/', {
      title: 'Volcanoes',
      is_draft,
      assignment_members: member,
      classroom_ids: [classId],
      group_ids: groupIds,
    });

  const group = await asTeacher!.post(`/api/v2/classrooms/${teacherClass.id}/groups/`, {
    name: 'Readers',
    student_ids: [student.id],
  });
  ok(group, 201);
  const groupId = group.json().id as number;
  const others = { name: 'Others', student_ids: [outsiderStudent.id] };
  ok(await asOutsider!.post(`/api/v2/classrooms/${outsiderClass.id}/groups/`, others), 201);
  const published = await publish(asTeacher!, teacherClass.id, [groupId]);
  ok(published, 201);
  const publishedId = published.json().data.assignment_id as number;
  ok(await publish(asTeacher!, teacherClass.id, [], true), 201);
  ok(await publish(asOutsider!, outsiderClass.id), 201);
  await publish(asLiteTeacher!, teacherClass.id, [], true);

  // Submitted work: a quiz each, and a Power Words answer.
  ok(await asStudent!.post('/api/v3/studentquiz/', submission(volcanoes, key)), 201);
  const allWrong = key.map(() => false);
  ok(await asOutsiderStudent!.post('/api/v3/studentquiz/', submission(volcanoes, key, allWrong)), 201);
  const word = await db
    .selectFrom('power_words')
    .selectAll()
    .where('activity_id', '=', volcanoes.wordsId)
    .where('article_level_id', '=', level7)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  const answer = {
    answer_choice_content_id: powerWordIds.choice(word.id, 0, word.questions[0]!.correct),
    date_answered: new Date().toISOString(),
  };
  ok(await asStudent!.post('/api/v2/student-vocabulary-answer/', answer), 201);

  // A teacher's poll on a published assignment, with the classmate's answer; another teacher's poll.
  const pollBody = {
    article_id: String(volcanoes.contentId),
    data: { question: 'Visit?', choices: [{ text: 'Yes' }, { text: 'No' }] },
  };
  const poll = await asTeacher!.post('/api/v3/polls/', pollBody);
  ok(poll, 201);
  const pollId = poll.json().id as number;
  const pollChoiceId = poll.json().data.choices[0].choice_id as number;
  ok(
    await asTeacher!.post('/api/v3/assignment/', {
      title: 'Poll',
      is_draft: false,
      assignment_members: member,
      classroom_ids: [teacherClass.id],
      poll_id: pollId,
    }),
    201,
  );
  const asClassmate = await signIn(t.app, 'ee_classmate');
  ok(await asClassmate.post('/api/v3/activity/interaction/', { data: { choice_id: pollChoiceId }, activity: pollId }), 201);
  ok(await asOutsider!.post('/api/v3/polls/', pollBody), 201);

  // A teacher's write prompt for the class on the article, the student's draft and the classmate's
  // submitted response to it.
  const prompt = await asTeacher!.post('/api/v2/prompt/', {
    collection_id: String(volcanoes.contentId),
    header_id: level7,
    text: 'How do volcanoes build new islands?',
    classroom_ids: [teacherClass.unique_id],
  });
  ok(prompt, 201);
  const promptId = prompt.json().id as number;
  const writing = (text: string, extra: Record<string, unknown> = {}) => ({
    article_id: String(volcanoes.contentId),
    classroom_id: teacherClass.unique_id,
    prompt_content_id: promptId,
    text,
    base_revision: 0,
    ...extra,
  });
  const draft = await asStudent!.post(
    '/api/v2/constructedresponseanswer/',
    writing('Lava cools', { assignment_ids: [publishedId] }),
  );
  ok(draft, 201);
  const submitted = writing('Lava cools into new rock, layer on layer.', { date_completed: new Date().toISOString() });
  ok(await asClassmate.post('/api/v2/constructedresponseanswer/', submitted), 201);

  // A teacher's shared annotation with the student's reply, and the student's own private one, in
  // the first paragraph (before the level's first check, so the student may read it).
  const body7 = await db.selectFrom('article_levels').select('body').where('id', '=', level7).executeTakeFirstOrThrow();
  const firstParagraph = body7.body.findIndex((b) => b.kind === 'paragraph');
  const annotationRange = { start: firstParagraph, startoffset: 0, end: firstParagraph, endoffset: 10 };
  const shared = await asTeacher!.post('/api/v3/annotations/', {
    client_key: randomUUID(),
    article_level_id: level7,
    range: annotationRange,
    text: 'Look here',
  });
  ok(shared, 201);
  const annotationId = shared.json().id as number;
  ok(await asTeacher!.post(`/api/v3/annotations/${annotationId}/`, { shared: true }), 200);
  ok(
    await asStudent!.post('/api/v3/annotations/', {
      client_key: randomUUID(),
      in_response_to: { id: annotationId },
      text: 'I see it',
    }),
    201,
  );
  ok(
    await asStudent!.post('/api/v3/annotations/', { client_key: randomUUID(), article_level_id: level7, range: annotationRange }),
    201,
  );

  return {
    annotationId,
    annotationRange,
    school,
    volcanoes,
    level7,
    key,
    word,
    accounts,
    teacherClass,
    outsiderClass,
    groupId,
    member,
    publishedId,
    pollId,
    pollChoiceId,
    fossils,
    promptId,
    draftRevision: draft.json().revision as number,
    // The first check of the level the student reads (answering it opens the text after it).
    checkId: (
      await db
        .selectFrom('understanding_checks')
        .select('id')
        .where('article_level_id', '=', level7)
        .orderBy('after_block')
        .executeTakeFirstOrThrow()
    ).id,
  };
}

/**
 * The values to feed back in: every real row of each kind (for any one role, nearly all are other
 * users'), and the words a zod refine or an enum of keys allows where the document cannot say so.
 */
async function collectPools(f: Fixture) {
  const db = t.db;
  const classes = await db.selectFrom('classes').select(['id', 'join_code', 'unique_id']).execute();
  const assignments = await db.selectFrom('assignments').select(['id', 'content_id']).execute();
  const users = await db.selectFrom('users').select(['id', 'username', 'unique_id', 'role']).execute();
  const slugs = ['volcanoes-build-islands', 'missing-map-play', 'mary-anning-fossil-hunter'];
  const articles = await Promise.all(slugs.map((slug) => articleFixture(db, slug)));
  const levels = articles.flatMap((a) => Object.values(a.levels));
  const questions = await db
    .selectFrom('quiz_questions')
    .select(['id', 'options'])
    .where('article_level_id', 'in', levels)
    .limit(40)
    .execute();
  const wordsOf = articles.map((a) => a.wordsId);
  const words = await db.selectFrom('power_words').select('id').where('activity_id', 'in', wordsOf).limit(20).execute();
  const polls = await db
    .selectFrom('polls')
    .innerJoin('poll_choices', 'poll_choices.poll_id', 'polls.id')
    .select(['polls.id', (eb) => eb.fn.agg<number[]>('array_agg', ['poll_choices.id']).as('choices')])
    .where((eb) => eb.or([eb('polls.is_template', '=', false), eb('polls.content_id', '=', f.volcanoes.contentId)]))
    .groupBy('polls.id')
    .execute();
  const found: Record<Kind, (string | number | null)[]> = {
    class: classes.map((c) => c.id),
    joinCode: classes.map((c) => c.join_code),
    group: (await db.selectFrom('class_groups').select('id').execute()).map((g) => g.id),
    assignment: assignments.map((a) => a.id),
    assignmentContent: assignments.map((a) => a.content_id),
    user: users.map((u) => u.id),
    student: users.filter((u) => u.role === 'student').map((u) => u.id),
    username: users.map((u) => u.username),
    uniqueId: users.map((u) => u.unique_id),
    school: [f.school.id],
    content: articles.map((a) => a.contentId),
    activity: articles.flatMap((a) => [a.quizId, a.wordsId, a.checksId]),
    check: (
      await db.selectFrom('understanding_checks').select('id').where('article_level_id', 'in', levels).limit(20).execute()
    ).map((c) => c.id),
    level: levels,
    question: questions.map((q) => q.id),
    option: questions.flatMap((q) => q.options.map((_, i) => quizOptionIds.option(q.id, i))),
    choice: words.flatMap((w) => [0, 1].flatMap((qi) => [0, 1].map((oi) => powerWordIds.choice(w.id, qi, oi)))),
    month: ['current', '2024-05', '2000-01', '1999-12', '2100-12', '2101-01', '9999-12', '2024-00', '2024-13', '0000-01'],
    configFlag: [...CONFIG_FLAGS],
    poll: polls.map((p) => p.id),
    pollChoice: polls.flatMap((p) => p.choices),
    classUniqueId: classes.map((c) => c.unique_id),
    prompt: (await db.selectFrom('write_prompts').select('id').execute()).map((p) => p.id),
    response: (await db.selectFrom('write_responses').select('id').execute()).map((r) => r.id),
    annotation: (await db.selectFrom('annotations').select('id').execute()).map((r) => r.id),
  };
  for (const [kind, values] of Object.entries(found)) {
    const real = values.filter((v) => v !== null);
    pools.set(kind as Kind, real);
  }
}

/** Known-good requests for the routes whose parts must agree (or that need a real row to go deep). */
function writeExamples(f: Fixture) {
  const { volcanoes, level7, key, accounts } = f;
  const contentId = String(volcanoes.contentId);
  const assignmentBody = {
    title: 'Volcanoes again',
    instructions: '<p>Read <b>closely</b></p>',
    is_draft: false,
    date_goes_live: new Date(Date.now() + 86_400_000).toISOString(),
    date_due: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    default_reading_level: level7,
    grade_level_lock: 7,
    is_reading_level_locked: true,
    assignment_config: { hide_quiz_answers: true },
    activity_members: [String(volcanoes.quizId), String(volcanoes.wordsId)],
    activity_element_selections: { [String(volcanoes.quizId)]: { [String(level7)]: key.slice(0, 2).map((q) => q.id) } },
    assignment_members: f.member,
    classroom_ids: [f.teacherClass.id],
    group_ids: [f.groupId],
    copied_from_assignment: null,
  };
  const student = accounts.student.id;
  const classUniqueId = f.teacherClass.unique_id;
  const rubric = ['Not yet an answer', 'Answers part of it', 'Answers it', 'Answers it with evidence from the text'];
  // A save of the student's draft from its stored revision (once a run stores it, later ones are stale).
  const draftSave = {
    article_id: contentId,
    classroom_id: classUniqueId,
    prompt_content_id: f.promptId,
    assignment_ids: [f.publishedId],
    text: 'Lava cools into rock',
    base_revision: f.draftRevision,
  };
  const entries: [string, Example][] = [
    ['POST /api/v2/session/', { body: { username: 'ee_teacher', password: 'wrong password' } }],
    ['POST /api/v2/impersonate/', { body: { username: 'ee_teacher' } }],
    ['PATCH /api/v2/users/me/', { body: { first_name: 'Ana', last_name: 'Ortiz', school_name: 'EE School' } }],
    [
      'PUT /api/v2/features/',
      { body: { scope: 'user', scope_id: accounts.teacher.id, name: 'reading_challenge', enabled: false } },
    ],
    [
      'GET /api/v2/teacher-through-school/',
      { query: { limit: 5, offset: 0, search: 'ee', ordering: '-last_name', exclude_me: 'true' } },
    ],
    ['POST /api/v2/event-record/', { body: { event_name: 'user_article_viewed', data: { content_id: contentId } } }],
    ['POST /api/v2/classrooms/join/', { body: { code: f.outsiderClass.join_code } }],
    ['GET /api/v3/content/', { query: { q: 'volcano', subject: 'SCIENCE', grade: 7, language: 'en', limit: 10 } }],
    ['GET /api/v3/reading-level/', { query: { user_id: student, content_id: contentId, language: 'en' } }],
    ['PUT /api/v3/reading-level/{userId}/', { body: { override_grade_level: 5 } }],
    [
      'POST /seti/article-level-recommender/recommend-article-level',
      {
        body: {
          article_story_content_id: contentId,
          language: 'en',
          user_unique_id: accounts.student.unique_id,
          academic_grade_level: 7,
        },
      },
    ],
    ['GET /api/v3/assignment/', { query: { include_drafts: 'true', story_content_id: contentId } }],
    ['POST /api/v3/assignment/', { body: assignmentBody }],
    ['PUT /api/v3/assignment/{assignmentId}/', { body: assignmentBody }],
    ['POST /api/v2/student-assignment-view-record/', { body: { assignment_id: f.publishedId } }],
    ['GET /api/v3/quiz/{activityId}/', { query: { level_id: level7 } }],
    ['GET /api/v3/print-options/', { query: { level_id: level7 } }],
    ['GET /content/{levelId}/print/', { query: { format: 'pdf', content: 'article_and_quiz', eco_mode: 'true' } }],
    ['GET /api/v3/power-words/{activityId}/', { query: { level_id: level7 } }],
    ['GET /api/v3/checks-for-understanding/{activityId}/', { query: { level_id: level7 } }],
    ['POST /api/v3/checks-for-understanding/answers/', { body: { check_id: f.checkId, choice: 1 } }],
    ['POST /api/v3/studentquiz/', { body: submission(volcanoes, key, undefined, { assignment_ids: [f.publishedId] }) }],
    ['GET /api/v3/studentquiz/', { query: { associated_content_id: contentId, quiz_id: volcanoes.quizId, student_id: student } }],
    [
      'POST /api/v2/student-vocabulary-answer/',
      { body: { answer_choice_content_id: powerWordIds.choice(f.word.id, 1, 0), date_answered: new Date().toISOString() } },
    ],
    ['GET /api/v2/student-vocabulary-answer/', { query: { article_id: contentId, student_id: student } }],
    ['GET /api/v3/polls/', { query: { article_id: contentId } }],
    [
      'POST /api/v3/polls/',
      { body: { article_id: contentId, data: { question: 'Which?', choices: [{ text: 'A' }, { text: 'B' }] } } },
    ],
    ['PUT /api/v3/polls/{pollId}/', { body: { data: { question: 'Which?', choices: [{ text: 'A' }, { text: 'B' }] } } }],
    ['POST /api/v3/activity/interaction/', { body: { data: { choice_id: f.pollChoiceId }, activity: f.pollId } }],
    ['GET /api/v3/grading/{contentId}/', { query: { assignment_id: f.publishedId, lexile_level: level7, header_id: 1 } }],
    ['GET /api/v3/content/{contentId}/write-prompts/', { query: { level_id: level7 } }],
    ['GET /api/v2/prompt/', { query: { article_id: contentId } }],
    // On another article, so the class keeps answering the fixture's prompt on this one.
    [
      'POST /api/v2/prompt/',
      {
        body: {
          collection_id: String(f.fossils.contentId),
          header_id: f.fossils.levels['en:7'],
          text: 'What did Mary Anning find?',
          classroom_ids: [classUniqueId],
          rubric,
        },
      },
    ],
    [
      'POST /api/v2/prompt/{promptId}/',
      { body: { text: 'How do volcanoes build islands?', classroom_ids: [classUniqueId], rubric } },
    ],
    ['POST /api/v2/constructedresponseanswer/', { body: draftSave }],
    ['POST /api/v2/constructedresponseanswer/{responseId}/', { body: draftSave }],
    [
      'GET /api/v2/constructedresponseanswer/',
      { query: { article_id: contentId, student_id: student, classroom_id: classUniqueId } },
    ],
    [
      'PUT /api/v2/constructedresponseanswer/{responseId}/review/',
      { body: { score: 3, text: 'Clear, with the evidence.', share: true, request_revision: false } },
    ],
    ['GET /api/v2/constructedresponseanswer/export/', { query: { article_id: contentId, classroom_id: classUniqueId } }],
    ['GET /api/v3/annotations/', { query: { level_id: level7 } }],
    [
      'POST /api/v3/annotations/',
      {
        body: { client_key: randomUUID(), article_level_id: level7, range: f.annotationRange, text: 'A note', pen_name: 'blue' },
      },
    ],
    ['POST /api/v3/annotations/{id}/', { body: { text: 'Changed' } }],
    [
      'POST /api/v3/submission-errors/',
      {
        body: {
          message: 'Unable to submit annotation',
          content_id: contentId,
          level_id: level7,
          assignment_id: null,
          url: '/view/1',
          status: 503,
          data: { text: 'a note' },
        },
      },
    ],
  ];
  for (const [route, example] of entries) examples.set(route, example);
}

/** Signs every role in (and the signed-out visitor, who sends no cookie and no CSRF header). */
async function signInActors(f: Fixture) {
  for (const [role, account] of [...Object.entries(f.accounts), ['signed out', null] as const]) {
    const actor: Actor = { role, username: account?.username ?? null, userId: account?.id ?? null, headers: {} };
    await signInActor(actor);
    actors.push(actor);
  }
  const ids = Object.values(f.accounts).map((a) => a.id);
  const facts = await t.db
    .selectFrom('users')
    .select(['id', 'role', 'first_name', 'last_name', 'grade_level', 'school_id', 'district_id'])
    .select(['is_lite', 'lite_grant_expires_at', 'is_authorized', 'has_ela_license', 'can_view_power_words'])
    .where('id', 'in', ids)
    .execute();
  for (const { id, ...rest } of facts) accountFacts.set(id, rest);
}

/** Puts the role-defining columns back and drops feature switches, so every route meets the same roles. */
async function restoreRoles() {
  for (const [id, facts] of accountFacts) await t.db.updateTable('users').set(facts).where('id', '=', id).execute();
  await t.db.deleteFrom('feature_overrides').execute();
  // Changed in SQL here, so every process's kept sessions and users must have heard it first.
  await (t.app.sessions as SessionCache).settled();
  for (const actor of actors) {
    if (!actor.username) continue;
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/users/me/', headers: actor.headers });
    if (me.statusCode !== 200) await resumeSession(actor);
  }
}

// ---------------------------------------------------------------------------------------------
// The write journal: a row per row written, in any table, by a committed transaction

/**
 * Counting rows or hashing ids would miss an UPDATE; a trigger on every table sees each inserted,
 * updated and deleted row, and a rolled-back write leaves no journal row. The journal is append-only
 * (no row is shared), so concurrent transactions inside one request never wait on it.
 */
async function installWriteJournal() {
  await sql`CREATE TABLE test_write_journal (id bigserial PRIMARY KEY, table_name text NOT NULL, op text NOT NULL)`.execute(t.db);
  await sql`
    CREATE FUNCTION test_journal_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_write_journal (table_name, op) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$`.execute(t.db);
  const tables = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public' AND tablename NOT IN ('test_write_journal', 'schema_migrations')`.execute(t.db);
  for (const { tablename } of tables.rows) {
    await sql`CREATE TRIGGER test_journal AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(tablename)}
      FOR EACH ROW EXECUTE FUNCTION test_journal_write()`.execute(t.db);
  }
}

async function journalMark(): Promise<number> {
  const r = await sql<{ id: string | null }>`SELECT max(id) AS id FROM test_write_journal`.execute(t.db);
  return Number(r.rows[0]?.id ?? 0);
}

async function journalSince(mark: number): Promise<string[]> {
  const r = await sql<{ table_name: string; op: string; n: string }>`
    SELECT table_name, op, count(*) AS n FROM test_write_journal WHERE id > ${mark} GROUP BY table_name, op ORDER BY 1, 2`.execute(
    t.db,
  );
  return r.rows.map((row) => `${row.op} ${row.table_name} ×${row.n}`);
}

// ---------------------------------------------------------------------------------------------
// One request, judged

async function send(actor: Actor, route: Route, g: Generated) {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => g.segments[name] ?? '');
  const url = g.query ? `${path}?${g.query}` : path;
  const headers: Record<string, string> = { ...actor.headers };
  let payload: string | object | undefined;
  if (g.body.kind === 'json' && g.body.value !== undefined) {
    headers['content-type'] = 'application/json';
    payload = toJsonText(g.body.value);
  } else if (g.body.kind === 'raw') {
    headers['content-type'] = g.body.contentType;
    payload = g.body.payload;
  }
  return t.app.inject({ method: route.method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** What is wrong with the answer, or null: the contract in the module comment. */
async function judge(res: LightMyRequestResponse, mark: number): Promise<string | null> {
  const status = res.statusCode;
  const sample = shorten(res.body);
  if (status >= 500) return `answered ${status}: ${sample}`;
  if (status < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return `a ${status} whose body is not JSON: ${sample}`;
  }
  const error = (parsed as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string') {
    return `a ${status} without { error: { code, message } }: ${sample}`;
  }
  if (!(error.code in ERRORS)) return `a ${status} with a code outside the catalogue: ${sample}`;
  const catalogued = ERRORS[error.code as keyof typeof ERRORS].status;
  if (catalogued !== status) return `a ${status} whose code ${error.code} is catalogued as ${catalogued}: ${sample}`;
  const writes = await journalSince(mark);
  if (writes.length) return `refused with ${status} ${error.code} but wrote rows: ${writes.join(', ')}`;
  return null;
}

/** FNV-1a: a stable seed per route and role, derived from the one printed seed. */
function seedFor(...parts: string[]) {
  let h = 0x811c9dc5 ^ SEED;
  for (const ch of parts.join(' ')) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h | 0;
}

/**
 * Runs per role for a route. Password sign-in spends a memory-hard hash on every well-formed body
 * (by design, also for unknown usernames), and read-aloud synthesizes up to 3,000 characters of
 * speech for every well-formed one (seconds each), so they get a quarter of the runs: their input
 * is validated before that work, and that is what the generated bodies probe.
 */
const COSTLY = new Set(['POST /api/v2/session/', 'POST /api/v3/text-to-speech/']);
const runsFor = (route: Route) => (COSTLY.has(`${route.method} ${route.path}`) ? Math.max(3, Math.ceil(RUNS / 4)) : RUNS);

async function checkRoute(route: Route) {
  await restoreRoles();
  const arb = requestArbitrary(route, hints, examples.get(`${route.method} ${route.path}`));
  const failures: string[] = [];
  for (const actor of actors) {
    try {
      await fc.assert(
        fc.asyncProperty(arb, async (g) => {
          const mark = await journalMark();
          const res = await send(actor, route, g);
          const problem = await judge(res, mark);
          // A sign-out or an impersonation replaced this actor’s session: give it a new one.
          if (res.cookies.some((c) => c.name === SESSION_COOKIE)) await resumeSession(actor);
          if (problem) throw new Error(`${actor.role}: ${route.method} ${shorten(res.raw.req.url ?? '')}: ${problem}`);
        }),
        { seed: seedFor(route.method, route.path, actor.role), numRuns: runsFor(route), includeErrorInReport: true },
      );
    } catch (e) {
      failures.push(`── as ${actor.role} ──\n${(e as Error).message}`);
      await resumeSession(actor);
    }
  }
  if (failures.length) {
    const one = `${REPRODUCE} -t "${route.method} ${route.path}"`;
    throw new Error(
      `Reproduce: ${REPRODUCE}\n(or this route alone, usually enough, though the routes before it then write nothing: ${one})\n\n${failures.join('\n\n')}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * The suite, for part `part` (1…`parts`) of the routes: each part is a test file of its own with a
 * database of its own, so the parts run side by side (the whole takes minutes on one core). Each
 * part keeps the routes' order, deletes last.
 */
export function everyEndpoint(part: number, parts: number) {
  beforeAll(async () => {
    const fixture = await buildRows();
    await collectPools(fixture);
    writeExamples(fixture);
    await signInActors(fixture);
    await installWriteJournal();
  }, 120_000);
  afterAll(() => t.close());

  describe(`every endpoint × every role, generated input: no 5xx, catalogued 4xx bodies, refusals write nothing (part ${part} of ${parts})`, () => {
    if (part === 1)
      it('reads the routes from the OpenAPI document, without the hidden ones', () => {
        expect(routes.length).toBeGreaterThan(40);
        expect(routes.some((r) => r.path === '/api/health/')).toBe(false);
        expect(routes.some((r) => r.path.startsWith('/api/docs'))).toBe(false);
        // An example for a route that is gone (or renamed) would silently stop being used.
        const known = new Set(routes.map((r) => `${r.method} ${r.path}`));
        expect([...examples.keys()].filter((k) => !known.has(k))).toEqual([]);
        expect(actors.map((a) => a.role)).toEqual([
          'student',
          'teacher',
          'unfinished teacher',
          'lite teacher',
          'lite student',
          'parent',
          'principal',
          'district admin',
          'staff',
          'signed out',
        ]);
      });

    if (part === 1)
      it('the write journal has a trigger on every table and sees a committed write', async () => {
        const untracked = await sql<{ tablename: string }>`
      SELECT tablename FROM pg_tables t
      WHERE schemaname = 'public' AND tablename NOT IN ('test_write_journal', 'schema_migrations')
        AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = (quote_ident(t.tablename))::regclass AND g.tgname = 'test_journal')`.execute(
          t.db,
        );
        expect(untracked.rows).toEqual([]);
        const mark = await journalMark();
        await t.db.updateTable('districts').set({ name: 'EE District' }).where('name', '=', 'EE District').execute();
        expect(await journalSince(mark)).toEqual(['UPDATE districts ×1']);
      });

    for (const route of routes.filter((_, i) => i % parts === part - 1)) {
      // Sign-in runs scrypt, so the session routes take about a second per run and role.
      it(`${route.method} ${route.path}`, { timeout: Math.max(180_000, RUNS * 12_000) }, () => checkRoute(route));
    }
  });
}
