/**
 * The annotations list at scale (API-46): GET /api/v3/annotations/?level_id= on a level holding
 * 5,000 annotations, from 50 connections at once, against the compiled server (`npm run build`
 * first) in a process of its own, on PostgreSQL (DATABASE_URL, else the embedded one).
 *
 * Set-up (not timed), in SQL: the corpus; its level with the most text; one teacher with classes
 * whose students have answered the level's checks for understanding (so the whole text is theirs
 * to annotate); then, in bulk, 5,000 annotations on that level in one of two mixes
 * (BENCH_ANNOTATION_MIX):
 * - `classroom` (the default, the target's): a level read by 8 classes of 30 over the years,
 *   240 students with 18 private highlights each (4,320), the teacher's 30 (12 shared) and 325
 *   reply threads under the shared ones, a student's reply and the teacher's answer each (650):
 *   a student's list holds 30 annotations, the teacher's 30;
 * - `heavy` (a stress run beside it): 100 students with 45 each (4,500), the teacher's 100 (60
 *   shared) and 200 threads (400 replies): a student's list holds 105, the teacher's 100.
 * Every anchor is what the server would store: `describeRange` over runs of whole sentences of the
 * level's text. Then ANALYZE, as autovacuum would have done by the time a class has written this
 * much.
 *
 * Measured, BENCH_SECONDS (10) each after a warm-up (every student's list once, then 3 s of load): (a) the students, each request another
 * student in turn (own + shared, reply counts of their own threads); (b) the teacher (own, reply
 * counts over every thread). Target: p99 under 50 ms. BENCH_WORKERS sets
 * the server's processes (1). Each run also reports the share of lists the server answered from its
 * cache of lists (its /metrics): after the warm-up every reader's list is kept, so the measured runs
 * are the cache's (a change to any annotation of the level forgets them). Beside them, the same lists from a bare Fastify process running one
 * SELECT of the same rows (annotations-bare.ts): what serving this many bytes costs here at all.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sql, type Insertable } from 'kysely';
import { describeRange, sentenceRanges, type AnnotationList } from '@lectern/domain';
import { benchAccount, benchDatabase } from './database.js';
import { longestLevel, randomPen, randomSentenceRange, seededRandom } from './annotation-data.js';
import { badgeSignInAt, printBadges, signInAt, startProcess, startServer, type Session } from './http.js';
import { hashPassword } from '../apps/server/src/auth/password.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import type { Database } from '../apps/server/src/db/schema.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seed } from '../apps/server/src/seed/seed.js';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const MIXES = {
  classroom: { students: 240, perStudent: 18, teacherOwn: 30, teacherShared: 12, threads: 325 },
  heavy: { students: 100, perStudent: 45, teacherOwn: 100, teacherShared: 60, threads: 200 },
} as const;
const MIX_NAME = (process.env.BENCH_ANNOTATION_MIX ?? 'classroom') as keyof typeof MIXES;
const mix = MIXES[MIX_NAME];
if (!mix) throw new Error(`BENCH_ANNOTATION_MIX is one of ${Object.keys(MIXES).join(', ')}`);
const STUDENTS = mix.students;
const PER_STUDENT = mix.perStudent;
const TEACHER_OWN = mix.teacherOwn;
const TEACHER_SHARED = mix.teacherShared;
const THREADS = mix.threads;
const TARGET_P99_MS = 50;
const PASSWORD = 'bench-password';

const database = await benchDatabase('annotations-bench');
if (!database.url) throw new Error('annotations.ts runs the compiled server, which needs PostgreSQL (not PGlite)');
const handle = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir });
await migrate(handle);
await seed(handle, { demo: false, reset: true });
const db = handle.db;

// --- Set-up in the database. ---
const setupStart = performance.now();
const corpusLevel = longestLevel();
const level = await db
  .selectFrom('article_levels')
  .innerJoin('contents', 'contents.id', 'article_levels.content_id')
  .select(['article_levels.id', 'article_levels.content_id', 'article_levels.body', 'article_levels.language'])
  .where('contents.slug', '=', corpusLevel.slug)
  .where('article_levels.position', '=', corpusLevel.position)
  .executeTakeFirstOrThrow();
const blocks = level.body.map((b) => b.text);
const sentences = sentenceRanges(blocks, level.language);
const rand = seededRandom(20261126);

const hash = await hashPassword(PASSWORD);
const stamp = Date.now().toString(36);
const teacher = await db
  .insertInto('users')
  .values(benchAccount(hash, `annbench_${stamp}_t`, 'teacher', 0))
  .returning(['id', 'username'])
  .executeTakeFirstOrThrow();
// Classes of 30, all the teacher's.
const classes = await db
  .insertInto('classes')
  .values(
    Array.from({ length: Math.ceil(STUDENTS / 30) }, (_, c) => ({
      teacher_id: teacher.id,
      name: `Annotations bench ${c + 1}`,
      grade_levels: [7],
      join_code: null,
    })),
  )
  .returning('id')
  .execute();
const students = await db
  .insertInto('users')
  .values(Array.from({ length: STUDENTS }, (_, i) => benchAccount(hash, `annbench_${stamp}_s${i}`, 'student', i)))
  .returning('id')
  .execute();
await db
  .insertInto('class_students')
  .values(students.map((s, i) => ({ class_id: classes[Math.floor(i / 30)]!.id, student_id: s.id })))
  .execute();
// Every student has answered the level's checks, so no text is held back from them.
const checks = await db
  .selectFrom('understanding_checks')
  .select(['id', 'correct_index'])
  .where('article_level_id', '=', level.id)
  .execute();
if (checks.length)
  await db
    .insertInto('understanding_check_answers')
    .values(
      students.flatMap((s) =>
        checks.map((c) => ({
          student_id: s.id,
          check_id: c.id,
          content_id: level.content_id,
          choice_index: c.correct_index,
          is_correct: true,
        })),
      ),
    )
    .execute();

/** A highlight as the server stores one: the anchor describeRange makes of a run of sentences. */
function highlightRow(userId: number, text: string, shared: boolean) {
  const a = describeRange(blocks, randomSentenceRange(sentences, rand));
  return {
    user_id: userId,
    content_id: level.content_id,
    article_level_id: level.id,
    category: 'highlight' as const,
    root_id: null,
    in_response_to: null,
    thread_student_id: null,
    pen_name: randomPen(rand),
    text,
    start_block: a.start,
    start_offset: a.startoffset,
    end_block: a.end,
    end_offset: a.endoffset,
    quote_exact: a.quote.exact,
    quote_prefix: a.quote.prefix,
    quote_suffix: a.quote.suffix,
    position_start: a.position.start,
    position_end: a.position.end,
    date_shared: shared ? new Date() : null,
    client_key: randomUUID(),
  };
}
type Highlight = ReturnType<typeof highlightRow>;
async function insertAll(rows: Insertable<Database['annotations']>[]) {
  const ids: number[] = [];
  for (let from = 0; from < rows.length; from += 500)
    ids.push(
      ...(
        await db
          .insertInto('annotations')
          .values(rows.slice(from, from + 500))
          .returning('id')
          .execute()
      ).map((r) => r.id),
    );
  return ids;
}
const studentRows = students.flatMap((s) =>
  Array.from({ length: PER_STUDENT }, (_, k) => highlightRow(s.id, k % 3 === 0 ? 'I think this is the main idea.' : '', false)),
);
await insertAll(studentRows);
const teacherRows = Array.from({ length: TEACHER_OWN }, (_, k) =>
  highlightRow(teacher.id, k % 2 === 0 ? 'What does this sentence tell us about the hive?' : 'Notice this.', k < TEACHER_SHARED),
);
const teacherIds = await insertAll(teacherRows);
// Reply threads: a student's reply under a shared annotation, then the teacher's answer to it.
const pairs = new Set<string>();
while (pairs.size < THREADS) pairs.add(`${Math.floor(rand() * TEACHER_SHARED)}:${students[Math.floor(rand() * STUDENTS)]!.id}`);
const threads = [...pairs].map((p) => p.split(':').map(Number) as [number, number]);
const replyOf = (root: Highlight, rootId: number, userId: number, studentId: number, inResponseTo: number, text: string) => ({
  ...root,
  user_id: userId,
  category: 'user' as const,
  root_id: rootId,
  in_response_to: inResponseTo,
  thread_student_id: studentId,
  date_shared: null,
  text,
  client_key: randomUUID(),
});
const firstIds = await insertAll(
  threads.map(([k, sid]) =>
    replyOf(teacherRows[k]!, teacherIds[k]!, sid, sid, teacherIds[k]!, 'The bees use the sun as a guide.'),
  ),
);
await insertAll(
  threads.map(([k, sid], i) =>
    replyOf(teacherRows[k]!, teacherIds[k]!, teacher.id, sid, firstIds[i]!, 'Good. Where does the text say so?'),
  ),
);
await sql`ANALYZE annotations`.execute(db);
const total = await db
  .selectFrom('annotations')
  .select(sql<number>`count(*)::int`.as('n'))
  .where('article_level_id', '=', level.id)
  .executeTakeFirstOrThrow();

