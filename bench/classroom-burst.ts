/**
 * Classroom burst: 34 classes × 30 students (1,020 students) open their assignment at the same
 * moment, against the configured database (DATABASE_URL, else embedded PGlite in a temporary
 * folder). Prints one table and exits with code 1 when any request failed.
 *
 * Set-up (not timed in the result): one school, 34 teachers each with one grade-7 class of 30
 * students, written directly to the database; each teacher then signs in and publishes one
 * assignment of the volcanoes article to their class through the API, and every student signs in.
 *
 * The burst: all students at once (one virtual user each, launched together), each in order:
 *   1. GET  /api/v3/assignment/                          200, exactly the one assignment
 *   2. GET  /view/{articleId}?selectedAssignmentId={id}  200, the server-rendered page with the locked level
 *   3. POST /api/v2/student-assignment-view-record/      204
 *
 * One student walks the steps once before the burst (a warm-up, not counted). Client and server
 * share this process, as in run.ts, so latencies include the client's own work on the same cores.
 * BENCH_CLASSES and BENCH_CLASS_SIZE shrink the scenario for a quick run. BENCH_WORKERS=N runs
 * the compiled server instead, as a separate process tree with WORKERS=N (PostgreSQL only; build
 * first), so one and several server processes can be compared; the server-side timing line is then
 * left out. BENCH_SIGNIN_CONCURRENCY sets how many students sign in at once (default 8); students sign in
 * with their printed badge, or with their password when BENCH_SIGNIN=password.
 */
import { readFileSync } from 'node:fs';
import { CSRF_HEADER, type AssignmentList } from '@lectern/domain';
import { benchDatabase, benchAccount } from './database.js';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { parseEnv } from '../apps/server/src/env.js';
import { hashPassword } from '../apps/server/src/auth/password.js';
import { seed } from '../apps/server/src/seed/seed.js';
import { badgeSignInAt, percentile, printBadges, signInAt, startServer, type Session } from './http.js';

const CLASSES = Number(process.env.BENCH_CLASSES ?? 34);
const CLASS_SIZE = Number(process.env.BENCH_CLASS_SIZE ?? 30);
const SIGN_IN_CONCURRENCY = Number(process.env.BENCH_SIGNIN_CONCURRENCY ?? 8);
const BY_PASSWORD = process.env.BENCH_SIGNIN === 'password';
const WORKERS = process.env.BENCH_WORKERS ? Number(process.env.BENCH_WORKERS) : null;
const SLUG = 'volcanoes-build-islands';
const PASSWORD = 'bench-password';
const LOCK_NOTE = 'Your teacher set this level.';

const STEPS = ['GET /api/v3/assignment/', 'GET /view/{id}?selectedAssignmentId=', 'POST /api/v2/student-assignment-view-record/'];

interface Sample {
  step: number;
  ms: number;
  ok: boolean;
}

const database = await benchDatabase('burst');
const { url: databaseUrl, dataDir } = database;
const handle = await openDatabase({ databaseUrl, dataDir });
await migrate(handle);
await seed(handle, { demo: false, reset: true });
const env = parseEnv({ ...process.env, LOG_LEVEL: 'silent', SIGNIN_RATE_LIMIT: '1000000', DATA_DIR: dataDir });
if (WORKERS !== null && !databaseUrl) throw new Error('BENCH_WORKERS needs PostgreSQL (several processes cannot share PGlite)');
const app = WORKERS === null ? await buildApp({ env, database: handle, logger: false, web: true }) : null;
// Server-side time of the burst's own requests (Fastify: request received → response sent), to
// tell time spent handling a request from time spent waiting to be accepted. Page renders call
// the API in-process with other URLs (a query string, other routes), so they are not counted here.
const serverMs: number[][] = STEPS.map(() => []);
let inBurst = false;
app?.addHook('onResponse', async (req, reply) => {
  if (!inBurst) return;
  const path = req.url;
  const step =
    path === '/api/v3/assignment/'
      ? 0
      : path.startsWith('/view/')
        ? 1
        : req.method === 'POST' && path === '/api/v2/student-assignment-view-record/'
          ? 2
          : -1;
  if (step >= 0) serverMs[step]!.push(reply.elapsedTime);
});
// The same accept queue as server.ts (LISTEN_BACKLOG), so the burst meets production's settings.
const spawned = WORKERS === null ? null : await startServer({ workers: WORKERS, databaseUrl: databaseUrl! });
const address = spawned?.address ?? (await app!.listen({ port: 0, host: '127.0.0.1', backlog: env.LISTEN_BACKLOG }));

// --- Set-up in the database: one school, a teacher per class, CLASS_SIZE grade-7 students each. ---
const setupStart = performance.now();
const hash = await hashPassword(PASSWORD); // one real scrypt hash shared by every bench account
const stamp = Date.now().toString(36);
const school = await handle.db
  .insertInto('schools')
  .values({ name: `Burst School ${stamp}`, district_id: null })
  .returning('id')
  .executeTakeFirstOrThrow();
