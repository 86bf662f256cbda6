/**
 * Printing (PRINT-11): the PDF of the longest article level in the corpus with its quiz and the
 * answers (`content=article_quiz_and_answers`, header image included), as a teacher asks for it,
 * 50 times one after the other after 5 warm-up requests: p50 and p99 of the whole request. The
 * server keeps the PDFs it made (by what they show), so these are the second teacher's prints;
 * then 50 PDFs made fresh — each level with a quiz once, longest first — the first teacher's:
 * the article and quiz read, the PDF laid out, tagged, its fonts subset and compressed. Then every
 * part (write prompt, Power Words answers) and ink-saving mode, fresh, for scale. Target: p99
 * under 300 ms, fresh. Exit code 1 when a request fails or a fresh p99 misses the target.
 *
 * In this process by default; BENCH_WORKERS=N runs the compiled server (`npm run build` first).
 */
import { sql } from 'kysely';
import { printPath, type PrintRequest } from '@lectern/domain';
import { benchDatabase } from './database.js';
import { buildApp } from '../apps/server/src/app.js';
import { hashPassword } from '../apps/server/src/auth/password.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { parseEnv } from '../apps/server/src/env.js';
import { seed } from '../apps/server/src/seed/seed.js';
import { percentile, signInAt, startServer } from './http.js';

const REQUESTS = 50;
const WARM_UP = 5;
const TARGET_P99_MS = 300;
const WORKERS = process.env.BENCH_WORKERS ? Number(process.env.BENCH_WORKERS) : null;

const database = await benchDatabase('print-bench');
const handle = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir });
await migrate(handle);
await seed(handle, { demo: false, reset: true });
// A teacher per measured row: the print route allows a reader 60 PDFs a minute.
const passwordHash = await hashPassword('bench-password');
await handle.db
  .insertInto('users')
  .values(
    [0, 1, 2, 3].map((i) => ({
      username: `print_teacher_${i}`,
      password_hash: passwordHash,
      first_name: 'Print',
      last_name: 'Bench',
      role: 'teacher' as const,
      grade_level: null,
      school_id: null,
      district_id: null,
      created_by: null,
    })),
  )
  .execute();
// The levels that have a quiz, longest first.
const levels = await handle.db
  .selectFrom('article_levels')
  .innerJoin('contents', 'contents.id', 'article_levels.content_id')
  .select(['article_levels.id', 'article_levels.word_count', 'contents.slug', 'article_levels.grade'])
  .where(sql<boolean>`exists (select 1 from quiz_questions q where q.article_level_id = article_levels.id)`)
  .orderBy('article_levels.word_count', 'desc')
  .limit(REQUESTS)
  .execute();
const level = levels[0]!;

const env = parseEnv({ ...process.env, LOG_LEVEL: 'silent', SIGNIN_RATE_LIMIT: '1000000', DATA_DIR: database.dataDir });
if (WORKERS !== null && !database.url) throw new Error('BENCH_WORKERS needs PostgreSQL');
const app = WORKERS === null ? await buildApp({ env, database: handle, logger: false }) : null;
const spawned = WORKERS === null ? null : await startServer({ workers: WORKERS, databaseUrl: database.url! });
const address = spawned?.address ?? (await app!.listen({ port: 0, host: '127.0.0.1' }));
/** Each request once in turn, after `warmUp` rounds of the first: p50 and p99 of the measured ones. */
async function measure(paths: string[], teacher: string, warmUp: number) {
  const session = await signInAt(address, teacher, 'bench-password');
  const once = async (path: string) => {
    const t0 = performance.now();
    const res = await fetch(`${address}${path}`, { headers: { cookie: session.cookie } });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200 || res.headers.get('content-type') !== 'application/pdf')
      throw new Error(`print failed: ${res.status}`);
    return { ms: performance.now() - t0, bytes };
  };
  for (let i = 0; i < warmUp; i++) await once(paths[0]!);
  const samples: { ms: number; bytes: number }[] = [];
  for (const path of paths) samples.push(await once(path));
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return { p50: percentile(ms, 0.5), p99: percentile(ms, 0.99), kb: samples[0]!.bytes / 1024, n: samples.length };
}

let failed = false;
try {
  console.log(
    `Print: level ${level.id} (${level.slug}, grade ${level.grade}, ${level.word_count} words), ${REQUESTS} requests after ${WARM_UP} warm-up, on ${database.label}${WORKERS ? `, compiled server, ${WORKERS} process(es)` : ''}`,
  );
  const answers: PrintRequest = { content: 'article_quiz_and_answers' };
  const every: PrintRequest = { content: 'article_write_prompt_quiz_and_answers', power_words_answers: true };
  const rows: [string, string[], number, boolean][] = [
    ['longest level, quiz and answers, again', Array<string>(REQUESTS).fill(printPath(level.id, answers)), WARM_UP, false],
    ['each level, quiz and answers, fresh', levels.map((l) => printPath(l.id, answers)), 0, true],
    ['each level, every part, fresh', levels.map((l) => printPath(l.id, every)), 0, true],
    ['each level, every part, ink-saving', levels.map((l) => printPath(l.id, { ...every, eco_mode: true })), 0, true],
  ];
  for (const [i, [name, paths, warmUp, fresh]] of rows.entries()) {
    const r = await measure(paths, `print_teacher_${i}`, warmUp);
    console.log(
      `  ${name.padEnd(40)} ${String(r.n).padStart(3)} PDFs  p50 ${r.p50.toFixed(0).padStart(4)} ms  p99 ${r.p99.toFixed(0).padStart(4)} ms  first ${r.kb.toFixed(0)} KB`,
    );
    if (fresh && i === 1 && r.p99 > TARGET_P99_MS) {
      console.log(`  fresh p99 over the ${TARGET_P99_MS} ms target`);
      failed = true;
    }
  }
} catch (e) {
  console.error(e);
  failed = true;
} finally {
  await app?.close();
  await spawned?.stop();
  await handle.close();
  await database.stop();
}
process.exit(failed ? 1 : 0);
