import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** A tool's kept draft for a level by one engine, with the hash of the text it was drafted from. */
export function findResult(db: Db, levelId: number, tool: string, engine: string) {
  return db
    .selectFrom('teacher_tool_results')
    .select(['source_hash', 'output'])
    .where('article_level_id', '=', levelId)
    .where('tool', '=', tool)
    .where('engine', '=', engine)
    .executeTakeFirst();
}

/** Keeps a draft; a draft of changed text replaces the old one. */
export async function saveResult(
  db: Db,
  row: { levelId: number; tool: string; engine: string; sourceHash: string; output: unknown },
) {
  await db
    .insertInto('teacher_tool_results')
    .values({
      article_level_id: row.levelId,
      tool: row.tool,
      engine: row.engine,
      source_hash: row.sourceHash,
      output: JSON.stringify(row.output),
    })
    .onConflict((oc) =>
      oc.columns(['article_level_id', 'tool', 'engine']).doUpdateSet({
        source_hash: (eb) => eb.ref('excluded.source_hash'),
        output: (eb) => eb.ref('excluded.output'),
        created_at: sql<Date>`now()`,
      }),
    )
    .execute();
}
