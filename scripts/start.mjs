// `npm start`: build the web app and compile the server where their sources changed since the
// last build, then run the compiled server (migrations and the first seed happen inside it).
// WORKERS=N runs N server processes on the one port (see docs/deploy.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds a workspace when its output is missing or older than any of its sources. */
function buildIfStale(workspace, output, sources) {
  const stale = !existsSync(output) || Math.max(...sources.map(newestMtime)) > statSync(output).mtimeMs;
  if (!stale) return;
  console.log(`Building ${workspace}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

buildIfStale('@lectern/web', 'apps/web/dist/server/entry-server.js', ['apps/web/src', 'packages/domain/src']);
buildIfStale('@lectern/server', 'apps/server/dist/bundle/server.js', ['apps/server/src', 'packages/domain/src']);

// React renders in its production mode unless asked otherwise; a plain `npm start` is the demo,
// so it seeds demo accounts (an explicit NODE_ENV=production without DEMO=1 does not).
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
if (!process.env.NODE_ENV && !process.env.DEMO) env.DEMO = '1';
const child = spawn(process.execPath, ['apps/server/dist/bundle/server.js'], { stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
