import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type WebSocket } from '@playwright/test';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { signInAs } from '../pages/sign-in-page.js';

// A student reads an article while the school's server restarts (an update, a crash). The server of
// this journey is its own (the suite's shared one cannot be restarted under the other journeys), on
// a database folder that outlives it. The page's socket closes when the server stops; when the server
// is back, the page opens a new socket by itself, says hello with the same access key, and is
// acknowledged — the student does nothing.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3100) + 40;
const BASE = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'lectern-e2e-restart-'));
chmodSync(dataDir, 0o755);
let server: ChildProcess | null = null;

async function startServer() {
  const [cmd, ...args] = (process.env.E2E_SERVER_CMD ?? 'node apps/server/dist/bundle/server.js').split(/\s+/);
  server = spawn(cmd!, args, {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SIGNIN_RATE_LIMIT: '1000',
      DEMO: '1',
      WORKERS: '1',
    },
  });
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const up = await fetch(`${BASE}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server on ${BASE} did not start`);
}

async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  // SIGTERM: the server closes its sockets (1001), writes the sessions and stops its database.
  child.kill('SIGTERM');
  await exited;
}

test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

test('SESSION-03 SESSION-04 the page reconnects by itself after the server restarts, with the same access key', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await startServer();
  const ctx = await browser.newContext({ baseURL: BASE });
  const page = await ctx.newPage();
  const sockets: { ws: WebSocket; sent: string[]; received: string[]; closed: boolean }[] = [];
  page.on('websocket', (ws) => {
    const s = { ws, sent: [] as string[], received: [] as string[], closed: false };
    ws.on('framesent', (f) => s.sent.push(String(f.payload)));
    ws.on('framereceived', (f) => s.received.push(String(f.payload)));
    ws.on('close', () => (s.closed = true));
    sockets.push(s);
  });
  const helloOf = (s: { sent: string[] }) =>
    s.sent.map((m) => JSON.parse(m) as { type: string; key?: string }).find((m) => m.type === 'hello');
  const acknowledged = (s: { received: string[] }) => s.received.some((r) => r.includes('"type":"ack"'));

  await signInAs(page, 'student');
  const volcanoes = await contentIdOf(page.request, 'volcanoes-build-islands');
  await new ArticlePage(page).goto(volcanoes);
  await expect.poll(() => sockets.length > 0 && acknowledged(sockets[0]!), { timeout: 30_000 }).toBe(true);
  const first = helloOf(sockets[0]!);
  expect(first?.key).toBeTruthy();

  // The server goes away: the page's socket is closed under it.
  await stopServer();
  await expect.poll(() => sockets[0]!.closed, { timeout: 15_000 }).toBe(true);

  // It comes back on the same database: the page reconnects on its own and is acknowledged again.
  await startServer();
  await expect.poll(() => sockets.length >= 2 && acknowledged(sockets.at(-1)!), { timeout: 45_000 }).toBe(true);
  const again = helloOf(sockets.at(-1)!);
  expect(again?.key).toBe(first?.key);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await ctx.close();
});
