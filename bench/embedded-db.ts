/**
 * The embedded database, measured: PGlite (inside the server's Node process, in DATA_DIR) beside
 * embedded PostgreSQL (PostgreSQL's own server from npm packages, as its own processes, in a data
 * folder of its own) on the same benchmarks. Prints one Markdown table.
 *
 * Every measurement runs in a child process of this script (`bench/embedded-db.ts <role> …`), so
 * each start is a new process and each memory figure is that process's own.
 *
 * - start: first start on an empty folder (create, migrate, seed the corpus with the app's own
 *   migrate() and seed(), as a production start without demo accounts) and warm starts on the
 *   same folder (RUNS of them, median), each to ready; then the stop.
 * - writes: CALLERS concurrent callers, each a loop of transactions through Kysely that insert a
 *   quiz attempt and its 4 answers (rows like student_quiz_answers), for BENCH_SECONDS. For
 *   PostgreSQL also from two Node processes at once (half the callers each), which PGlite cannot.
 * - reads: the same callers on a read-heavy mix: 45% a page of 20 articles, 45% one student's
 *   answers, 10% the write transaction above.
 * - memory: the Node process's RSS once ready and during the writes; for PostgreSQL also its
 *   processes' proportional set size (PSS, so shared buffers count once) during the writes.
 * - CPU: CPU time of the Node process(es) and of the database's processes over the writes, as
 *   cores used on average.
 * - kill -9: a child writes in transactions from 8 callers and prints each id once its commit is
 *   acknowledged; it is killed with SIGKILL mid-stream (for PostgreSQL every database process is
 *   killed at the same instant too), the database is opened again (crash recovery) and every
 *   acknowledged id must be there. This shows what survives a crash of the processes; a power loss
 *   cannot be simulated here, so the fsync settings each one runs with are shown beside it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Generated, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.js';
import { embeddedPostgresDir, startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import type { Database } from '../apps/server/src/db/schema.js';
import { seed } from '../apps/server/src/seed/seed.js';
import { percentile } from './http.js';

type Kind = 'pglite' | 'postgres';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CALLERS = Number(process.env['CALLERS'] ?? 50);
const RUNS = Number(process.env['RUNS'] ?? 3);
const DURABLE_CALLERS = 8;
const KILL_AFTER_ACKS = 3000;
const SELF = fileURLToPath(import.meta.url);
const root = new URL('../', import.meta.url).pathname;

type BenchTables = {
  bench_attempts: { id: Generated<number>; student_id: number; date_created: Generated<Date> };
  bench_answers: {
    attempt_id: number;
    question: number;
    student_id: number;
    value: number;
    correct_answer: number;
    is_correct: boolean;
    date_answered: Date;
  };
  bench_durable: { id: number; written_at: Generated<Date> };
};
type BenchDb = Kysely<Database & BenchTables>;

const BENCH_SCHEMA = `
  CREATE TABLE IF NOT EXISTS bench_attempts (id serial PRIMARY KEY, student_id integer NOT NULL, date_created timestamptz NOT NULL DEFAULT now());
  CREATE TABLE IF NOT EXISTS bench_answers (
    attempt_id integer NOT NULL REFERENCES bench_attempts (id),
    question integer NOT NULL,
    student_id integer NOT NULL,
    value integer NOT NULL,
    correct_answer integer NOT NULL,
    is_correct boolean NOT NULL,
    date_answered timestamptz NOT NULL,
    PRIMARY KEY (attempt_id, question)
  );
  CREATE INDEX IF NOT EXISTS bench_answers_student ON bench_answers (student_id);
  CREATE TABLE IF NOT EXISTS bench_durable (id integer PRIMARY KEY, written_at timestamptz NOT NULL DEFAULT now());
`;

const rssMb = (pid: number) => Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const pssMb = (pid: number) => {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0; // ended meanwhile
  }
};
/** The database server's processes: the postmaster and its children. */
function clusterOf(postmaster: number) {
  try {
    const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    return [postmaster, ...children.map(Number)];
  } catch {
    return [postmaster]; // pgrep exits 1 when there are none
  }
}
const statFields = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ').map(Number);
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
/** CPU time of the server's processes, including the ended backends the postmaster has reaped. */
function postgresCpuMs(postmaster: number) {
  let ticks = 0;
  for (const pid of clusterOf(postmaster)) {
    try {
      const f = statFields(pid);
      ticks += f[11]! + f[12]! + (pid === postmaster ? f[13]! + f[14]! : 0);
    } catch {
      // ended meanwhile: its time is in the postmaster's reaped-children total
    }
  }
  return ticks * TICK_MS;
}
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );

