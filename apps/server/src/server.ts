import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { parseEnv } from './env.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo.js';
import { seed } from './seed/seed.js';

const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrate(database);
const seeded = await seed(database, { demo: env.demo });
const app = await buildApp({ env, database, web: true });
app.addHook('onClose', () => database.close());

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
});

await app.listen({ port: env.PORT, host: env.HOST, backlog: env.LISTEN_BACKLOG });
const where = env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${env.DATA_DIR}`;
const lines = ['', `Lectern is running at http://localhost:${env.PORT} (database: ${where}${seeded ? ', freshly seeded' : ''})`];
if (env.demo) {
  lines.push(`Demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const [name, what] of DEMO_ACCOUNTS) lines.push(`  ${name.padEnd(16)} ${what}`);
}
console.log(lines.join('\n') + '\n');
