/**
 * Related content (API-34): GET /api/v3/content/?strategy=similar_to&similar_to={id}&limit=4, the
 * request the article page's "Related content" block sends, from 50 connections at once, against
 * the compiled server (`npm run build` first) in a process of its own, on PostgreSQL (DATABASE_URL,
 * else the embedded one).
 *
 * Set-up (not timed): the corpus, copied into a library of BENCH_LIBRARY_COPIES × 12 articles (40:
 * 480 articles, 4,800 levels, as bench/explain.ts builds its district's library) in SQL, each copy
 * published 11 days before the last; then VACUUM ANALYZE. One teacher and 50 students, signed in with
 * their passwords.
 *
 * Measured, BENCH_SECONDS (10) each after a 3 s warm-up, every request for another article of the
 * library in turn: (a) the teacher's search; (b) the students' (content_types repeated for video,
 * article and interactive video, each request a student of the 50 in turn); beside them, (c) the
 * library's first four cards, the same search without similar_to. Target: p99 under
 * 100 ms. The warm-up asks for every article once, so the server's per-process ranking cache
 * (a minute, content/related-cache.ts) is warm, as on a school day. BENCH_WORKERS sets the server's
 * processes (1). Checked once before: a science article's
 * first two related articles are science articles and the article itself is not among them.
 */
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { relatedSearchQuery, type ContentList } from '@lectern/domain';
import { benchAccount, benchDatabase } from './database.js';
import { signInAt, startServer, type Session } from './http.js';
import { hashPassword } from '../apps/server/src/auth/password.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seed } from '../apps/server/src/seed/seed.js';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const COPIES = Number(process.env.BENCH_LIBRARY_COPIES ?? 40);
const STUDENTS = 50;
const TARGET_P99_MS = 100;
const PASSWORD = 'bench-password';

const database = await benchDatabase('related-bench');
if (!database.url) throw new Error('related.ts runs the compiled server, which needs PostgreSQL (not PGlite)');
const handle = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir });
await migrate(handle);
await seed(handle, { demo: false, reset: true });
const db = handle.db;

// --- The library: the corpus × COPIES (what related content ranks among). ---
const setupStart = performance.now();
if (COPIES > 1)
  await handle.exec(`
    CREATE TEMP TABLE content_map AS
      SELECT c.id AS old_id, k, nextval(pg_get_serial_sequence('contents', 'id'))::integer AS new_id
      FROM contents c CROSS JOIN generate_series(1, ${COPIES - 1}) k ORDER BY k, c.id;
    INSERT INTO contents (id, content_type, slug, subject, article_type, title, teaser, provider, published_at, is_premium,
      is_lite, lite_grant_expires_at, content_warning, decodable, quiz_omission_reason, search_indexing, image_url, image_alt,
      search_document)
    SELECT m.new_id, c.content_type, c.slug || '-' || m.k, c.subject, c.article_type, c.title, c.teaser, c.provider,
      c.published_at - make_interval(days => m.k * 11), c.is_premium, c.is_lite, c.lite_grant_expires_at, c.content_warning,
      c.decodable, c.quiz_omission_reason, c.search_indexing, c.image_url, c.image_alt, c.search_document
    FROM content_map m JOIN contents c ON c.id = m.old_id ORDER BY m.new_id;
    CREATE TEMP TABLE level_map AS
      SELECT l.id AS old_id, m.k, m.new_id AS content_id, nextval(pg_get_serial_sequence('article_levels', 'id'))::integer AS new_id
      FROM article_levels l JOIN content_map m ON m.old_id = l.content_id ORDER BY m.new_id, l.position;
    INSERT INTO article_levels (id, content_id, language, grade, raw_lexile, lexile, is_original_level, title, short_title, teaser,
      slug, byline, author, word_count, readability_grade, body, write_prompt, position)
    SELECT lm.new_id, lm.content_id, l.language, l.grade, l.raw_lexile, l.lexile, l.is_original_level, l.title, l.short_title,
      l.teaser, l.slug || '-' || lm.k, l.byline, l.author, l.word_count, l.readability_grade, l.body, l.write_prompt, l.position
    FROM level_map lm JOIN article_levels l ON l.id = lm.old_id ORDER BY lm.new_id;
    INSERT INTO key_terms (article_level_id, position, term, definition)
    SELECT lm.new_id, t.position, t.term, t.definition FROM key_terms t JOIN level_map lm ON lm.old_id = t.article_level_id
    ORDER BY lm.k, t.id;
    DROP TABLE content_map, level_map;`);