/** Opens the database a child works on: PGlite in its folder, or the running embedded PostgreSQL by URL. */
async function open(kind: Kind, target: string, poolSize?: number): Promise<DatabaseHandle> {
  return kind === 'pglite'
    ? openDatabase({ dataDir: target })
    : openDatabase({ databaseUrl: target, dataDir: 'unused', ...(poolSize ? { poolSize } : {}) });
}

async function settings(handle: DatabaseHandle) {
  const r = await sql<{
    fsync: string;
    synchronous_commit: string;
    full_page_writes: string;
  }>`SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS synchronous_commit, current_setting('full_page_writes') AS full_page_writes`.execute(
    handle.db,
  );
  return r.rows[0]!;
}

// ---------------------------------------------------------------- child roles

async function writeOnce(db: BenchDb, student: number) {
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('bench_attempts')
      .values({ student_id: student })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = new Date();
    await trx
      .insertInto('bench_answers')
      .values(
        [0, 1, 2, 3].map((q) => ({
          attempt_id: id,
          question: q,
          student_id: student,
          value: (student + q) % 4,
          correct_answer: q % 4,
          is_correct: (student + q) % 4 === q % 4,
          date_answered: now,
        })),
      )
      .execute();
  });
}

/** One caller's loop of the chosen work until the deadline; latencies in ms. */
async function caller(db: BenchDb, mode: 'write' | 'read', deadline: number, latencies: number[], counts: { rows: number }) {
  while (Date.now() < deadline) {
    const student = Math.floor(Math.random() * 1000);
    const roll = mode === 'write' ? 1 : Math.random();
    const t0 = performance.now();
    if (roll < 0.45) {
      const page = await db
        .selectFrom('contents')
        .select(['id', 'slug', 'title', 'teaser', 'subject', 'published_at'])
        .orderBy('published_at', 'desc')
        .limit(20)
        .offset(Math.floor(Math.random() * 5) * 20)
        .execute();
      counts.rows += page.length;
    } else if (roll < 0.9) {
      const answers = await db.selectFrom('bench_answers').selectAll().where('student_id', '=', student).limit(50).execute();
      counts.rows += answers.length;
    } else {
      await writeOnce(db, student);
      counts.rows += 5;
    }
    latencies.push(performance.now() - t0);
  }
}

async function childStart(kind: Kind, dataDir: string) {
  const t0 = performance.now();
  const embedded =
    kind === 'postgres' ? await startEmbeddedPostgres({ dir: embeddedPostgresDir(dataDir), maxConnections: 100 }) : undefined;
  const handle = await open(kind, embedded?.url ?? dataDir);
  const opened = performance.now();
  await migrate(handle);
  await seed(handle, { demo: false });
  const readyMs = performance.now() - t0;
  const rss = process.memoryUsage().rss / 2 ** 20;
  const t1 = performance.now();
  await handle.close();
  await embedded?.stop();
  const stopMs = performance.now() - t1;
  return { readyMs, openMs: opened - t0, initMs: embedded?.initMs ?? 0, stopMs, rss };
}

