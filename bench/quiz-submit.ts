/**
 * Quiz submit burst: 1,000 students of one class submit the volcanoes quiz at the same moment,
 * each one TWICE at once (a double click, a retry), against the configured database (DATABASE_URL,
 * else embedded PGlite in a temporary folder). Proves the submit is graded on the server and
 * idempotent under load, then sets its throughput beside a bare Fastify route doing one INSERT …
 * ON CONFLICT DO NOTHING on the same database with the same request pattern.
 *
 * Set-up (not timed): one teacher and one class of 1,000 grade-7 students written directly to the
 * database sharing one password hash, each with a printed badge; every student signs in through the
 * API with the badge (BENCH_SIGNIN=password: with the password, a few minutes at full cost).
 *
 * The burst: 2,000 POST /api/v3/studentquiz/ launched together, two per student with the same
 * answers. Each student must get exactly one 201 and one 200 carrying the same attempt, graded as
 * the stored answer key says. Afterwards, in SQL: exactly 1,000 attempts, 4,000 answers and 1,000
 * token awards for these students. Exit code 1 on any error, lost or doubled submission, or a
 * burst slower than 60 s. BENCH_STUDENTS shrinks the class for a quick run.
 *
 * BENCH_WORKERS=N runs the compiled server (`npm run build` first) as production runs it, with N
 * processes, and the baseline as a process of its own (bare-server.ts): without it, the client,
 * the server and the baseline share this process, and the client's work weighs on both figures.
 */
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { CSRF_HEADER, quizOptionIds, type StudentQuiz } from '@lectern/domain';
import { benchDatabase } from './database.js';
import { buildApp } from '../apps/server/src/app.js';
import { hashPassword } from '../apps/server/src/auth/password.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { parseEnv } from '../apps/server/src/env.js';
import { seed } from '../apps/server/src/seed/seed.js';
import { badgeSignInAt, percentile, printBadges, signInAt, startProcess, startServer } from './http.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 1000);
const SIGN_IN_CONCURRENCY = 16;
const SLUG = 'volcanoes-build-islands';
const PASSWORD = 'bench-password';
const TIME_LIMIT_MS = 60_000;
const WORKERS = process.env.BENCH_WORKERS ? Number(process.env.BENCH_WORKERS) : null;

interface Sample {
  ms: number;
  status: number;
  body: string;
}

/** Launches every request at once; resolves with each one's latency, status and body. */
async function burst(requests: (() => Promise<Response>)[]) {
  const start = performance.now();
  const samples = await Promise.all(
    requests.map(async (send): Promise<Sample> => {
      const t0 = performance.now();
      try {
        const res = await send();
        return { ms: performance.now() - t0, status: res.status, body: await res.text() };
      } catch (err) {
        return { ms: performance.now() - t0, status: 0, body: `fetch threw: ${(err as Error).message}` };
      }
    }),
  );
  const wallMs = performance.now() - start;
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return { samples, wallMs, rps: (samples.length * 1000) / wallMs, p50: percentile(ms, 0.5), p99: percentile(ms, 0.99) };
}

const database = await benchDatabase('quiz-bench');
const { url: databaseUrl, dataDir } = database;
const handle = await openDatabase({ databaseUrl, dataDir });
await migrate(handle);
await seed(handle, { demo: false, reset: true });
const env = parseEnv({ ...process.env, LOG_LEVEL: 'silent', SIGNIN_RATE_LIMIT: '1000000', DATA_DIR: dataDir });
if (WORKERS !== null && !databaseUrl) throw new Error('BENCH_WORKERS needs PostgreSQL (several processes cannot share PGlite)');
const app = WORKERS === null ? await buildApp({ env, database: handle, logger: false }) : null;
const spawned = WORKERS === null ? null : await startServer({ workers: WORKERS, databaseUrl: databaseUrl! });
const address = spawned?.address ?? (await app!.listen({ port: 0, host: '127.0.0.1', backlog: env.LISTEN_BACKLOG }));

