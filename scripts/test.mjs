// `npm test`: typecheck, lint, unit, integration (real database) and e2e (real Chromium), in that
// order; stops at the first failing step and ends with one "N passed, N failed" line.
//
// Made for a 2-core machine: the lint and the typecheck's projects run two at a time, the build is skipped when
// it is newer than every source (CI has just made it), and the e2e files are split into E2E_SHARDS
// (default 2) runs side by side, each with its own server and its own embedded database on ports
// E2E_PORT (default 3100), E2E_PORT + 1… — the browser mostly waits, so two runs share two cores well.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'lectern-test-'));
const counts = { passed: 0, failed: 0, skipped: 0 };

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

/** Runs the commands `limit` at a time, each one's output printed together when it ends; true when all passed. */
async function runAll(name, commands, limit) {
  console.log(`\n=== ${name}: ${commands.map((c) => c.join(' ')).join(' | ')}`);
  const queue = [...commands];
  let ok = true;
  const one = ([bin, ...args]) =>
    new Promise((resolve) => {
      const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      const chunks = [];
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
      child.on('close', (code) => {
        process.stdout.write(Buffer.concat(chunks));
        resolve(code === 0);
      });
    });
  const worker = async () => {
    for (let cmd = queue.shift(); cmd; cmd = queue.shift()) if (!(await one(cmd))) ok = false;
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return ok;
}

/** The newest modification time of the files under these folders (node_modules and dist left out). */
function newestUnder(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') visit(join(p, name));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

/** The web build and the compiled server exist and are newer than every file they are made from. */
function buildIsFresh() {
  const outputs = [
    'apps/web/dist/client/index.html',
    'apps/web/dist/server/entry-server.js',
    'apps/server/dist/bundle/server.js',
  ];
  if (!outputs.every((f) => existsSync(f))) return false;
  const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  return built > newestUnder(['apps/web', 'apps/server/src', 'packages/domain', 'package-lock.json', 'scripts']);
}

/** Runs a command with each output line prefixed; resolves to its exit status. */
function runPrefixed(prefix, cmd, args, env) {
  return new Promise((resolve) => {
    const merged = { ...process.env, ...env };
    for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
    const child = spawn(cmd, args, { env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      from.setEncoding('utf8');
      from.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) to.write(`${prefix} ${line}\n`);
      });
      from.on('end', () => rest && to.write(`${prefix} ${rest}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += j.numPassedTests;
  counts.failed += j.numFailedTests;
  counts.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  counts.passed += s.expected + (s.flaky ?? 0);
  counts.failed += s.unexpected;
  counts.skipped += s.skipped;
}

function finish(ok) {
  console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

const vitestArgs = (name, projects) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--passWithNoTests',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${join(out, name)}.json`,
];

// `npm run lint` and `npm run typecheck`, command by command, two at a time (the longest first).
const commandsOf = (script) =>
  JSON.parse(readFileSync('package.json', 'utf8'))
    .scripts[script].split('&&')
    .map((part) => ['npx', ...part.trim().split(/\s+/)]);
// `npm test -- --e2e`: the browser journeys alone.
const e2eOnly = process.argv.includes('--e2e');
if (!e2eOnly) {
  if (!(await runAll('typecheck and lint', [...commandsOf('lint'), ...commandsOf('typecheck')], 2))) finish(false);
  let ok = run('unit', 'npx', vitestArgs('unit', ['domain', 'web']));
  addVitest(join(out, 'unit.json'));
  if (!ok) finish(false);
  ok = run('integration', 'npx', vitestArgs('integration', ['server']));
  addVitest(join(out, 'integration.json'));
  if (!ok) finish(false);
}
if (buildIsFresh()) console.log('\n=== build: up to date');
else if (!run('build', 'npm', ['run', '-s', 'build'])) finish(false);
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3100);
const files = splitSpecs(shards).filter((list) => list.length > 0);
console.log(`\n=== e2e: playwright test, ${files.length} shard(s) side by side`);
const statuses = await Promise.all(
  files.map((list, i) =>
    runPrefixed(
      files.length > 1 ? `[e2e ${i + 1}/${files.length}]` : '[e2e]',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...list.map((f) => `e2e/tests/${f}`)],
      // CI: one retry of a failed journey (counted as flaky in the report), as two shards share two cores.
      // The integration suite's DATABASE_URL and REDIS_URL are not the shards': each runs its own
      // embedded database (E2E_DATABASE_URL names another).
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, `e2e-${i + 1}.json`),
        E2E_PORT: String(basePort + i),
        CI: process.env.CI ?? '1',
        DATABASE_URL: undefined,
        REDIS_URL: undefined,
      },
    ),
  ),
);
statuses.forEach((_, i) => addPlaywright(join(out, `e2e-${i + 1}.json`)));
finish(statuses.every((code) => code === 0));

/**
 * The e2e files in `n` lists of about equal time, each run by one shard: the longest file first,
 * each to the list with the least time so far, by the seconds each file took in a recorded run
 * (e2e/durations.json, from a run's list output); a file not recorded counts as the median.
 * Playwright's own --shard splits the files in order, which left one shard twice as long as the
 * other once the site tour (twelve minutes alone) landed beside the longest journeys.
 */
function splitSpecs(n) {
  const specs = readdirSync('e2e/tests')
    .filter((f) => f.endsWith('.spec.ts'))
    .sort();
  const known = JSON.parse(readFileSync('e2e/durations.json', 'utf8'));
  const times = Object.values(known).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 1;
  const lists = Array.from({ length: n }, () => ({ files: [], seconds: 0 }));
  for (const f of [...specs].sort((a, b) => (known[b] ?? median) - (known[a] ?? median))) {
    const least = lists.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    least.files.push(f);
    least.seconds += known[f] ?? median;
  }
  return lists.map((l) => l.files);
}
