/**
 * Video media at classroom scale: 50 viewers start the same lesson at once and each streams the
 * whole video in 512 KB byte ranges, one after another, as a browser's player asks (Range requests
 * answered 206 by the media plugin, videos.routes.ts, in a process of its own). Reports the time to
 * each viewer's first range (the video starts), p50/p99 of a range, throughput and errors.
 * `NODE_ENV=production node --import tsx bench/video.ts`
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { percentile, startProcess } from './http.js';

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

const server = await startProcess({
  args: ['--import', 'tsx', 'bench/video-media-server.ts'],
  env: { NODE_ENV: 'production', PORT: String(PORT) },
  ready: `http://127.0.0.1:${PORT}/readyz`,
  timeoutMs: 60_000,
});
const url = `${server.address}/media/videos/${video.slug}/video.mp4`;

const ranges: number[] = [];
const firsts: number[] = [];
let errors = 0;
let bytes = 0;

async function viewer() {
  const start = performance.now();
  for (let from = 0; from < video.size; from += CHUNK) {
    const to = Math.min(video.size, from + CHUNK) - 1;
    const t0 = performance.now();
    const res = await fetch(url, { headers: { range: `bytes=${from}-${to}` } });
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
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