// --- Set-up in the database. ---
const setupStart = performance.now();
// One real hash shared by every student: at today's parameters, so signing in stores no new
// hash (an upgrade would be a change to the user, which the server's session cache then forgets).
const hash = await hashPassword(PASSWORD);
const stamp = Date.now().toString(36);
const teacher = await handle.db
  .insertInto('users')
  .values({
    username: `quizbench_${stamp}_t`,
    password_hash: hash,
    first_name: 'Bench',
    last_name: 'Teacher',
    role: 'teacher',
    grade_level: null,
    school_id: null,
    district_id: null,
    created_by: null,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const cls = await handle.db
  .insertInto('classes')
  .values({ teacher_id: teacher.id, name: 'Quiz bench', grade_levels: [7], join_code: `Q${stamp.slice(-5).toUpperCase()}` })
  .returning('id')
  .executeTakeFirstOrThrow();
const students: { id: number; username: string }[] = [];
for (let from = 0; from < STUDENTS; from += 500) {
  const rows = await handle.db
    .insertInto('users')
    .values(
      Array.from({ length: Math.min(500, STUDENTS - from) }, (_, k) => ({
        username: `quizbench_${stamp}_s${from + k}`,
        password_hash: hash,
        first_name: 'Student',
        last_name: `${from + k}`,
        role: 'student' as const,
        grade_level: 7,
        school_id: null,
        district_id: null,
        created_by: null,
      })),
    )
    .returning(['id', 'username'])
    .execute();
  students.push(...rows);
}
await handle.db
  .insertInto('class_students')
  .values(students.map((s) => ({ class_id: cls.id, student_id: s.id })))
  .execute();

const article = await handle.db.selectFrom('contents').select('id').where('slug', '=', SLUG).executeTakeFirstOrThrow();
const quiz = await handle.db
  .selectFrom('activities')
  .select('id')
  .where('content_id', '=', article.id)
  .where('activity_type', '=', 'QUIZ')
  .executeTakeFirstOrThrow();
const level = await handle.db
  .selectFrom('article_levels')
  .select('id')
  .where('content_id', '=', article.id)
  .where('language', '=', 'en')
  .where('grade', '=', 7)
  .executeTakeFirstOrThrow();
const questions = await handle.db
  .selectFrom('quiz_questions')
  .select(['id', 'options', 'correct_index'])
  .where('activity_id', '=', quiz.id)
  .where('article_level_id', '=', level.id)
  .orderBy('position')
  .execute();

/** Student i answers question q with option (i + q) mod n: a spread of scores, graded by the stored key. */
const choice = (i: number, q: number) => (i + q) % questions[q]!.options.length;
const expectedCorrect = (i: number) => questions.filter((q, k) => choice(i, k) === q.correct_index).length;
function body(i: number) {
  const now = new Date().toISOString();
  return JSON.stringify({
    quiz_id: quiz.id,
    associated_content_id: String(article.id),
    date_started: now,
    date_completed: now,
    assignment_ids: [],
    answers: questions.map((q, k) => ({
      quiz_question_id: q.id,
      value: quizOptionIds.option(q.id, choice(i, k)),
      date_answered: now,
    })),
  });
}

// Students sign in with a printed badge (seconds for the class), or with their password when
// BENCH_SIGNIN=password (minutes: each checks the password at full cost).
const badges = await printBadges(
  handle.db,
  students.map((s) => s.id),
);
const signIn = (i: number) =>
  process.env.BENCH_SIGNIN === 'password'
    ? signInAt(address, students[i]!.username, PASSWORD)
    : badgeSignInAt(address, badges[i]!, `10.1.${Math.floor(i / 250)}.1`);

const signInStart = performance.now();
const sessions = new Array<{ cookie: string; csrf: string }>(students.length);
let next = 0;
await Promise.all(
  Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
    while (next < students.length) {
      const i = next++;
      sessions[i] = await signIn(i);
    }
  }),
);
const signInMs = performance.now() - signInStart;
const setupMs = performance.now() - setupStart;

const submit = (i: number) => () =>
  fetch(`${address}/api/v3/studentquiz/`, {
    method: 'POST',
    headers: { cookie: sessions[i]!.cookie, [CSRF_HEADER]: sessions[i]!.csrf, 'content-type': 'application/json' },
    body: body(i),
  });

