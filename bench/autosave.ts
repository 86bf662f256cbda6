/**
 * Autosave at scale: 1,000 students (34 classes of 30, as in the classroom burst) write a response
 * to their class's write prompt at the same time, each saving their growing draft every 2 s for
 * 60 s, as the page does (one save in flight per student, each naming the revision it was made
 * from; a stale answer is rebased and sent again). Afterwards every stored draft is compared with
 * what its student typed: a difference is a lost word, and the bench fails on any.
 *
 * Prints saves/s, save p50/p99, stale answers, errors and lost drafts. Runs on PostgreSQL
 * (DATABASE_URL, else an embedded one of its own: bench/database.ts). BENCH_CLASSES,
 * BENCH_CLASS_SIZE and BENCH_AUTOSAVE_SECONDS shrink it.
 */
import { randomBytes } from 'node:crypto';
import { CSRF_HEADER, type WritePrompt, type WriteResponse } from '@lectern/domain';
import { buildApp } from '../apps/server/src/app.js';
import { hashPassword } from '../apps/server/src/auth/password.js';
import { secretHash } from '../apps/server/src/auth/tokens.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { parseEnv } from '../apps/server/src/env.js';
import { seed } from '../apps/server/src/seed/seed.js';
import { benchDatabase, benchAccount } from './database.js';
import { badgeSignInAt, percentile, signInAt, type Session } from './http.js';

const CLASSES = Number(process.env.BENCH_CLASSES ?? 34);
const CLASS_SIZE = Number(process.env.BENCH_CLASS_SIZE ?? 30);
const SECONDS = Number(process.env.BENCH_AUTOSAVE_SECONDS ?? 60);
const EVERY_MS = 2_000;
const SLUG = 'volcanoes-build-islands';
const WORDS = ['lava', 'cools', 'into', 'new', 'rock', 'and', 'the', 'island', 'grows', 'slowly', 'over', 'time.'];

const database = await benchDatabase('autosave');
const handle = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir });
await migrate(handle);
await seed(handle, { demo: false, reset: true });
const env = parseEnv({ ...process.env, LOG_LEVEL: 'silent', SIGNIN_RATE_LIMIT: '1000000', DATA_DIR: database.dataDir });
const app = await buildApp({ env, database: handle, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1', backlog: env.LISTEN_BACKLOG });

// --- Set-up: teachers, classes, students with badges, written directly. ---
const setupStart = performance.now();
const hash = await hashPassword('bench password');
const stamp = Date.now().toString(36);
const person = (username: string, role: 'teacher' | 'student', i: number) => benchAccount(hash, username, role, i);
const teachers = await handle.db
  .insertInto('users')
  .values(Array.from({ length: CLASSES }, (_, c) => person(`autosave_${stamp}_t${c}`, 'teacher', c)))
  .returning(['id', 'username'])
  .execute();
const classes = await handle.db
  .insertInto('classes')
  .values(teachers.map((t, c) => ({ teacher_id: t.id, name: `Class ${c + 1}`, grade_levels: [7], join_code: null })))
  .returning(['id', 'unique_id'])
  .execute();
const students: { secret: string; classIndex: number }[] = [];
for (const [c, cls] of classes.entries()) {
  const rows = await handle.db
    .insertInto('users')
    .values(Array.from({ length: CLASS_SIZE }, (_, s) => person(`autosave_${stamp}_c${c}_s${s}`, 'student', c * CLASS_SIZE + s)))
    .returning('id')
    .execute();
  await handle.db
    .insertInto('class_students')
    .values(rows.map((r) => ({ class_id: cls.id, student_id: r.id })))
    .execute();
  const secrets = rows.map(() => randomBytes(32).toString('base64url'));
  await handle.db
    .insertInto('sign_in_badges')
    .values(rows.map((r, i) => ({ student_id: r.id, secret_hash: secretHash(secrets[i]!), created_by: null })))
    .execute();
  students.push(...secrets.map((secret) => ({ secret, classIndex: c })));
}

const list = (await (await fetch(`${address}/api/v3/content/?slug=${SLUG}`)).json()) as { results: { id: string }[] };
const articleId = list.results[0]!.id;

// Each teacher writes a prompt for their class through the API.
const promptOfClass: number[] = [];
for (const [c, teacher] of teachers.entries()) {
  const s = await signInAt(address, teacher.username, 'bench password');
  const res = await fetch(`${address}/api/v2/prompt/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: s.cookie, [CSRF_HEADER]: s.csrf },
    body: JSON.stringify({
      collection_id: articleId,
      text: 'How does a volcano build an island? Use two details from the article.',
      classroom_ids: [classes[c]!.unique_id],
    }),
  });
  if (res.status !== 201) throw new Error(`the prompt of class ${c} failed: ${res.status} ${await res.text()}`);
  promptOfClass.push(((await res.json()) as WritePrompt).id);
}
const sessions: Session[] = [];
for (let from = 0; from < students.length; from += 16) {
  sessions.push(
    ...(await Promise.all(
      students.slice(from, from + 16).map((s) => badgeSignInAt(address, s.secret, `10.1.${s.classIndex}.1`)),
    )),
  );
}
const setupMs = performance.now() - setupStart;

// --- The run. ---
const latencies: number[] = [];
let saves = 0;
let stale = 0;
let errors = 0;
let firstError = '';

interface Writer {
  typed: string;
  id: number | null;
  revision: number;
}

async function save(i: number, w: Writer, text: string): Promise<void> {
  const { cookie, csrf } = sessions[i]!;
  const c = students[i]!.classIndex;
  for (let attempt = 0; attempt < 5; attempt++) {
    const started = performance.now();
    let res: Response;
    try {
      res = await fetch(`${address}/api/v2/constructedresponseanswer/${w.id ? `${w.id}/` : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, [CSRF_HEADER]: csrf },
        body: JSON.stringify({
          ...(w.id ? { id: w.id } : {}),
          article_id: articleId,
          classroom_id: classes[c]!.unique_id,
          prompt_content_id: promptOfClass[c],
          assignment_ids: [],
          text,
          base_revision: w.revision,
        }),
      });
    } catch (err) {
      errors++;
      firstError ||= `fetch threw: ${(err as Error).message}`;
      continue;
    }
    latencies.push(performance.now() - started);
    const body = (await res.json()) as WriteResponse & { error?: { code: string; current?: WriteResponse } };
    if (res.status === 200 || res.status === 201) {
      saves++;
      w.id = body.id;
      w.revision = body.revision;
      return;
    }
    if (res.status === 409 && body.error?.code === 'stale_draft' && body.error.current) {
      // Another save got there first (a retry, a second tab): rebase on it and send ours again.
      stale++;
      w.id = body.error.current.id;
      w.revision = body.error.current.revision;
      continue;
    }
    errors++;
    firstError ||= `status ${res.status}: ${JSON.stringify(body).slice(0, 200)}`;
  }
}

