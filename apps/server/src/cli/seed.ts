import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { parseEnv } from '../env.js';
import { seed } from '../seed/seed.js';

/** `npm run seed`: resets the database to the demo data. */
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrate(database);
await seed(database, { demo: env.demo, reset: true });
await database.close();
console.log(`Database reset and seeded${env.demo ? ' with demo accounts' : ''}.`);
