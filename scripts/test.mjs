// `npm test`: typecheck, lint, unit, integration (real database) and e2e (real Chromium), in that
// order; stops at the first failing step and ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'lectern-test-'));
const counts = { passed: 0, failed: 0, skipped: 0 };

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
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

if (!run('typecheck', 'npm', ['run', '-s', 'typecheck'])) finish(false);
if (!run('lint', 'npm', ['run', '-s', 'lint'])) finish(false);
let ok = run('unit', 'npx', vitestArgs('unit', ['domain', 'web']));
addVitest(join(out, 'unit.json'));
if (!ok) finish(false);
ok = run('integration', 'npx', vitestArgs('integration', ['server']));
addVitest(join(out, 'integration.json'));
if (!ok) finish(false);
if (!run('build', 'npm', ['run', '-s', 'build'])) finish(false);
const pwJson = join(out, 'e2e.json');
ok = run('e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
});
addPlaywright(pwJson);
finish(ok);