async function writer(i: number): Promise<Writer> {
  const w: Writer = { typed: '', id: null, revision: 0 };
  const end = performance.now() + SECONDS * 1000;
  // Students start typing within the first 2 s, not on the same millisecond.
  await new Promise((r) => setTimeout(r, Math.random() * EVERY_MS));
  let n = i;
  while (performance.now() < end) {
    const tickStart = performance.now();
    w.typed += `${w.typed ? ' ' : ''}${WORDS[n++ % WORDS.length]} ${WORDS[n++ % WORDS.length]}`;
    await save(i, w, w.typed);
    await new Promise((r) => setTimeout(r, Math.max(0, EVERY_MS - (performance.now() - tickStart))));
  }
  // The last words: saved until the server has them.
  await save(i, w, w.typed);
  return w;
}

const runStart = performance.now();
const writers = await Promise.all(sessions.map((_, i) => writer(i)));
const runMs = performance.now() - runStart;

// --- What the database holds. ---
const stored = await handle.db.selectFrom('write_responses').select(['id', 'text']).execute();
const byId = new Map(stored.map((r) => [r.id, r.text]));
const lost = writers.filter((w) => w.id === null || byId.get(w.id) !== w.typed).length;

await app.close();
await handle.close();
await database.stop();

const sorted = [...latencies].sort((a, b) => a - b);
console.log(
  `\nAutosave — ${database.label}, ${sessions.length} students typing for ${SECONDS} s, a save every ${EVERY_MS / 1000} s each`,
);
console.log(
  `saves stored: ${saves} (${((saves * 1000) / runMs).toFixed(0)}/s)   save p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${percentile(sorted, 0.99).toFixed(0)} ms   stale (rebased): ${stale}   errors: ${errors}${firstError ? ` (first: ${firstError})` : ''}`,
);
console.log(`drafts whose stored text differs from what the student typed: ${lost} of ${writers.length}`);
console.log(`set-up (not timed above): ${(setupMs / 1000).toFixed(1)} s`);
if (lost > 0 || errors > 0) process.exitCode = 1;