const account = (username: string, role: 'teacher' | 'student', i: number) => benchAccount(hash, username, role, i, school.id);
const teachers = await handle.db
  .insertInto('users')
  .values(Array.from({ length: CLASSES }, (_, c) => account(`burst_${stamp}_t${c}`, 'teacher', c)))
  .returning(['id', 'username'])
  .execute();
const classes = await handle.db
  .insertInto('classes')
  .values(
    teachers.map((t, c) => ({
      teacher_id: t.id,
      name: `Class ${c + 1}`,
      grade_levels: [7],
      join_code: `B${c.toString(36).toUpperCase().padStart(5, '0')}`,
    })),
  )
  .returning(['id', 'teacher_id'])
  .execute();
const studentNames: string[] = [];
// Each student's printed badge (the bench signs students in with it unless BENCH_SIGNIN=password).
const badgeSecrets: string[] = [];
for (const [c, cls] of classes.entries()) {
  const students = await handle.db
    .insertInto('users')
    .values(Array.from({ length: CLASS_SIZE }, (_, s) => account(`burst_${stamp}_c${c}_s${s}`, 'student', c * CLASS_SIZE + s)))
    .returning(['id', 'username'])
    .execute();
  await handle.db
    .insertInto('class_students')
    .values(students.map((s) => ({ class_id: cls.id, student_id: s.id })))
    .execute();
  studentNames.push(...students.map((s) => s.username));
  badgeSecrets.push(
    ...(await printBadges(
      handle.db,
      students.map((s) => s.id),
    )),
  );
}

const signIn = (username: string) => signInAt(address, username, PASSWORD);

// --- Set-up through the API: every teacher publishes one assignment of the article to their class. ---
const list = (await (await fetch(`${address}/api/v3/content/?slug=${SLUG}`)).json()) as { results: { id: string }[] };
const articleId = list.results[0]?.id;
if (!articleId) throw new Error(`no article with slug ${SLUG}: was the corpus seeded?`);
const teacherStart = performance.now();
const assignmentOfClass = new Map<number, number>();
for (const [c, teacher] of teachers.entries()) {
  const session = await signIn(teacher.username);
  const res = await fetch(`${address}/api/v3/assignment/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, [CSRF_HEADER]: session.csrf },
    body: JSON.stringify({
      title: 'Bench reading',
      is_draft: false,
      assignment_members: [{ content_id: articleId, language: 'en' }],
      classroom_ids: [classes[c]!.id],
      is_reading_level_locked: true,
    }),
  });
  if (res.status !== 201) throw new Error(`publishing for ${teacher.username} failed: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { assignment_id: number } };
  assignmentOfClass.set(c, data.assignment_id);
}
const teacherMs = performance.now() - teacherStart;

// --- Every student signs in, with their badge (or their password: scrypt is slow, a few at a time). ---
const studentStart = performance.now();
const sessions: Session[] = new Array<Session>(studentNames.length);
let next = 0;
await Promise.all(
  Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
    while (next < studentNames.length) {
      const i = next++;
      sessions[i] = BY_PASSWORD
        ? await signIn(studentNames[i]!)
        : await badgeSignInAt(address, badgeSecrets[i]!, `10.0.${Math.floor(i / CLASS_SIZE)}.1`);
    }
  }),
);
const studentMs = performance.now() - studentStart;
const setupMs = performance.now() - setupStart;

// --- The burst. ---
let samples: Sample[] = [];
let failures = new Map<string, number>();

/** One timed request: latency to the end of the body; false (and an error counted) when it fails. */
async function timed(step: number, url: string, init: RequestInit, check: (status: number, body: string) => string | null) {
  const start = performance.now();
  let why: string | null;
  try {
    const res = await fetch(url, init);
    const body = await res.text();
    why = check(res.status, body);
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    why = `fetch threw: ${(err as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
  }
  samples.push({ step, ms: performance.now() - start, ok: why === null });
  if (why !== null) {
    const key = `${STEPS[step]}: ${why}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  }
  return why === null;
}

const expectStatus = (status: number, expected: number, body: string) =>
  status === expected ? null : `status ${status} ${body.slice(0, 160).replace(/\s+/g, ' ')}`;

