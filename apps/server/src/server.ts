import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { DEFAULT_POOL_SIZE, openDatabase } from './db/database.js';
import { embeddedPostgresDir, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres.js';
import { migrate } from './db/migrate.js';
import { parseEnv, type Env } from './env.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo.js';
import { seed } from './seed/seed.js';

/**
 * Boots Lectern. One process by default; with WORKERS=N the first process prepares the database
 * (migrations and the first seed, once) and starts N server processes that share the port, each
 * stateless: sessions, rate limits and anything processes must agree on live in PostgreSQL or Redis.
 *
 * With EMBEDDED_DB=postgres and no DATABASE_URL, the first process starts the embedded PostgreSQL
 * before anything else (or finds it running), gives its address to the server processes as their
 * DATABASE_URL, and stops it after they have all stopped.
 */
const env = parseEnv();

/** The embedded PostgreSQL this process started, if any. */
let embedded: EmbeddedPostgres | undefined;
/** What to do when the embedded database ends under the server: each way of running sets its own. */
let databaseLost: (how: string) => void = (how) => {
  console.error(`The embedded database stopped (${how}); stopping.`);
  process.exit(1);
};

/** The environment the server runs with: with EMBEDDED_DB=postgres, DATABASE_URL is the embedded server's. */
async function startEmbedded(env: Env): Promise<Env> {
  if (env.DATABASE_URL || env.EMBEDDED_DB !== 'postgres') return env;
  embedded = await startEmbeddedPostgres({
    dir: embeddedPostgresDir(env.DATA_DIR),
    // Every server process's pool, the preparing process's, and room for `npm run seed` or psql.
    maxConnections: Math.max(100, env.workers * DEFAULT_POOL_SIZE + 20),
    log: (line) => console.log(line),
    onUnexpectedExit: (how) => databaseLost(how),
  });
  return { ...env, DATABASE_URL: embedded.url };
}

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
  const where = embedded
    ? `embedded PostgreSQL in ${embedded.dir}`
    : env.DATABASE_URL
      ? 'PostgreSQL'
      : `embedded PGlite in ${env.DATA_DIR}`;
  const processes = env.workers > 1 ? `, ${env.workers} server processes` : '';
  const lines = [
    '',
    `Lectern is running at http://localhost:${env.PORT} (database: ${where}${seeded ? ', freshly seeded' : ''}${processes})`,
  ];
  if (env.embeddedNote && !embedded && !env.DATABASE_URL) lines.push(`Note: ${env.embeddedNote}`);
  if (env.demo) {
    lines.push(`Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const [name, what] of DEMO_ACCOUNTS) lines.push(`  ${name.padEnd(16)} ${what}`);
  }
  console.log(lines.join('\n') + '\n');
}

/**
 * One server process: serves until told to stop, then finishes in-flight requests, closes its pools
 * and, when it started the embedded database, stops that last.
 */
async function serve(env: Env, prepare: boolean) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const seeded = prepare ? (await migrate(database), await seed(database, { demo: env.demo })) : false;
  const app = await buildApp({ env, database, web: true });
  app.addHook('onClose', () => database.close());
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
    await embedded?.stop();
  });
  databaseLost = (how) => {
    app.log.error(`The embedded database stopped (${how}); stopping.`);
    void app.close().finally(() => process.exit(1));
  };
  await app.listen({ port: env.PORT, host: env.HOST, backlog: env.LISTEN_BACKLOG });
  return seeded;
}

/** The first process of several: prepares the database, then keeps N workers running until stopped. */
async function supervise(env: Env) {
  // Each worker accepts its own connections from the shared socket. Node's default on Linux has
  // this process accept every connection and hand it to a worker in turn, which queues a burst
  // (a whole school signing on at the bell) behind one event loop: in the 1,020-student burst the
  // first request's p99 fell from 9–15 s to 3 s (bench/README.md). NODE_CLUSTER_SCHED_POLICY=rr
  // brings the default back.
  if (!process.env['NODE_CLUSTER_SCHED_POLICY']) cluster.schedulingPolicy = cluster.SCHED_NONE;
  const seeded = await prepareDatabase(env);
  let stopping = false;
  let exitCode = 0;
  let listening = 0;
  const served = new Set<number>();
  const start = () => cluster.fork(embedded ? { DATABASE_URL: embedded.url } : {});
  // The embedded database stops after the last server process has closed its pool.
  const finish = (code: number) => void (embedded?.stop() ?? Promise.resolve()).finally(() => process.exit(code));
  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    // Each worker stops accepting, finishes what it is serving and closes its pools.
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) finish(exitCode);
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  cluster.on('listening', (worker) => {
    served.add(worker.id);
    if (++listening === env.workers) announce(env, seeded);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) finish(exitCode);
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
  databaseLost = (how) => {
    console.error(`The embedded database stopped (${how}); stopping.`);
    stopAll(1);
  };
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => stopAll(0));
  for (let i = 0; i < env.workers; i++) start();
}

if (cluster.isWorker) await serve(env, false);
else {
  const ready = await startEmbedded(env);
  if (ready.workers > 1) await supervise(ready);
  else announce(ready, await serve(ready, true));
}
