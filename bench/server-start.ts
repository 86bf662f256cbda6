/**
 * Server start-up: the compiled server (node apps/server/dist/bundle/server.js) against the same
 * code run through the TypeScript loader (node --import tsx apps/server/src/server.ts). Each is
 * started RUNS times on an already migrated and seeded database (PostgreSQL with BENCH_DATABASE_URL,
 * else one embedded data folder: the default embedded PostgreSQL, whose own processes' memory is
 * not counted), timed from spawn to the first 200 from /readyz, and its resident
 * memory is read from /proc once ready, then after 200 requests to /api/v3/content/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './http.js';

const RUNS = Number(process.env['RUNS'] ?? 5);
const PORT = 3456;
const root = new URL('../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'lectern-start-'));
// The default embedded PostgreSQL runs as the `postgres` user under root, who must reach the folder.
chmodSync(dataDir, 0o755);

const VARIANTS = [
  { name: 'TypeScript loader (tsx)', args: ['--import', 'tsx', 'apps/server/src/server.ts'] },
  { name: 'compiled (dist/bundle)', args: ['apps/server/dist/bundle/server.js'] },
];

const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  DEMO: '1',
  ...(process.env['BENCH_DATABASE_URL'] ? { DATABASE_URL: process.env['BENCH_DATABASE_URL'] } : { DATA_DIR: dataDir }),
};

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
};

async function untilReady(child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/readyz`);
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

// A first start migrates and seeds the database; it is not measured.
{
  const child = spawn(process.execPath, VARIANTS[1]!.args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  await untilReady(child, performance.now());
  await stop(child);
}

console.log(
  `Server start-up, ${RUNS} starts each (${process.env['BENCH_DATABASE_URL'] ? 'PostgreSQL' : 'the default embedded PostgreSQL, which each start starts and stops'})`,
);
console.log('| How it runs | start to ready p50 | max | memory when ready | after 200 requests |');
console.log('|---|---|---|---|---|');
for (const v of VARIANTS) {
  const times: number[] = [];
  const ready: number[] = [];
  const loaded: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const child = spawn(process.execPath, v.args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    times.push(await untilReady(child, started));
    ready.push(rssMb(child.pid!));
    for (let r = 0; r < 200; r++) await (await fetch(`http://127.0.0.1:${PORT}/api/v3/content/?limit=20`)).arrayBuffer();
    loaded.push(rssMb(child.pid!));
    await stop(child);
  }
  times.sort((a, b) => a - b);
  const mid = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      0.5,
    );
  console.log(
    `| ${v.name} | ${percentile(times, 0.5).toFixed(0)} ms | ${times.at(-1)!.toFixed(0)} ms | ${mid(ready).toFixed(0)} MB | ${mid(loaded).toFixed(0)} MB |`,
  );
}
rmSync(dataDir, { recursive: true, force: true });