async function childLoad(kind: Kind, target: string, mode: 'write' | 'read', callers: number) {
  const handle = await open(kind, target);
  const db = handle.db.withTables<BenchTables>();
  await handle.exec(BENCH_SCHEMA);
  if (mode === 'write') await writeOnce(db, 0); // warm the statement path
  // Starts together with its siblings: the parent says go on stdin.
  process.stdout.write('ready\n');
  await new Promise((r) => process.stdin.once('data', r));
  const cpu0 = process.cpuUsage();
  const latencies: number[] = [];
  const counts = { rows: 0 };
  const started = performance.now();
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: callers }, () => caller(db, mode, deadline, latencies, counts)));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  await handle.close();
  latencies.sort((a, b) => a - b);
  return {
    ops: latencies.length,
    rows: counts.rows,
    seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

async function childDurable(kind: Kind, target: string) {
  const handle = await open(kind, target);
  const db = handle.db.withTables<BenchTables>();
  await handle.exec(BENCH_SCHEMA);
  let next = 1;
  const loop = async () => {
    for (;;) {
      const id = next++;
      await db.transaction().execute((trx) => trx.insertInto('bench_durable').values({ id }).execute());
      // A pipe write is synchronous on Linux: once this returns, the parent has the acknowledgement.
      process.stdout.write(`${id}\n`);
    }
  };
  await Promise.all(Array.from({ length: DURABLE_CALLERS }, loop));
}

// ---------------------------------------------------------------- the parent

function child(args: string[]) {
  const proc = spawn(process.execPath, ['--import', 'tsx', SELF, ...args], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let out = '';
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const done = new Promise<string>((resolve, reject) =>
    proc.once('exit', (code, signal) =>
      code === 0 ? resolve(out) : reject(new Error(`child ${args[0]} ended (${signal ?? code})`)),
    ),
  );
  const line = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => (out.includes(`${text}\n`) ? (proc.stdout.off('data', check), resolve()) : undefined);
      proc.stdout.on('data', check);
      check();
    });
  return { proc, done, line, output: () => out };
}
const lastJson = <T>(out: string): T => JSON.parse(out.trim().split('\n').at(-1)!) as T;

function freshDir(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `lectern-embedded-bench-${name}-`));
  chmodSync(dir, 0o755); // under root, embedded PostgreSQL runs as the postgres user, who must reach it
  return dir;
}

type StartResult = Awaited<ReturnType<typeof childStart>>;
type LoadResult = Awaited<ReturnType<typeof childLoad>>;
type LoadMeasure = Awaited<ReturnType<typeof measureLoad>>;

async function measureStarts(kind: Kind, dataDir: string) {
  const cold = lastJson<StartResult>(await child(['start', kind, dataDir]).done);
  const warm: StartResult[] = [];
  for (let i = 0; i < RUNS; i++) warm.push(lastJson<StartResult>(await child(['start', kind, dataDir]).done));
  return { cold, warm };
}

/** Runs `loads` children at once; samples memory at 80% of the run. */
async function measureLoad(kind: Kind, target: string, mode: 'write' | 'read', loads: number, postmaster?: number) {
  const children = Array.from({ length: loads }, () => child(['load', kind, target, mode, String(CALLERS / loads)]));
  await Promise.all(children.map((c) => c.line('ready')));
  const pgCpu0 = postmaster ? postgresCpuMs(postmaster) : 0;
  const started = performance.now();
  for (const c of children) c.proc.stdin.write('go\n');
  let memory = { nodeRss: 0, postgresPss: 0 };
  const sample = setTimeout(() => {
    memory = {
      nodeRss: children.reduce((s, c) => s + rssMb(c.proc.pid!), 0),
      postgresPss: postmaster ? clusterOf(postmaster).reduce((s, pid) => s + pssMb(pid), 0) : 0,
    };
  }, SECONDS * 800);
  const results = await Promise.all(children.map(async (c) => lastJson<LoadResult>(await c.done)));
  clearTimeout(sample);
  await new Promise((r) => setTimeout(r, 300)); // the postmaster reaps the ended backends
  const wallS = (performance.now() - started) / 1000;
  const pgCpuMs = postmaster ? postgresCpuMs(postmaster) - pgCpu0 : 0;
  const seconds = Math.max(...results.map((r) => r.seconds));
  return {
    opsPerS: results.reduce((s, r) => s + r.ops, 0) / seconds,
    rowsPerS: results.reduce((s, r) => s + r.rows, 0) / seconds,
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    cores: (results.reduce((s, r) => s + r.cpuMs, 0) + pgCpuMs) / 1000 / wallS,
    ...memory,
  };
}

