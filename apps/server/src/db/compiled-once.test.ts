import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { openTestDatabase } from '../test/test-app.js';
import { compiledOnce } from './compiled-once.js';
import type { DatabaseHandle, Db } from './database.js';

let h: DatabaseHandle;
beforeAll(async () => {
  h = await openTestDatabase();
});
afterAll(() => h.close());

describe('compiledOnce', () => {
  it('builds the SQL once and answers each call with its own arguments, as the query built anew would', async () => {
    const a = await buildUser(h.db, { username: 'co_a', first_name: 'Ada', grade_level: 4 });
    const b = await buildUser(h.db, { username: 'co_b', first_name: 'Ben', grade_level: 9 });
    let builds = 0;
    const byIdAndGrade = compiledOnce((db: Db, id: number, minGrade: number) => {
      builds++;
      return db
        .selectFrom('users')
        .select(['id', 'first_name'])
        .where('id', '=', id)
        .where('grade_level', '>=', minGrade)
        .where('role', '!=', 'parent');
    });
    expect(await byIdAndGrade(h.db, a.id, 1)).toEqual([{ id: a.id, first_name: 'Ada' }]);
    expect(await byIdAndGrade(h.db, b.id, 5)).toEqual([{ id: b.id, first_name: 'Ben' }]);
    expect(await byIdAndGrade(h.db, a.id, 5)).toEqual([]);
    expect(builds).toBe(1);
  });

  it('refuses a query that does not take each argument as a value', async () => {
    const ignoresIt = compiledOnce((db: Db, _id: number) => db.selectFrom('users').select('id').where('id', '=', 1));
    await expect(ignoresIt(h.db, 5)).rejects.toThrow(/argument 0 must be used once/);
    const inlinesIt = compiledOnce((db: Db, name: string) =>
      db
        .selectFrom('users')
        .select('id')
        .where(sql<boolean>`username = ${sql.lit(name)}`),
    );
    await expect(inlinesIt(h.db, 'x')).rejects.toThrow(/argument 0 must be used once/);
  });
});