// Warm-up, not counted and storing nothing: an incomplete submission (400) and a quiz read.
{
  const s = sessions[0]!;
  const warm = await fetch(`${address}/api/v3/studentquiz/`, {
    method: 'POST',
    headers: { cookie: s.cookie, [CSRF_HEADER]: s.csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ ...JSON.parse(body(0)), answers: [] }),
  });
  if (warm.status !== 400) throw new Error(`warm-up expected 400, got ${warm.status}`);
  const read = await fetch(`${address}/api/v3/quiz/${quiz.id}/?level_id=${level.id}`, { headers: { cookie: s.cookie } });
  if (read.status !== 200) throw new Error(`warm-up quiz read failed: ${read.status}`);
  await read.arrayBuffer();
}

// --- The burst: every student twice, all at once. ---
const requests = students.flatMap((_, i) => [submit(i), submit(i)]);
const lectern = await burst(requests);

// --- Check every response pair, then the database. ---
const failures = new Map<string, number>();
const fail = (why: string) => failures.set(why, (failures.get(why) ?? 0) + 1);
for (const [i, student] of students.entries()) {
  const pair = [lectern.samples[2 * i]!, lectern.samples[2 * i + 1]!];
  const statuses = pair.map((p) => p.status).sort();
  if (statuses[0] !== 200 || statuses[1] !== 201) {
    for (const p of pair)
      if (p.status !== 200 && p.status !== 201) fail(`status ${p.status} ${p.body.slice(0, 120).replace(/\s+/g, ' ')}`);
    if (statuses[0] === 201 && statuses[1] === 201) fail('two 201s for one student (doubled)');
    if (statuses[0] === 200 && statuses[1] === 200) fail('two 200s for one student (no 201)');
    continue;
  }
  const [a, b] = pair.map((p) => JSON.parse(p.body) as StudentQuiz);
  if (a!.id !== b!.id) fail('the two responses name different attempts');
  if (a!.student_id !== student.id) fail('attempt of another student');
  if (a!.correct_count !== expectedCorrect(i) || b!.correct_count !== expectedCorrect(i)) fail('graded differently from the key');
  if (a!.answers.length !== questions.length) fail('answers missing from the response');
}
const ids = students.map((s) => s.id);
const inDb = await handle.db
  .selectFrom('student_quizzes')
  .select([
    (eb) => eb.fn.countAll<string>().as('attempts'),
    (eb) => eb.fn.count<string>('student_id').distinct().as('students'),
    (eb) => eb.fn.sum<string>('correct_count').as('correct'),
  ])
  .where('student_id', 'in', ids)
  .executeTakeFirstOrThrow();
const answersInDb = await handle.db
  .selectFrom('student_quiz_answers')
  .innerJoin('student_quizzes', 'student_quizzes.id', 'student_quiz_answers.student_quiz_id')
  .select((eb) => eb.fn.countAll<string>().as('n'))
  .where('student_quizzes.student_id', 'in', ids)
  .executeTakeFirstOrThrow();
const awardsInDb = await handle.db
  .selectFrom('token_awards')
  .select((eb) => eb.fn.countAll<string>().as('n'))
  .where('student_id', 'in', ids)
  .where('interaction', '=', 'QUIZ')
  .executeTakeFirstOrThrow();
const attempts = Number(inDb.attempts);
const answers = Number(answersInDb.n);
const expectedAnswers = STUDENTS * questions.length;
const expectedTotalCorrect = students.reduce((n, _, i) => n + expectedCorrect(i), 0);
if (attempts < STUDENTS || Number(inDb.students) < STUDENTS)
  fail(`lost submissions: ${STUDENTS - Number(inDb.students)} students without an attempt`);
if (attempts > Number(inDb.students)) fail(`doubled submissions: ${attempts - Number(inDb.students)} extra attempts`);
if (answers !== expectedAnswers) fail(`answers in the database: ${answers}, expected ${expectedAnswers}`);
if (Number(awardsInDb.n) !== STUDENTS) fail(`token awards: ${awardsInDb.n}, expected ${STUDENTS}`);
if (Number(inDb.correct) !== expectedTotalCorrect)
  fail(`correct answers stored: ${inDb.correct}, expected ${expectedTotalCorrect}`);
if (lectern.wallMs > TIME_LIMIT_MS)
  fail(`the burst took ${(lectern.wallMs / 1000).toFixed(1)} s, over ${TIME_LIMIT_MS / 1000} s`);
await app?.close();
await spawned?.stop();

