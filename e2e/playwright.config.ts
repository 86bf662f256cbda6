import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Chromium's headless shell (Debian's chromium-headless-shell, the same engine without the
// browser's windowing layers) draws the same pages for half the CPU of the full browser run
// headless; the journeys run on it where it is installed (CI installs it), else on the browser.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
// A fresh embedded database per run, or E2E_DATABASE_URL for PostgreSQL.
const dataDir = mkdtempSync(join(tmpdir(), 'lectern-e2e-'));
// The embedded PostgreSQL runs as the `postgres` user under root, who must reach the folder.
chmodSync(dataDir, 0o755);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  // One folder per run: shards side by side would otherwise share a worker's artifacts folder
  // (both are worker 0) and one would delete the other's traces as it ends.
  outputDir: `../test-results/${port}`,
  use: {
    baseURL: `http://localhost:${port}`,
    // In CI, recorded on the retry of a failed test only: recording every test (and discarding the
    // recording when it passes) costs CPU the two shards share. Locally (no retries), kept on failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The compiled server, as production runs it (`npm run build` makes it); E2E_SERVER_CMD runs
    // another (the sources under tsx, say, beside a web build of its own in WEB_DIST).
    command: process.env.E2E_SERVER_CMD ?? 'node apps/server/dist/bundle/server.js',
    cwd: '..',
    url: `http://localhost:${port}/api/health/`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM lets the server stop the embedded PostgreSQL it started (a kill would leave it running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Journeys sign the same demo teacher in dozens of times a minute; the limit itself is tested in the server suite.
      SIGNIN_RATE_LIMIT: '1000',
      DEMO: '1',
      // The Formative integration point posts to a page the Formative journey serves on this port.
      FORMATIVE_URL: `http://127.0.0.1:${process.env.E2E_FORMATIVE_PORT ?? 3701}/formative/launch`,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      // A web build of its own (for instance while several changes are checked side by side).
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
