import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PostgreSQL: a migrated database each test file's database is copied from. */
    templateDatabase: string | null;
    /** On PGlite: a file holding a migrated database's image, each test file's starting point. */
    pgliteImage: string | null;
  }
}

/**
 * Once per run, before any test file: a migrated database that every file's own database starts
 * as a copy of (CREATE DATABASE … TEMPLATE on PostgreSQL, an image loaded into PGlite), instead
 * of each file creating a cluster and running every migration again. Each file still runs
 * `migrate`, which finds nothing left to apply, so a file run on its own behaves the same.
 */
export default async function setup(project: TestProject) {
  const url = process.env['DATABASE_URL'];
  if (url) {
    const name = `lectern_template_${randomBytes(6).toString('hex')}`;
    await admin(url, `CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const h = await openDatabase({ databaseUrl: target.toString(), dataDir: 'unused', poolSize: 1 });
    try {
      await migrate(h);
    } finally {
      await h.close();
    }
    project.provide('templateDatabase', name);
    project.provide('pgliteImage', null);
    return () => admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const h = await openDatabase({ dataDir: 'memory://' });
  const dir = mkdtempSync(join(tmpdir(), 'lectern-pglite-image-'));
  try {
    await migrate(h);
    const image = await h.dumpImage!();
    writeFileSync(join(dir, 'image.tar'), Buffer.from(await image.arrayBuffer()));
  } finally {
    await h.close();
  }
  project.provide('templateDatabase', null);
  project.provide('pgliteImage', join(dir, 'image.tar'));
  return () => rmSync(dir, { recursive: true, force: true });
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