/** Starts the durable writer, kills it (and `alsoKill`) with SIGKILL mid-stream; the acknowledged ids. */
async function killMidStream(kind: Kind, target: string, alsoKill: () => number[]) {
  const writer = child(['durable', kind, target]);
  writer.done.catch(() => {}); // it is killed
  const deadline = Date.now() + 30_000;
  while (writer.output().split('\n').length <= KILL_AFTER_ACKS && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 5));
  const victims = [writer.proc.pid!, ...alsoKill()];
  for (const pid of victims) process.kill(pid, 'SIGKILL');
  await new Promise((r) => writer.proc.once('exit', r));
  const acked = writer
    .output()
    .split('\n')
    .filter((l) => /^\d+$/.test(l))
    .map(Number);
  return new Set(acked);
}

async function found(handle: DatabaseHandle) {
  const rows = await handle.db.withTables<BenchTables>().selectFrom('bench_durable').select('id').execute();
  return new Set(rows.map((r) => r.id));
}
const compare = (acked: Set<number>, present: Set<number>) => ({
  acked: acked.size,
  missing: [...acked].filter((id) => !present.has(id)).length,
  unacknowledgedPresent: [...present].filter((id) => !acked.has(id)).length,
});

async function benchPglite() {
  const dataDir = freshDir('pglite');
  const starts = await measureStarts('pglite', dataDir);
  const writes = await measureLoad('pglite', dataDir, 'write', 1);
  const reads = await measureLoad('pglite', dataDir, 'read', 1);
  const acked = await killMidStream('pglite', dataDir, () => []);
  const t0 = performance.now();
  const handle = await openDatabase({ dataDir });
  const reopenMs = performance.now() - t0;
  const durability = { ...compare(acked, await found(handle)), reopenMs, ...(await settings(handle)) };
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { starts, writes, writes2: undefined as LoadMeasure | undefined, reads, durability };
}

async function benchPostgres() {
  const dataDir = freshDir('postgres');
  const starts = await measureStarts('postgres', dataDir);
  const server = await startEmbeddedPostgres({ dir: embeddedPostgresDir(dataDir), maxConnections: 100 });
  let durability;
  let writes: LoadMeasure, writes2: LoadMeasure | undefined, reads: LoadMeasure;
  try {
    writes = await measureLoad('postgres', server.url, 'write', 1, server.pid);
    writes2 = await measureLoad('postgres', server.url, 'write', 2, server.pid);
    reads = await measureLoad('postgres', server.url, 'read', 1, server.pid);
    // The writer and every database process die at the same instant.
    const acked = await killMidStream('postgres', server.url, () => clusterOf(server.pid));
    await server.stop(); // already gone: returns once its exit is seen
    const t0 = performance.now();
    const again = await startEmbeddedPostgres({ dir: embeddedPostgresDir(dataDir) });
    const handle = await openDatabase({ databaseUrl: again.url, dataDir: 'unused' });
    const reopenMs = performance.now() - t0;
    durability = { ...compare(acked, await found(handle)), reopenMs, ...(await settings(handle)) };
    await handle.close();
    await again.stop();
  } finally {
    await server.stop();
  }
  rmSync(dataDir, { recursive: true, force: true });
  return { starts, writes, writes2, reads, durability };
}

type Report = Awaited<ReturnType<typeof benchPglite>>;

