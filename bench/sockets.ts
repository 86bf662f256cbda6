/**
 * Reading-session sockets: N pages (BENCH_SOCKETS, default 5,000) hold their socket open on one
 * server process for BENCH_SOCKET_SECONDS (default 60) and send what an article page sends: the
 * hello with its key, a beat every 15 s, the clicks and keys counted every 5 s (most pages), and
 * an idle and a wakeup now and then. Meanwhile an article page is loaded every 2 s.
 *
 * Measured: the server's heap and external memory per open socket (the pages run in a worker
 * thread, whose heap is its own, so they are not counted), messages ingested per second, the
 * acknowledgement latency (send → ack, at the page), the page-load times under the load against
 * the same page alone, the database writes (flushes and rows), and that the seconds written add
 * up to what the pages reported. Exits with code 1 when a socket failed or a message was refused.
 *
 * Set-up (not timed): the seeded demo (30 students of one teacher read the volcanoes article);
 * keys are signed as the page would be given them. The server's web app is served when a web build
 * is found (WEB_DIST, else apps/web/dist); else the article's API answer is the page.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { READING_SOCKET_PATH } from '@lectern/domain';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { parseEnv } from '../apps/server/src/env.js';
import { ReadingKeys } from '../apps/server/src/features/reading-sessions/reading-keys.js';
import { seed } from '../apps/server/src/seed/seed.js';
import { benchDatabase } from './database.js';
import { percentile } from './http.js';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5_000);
const SECONDS = Number(process.env.BENCH_SOCKET_SECONDS ?? 60);
const SLUG = 'volcanoes-build-islands';

const database = await benchDatabase('sockets');
const handle = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir });
await migrate(handle);
await seed(handle, { demo: true, reset: true });
const webDist = process.env.WEB_DIST ?? join(import.meta.dirname, '../apps/web/dist');
const web = existsSync(join(webDist, 'client'));
const env = parseEnv({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATA_DIR: database.dataDir,
  WEB_DIST: webDist,
  READING_FLUSH_MS: '5000',
});
const app = await buildApp({ env: { ...env, REDIS_URL: undefined }, database: handle, logger: false, web });
const address = await app.listen({ port: 0, host: '127.0.0.1', backlog: 8192 });
const db = handle.db;

const article = await db.selectFrom('contents').select('id').where('slug', '=', SLUG).executeTakeFirstOrThrow();
const level = await db
  .selectFrom('article_levels')
  .select('id')
  .where('content_id', '=', article.id)
  .orderBy('id')
  .executeTakeFirstOrThrow();
const students = await db.selectFrom('users').select('id').where('role', '=', 'student').orderBy('id').limit(30).execute();
const secret = (await db.selectFrom('reading_session_secrets').select('secret').executeTakeFirstOrThrow()).secret;
const keys = new ReadingKeys(secret);
const pages = Array.from({ length: SOCKETS }, (_, i) => {
  const u = students[i % students.length]!.id;
  return { key: keys.sign({ u, c: article.id, a: 0 }).key, user_id: u };
});
const pagePath = web ? `/view/${article.id}?levelId=${level.id}` : `/api/v3/content/${article.id}/`;

async function loadPage() {
  const t0 = performance.now();
  const res = await fetch(`${address}${pagePath}`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`page ${res.status}`);
  return performance.now() - t0;
}
await loadPage(); // the first render of the page warms its code and caches: not counted
const alone: number[] = [];
for (let i = 0; i < 20; i++) alone.push(await loadPage());

const mem = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
};
(globalThis as { gc?: () => void }).gc?.();
const before = mem();
const rssBefore = process.memoryUsage().rss;

// The pages, in a worker thread (its own heap and event loop).
const PAGES_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require('ws');
const { url, pages, seconds, content_id, level_id } = workerData;
const acks = []; let opened = 0, failed = 0, rejected = 0, sentCount = 0, elapsedSent = 0;
const sockets = [];
const start = Date.now();
function run(p, i) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const pending = new Map(); let seq = 0; let t0 = Date.now(); let last = 0;
    const send = (m) => { const s = ++seq; pending.set(s, performance.now()); ws.send(JSON.stringify({ ...m, seq: s })); sentCount++; return s; };
    const elapsed = () => Date.now() - t0;
    ws.on('open', () => {
      opened++; t0 = Date.now();
      send({ type: 'hello', key: p.key, content_id: String(content_id), level_id, user_id: p.user_id, uid: require('node:crypto').randomUUID(), elapsed: 0, screen: { width: 1280, height: 800 }, paragraph: 1 });
      resolve();
    });
    ws.on('message', (d) => { const m = JSON.parse(d.toString()); if (m.type === 'ack') { const t = pending.get(m.seq); if (t !== undefined) { acks.push(performance.now() - t); pending.delete(m.seq); } } else if (m.type === 'rejected') rejected++; });
    ws.on('error', () => { failed++; resolve(); });
    ws.on('close', (code) => { if (code !== 1000 && code !== 1005) failed++; });
    // Spread each page's timers over its first 5 s, as pages opened at different moments.
    const offset = (i * 997) % 5000;
    let tick = 0;
    const timer = setTimeout(function again() {
      if (ws.readyState !== 1) return;
      tick++;
      const e = elapsed();
      if (tick % 3 === 0) send({ type: 'beat', elapsed: e, level_id, paragraph: 1 + (tick % 12) });
      else if (i % 10 === 0 && tick === 7) send({ type: 'idle', elapsed: e });
      else if (i % 10 === 0 && tick === 8) send({ type: 'wakeup', elapsed: e });
      else if (i % 4 !== 3) send({ type: 'input', elapsed: e, clicks: 1 + (i % 3), keydowns: i % 7 });
      last = e;
      sockets[i].timer = setTimeout(again, 5000);
    }, offset + 5000);
    sockets[i] = { ws, timer, get last() { return last; }, elapsed };
  });
}
(async () => {
  for (let i = 0; i < pages.length; i += 250) await Promise.all(pages.slice(i, i + 250).map((p, j) => run(p, i + j)));
  parentPort.postMessage({ type: 'open', opened, failed, ms: Date.now() - start });
  setTimeout(() => {
    for (const s of sockets) {
      clearTimeout(s.timer);
      if (s.ws.readyState === 1) { const e = s.elapsed(); s.ws.send(JSON.stringify({ type: 'beat', seq: 1e8, elapsed: e, level_id, paragraph: 1 })); elapsedSent += e; s.ws.close(1000); }
    }
    setTimeout(() => parentPort.postMessage({ type: 'done', acks, failed, rejected, sentCount, elapsedSent }), 1500);
  }, seconds * 1000);
})();
`;
const worker = new Worker(PAGES_CODE, {
  eval: true,
  workerData: {
    url: `${address.replace('http', 'ws')}${READING_SOCKET_PATH}`,
    pages,
    seconds: SECONDS,
    content_id: article.id,
    level_id: level.id,
  },
});
const opened = await new Promise<{ opened: number; failed: number; ms: number }>((resolve) =>
  worker.on('message', (m: { type: string }) => m.type === 'open' && resolve(m as never)),
);
const t0 = performance.now();
const acceptedAt0 = app.readingHub.stats.accepted;
await new Promise((r) => setTimeout(r, 3_000));
(globalThis as { gc?: () => void }).gc?.();
const during = mem();
const rssDuring = process.memoryUsage().rss;
const openNow = app.readingHub.size;

const underLoad: number[] = [];
const loads = setInterval(
  () =>
    void loadPage().then(
      (ms) => underLoad.push(ms),
      () => underLoad.push(Number.NaN),
    ),
  2_000,
);
const done = await new Promise<{ acks: number[]; failed: number; rejected: number; sentCount: number; elapsedSent: number }>(
  (resolve) => worker.on('message', (m: { type: string }) => m.type === 'done' && resolve(m as never)),
);
clearInterval(loads);
const seconds = (performance.now() - t0) / 1000;
const accepted = app.readingHub.stats.accepted - acceptedAt0;
await new Promise((r) => setTimeout(r, 500));
await app.readingHub.flush();
const written = await db
  .selectFrom('reading_sessions')
  .select((eb) => [
    eb.fn.countAll<number>().as('rows'),
    eb.fn.sum<number>(eb('active_seconds', '+', eb.ref('idle_seconds'))).as('seconds'),
  ])
  .executeTakeFirstOrThrow();
await worker.terminate();

const sorted = (xs: number[]) => xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
const acks = sorted(done.acks);
const ms = (x: number) => `${x.toFixed(1)} ms`;
const a = sorted(alone);
const u = sorted(underLoad);
const perSocket = (during - before) / Math.max(1, openNow);
console.log(
  `\nReading-session sockets — ${SOCKETS} pages for ${SECONDS} s on one process (${database.label}; page: ${web ? 'server-rendered /view' : 'article API'})`,
);
console.log(
  `opened ${opened.opened} in ${(opened.ms / 1000).toFixed(1)} s (${opened.failed} failed); open on the server after 3 s: ${openNow}`,
);
console.log(
  `server memory (heap + external) ${(before / 1e6).toFixed(0)} → ${(during / 1e6).toFixed(0)} MB: ${(perSocket / 1024).toFixed(1)} KB a socket; process RSS ${(rssBefore / 1e6).toFixed(0)} → ${(rssDuring / 1e6).toFixed(0)} MB (pages' thread included)`,
);
console.log(
  `messages: ${done.sentCount} sent, ${accepted} accepted in ${seconds.toFixed(1)} s = ${(accepted / seconds).toFixed(0)} a second; ${done.rejected} rejected`,
);
console.log(
  `ack latency: p50 ${ms(percentile(acks, 0.5))}, p99 ${ms(percentile(acks, 0.99))}, max ${ms(acks.at(-1) ?? 0)} (${acks.length} acks)`,
);
console.log(
  `page load alone: p50 ${ms(percentile(a, 0.5))}, p99 ${ms(percentile(a, 0.99))}; under the sockets: p50 ${ms(percentile(u, 0.5))}, p99 ${ms(percentile(u, 0.99))}, max ${ms(u.at(-1) ?? 0)} (${u.length} loads, ${underLoad.length - u.length} failed)`,
);
console.log(
  `database: ${app.readingHub.stats.flushes} flushes, ${app.readingHub.stats.rowsWritten} rows written; ${written.rows} sessions holding ${Number(written.seconds)} s (the pages reported ${(done.elapsedSent / 1000).toFixed(0)} s; each session's last part of a second is rounded)`,
);
await app.close();
await handle.close();
await database.stop();
const bad = opened.failed > 0 || done.failed > 0 || done.rejected > 0 || u.length !== underLoad.length;
process.exit(bad ? 1 : 0);