async function student(i: number) {
  const { cookie, csrf } = sessions[i]!;
  const assignmentId = assignmentOfClass.get(Math.floor(i / CLASS_SIZE))!;
  const ok1 = await timed(
    0,
    `${address}/api/v3/assignment/`,
    { headers: { cookie, accept: 'application/json' } },
    (status, body) => {
      const bad = expectStatus(status, 200, body);
      if (bad) return bad;
      const results = (JSON.parse(body) as AssignmentList).results;
      if (results.length !== 1) return `expected 1 assignment, got ${results.length}`;
      if (String(results[0]!.story_content_id) !== articleId) return `wrong story_content_id ${results[0]!.story_content_id}`;
      if (results[0]!.assignment_id !== assignmentId) return `wrong assignment_id ${results[0]!.assignment_id}`;
      return null;
    },
  );
  if (!ok1) return;
  const ok2 = await timed(
    1,
    `${address}/view/${articleId}?selectedAssignmentId=${assignmentId}`,
    { headers: { cookie, accept: 'text/html' } },
    (status, body) => expectStatus(status, 200, body) ?? (body.includes(LOCK_NOTE) ? null : `page lacks "${LOCK_NOTE}"`),
  );
  if (!ok2) return;
  await timed(
    2,
    `${address}/api/v2/student-assignment-view-record/`,
    {
      method: 'POST',
      headers: { cookie, [CSRF_HEADER]: csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ assignment_id: assignmentId }),
    },
    (status, body) => expectStatus(status, 204, body),
  );
}

// Warm-up, not counted: one student walks the three steps once, so the burst meets a running
// server (compiled code paths, open pool connections) rather than a cold start.
await student(0);
if (failures.size > 0) throw new Error(`the warm-up failed: ${[...failures.keys()].join('; ')}`);
samples = [];
failures = new Map();

/** Linux only: connection attempts the kernel dropped because a listen (accept) queue was full, system-wide. */
function listenOverflows(): number | null {
  try {
    const [names, values] = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const at = names!.split(' ').indexOf('ListenOverflows');
    return at > 0 ? Number(values!.split(' ')[at]) : null;
  } catch {
    return null;
  }
}

const overflowsBefore = listenOverflows();
inBurst = true;
const burstStart = performance.now();
await Promise.all(sessions.map((_, i) => student(i)));
const wallMs = performance.now() - burstStart;
inBurst = false;
const overflowsAfter = listenOverflows();

await app?.close();
await spawned?.stop();
await handle.close();
await database.stop();

// --- Report. ---
const row = (name: string, xs: Sample[]) => {
  const ms = xs.map((x) => x.ms).sort((a, b) => a - b);
  const errors = xs.filter((x) => !x.ok).length;
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  return `${name.padEnd(48)}${pad(xs.length, 9)}${pad(percentile(ms, 0.5).toFixed(0), 9)}${pad(percentile(ms, 0.99).toFixed(0), 9)}${pad((ms.at(-1) ?? 0).toFixed(0), 9)}${pad(errors, 8)}`;
};
const students = sessions.length;
const skipped = students * STEPS.length - samples.length;
const errors = samples.filter((x) => !x.ok).length;
console.log(
  `\nClassroom burst — ${database.label}, ${CLASSES} classes × ${CLASS_SIZE} students = ${students} concurrent students` +
    (WORKERS === null ? ', server in the bench process' : `, compiled server with WORKERS=${WORKERS}`),
);
console.log(
  `${'step'.padEnd(48)}${'requests'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}${'errors'.padStart(8)}`,
);
for (const [step, name] of STEPS.entries())
  console.log(
    row(
      `${step + 1}. ${name}`,
      samples.filter((x) => x.step === step),
    ),
  );
console.log(row('all steps', samples));
const finished = samples.filter((x) => x.step === STEPS.length - 1 && x.ok).length;
console.log(`burst wall time: ${wallMs.toFixed(0)} ms   students who finished all steps: ${finished}/${students}`);
if (skipped > 0) console.log(`steps not run after an earlier failure: ${skipped}`);
console.log(
  `set-up (not timed above): ${(setupMs / 1000).toFixed(1)} s in all; ${CLASSES} teachers sign in and publish ${(teacherMs / 1000).toFixed(1)} s; ` +
    `${students} students sign in by ${BY_PASSWORD ? 'password' : 'badge'} (${SIGN_IN_CONCURRENCY} at a time) ${(studentMs / 1000).toFixed(1)} s (${((students * 1000) / studentMs).toFixed(1)}/s)`,
);
if (app)
  console.log(
    `server-side handling (Fastify elapsed) p50/p99 ms: ${serverMs
      .map((xs, step) => {
        const sorted = [...xs].sort((a, b) => a - b);
        return `${step + 1}. ${percentile(sorted, 0.5).toFixed(0)}/${percentile(sorted, 0.99).toFixed(0)}`;
      })
      .join('   ')}`,
  );
if (overflowsBefore !== null && overflowsAfter !== null)
  console.log(`kernel listen-queue overflows during the burst (system-wide counter): ${overflowsAfter - overflowsBefore}`);
for (const [why, count] of failures) console.log(`error ×${count}: ${why}`);
if (errors > 0) process.exitCode = 1;