function table(results: Record<Kind, Report>) {
  const f0 = (n: number) => Math.round(n).toLocaleString('en-US');
  const cell = (r: Report, what: (r: Report) => string) => what(r);
  const rows: [string, (r: Report) => string][] = [
    [
      'first start, empty folder (create + migrate + seed corpus)',
      (r) => `${f0(r.starts.cold.readyMs)} ms${r.starts.cold.initMs ? ` (initdb ${f0(r.starts.cold.initMs)} ms)` : ''}`,
    ],
    [
      `warm start to ready (median of ${RUNS})`,
      (r) =>
        `${f0(median(r.starts.warm.map((w) => w.readyMs)))} ms (database open ${f0(median(r.starts.warm.map((w) => w.openMs)))} ms)`,
    ],
    ['stop', (r) => `${f0(median(r.starts.warm.map((w) => w.stopMs)))} ms`],
    [
      `writes: ${CALLERS} callers, 1 Node process (attempt + 4 answers per transaction)`,
      (r) =>
        `${f0(r.writes.rowsPerS)} rows/s (${f0(r.writes.opsPerS)} tx/s), p50 ${r.writes.p50.toFixed(1)} ms, p99 ${r.writes.p99.toFixed(1)} ms`,
    ],
    [
      `writes: ${CALLERS} callers over 2 Node processes`,
      (r) =>
        r.writes2
          ? `${f0(r.writes2.rowsPerS)} rows/s (${f0(r.writes2.opsPerS)} tx/s), p50 ${r.writes2.p50.toFixed(1)} ms, p99 ${r.writes2.p99.toFixed(1)} ms`
          : 'not possible (one process owns the folder)',
    ],
    [
      'CPU cores used during writes (1 process / 2 processes)',
      (r) => `${r.writes.cores.toFixed(2)}${r.writes2 ? ` / ${r.writes2.cores.toFixed(2)}` : ''}`,
    ],
    [
      `read mix: ${CALLERS} callers (45% article page, 45% a student's answers, 10% write)`,
      (r) => `${f0(r.reads.opsPerS)} ops/s, p50 ${r.reads.p50.toFixed(1)} ms, p99 ${r.reads.p99.toFixed(1)} ms`,
    ],
    [
      'memory: Node RSS when ready / during writes',
      (r) => `${f0(median(r.starts.warm.map((w) => w.rss)))} MB / ${f0(r.writes.nodeRss)} MB`,
    ],
    [
      'memory: database processes (PSS) during writes',
      (r) => (r.writes.postgresPss ? `${f0(r.writes.postgresPss)} MB` : '— (inside Node)'),
    ],
    [
      'kill -9 mid-stream: acknowledged / missing after reopen',
      (r) =>
        `${f0(r.durability.acked)} / ${r.durability.missing} (and ${r.durability.unacknowledgedPresent} committed unacknowledged)`,
    ],
    ['reopen after kill -9 (crash recovery) to ready', (r) => `${f0(r.durability.reopenMs)} ms`],
    [
      'fsync / synchronous_commit / full_page_writes',
      (r) => `${r.durability.fsync} / ${r.durability.synchronous_commit} / ${r.durability.full_page_writes}`,
    ],
  ];
  const lines = ['| measure | PGlite | embedded PostgreSQL |', '| --- | --- | --- |'];
  for (const [name, what] of rows) lines.push(`| ${name} | ${cell(results.pglite, what)} | ${cell(results.postgres, what)} |`);
  return lines.join('\n');
}

const [role, kind, target, mode, callers] = process.argv.slice(2) as [string?, Kind?, string?, ('write' | 'read')?, string?];
if (role === 'start') console.log(JSON.stringify(await childStart(kind!, target!)));
else if (role === 'load') {
  console.log(JSON.stringify(await childLoad(kind!, target!, mode!, Number(callers))));
  process.stdin.destroy();
} else if (role === 'durable') await childDurable(kind!, target!);
else {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `Embedded database bench — ${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${SECONDS}s per load, ${CALLERS} callers; load average at start ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  const pglite = await benchPglite();
  const postgres = await benchPostgres();
  console.log(`\n${table({ pglite, postgres })}\n`);
  console.log(`load average at end ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  // A failed kill -9 check fails the run.
  if (pglite.durability.missing > 0 || postgres.durability.missing > 0) process.exitCode = 1;
}
