import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './database.js';

/**
 * A hot query whose SQL is built once. Kysely compiles a query builder to SQL on every execution;
 * for the queries every request runs (the session, the signed-in user) that is a measurable share
 * of the request. `build` is called once, with marker values in place of the arguments; later
 * calls send the same SQL with the real arguments in the markers' parameter slots.
 *
 * `build` must hand each argument to the query unchanged as a value (no arithmetic on it, no
 * `sql.lit`), so that each marker lands in a parameter slot; otherwise the first call throws.
 */
export function compiledOnce<A extends readonly unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>) {
  let template: { sql: string; slots: number[]; constants: readonly unknown[] } | undefined;
  return async (db: Db, ...args: A): Promise<R[]> => {
    if (!template) {
      const markers = args.map((_, i) => `\u0001lectern-slot-${i}\u0001`);
      const compiled = build(db, ...(markers as unknown as A)).compile();
      const slots = compiled.parameters.map((p) => (typeof p === 'string' ? markers.indexOf(p) : -1));
      markers.forEach((_, i) => {
        if (slots.filter((s) => s === i).length !== 1)
          throw new Error(`compiledOnce: argument ${i} must be used once as a query value`);
      });
      template = { sql: compiled.sql, slots, constants: compiled.parameters };
    }
    const { sql, slots, constants } = template;
    const parameters = constants.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p));
    return (await db.executeQuery<R>(CompiledQuery.raw(sql, parameters))).rows;
  };
}
