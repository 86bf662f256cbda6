/**
 * The database a benchmark runs on: PostgreSQL in both cases. With DATABASE_URL, that database (a
 * scratch one: the benchmarks reset it); without, the server's own default, an embedded PostgreSQL
 * started in a temporary folder for this run and stopped after it. BENCH_DB=pglite measures the
 * in-process PGlite instead (the fallback on machines without the PostgreSQL binaries).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binariesEntry, startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.js';

export interface BenchDatabase {
  /** A connection string, or undefined for PGlite in `dataDir`. */
  url: string | undefined;
  /** A scratch folder for the server's DATA_DIR (and PGlite's files). */
  dataDir: string;
  /** What the results were measured on, for the printed heading. */
  label: string;
  stop(): Promise<void>;
}

export async function benchDatabase(name: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `lectern-${name}-`));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, dataDir, label: 'PostgreSQL', stop: removeDir };
  if (process.env.BENCH_DB === 'pglite' || binariesEntry() === null)
    return { url: undefined, dataDir, label: 'embedded PGlite', stop: removeDir };
  // Run as root, the database runs as the `postgres` user, who must be able to reach the folder.
  chmodSync(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres({ dir: join(dataDir, 'postgres'), maxConnections: 200 });
  return {
    url: embedded.url,
    dataDir,
    label: 'embedded PostgreSQL (the default install)',
    stop: async () => {
      await embedded.stop();
      await removeDir();
    },
  };
}

/** A user row for the benches' set-ups: written straight to the database with one shared hash. */
export function benchAccount(
  hash: string,
  username: string,
  role: 'teacher' | 'student',
  i: number,
  schoolId: number | null = null,
) {
  return {
    username,
    password_hash: hash,
    first_name: role === 'teacher' ? 'Teacher' : 'Student',
    last_name: `${i}`,
    role,
    grade_level: role === 'student' ? 7 : null,
    school_id: schoolId,
    district_id: null,
    is_authorized: true,
    created_by: null,
  };
}
