import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.js';
import type { DatabaseHandle } from './database.js';
import { GENERATED_SCHEMA_FILE, generateSchemaSource } from './schema-codegen.js';

// The generator reads PostgreSQL's catalogue, which PGlite has too: this runs on both.
describe('table types', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('schema.generated.ts is what the migrations build', async () => {
    const fresh = await generateSchemaSource(database.db);
    const committed = readFileSync(GENERATED_SCHEMA_FILE, 'utf8');
    expect(committed, 'src/db/schema.generated.ts is out of date with migrations/: run `npm run db:types`').toBe(fresh);
  });
});