// --- The compiled server, and everyone signed in. ---
// BENCH_PORT: the server's port (3457); the bare baseline's is two above it.
const PORT = Number(process.env.BENCH_PORT ?? 3457);
const server = await startServer({ workers: WORKERS, databaseUrl: database.url, port: PORT });
const address = server.address;
const badges = await printBadges(
  db,
  students.map((s) => s.id),
);
const studentSessions: Session[] = [];
for (const [i, badge] of badges.entries()) studentSessions.push(await badgeSignInAt(address, badge, `10.2.${i % 4}.1`));
const teacherSession = await signInAt(address, teacher.username, PASSWORD);
const setupMs = performance.now() - setupStart;

// --- Each list once, checked: what each reader must see. ---
const url = `${address}/api/v3/annotations/?level_id=${level.id}`;
const failures: string[] = [];
async function listOf(session: Session) {
  const res = await fetch(url, { headers: { cookie: session.cookie } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as AnnotationList;
}
{
  const sid = students[0]!.id;
  const mine = await listOf(studentSessions[0]!);
  const own = mine.results.filter((r) => r.user.id === sid).length;
  const shared = mine.results.filter((r) => r.user.id === teacher.id).length;
  const replies = mine.results.reduce((n, r) => n + r.reply_count, 0);
  const expected = 2 * threads.filter(([, s]) => s === sid).length;
  if (own !== PER_STUDENT || shared !== TEACHER_SHARED || replies !== expected)
    failures.push(
      `student sees ${own} own, ${shared} shared, ${replies} replies; expected ${PER_STUDENT}, ${TEACHER_SHARED}, ${expected}`,
    );
  const theirs = await listOf(teacherSession);
  const teacherReplies = theirs.results.reduce((n, r) => n + r.reply_count, 0);
  if (theirs.results.length !== TEACHER_OWN || teacherReplies !== 2 * THREADS)
    failures.push(
      `teacher sees ${theirs.results.length} with ${teacherReplies} replies; expected ${TEACHER_OWN}, ${2 * THREADS}`,
    );
}

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bytes: number;
}
/** `paths` in turn, one a request (each a reader's list: its session's cookie, or the baseline's query string). */
async function load(name: string, base: string, paths: { path: string; cookie?: string }[], seconds: number): Promise<Result> {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          const p = paths[i++ % paths.length]!;
          return { ...req, path: p.path, headers: { ...req.headers, ...(p.cookie ? { cookie: p.cookie } : {}) } };
        },
      },
    ],
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.throughput.total / Math.max(1, result.requests.total),
  };
}
/** The server's own count of lists answered from its cache and from the database (its /metrics). */
async function listOutcomes() {
  const text = await (await fetch(`${address}/metrics`)).text();
  const count = (outcome: string) =>
    Number(new RegExp(`^lectern_annotation_lists_total\\{outcome="${outcome}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { hits: count('hits'), misses: count('misses') + count('shared') };
}
/** A load of the server, with the share of its lists answered from the cache. */
async function loadServer(name: string, paths: { path: string; cookie?: string }[], seconds: number) {
  const before = await listOutcomes();
  const result = await load(name, address, paths, seconds);
  const after = await listOutcomes();
  const hits = after.hits - before.hits;
  return { ...result, hitRate: hits / Math.max(1, hits + after.misses - before.misses) };
}
const listPath = `/api/v3/annotations/?level_id=${level.id}`;
const studentPaths = studentSessions.map((s) => ({ path: listPath, cookie: s.cookie }));
const teacherPaths = [{ path: listPath, cookie: teacherSession.cookie }];
// Every reader's list once (50 at a time), as a class opening the article would, then 3 s of load.
for (let from = 0; from < studentPaths.length; from += CONNECTIONS)
  await Promise.all(
    studentPaths.slice(from, from + CONNECTIONS).map(async (p) => {
      const res = await fetch(`${address}${p.path}`, { headers: { cookie: p.cookie } });
      await res.arrayBuffer();
    }),
  );
const warmUps = [await loadServer('warm-up', studentPaths, 3), await loadServer('warm-up', teacherPaths, 3)];
const rows = [
  await loadServer(`(a) students (${STUDENTS} in turn)`, studentPaths, DURATION),
  await loadServer('(b) the teacher', teacherPaths, DURATION),
];
await server.stop();

// --- Baseline: a bare Fastify process, one SELECT of the same rows, returned as JSON. ---
const bare = await startProcess({
  args: ['--import', 'tsx', 'bench/annotations-bare.ts'],
  env: { DATABASE_URL: database.url, PORT: String(PORT + 2) },
  ready: `http://127.0.0.1:${PORT + 2}/healthz`,
  timeoutMs: 30_000,
});
const barePath = (viewer: number, sharers: number[]) => ({
  path: `/?viewer=${viewer}&level=${level.id}&sharers=${sharers.join(',')}`,
});
const bareStudents = students.map((s) => barePath(s.id, [teacher.id]));
const bareTeacher = [barePath(teacher.id, [])];
await load('warm-up', bare.address, bareStudents, 3);
const baseline = [
  await load('bare + one SELECT: students', bare.address, bareStudents, DURATION),
  await load('bare + one SELECT: the teacher', bare.address, bareTeacher, DURATION),
];
await bare.stop();
await handle.close();
await database.stop();

// --- Report. ---
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(
  `\nAnnotations list — ${database.label}, compiled server WORKERS=${WORKERS}, ${CONNECTIONS} connections, ${DURATION}s each, mix ${MIX_NAME} (${STUDENTS} students × ${PER_STUDENT}, the teacher's ${TEACHER_OWN} with ${TEACHER_SHARED} shared, ${THREADS} threads)`,
);
console.log(
  `level: ${corpusLevel.slug} (${corpusLevel.language}, ${blocks.length} blocks, ${blocks.join('\n').length} characters), ${total.n} annotations on it (set-up ${(setupMs / 1000).toFixed(1)} s)`,
);
console.log(
  `${'GET /api/v3/annotations/?level_id='.padEnd(36)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('KB/resp', 9)}${pad('errors', 8)}`,
);
for (const r of [...rows, ...baseline])
  console.log(
    `${r.name.padEnd(36)}${pad(r.rps.toFixed(0), 9)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad((r.bytes / 1024).toFixed(1), 9)}${pad(r.errors, 8)}`,
  );
console.log(
  `lists from the server's cache: warm-up ${warmUps.map((w) => `${(w.hitRate * 100).toFixed(1)} %`).join(' / ')}, measured ${rows.map((r) => `${(r.hitRate * 100).toFixed(1)} %`).join(' / ')} (students / teacher)`,
);
const missed = rows.filter((r) => r.p99 >= TARGET_P99_MS);
console.log(
  `ratio Lectern/baseline req/s: students ${(rows[0]!.rps / baseline[0]!.rps).toFixed(2)}, teacher ${(rows[1]!.rps / baseline[1]!.rps).toFixed(2)}`,
);
console.log(`target p99 < ${TARGET_P99_MS} ms: ${missed.length ? `not met (${missed.map((r) => r.name).join(', ')})` : 'met'}`);
for (const f of failures) console.log(`error: ${f}`);
if (failures.length || [...rows, ...baseline].some((r) => r.errors > 0)) process.exitCode = 1;
