import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { GENERATED_SCHEMA_FILE, generateSchemaSource } from '../db/schema-codegen.js';
import { parseEnv } from '../env.js';

/**
 * `npm run db:types`: migrates a scratch database next to DATABASE_URL (or the local PostgreSQL),
 * writes src/db/schema.generated.ts from it, and drops it again.
 */
const env = parseEnv();
const adminUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `lectern_types_${randomBytes(6).toString('hex')}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await admin(`CREATE DATABASE ${name}`);
try {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 1 });
  try {
    await migrate(database);
    writeFileSync(GENERATED_SCHEMA_FILE, await generateSchemaSource(database.db));
  } finally {
    await database.close();
  }
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
console.log(`Wrote ${GENERATED_SCHEMA_FILE}.`);
