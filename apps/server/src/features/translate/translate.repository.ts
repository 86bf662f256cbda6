import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** A level's kept machine translation into one language, with the hash of the text it translated. */
export function findTranslation(db: Db, levelId: number, language: string) {
  return db
    .selectFrom('level_translations')
    .select(['source_hash', 'blocks'])
    .where('article_level_id', '=', levelId)
    .where('language', '=', language)
    .executeTakeFirst();
}

/** Keeps a level's translation; a newer translation of changed text replaces the old one. */
export async function saveTranslation(db: Db, row: { levelId: number; language: string; sourceHash: string; blocks: string[] }) {
  await db
    .insertInto('level_translations')
    .values({
      article_level_id: row.levelId,
      language: row.language,
      source_hash: row.sourceHash,
      blocks: JSON.stringify(row.blocks),
    })
    .onConflict((oc) =>
      oc.columns(['article_level_id', 'language']).doUpdateSet({
        source_hash: (eb) => eb.ref('excluded.source_hash'),
        blocks: (eb) => eb.ref('excluded.blocks'),
        created_at: sql<Date>`now()`,
      }),
    )
    .execute();
}
