/**
 * Video media at classroom scale: 50 viewers start the same lesson at once and each streams the
 * whole video in 512 KB byte ranges, one after another, as a browser's player asks (Range requests
 * answered 206 by the media plugin, videos.routes.ts). The media are checked per request as the API
 * checks the video (the session, the video's licence facts kept in memory), so the viewers are
 * signed-in students of the demo school against the compiled server in a process of its own, on the
 * benches' database. Reports the time to each viewer's first range (the video starts), p50/p99 of a
 * range, throughput and errors, and checks that a signed-out request is refused.
 * `NODE_ENV=production node --import tsx bench/video.ts` (needs `npm run build`, or BENCH_SERVER_BUNDLE).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { benchDatabase } from './database.js';
import { percentile, signInAt, startServer } from './http.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seed } from '../apps/server/src/seed/seed.js';

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 50);
const CHUNK = 512 * 1024;
const PORT = 3463;
const root = new URL('../content/videos/', import.meta.url).pathname;

// The largest video of the corpus: the worst case for a class.
const files = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => ({ slug: d.name, path: join(root, d.name, 'video.mp4') }))
  .filter((f) => {
    try {
      return statSync(f.path).isFile();
    } catch {
      return false;
    }
  })
  .map((f) => ({ ...f, size: statSync(f.path).size }))
  .sort((a, b) => b.size - a.size);
if (!files.length) throw new Error('no video in content/videos');
const video = files[0]!;

const database = await benchDatabase('video-bench');
if (!database.url) throw new Error('the video bench needs PostgreSQL (DATABASE_URL or the embedded one), not PGlite');
const handle = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir });
await migrate(handle);
await seed(handle, { demo: true, reset: true });
await handle.close();
const server = await startServer({ workers: 1, databaseUrl: database.url, port: PORT });
const url = `${server.address}/media/videos/${video.slug}/video.mp4`;
// A class: the demo student's session for every viewer (a session is read from the process's cache).
const { cookie } = await signInAt(server.address, 'student', 'lectern');
const refused = (await fetch(url, { headers: { range: 'bytes=0-99' } })).status;
if (refused !== 401) throw new Error(`a signed-out range answered ${refused}, not 401`);

const ranges: number[] = [];
const firsts: number[] = [];
let errors = 0;
let bytes = 0;

async function viewer() {
  const start = performance.now();
  for (let from = 0; from < video.size; from += CHUNK) {
    const to = Math.min(video.size, from + CHUNK) - 1;
    const t0 = performance.now();
    const res = await fetch(url, { headers: { range: `bytes=${from}-${to}`, cookie } });
    const body = new Uint8Array(await res.arrayBuffer());
    const ms = performance.now() - t0;
    if (res.status !== 206 || body.length !== to - from + 1) errors++;
    bytes += body.length;
    ranges.push(ms);
    if (from === 0) firsts.push(performance.now() - start);
  }
}

try {
  // One warm-up viewer (the file into the page cache), then the class.
  await viewer();
  ranges.length = 0;
  firsts.length = 0;
  bytes = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: VIEWERS }, viewer));
  const wall = (performance.now() - t0) / 1000;
  ranges.sort((a, b) => a - b);
  firsts.sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        video: `${video.slug} (${(video.size / 1e6).toFixed(1)} MB)`,
        viewers: VIEWERS,
        range_kb: CHUNK / 1024,
        wall_s: +wall.toFixed(2),
        mb_per_s: +(bytes / 1e6 / wall).toFixed(1),
        first_range_ms: { p50: +percentile(firsts, 0.5).toFixed(1), p99: +percentile(firsts, 0.99).toFixed(1) },
        range_ms: { p50: +percentile(ranges, 0.5).toFixed(1), p99: +percentile(ranges, 0.99).toFixed(1) },
        requests: ranges.length,
        errors,
        signed_out: refused,
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await database.stop();
}