// --- Baseline: a bare Fastify route, one INSERT … ON CONFLICT DO NOTHING, same request pattern. ---
await handle.exec(
  'DROP TABLE IF EXISTS bench_quiz_baseline; CREATE TABLE bench_quiz_baseline (id serial PRIMARY KEY, student_id integer NOT NULL UNIQUE, body jsonb NOT NULL, date_created timestamptz NOT NULL DEFAULT now())',
);
const bareProcess = WORKERS === null ? null : await startBare(databaseUrl!);
const bare = Fastify();
let insert: (studentId: number, json: string) => Promise<number>;
if (databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  insert = async (studentId, json) =>
    (
      await pool.query(
        'INSERT INTO bench_quiz_baseline (student_id, body) VALUES ($1, $2) ON CONFLICT (student_id) DO NOTHING RETURNING id',
        [studentId, json],
      )
    ).rowCount ?? 0;
  bare.addHook('onClose', () => pool.end());
} else {
  insert = async (studentId, json) =>
    (
      await sql<{ id: number }>`INSERT INTO bench_quiz_baseline (student_id, body) VALUES (${studentId}, ${json}::jsonb)
        ON CONFLICT (student_id) DO NOTHING RETURNING id`.execute(handle.db)
    ).rows.length;
}
bare.post('/:studentId', async (req, reply) => {
  const studentId = Number((req.params as { studentId: string }).studentId);
  const created = await insert(studentId, JSON.stringify(req.body));
  return reply.status(created ? 201 : 200).send({ ok: true });
});
const bareAddress = bareProcess?.address ?? (await bare.listen({ port: 0, host: '127.0.0.1', backlog: env.LISTEN_BACKLOG }));
const baseline = await burst(
  students.flatMap((s, i) => {
    const send = () =>
      fetch(`${bareAddress}/${s.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(i) });
    return [send, send];
  }),
);
const baselineErrors = baseline.samples.filter((s) => s.status !== 200 && s.status !== 201).length;
await bare.close();
await bareProcess?.stop();
await handle.exec('DROP TABLE IF EXISTS bench_quiz_baseline');
await handle.close();
await database.stop();

// --- Report. ---
const pad = (s: string | number, n: number) => String(s).padStart(n);
const errors = [...failures.values()].reduce((n, k) => n + k, 0);
console.log(
  `\nQuiz submit burst — ${database.label}, ${STUDENTS} students × 2 concurrent submits = ${requests.length} requests` +
    (WORKERS === null
      ? ', client and servers in one process'
      : `, compiled server with WORKERS=${WORKERS} and the baseline in processes of their own`),
);
console.log(
  `${'scenario'.padEnd(52)}${pad('requests', 9)}${pad('submits/s', 11)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('wall s', 8)}${pad('errors', 8)}`,
);
const line = (name: string, r: Awaited<ReturnType<typeof burst>>, errs: number) =>
  console.log(
    `${name.padEnd(52)}${pad(r.samples.length, 9)}${pad(r.rps.toFixed(0), 11)}${pad(r.p50.toFixed(0), 9)}${pad(r.p99.toFixed(0), 9)}${pad((r.wallMs / 1000).toFixed(1), 8)}${pad(errs, 8)}`,
  );
line('POST /api/v3/studentquiz/ (graded, idempotent)', lectern, errors);
line('bare Fastify + one INSERT ON CONFLICT (baseline)', baseline, baselineErrors);
console.log(`ratio Lectern/baseline submits/s: ${(lectern.rps / baseline.rps).toFixed(2)}`);
console.log(
  `in the database: ${attempts} attempts (${inDb.students} students), ${answers} answers, ${awardsInDb.n} token awards; expected ${STUDENTS}, ${expectedAnswers}, ${STUDENTS}`,
);
console.log(
  `set-up (not timed above): ${(setupMs / 1000).toFixed(1)} s; ${STUDENTS} students sign in (${SIGN_IN_CONCURRENCY} at a time) ${(signInMs / 1000).toFixed(1)} s`,
);
for (const [why, count] of failures) console.log(`error ×${count}: ${why}`);
if (errors > 0 || baselineErrors > 0) process.exitCode = 1;

/** The baseline in a process of its own (bare-server.ts), once its table exists. */
function startBare(url: string) {
  return startProcess({
    args: ['--import', 'tsx', 'bench/bare-server.ts'],
    env: { DATABASE_URL: url, PORT: '3458' },
    ready: 'http://127.0.0.1:3458/healthz',
    timeoutMs: 30_000,
  });
}