// What autovacuum would have done by the time a library this size is served: statistics and the
// visibility map (index-only scans of content_terms).
await handle.exec('VACUUM ANALYZE');
const library = await db.selectFrom('contents').select(['id', 'slug', 'subject']).orderBy('id').execute();
const levels = await db
  .selectFrom('article_levels')
  .select(sql<number>`count(*)::int`.as('n'))
  .executeTakeFirstOrThrow();

const hash = await hashPassword(PASSWORD);
const stamp = Date.now().toString(36);
const teacher = await db
  .insertInto('users')
  .values(benchAccount(hash, `relbench_${stamp}_t`, 'teacher', 0))
  .returning('username')
  .executeTakeFirstOrThrow();
const students = await db
  .insertInto('users')
  .values(Array.from({ length: STUDENTS }, (_, i) => benchAccount(hash, `relbench_${stamp}_s${i}`, 'student', i)))
  .returning('username')
  .execute();

// --- The compiled server, and everyone signed in. ---
const server = await startServer({ workers: WORKERS, databaseUrl: database.url, port: Number(process.env.BENCH_PORT ?? 3461) });
const address = server.address;
const teacherSession = await signInAt(address, teacher.username, PASSWORD);
const studentSessions: Session[] = [];
for (const s of students) studentSessions.push(await signInAt(address, s.username, PASSWORD));
const setupMs = performance.now() - setupStart;

// --- Once, checked: what the block must get. ---
const failures: string[] = [];
{
  const volcano = library.find((c) => c.slug === 'volcanoes-build-islands')!;
  const res = await fetch(`${address}/api/v3/content/?${relatedSearchQuery(String(volcano.id), { isStudent: false })}`, {
    headers: { cookie: teacherSession.cookie },
  });
  const body = (await res.json()) as ContentList;
  const subjects = body.results.slice(0, 2).map((r) => r.subject);
  if (res.status !== 200 || body.results.length !== 4 || subjects.some((s) => s !== 'SCIENCE'))
    failures.push(`related to ${volcano.slug}: ${res.status}, ${body.results.map((r) => `${r.slug} (${r.subject})`).join(', ')}`);
  if (body.results.some((r) => r.id === String(volcano.id))) failures.push(`${volcano.slug} is related to itself`);
}

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
/** `paths` in turn, one a request, each with its session's cookie. */
async function load(name: string, paths: { path: string; cookie: string }[], seconds: number): Promise<Result> {
  let i = 0;
  const result = await autocannon({
    url: address,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          const p = paths[i++ % paths.length]!;
          return { ...req, path: p.path, headers: { ...req.headers, cookie: p.cookie } };
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
  };
}
const pathFor = (id: number, isStudent: boolean) => `/api/v3/content/?${relatedSearchQuery(String(id), { isStudent })}`;
const teacherPaths = library.map((c) => ({ path: pathFor(c.id, false), cookie: teacherSession.cookie }));
const studentPaths = library.map((c, i) => ({ path: pathFor(c.id, true), cookie: studentSessions[i % STUDENTS]!.cookie }));
await load('warm-up', teacherPaths, 3);
const rows = [
  await load('(a) the teacher', teacherPaths, DURATION),
  await load(`(b) students (${STUDENTS} in turn)`, studentPaths, DURATION),
  // Beside them: the library's own first four cards, the same search without similar_to.
  await load('(c) library, 4 cards (baseline)', [{ path: '/api/v3/content/?limit=4', cookie: teacherSession.cookie }], DURATION),
];
await server.stop();
await handle.close();
await database.stop();

// --- Report. ---
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(
  `\nRelated content — ${database.label}, compiled server WORKERS=${WORKERS}, ${CONNECTIONS} connections, ${DURATION}s each`,
);
console.log(
  `library: ${library.length} articles (the corpus × ${COPIES}), ${levels.n} levels; every request another article (set-up ${(setupMs / 1000).toFixed(1)} s)`,
);
console.log(
  `${'GET /api/v3/content/?strategy=similar_to'.padEnd(42)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}`,
);
for (const r of rows)
  console.log(`${r.name.padEnd(42)}${pad(r.rps.toFixed(0), 9)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.errors, 8)}`);
const missed = rows.slice(0, 2).filter((r) => r.p99 >= TARGET_P99_MS);
console.log(
  `ratio related/library req/s: teacher ${(rows[0]!.rps / rows[2]!.rps).toFixed(2)}, students ${(rows[1]!.rps / rows[2]!.rps).toFixed(2)}`,
);
console.log(`target p99 < ${TARGET_P99_MS} ms: ${missed.length ? `not met (${missed.map((r) => r.name).join(', ')})` : 'met'}`);
for (const f of failures) console.log(`error: ${f}`);
if (failures.length || rows.some((r) => r.errors > 0)) process.exitCode = 1;
