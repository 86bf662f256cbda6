import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** The one place that reads process.env: parsed once at start, typed everywhere after. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * The database used without DATABASE_URL: `pglite` runs inside the server process (one process
   * only); `postgres` runs PostgreSQL's own server from npm packages in DATA_DIR/postgres, started
   * and stopped by the server, which several server processes share (docs/adr/0006).
   */
  EMBEDDED_DB: z.enum(['pglite', 'postgres']).default('pglite'),
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
});

export type Env = z.infer<typeof EnvSchema> & { demo: boolean; workers: number };

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
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
