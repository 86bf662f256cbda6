import { openDatabase } from '../db/database.js';
import { embeddedPostgresDir, startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { migrate } from '../db/migrate.js';
import { parseEnv } from '../env.js';
import { seed } from '../seed/seed.js';

/**
 * `npm run seed`: resets the database to the demo data. With EMBEDDED_DB=postgres it uses the
 * embedded PostgreSQL that a running server started, or starts it for the reset and stops it after.
 */
const env = parseEnv();
const embedded =
  !env.DATABASE_URL && env.EMBEDDED_DB === 'postgres'
    ? await startEmbeddedPostgres({ dir: embeddedPostgresDir(env.DATA_DIR), log: (line) => console.log(line) })
    : undefined;
const database = await openDatabase({ databaseUrl: env.DATABASE_URL ?? embedded?.url, dataDir: env.DATA_DIR });
try {
  await migrate(database);
  await seed(database, { demo: env.demo, reset: true });
} finally {
  await database.close();
  await embedded?.stop();
}
console.log(`Database reset and seeded${env.demo ? ' with demo accounts' : ''}.`);
