// `npm start`: build the web app if it is not built, then run the server (migrations and the
// first seed happen inside it). One process serves the API and the pages.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const web = 'apps/web';
const built = join(web, 'dist/server/entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const stale =
  !existsSync(built) || Math.max(newestMtime(join(web, 'src')), newestMtime('packages/domain/src')) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@lectern/web'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// React renders in its production mode unless asked otherwise; a plain `npm start` is the demo,
// so it seeds demo accounts (an explicit NODE_ENV=production without DEMO=1 does not).
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
if (!process.env.NODE_ENV && !process.env.DEMO) env.DEMO = '1';
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
