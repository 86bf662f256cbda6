/**
 * Read-aloud speech (API-35): how soon a reader hears a chunk, cold (made by eSpeak NG in the
 * server's pool of worker threads) and warm (from the disk cache), a whole article read as the
 * player reads it, a class pressing Listen at once while other students load pages, and the
 * memory the speech workers cost the server process.
 *
 * The compiled server (`npm run build` first) runs in a process of its own, WORKERS=1, with a
 * DATA_DIR of its own (a fresh temporary folder, so its speech cache starts empty), against the
 * configured database (DATABASE_URL, a scratch one: it is reset; else the embedded PostgreSQL).
 * BENCH_SPEECH_THREADS sets the server's SPEECH_THREADS (default: the cores, at most 4).
 *
 * Set-up (not timed): one teacher and 61 grade-7 students written to the database; the teacher
 * signs in with a password, the students with printed badges. The articles are the corpus's, at
 * their original English level, read through GET /api/v3/content/{id}/ as the teacher (the whole
 * text, no check holding part of it back) and cut into chunks with the domain's readAloudChunks.
 *
 *   1. First audio byte of one paragraph: POST /api/v3/text-to-speech/, then GET of its MP3 to the
 *      first byte of the body, for 20 paragraphs of 10 articles, each once cold and then once warm.
 *   2. The longest article, chunk after chunk as the player asks for them (a chunk's speech, then
 *      the next one's asked for while this one's audio is fetched): total time, seconds of audio
 *      made (MP3 at 40 kbps: bytes × 8 / 40,000), and the chunks whose next was not ready before
 *      their own audio would have ended (a gap the listener hears).
 *   3. 30 students press Listen on another article at once (its first chunk, then the second's
 *      prefetch and the first's audio) while 30 other students load /view/{id} of the same
 *      article; beside it the same 30 page loads alone.
 *   4. The server process's resident memory (VmRSS, /proc) before the first speech and after each
 *      step, and its peak (VmHWM).
 *
 * Exit code 1 on any failed request or malformed answer.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, readAloudChunks, type ArticleLevel, type Content, type SpeechResponse } from '@lectern/domain';
import { benchDatabase, benchAccount } from './database.js';
import { hashPassword } from '../apps/server/src/auth/password.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seed } from '../apps/server/src/seed/seed.js';
import { badgeSignInAt, percentile, printBadges, signInAt, startServer, type Session } from './http.js';

const PARAGRAPHS = 20;
const CLASS_SIZE = 30;
const PASSWORD = 'bench-password';
const MP3_KBPS = 40;
const WARM_TARGET_MS = 300;
const SIGN_IN_CONCURRENCY = 8;
const THREADS = process.env.BENCH_SPEECH_THREADS;

const database = await benchDatabase('speech');
const { url: databaseUrl } = database;
if (!databaseUrl)
  throw new Error('speech.ts needs PostgreSQL (a server or the embedded one): the server runs in a process of its own');
const handle = await openDatabase({ databaseUrl, dataDir: database.dataDir });
await migrate(handle);
await seed(handle, { demo: false, reset: true });
const serverDataDir = mkdtempSync(join(tmpdir(), 'lectern-speech-data-'));
const spawned = await startServer({
  workers: 1,
  databaseUrl,
  env: { DATA_DIR: serverDataDir, ...(THREADS ? { SPEECH_THREADS: THREADS } : {}) },
});
const { address } = spawned;

const failures = new Map<string, number>();
const fail = (why: string) => failures.set(why, (failures.get(why) ?? 0) + 1);

/** Linux: the server process's resident and peak memory in MB, and its threads (the speech workers among them). */
function memory() {
  const status = readFileSync(`/proc/${spawned.pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: field('VmRSS') / 1024, peakMb: field('VmHWM') / 1024, threads: field('Threads') };
}

interface Heard {
  /** POST sent → first byte of the MP3's body. */
  firstByteMs: number;
  /** POST sent → its answer read. */
  speechMs: number;
  bytes: number;
  lastMarkMs: number;
}

const speechOf = (bytes: number) => (bytes * 8) / (MP3_KBPS * 1000);

/** POST /api/v3/text-to-speech/ for one text; the answer's data, checked, or null (and an error counted). */
async function ask(session: Session, text: string, what: string) {
  try {
    const res = await fetch(`${address}/api/v3/text-to-speech/`, {
      method: 'POST',
      headers: { cookie: session.cookie, [CSRF_HEADER]: session.csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ text, language: 'en', speed: 100 }),
    });
    const body = await res.text();
    if (res.status !== 200) {
      fail(`${what}: POST status ${res.status} ${body.slice(0, 160).replace(/\s+/g, ' ')}`);
      return null;
    }
    const { data } = JSON.parse(body) as SpeechResponse;
    const words = text.split(/\s+/).filter(Boolean).length;
    if (data.speech_marks.length !== words) fail(`${what}: ${data.speech_marks.length} marks for ${words} words`);
    return data;
  } catch (err) {
    fail(`${what}: POST threw ${(err as Error).message}`);
    return null;
  }
}

/** GET of the audio: ms from `t0` to the first byte of the body, and the MP3's size. */
async function fetchAudio(session: Session, url: string, t0: number, what: string) {
  try {
    const res = await fetch(`${address}${url}`, { headers: { cookie: session.cookie } });
    if (res.status !== 200 || res.headers.get('content-type') !== 'audio/mpeg') {
      fail(`${what}: audio status ${res.status} ${res.headers.get('content-type')}`);
      await res.arrayBuffer();
      return null;
    }
    const reader = res.body!.getReader();
    const first = await reader.read();
    const firstByteMs = performance.now() - t0;
    if (first.done || first.value[0] !== 0xff || (first.value[1]! & 0xe0) !== 0xe0) fail(`${what}: the audio is not MP3`);
    let bytes = first.value?.length ?? 0;
    for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
    return { firstByteMs, bytes };
  } catch (err) {
    fail(`${what}: audio threw ${(err as Error).message}`);
    return null;
  }
}

/** A reader presses play on one chunk: its speech, then its audio to the first byte. */
async function listen(session: Session, text: string, what: string): Promise<Heard | null> {
  const t0 = performance.now();
  const data = await ask(session, text, what);
  if (!data) return null;
  const speechMs = performance.now() - t0;
  const audio = await fetchAudio(session, data.download_url, t0, what);
  return audio && { ...audio, speechMs, lastMarkMs: data.speech_marks.at(-1)?.time ?? 0 };
}

/** GET /view/{id} as a signed-in student, to the end of the page; ms, or null (and an error counted). */
async function pageLoad(session: Session, contentId: string, title: string) {
  const t0 = performance.now();
  try {
    const res = await fetch(`${address}/view/${contentId}`, { headers: { cookie: session.cookie, accept: 'text/html' } });
    const html = await res.text();
    if (res.status !== 200) fail(`page: status ${res.status} ${html.slice(0, 160).replace(/\s+/g, ' ')}`);
    else if (!html.includes(title.slice(0, 20))) fail('page: the article title is not on the page');
    else return performance.now() - t0;
  } catch (err) {
    fail(`page: threw ${(err as Error).message}`);
  }
  return null;
}

const sorted = (xs: (number | null | undefined)[]) => xs.filter((x): x is number => typeof x === 'number').sort((a, b) => a - b);

try {
  // --- Set-up in the database: a teacher and 1 + 30 + 30 students, with badges. ---
  const setupStart = performance.now();
  const hash = await hashPassword(PASSWORD);
  const stamp = Date.now().toString(36);
  const account = (username: string, role: 'teacher' | 'student', i: number) => benchAccount(hash, username, role, i);
  const teacher = await handle.db
    .insertInto('users')
    .values(account(`speech_${stamp}_t`, 'teacher', 0))
    .returning('username')
    .executeTakeFirstOrThrow();
  const students = await handle.db
    .insertInto('users')
    .values(Array.from({ length: 1 + 2 * CLASS_SIZE }, (_, i) => account(`speech_${stamp}_s${i}`, 'student', i)))
    .returning('id')
    .execute();
  const badges = await printBadges(
    handle.db,
    students.map((s) => s.id),
  );
  const teacherSession = await signInAt(address, teacher.username, PASSWORD);
  const sessions = new Array<Session>(students.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
      while (next < students.length) {
        const i = next++;
        sessions[i] = await badgeSignInAt(address, badges[i]!, `10.2.${Math.floor(i / CLASS_SIZE)}.1`);
      }
    }),
  );
  const [reader, ...rest] = sessions;
  const listeners = rest.slice(0, CLASS_SIZE);
  const browsers = rest.slice(CLASS_SIZE);

  // The articles' original English levels, longest first, read as the teacher.
  const originals = await handle.db
    .selectFrom('article_levels')
    .select(['content_id', 'word_count'])
    .where('language', '=', 'en')
    .where('is_original_level', '=', true)
    .orderBy('word_count', 'desc')
    .orderBy('content_id')
    .execute();
  const articles: { id: string; level: ArticleLevel }[] = [];
  for (const { content_id } of originals) {
    const res = await fetch(`${address}/api/v3/content/${content_id}/`, { headers: { cookie: teacherSession.cookie } });
    if (res.status !== 200) throw new Error(`GET /api/v3/content/${content_id}/ answered ${res.status}`);
    const content = (await res.json()) as Content;
    const level = content.data.article_levels.find((l) => l.language === 'en' && l.is_original_level);
    if (!level) throw new Error(`article ${content_id} has no original English level`);
    articles.push({ id: content.id, level });
  }
  if (articles.length < 3) throw new Error(`the corpus has ${articles.length} articles; the bench needs 3`);
  // The longest for step 2, the next for the class's burst, the others' paragraphs for step 1:
  // no step hears a text another has already made.
  const [longest, classArticle, ...others] = articles as [(typeof articles)[0], (typeof articles)[0], ...typeof articles];
  const pools = others.map((a) =>
    readAloudChunks(a.level).filter((c) => c.identifier.startsWith('block-') && c.text.length > 200),
  );
  const paragraphs: string[] = [];
  for (let round = 0; paragraphs.length < PARAGRAPHS && pools.some((p) => p.length > round); round++)
    for (const pool of pools) if (pool[round] && paragraphs.length < PARAGRAPHS) paragraphs.push(pool[round]!.text);
  const setupMs = performance.now() - setupStart;

  // A page load before anything is measured (compiled code paths, open pool connections).
  await pageLoad(browsers[0]!, classArticle.id, classArticle.level.title);
  const memBefore = memory();

  // --- 1. One paragraph, cold then warm. The process's first speech starts a worker thread and
  // eSpeak NG in it: timed apart, on a sentence of its own. ---
  const first = await listen(reader!, 'Reading aloud starts with a first sentence.', 'first speech');
  const cold: (Heard | null)[] = [];
  for (const [i, text] of paragraphs.entries()) cold.push(await listen(reader!, text, `paragraph ${i} cold`));
  const warm: (Heard | null)[] = [];
  for (const [i, text] of paragraphs.entries()) warm.push(await listen(reader!, text, `paragraph ${i} warm`));
  const memParagraphs = memory();

  // --- 2. The longest article, as the player reads it: chunk i's speech, then chunk i+1's asked
  // for (the prefetch) while chunk i's audio is fetched. ---
  const chunks = readAloudChunks(longest.level);
  const asked = (i: number) => {
    const t0 = performance.now();
    return ask(teacherSession, chunks[i]!.text, `article chunk ${i}`).then((data) => ({ data, ms: performance.now() - t0 }));
  };
  const articleStart = performance.now();
  let pending = asked(0);
  const prefetchMs: number[] = [];
  const chunkAudio: number[] = [];
  let lastMarks = 0;
  let firstChunkMs = 0;
  for (let i = 0; i < chunks.length; i++) {
    const t0 = performance.now();
    const { data, ms } = await pending;
    if (i > 0) prefetchMs.push(ms);
    if (i + 1 < chunks.length) pending = asked(i + 1);
    if (!data) continue;
    lastMarks += data.speech_marks.at(-1)?.time ?? 0;
    const audio = await fetchAudio(teacherSession, data.download_url, t0, `article chunk ${i}`);
    if (i === 0 && audio) firstChunkMs = audio.firstByteMs;
    chunkAudio.push(audio ? speechOf(audio.bytes) : 0);
  }
  await pending;
  const articleMs = performance.now() - articleStart;
  const audioSeconds = chunkAudio.reduce((a, b) => a + b, 0);
  // Playing in real time, chunk i+1's speech is asked for as chunk i starts playing: a gap when it takes longer than chunk i lasts.
  const gaps = prefetchMs.map((ms, i) => ms / 1000 - (chunkAudio[i] ?? 0)).filter((s) => s > 0);
  const memArticle = memory();

  // --- 3. Pages alone, then a class pressing Listen while other students load the same page. ---
  const alone = await Promise.all(browsers.map((s) => pageLoad(s, classArticle.id, classArticle.level.title)));
  const [chunk0, chunk1] = readAloudChunks(classArticle.level);
  const burstStart = performance.now();
  const burstPrefetchMs: (number | null)[] = [];
  const [heard, during] = await Promise.all([
    Promise.all(
      listeners.map(async (s, i) => {
        const t0 = performance.now();
        const data = await ask(s, chunk0!.text, `listener ${i} chunk 0`);
        if (!data) return null;
        const prefetch = ask(s, chunk1!.text, `listener ${i} chunk 1`).then((d) =>
          burstPrefetchMs.push(d ? performance.now() - t0 : null),
        );
        const audio = await fetchAudio(s, data.download_url, t0, `listener ${i} chunk 0`);
        await prefetch;
        return audio?.firstByteMs ?? null;
      }),
    ),
    Promise.all(browsers.map((s) => pageLoad(s, classArticle.id, classArticle.level.title))),
  ]);
  const burstMs = performance.now() - burstStart;
  const memBurst = memory();

  // --- Report. ---
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const row = (name: string, xs: number[], note = '') =>
    `${name.padEnd(58)}${pad(xs.length, 4)}${pad(percentile(xs, 0.5).toFixed(0), 9)}${pad(percentile(xs, 0.99).toFixed(0), 9)}${pad((xs.at(-1) ?? 0).toFixed(0), 9)}  ${note}`;
  const coldFirst = sorted(cold.map((h) => h?.firstByteMs));
  const warmFirst = sorted(warm.map((h) => h?.firstByteMs));
  const warmP50 = percentile(warmFirst, 0.5);
  const warmP99 = percentile(warmFirst, 0.99);
  const threads = THREADS ?? `${Math.min(4, availableParallelism())} (default)`;
  const coldAudio = sorted(cold.map((h) => h && speechOf(h.bytes)));
  const mem = (m: ReturnType<typeof memory>) => `${m.rssMb.toFixed(0)} MB (${m.threads} threads)`;
  console.log(
    `\nRead-aloud speech — ${database.label}, compiled server WORKERS=1, SPEECH_THREADS=${threads}, ${availableParallelism()} cores`,
  );
  console.log(`${'measure'.padEnd(58)}${pad('n', 4)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('max ms', 9)}`);
  console.log(row('0. first speech of the process (starts a worker, eSpeak)', sorted([first?.firstByteMs])));
  console.log(
    row(
      '1. first audio byte, one paragraph, cold',
      coldFirst,
      `speech answer p50 ${percentile(sorted(cold.map((h) => h?.speechMs)), 0.5).toFixed(0)} ms; audio p50 ${percentile(coldAudio, 0.5).toFixed(1)} s`,
    ),
  );
  console.log(
    row(
      '1. first audio byte, same paragraphs, warm',
      warmFirst,
      `target ≤ ${WARM_TARGET_MS} ms: ${warmP99 <= WARM_TARGET_MS ? 'met' : warmP50 <= WARM_TARGET_MS ? 'met at p50, not at p99' : 'NOT met'}`,
    ),
  );
  console.log(
    row(
      `2. article chunk's prefetch (speech of the next chunk)`,
      sorted(prefetchMs),
      `${gaps.length} of ${prefetchMs.length} would leave a gap` +
        (gaps.length ? ` (longest ${Math.max(...gaps).toFixed(1)} s)` : ''),
    ),
  );
  console.log(row(`3. Listen burst: first audio byte (${listeners.length} students)`, sorted(heard)));
  console.log(row(`3. Listen burst: second chunk's prefetch answered`, sorted(burstPrefetchMs)));
  console.log(row(`3. /view/{id} during the Listen burst`, sorted(during)));
  console.log(row(`3. /view/{id} alone`, sorted(alone)));
  console.log(
    `2. "${longest.level.title}" (${longest.level.word_count} words, ${chunks.length} chunks), cold, one after another: ` +
      `${(articleMs / 1000).toFixed(1)} s for ${audioSeconds.toFixed(0)} s of audio (${(audioSeconds / (articleMs / 1000)).toFixed(1)}× real time; ` +
      `last marks sum to ${(lastMarks / 1000).toFixed(0)} s); first chunk's first byte ${firstChunkMs.toFixed(0)} ms`,
  );
  console.log(
    `3. "${classArticle.level.title}": burst wall ${burstMs.toFixed(0)} ms (${listeners.length} listeners, ${browsers.length} page loads at once)`,
  );
  console.log(
    `4. server RSS: before speech ${mem(memBefore)}; after step 1 ${mem(memParagraphs)}; after step 2 ${mem(memArticle)}; ` +
      `after the burst ${mem(memBurst)}; peak ${memBurst.peakMb.toFixed(0)} MB`,
  );
  console.log(
    `set-up (not timed): ${(setupMs / 1000).toFixed(1)} s; ${paragraphs.length} paragraphs from ${others.length} articles`,
  );
} catch (err) {
  fail(`the bench stopped: ${(err as Error).stack ?? String(err)}`);
} finally {
  await spawned.stop();
  await handle.close();
  await database.stop();
  rmSync(serverDataDir, { recursive: true, force: true });
}
for (const [why, count] of failures) console.log(`error ×${count}: ${why}`);
if (failures.size > 0) process.exitCode = 1;
