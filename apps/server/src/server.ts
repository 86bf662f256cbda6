import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { parseEnv, type Env } from './env.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo.js';
import { seed } from './seed/seed.js';

/**
 * Boots Lectern. One process by default; with WORKERS=N the first process prepares the database
 * (migrations and the first seed, once) and starts N server processes that share the port, each
 * stateless: sessions, rate limits and anything processes must agree on live in PostgreSQL or Redis.
 */
const env = parseEnv();

/** Migrations and, on an empty database, the seed: once, whatever the number of processes. */
async function prepareDatabase(env: Env) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await migrate(database);
    return await seed(database, { demo: env.demo });
  } finally {
    await database.close();
  }
}

function announce(env: Env, seeded: boolean) {
  const where = env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${env.DATA_DIR}`;
  const processes = env.workers > 1 ? `, ${env.workers} server processes` : '';
  const lines = [
    '',
    `Lectern is running at http://localhost:${env.PORT} (database: ${where}${seeded ? ', freshly seeded' : ''}${processes})`,
  ];
  if (env.demo) {
    lines.push(`Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const [name, what] of DEMO_ACCOUNTS) lines.push(`  ${name.padEnd(16)} ${what}`);
  }
  console.log(lines.join('\n') + '\n');
}

/** One server process: serves until told to stop, then finishes in-flight requests and closes its pools. */
async function serve(prepare: boolean) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const seeded = prepare ? (await migrate(database), await seed(database, { demo: env.demo })) : false;
  const app = await buildApp({ env, database, web: true });
  app.addHook('onClose', () => database.close());
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
  });
  await app.listen({ port: env.PORT, host: env.HOST, backlog: env.LISTEN_BACKLOG });
  return seeded;
}

/** The first process of several: prepares the database, then keeps N workers running until stopped. */
async function supervise() {
  const seeded = await prepareDatabase(env);
  let stopping = false;
  let exitCode = 0;
  let listening = 0;
  const served = new Set<number>();
  const start = () => cluster.fork();
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    // Each worker stops accepting, finishes what it is serving and closes its pools.
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  cluster.on('listening', (worker) => {
    served.add(worker.id);
    if (++listening === env.workers) announce(env, seeded);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    // One that never served could not start (a setting, a missing build): starting it again
    // would fail the same way, so everything stops and says why above.
    if (!served.has(worker.id)) {
      console.error(`A server process could not start (${signal ?? code}); stopping.`);
      stopAll(1);
      return;
    }
    console.error(`Server process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
    setTimeout(start, 1000);
  });
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => stopAll(0));
  for (let i = 0; i < env.workers; i++) start();
}

if (env.workers > 1 && cluster.isPrimary) await supervise();
else if (cluster.isWorker) await serve(false);
else announce(env, await serve(true));
