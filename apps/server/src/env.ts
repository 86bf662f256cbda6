import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { binariesEntry } from './db/embedded-postgres.js';

/** The one place that reads process.env: parsed once at start, typed everywhere after. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * The database used without DATABASE_URL: `postgres` runs PostgreSQL's own server from npm
   * packages in DATA_DIR/postgres, started and stopped by the server, durable (fsync on) and shared
   * by several server processes; `pglite` runs inside the server process (one process only, fsync
   * off). Unset: `postgres`, unless DATA_DIR already holds a PGlite database or this platform has
   * no PostgreSQL binaries (docs/adr/0006).
   */
  EMBEDDED_DB: z.enum(['pglite', 'postgres']).optional(),
  REDIS_URL: z.string().url().optional(),
  DEMO: z
    .enum(['0', '1'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  COOKIE_SECURE: z
    .enum(['0', '1'])
    .optional()
    .transform((v) => v === '1'),
  WEB_DIST: z.string().optional(),
  /**
   * Server processes sharing the port. Default: one per core when PostgreSQL (DATABASE_URL or
   * EMBEDDED_DB=postgres) and Redis are configured (everything processes must agree on lives
   * there), else one.
   */
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Lets a scraper from outside this machine's network read /metrics (as a bearer token). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Pending connections the kernel queues before the server accepts them. A class opening the
   * same page at once arrives as a burst; Node's default (511) drops part of a 1,000-student burst.
   */
  LISTEN_BACKLOG: z.coerce.number().int().min(16).max(65535).default(4096),
  /**
   * Pages a process renders at once; more wait their turn. Rendering is the costly request: left
   * unbounded, a class opening its article at once makes every cheap API call wait behind the pages.
   */
  SSR_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  /**
   * A district's own speech server for read-aloud (see docs/deploy.md); unset, speech is made on
   * this machine by eSpeak NG in SPEECH_THREADS worker threads (default: the cores, at most 4).
   */
  SPEECH_URL: z.string().url().optional(),
  SPEECH_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * A district's own machine-translation server with the LibreTranslate API (see docs/deploy.md):
   * translate mode offers its languages where an article has no version of its own in them. Only
   * the article's text is sent. Unset, translate mode offers the article's own versions only.
   */
  TRANSLATE_URL: z.string().url().optional(),
  TRANSLATE_API_KEY: z.string().min(1).max(500).optional(),
  /** How often each process writes the reading sessions its sockets reported (one multi-row upsert). */
  READING_FLUSH_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /**
   * A district's learning record store (xAPI 2.0): with it, reading events and finished quizzes are
   * queued in the database as statements and sent in batches, retried until the store takes them.
   * Unset, nothing is sent (district admins can still download statements). Basic auth with
   * XAPI_USERNAME and XAPI_PASSWORD (an LRS's key and secret).
   */
  XAPI_ENDPOINT: z.string().url().optional(),
  XAPI_USERNAME: z.string().min(1).max(500).optional(),
  XAPI_PASSWORD: z.string().min(1).max(500).optional(),
  /** Lectern's public address, which names readers' accounts and articles in xAPI statements. */
  XAPI_BASE_URL: z.string().url().default('http://localhost:3000'),
  /**
   * A district's formative-assessment tool (docs/adr/0014): Lectern posts a teacher there with a
   * short-lived signed token (API-23, API-24). Unset, every Formative button and section is hidden.
   */
  FORMATIVE_URL: z.string().url().optional(),
  /** The token's audience, as the tool expects it; default: FORMATIVE_URL's origin. */
  FORMATIVE_AUDIENCE: z.string().min(1).max(500).optional(),
  /**
   * The PEM (PKCS #8) private key Formative tokens are signed with (EC P-256 or RSA); unset, one
   * is made on first use and kept in the database for every process. Published at /.well-known/jwks.json.
   */
  FORMATIVE_PRIVATE_KEY: z.string().min(1).max(10_000).optional(),
  /**
   * An OpenAI-compatible chat-completions server (docs/adr/0012) for the teacher tools; unset, they
   * run on the offline engine, which is also their fallback when the model fails. Only the
   * article's text is sent.
   */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_MODEL: z.string().min(1).max(200).optional(),
  LLM_API_KEY: z.string().min(1).max(500).optional(),
  /** How long one model call may take before it is retried (then the offline engine answers). */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'EMBEDDED_DB'> & {
  EMBEDDED_DB: 'pglite' | 'postgres';
  /** Why the embedded database is PGlite although nobody asked for it, to say at start. */
  embeddedNote: string | null;
  demo: boolean;
  workers: number;
};

/** Whether this platform's PostgreSQL binaries package is installed (an optional dependency). */
export const hasEmbeddedPostgres = () => binariesEntry() !== null;

/**
 * Under root the embedded PostgreSQL runs as the `postgres` user, who must pass through every folder
 * above DATA_DIR: false when one of them is closed to other users (a home folder, a mkdtemp folder).
 */
export function reachableByOthers(dataDir: string) {
  if (process.getuid?.() !== 0) return true;
  for (let dir = resolve(dataDir); ; dir = dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) return false;
    if (dir === dirname(dir)) return true;
  }
}

/** The embedded database when EMBEDDED_DB is not set, and why, if it is not the default. */
function embeddedDefault(dataDir: string): { db: 'pglite' | 'postgres'; note: string | null } {
  // An install from before embedded PostgreSQL was the default keeps its data where it is.
  if (existsSync(join(dataDir, 'PG_VERSION')))
    return {
      db: 'pglite',
      note: `${dataDir} holds a PGlite database, which is kept: see docs/deploy.md to move it to the embedded PostgreSQL.`,
    };
  if (!hasEmbeddedPostgres())
    return {
      db: 'pglite',
      note: `no PostgreSQL binaries for ${process.platform}-${process.arch}: using PGlite, which does not survive a power loss without losing writes.`,
    };
  // Started as root in a folder the database's own user cannot reach, the default still starts.
  if (!reachableByOthers(dataDir))
    return {
      db: 'pglite',
      note: `${dataDir} is in a folder closed to the "postgres" user, who runs the durable embedded PostgreSQL under root: using PGlite, which can lose writes in a power loss. Set DATA_DIR to a folder that user can reach (such as /var/lib/lectern), or run Lectern as an ordinary user.`,
    };
  return { db: 'postgres', note: null };
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const chosen = parsed.data.EMBEDDED_DB
    ? { db: parsed.data.EMBEDDED_DB, note: null }
    : parsed.data.DATABASE_URL
      ? { db: 'postgres' as const, note: null }
      : embeddedDefault(parsed.data.DATA_DIR);
  const env = { ...parsed.data, EMBEDDED_DB: chosen.db, embeddedNote: chosen.note };
  // Demo accounts are seeded unless this is a production start that did not ask for them.
  const demo = env.DEMO ?? env.NODE_ENV !== 'production';
  const postgres = Boolean(env.DATABASE_URL) || env.EMBEDDED_DB === 'postgres';
  if ((env.WORKERS ?? 1) > 1 && !postgres)
    throw new Error(
      'Invalid environment:\n  WORKERS: several server processes need PostgreSQL (DATABASE_URL, or EMBEDDED_DB=postgres); embedded PGlite belongs to one process.',
    );
  const workers = env.WORKERS ?? (postgres && env.REDIS_URL ? availableParallelism() : 1);
  return { ...env, demo, workers };
}
