/**
 * Signing in at the bell: 34 classes × 30 students (1,020) sign in at the same moment, each class
 * from its own address (a classroom behind one router), once with a password and once with a
 * printed badge, against the compiled server with WORKERS=1 and WORKERS=2. Prints wall time,
 * students per second, each sign-in's p50/p99 and errors per method and process count.
 *
 * Runs on DATABASE_URL (a scratch database: it is reset), else on an embedded PostgreSQL of its own
 * (bench/database.ts); needs the build (`npm run build`).
 * BENCH_CLASSES, BENCH_CLASS_SIZE shrink it; BENCH_WORKERS=1,2 chooses the process counts.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seed } from '../apps/server/src/seed/seed.js';
import { hashPassword } from '../apps/server/src/auth/password.js';
import { secretHash } from '../apps/server/src/auth/tokens.js';
import { SESSION_COOKIE } from '@lectern/domain';
import { benchDatabase } from './database.js';
import { percentile, startServer } from './http.js';

const CLASSES = Number(process.env.BENCH_CLASSES ?? 34);
const CLASS_SIZE = Number(process.env.BENCH_CLASS_SIZE ?? 30);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const PASSWORD = 'bench password';
const database = await benchDatabase('sign-in');
const databaseUrl = database.url;
if (!databaseUrl) {
  console.log('\nSigning in at the bell — skipped: two server processes need PostgreSQL (set DATABASE_URL).');
  process.exit(0);
}

const handle = await openDatabase({ databaseUrl, dataDir: database.dataDir });
await migrate(handle);
await seed(handle, { demo: false, reset: true });

// One real scrypt hash for every student: each sign-in still verifies it in full.
const hash = await hashPassword(PASSWORD);
const stamp = Date.now().toString(36);
const school = await handle.db
  .insertInto('schools')
  .values({ name: `Bell School ${stamp}`, district_id: null })
  .returning('id')
  .executeTakeFirstOrThrow();
interface Student {
  username: string;
  secret: string;
  classroom: number;
}
const students: Student[] = [];
for (let c = 0; c < CLASSES; c++) {
  const rows = await handle.db
    .insertInto('users')
    .values(
      Array.from({ length: CLASS_SIZE }, (_, s) => ({
        username: `bell_${stamp}_c${c}_s${s}`,
        password_hash: hash,
        first_name: 'Student',
        last_name: `${c * CLASS_SIZE + s}`,
        role: 'student' as const,
        grade_level: 3,
        school_id: school.id,
        district_id: null,
        created_by: null,
      })),
    )
    .returning(['id', 'username'])
    .execute();
  const secrets = rows.map(() => randomBytes(32).toString('base64url'));
  await handle.db
    .insertInto('sign_in_badges')
    .values(rows.map((r, i) => ({ student_id: r.id, secret_hash: secretHash(secrets[i]!), created_by: null })))
    .execute();
  rows.forEach((r, i) => students.push({ username: r.username, secret: secrets[i]!, classroom: c }));
}
await handle.close();

type Method = 'password' | 'badge';
async function bell(address: string, method: Method) {
  const times: number[] = [];
  let errors = 0;
  const firstError: string[] = [];
  const start = performance.now();
  await Promise.all(
    students.map(async (s) => {
      const t0 = performance.now();
      try {
        const res = await fetch(`${address}${method === 'password' ? '/api/v2/session/' : '/api/v2/session/badge/'}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${s.classroom}.1` },
          body: JSON.stringify(method === 'password' ? { username: s.username, password: PASSWORD } : { secret: s.secret }),
        });
        const body = await res.text();
        const signedIn = res.ok && res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`));
        if (!signedIn) {
          errors++;
          if (firstError.length === 0) firstError.push(`${res.status} ${body.slice(0, 120)}`);
        }
      } catch (e) {
        errors++;
        if (firstError.length === 0) firstError.push(String(e));
      }
      times.push(performance.now() - t0);
    }),
  );
  const wall = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  return { wall, times, errors, firstError: firstError[0] };
}

console.log(`\nSigning in at the bell — ${students.length} students in ${CLASSES} classes, all at once, ${database.label}`);
console.log('method     processes   wall s   students/s   p50 ms   p99 ms   errors');
for (const workers of WORKER_COUNTS) {
  const server = await startServer({ workers, databaseUrl });
  try {
    for (const method of ['password', 'badge'] as const) {
      const r = await bell(server.address, method);
      console.log(
        `${method.padEnd(10)} ${String(workers).padStart(9)} ${r.wall.toFixed(1).padStart(8)} ${(students.length / r.wall).toFixed(0).padStart(12)} ${percentile(r.times, 0.5).toFixed(0).padStart(8)} ${percentile(r.times, 0.99).toFixed(0).padStart(8)} ${String(r.errors).padStart(8)}${r.firstError ? `   first error: ${r.firstError}` : ''}`,
      );
    }
  } finally {
    await server.stop();
  }
}
await database.stop();
