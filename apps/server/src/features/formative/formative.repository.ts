/** SQL of the Formative integration point: signing keys, terms acceptances, the organizer table. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface StoredKey {
  kid: string;
  alg: string;
  private_jwk: unknown;
  public_jwk: unknown;
}

/** The oldest stored signing key: every process picks the same one. */
export async function firstKey(db: Db): Promise<StoredKey | undefined> {
  return db
    .selectFrom('formative_signing_keys')
    .select(['kid', 'alg', 'private_jwk', 'public_jwk'])
    .orderBy('created_at')
    .orderBy('kid')
    .limit(1)
    .executeTakeFirst();
}

/** Stores a key unless one is already there (two processes starting at once keep the first). */
export async function insertKeyIfNone(db: Db, key: StoredKey) {
  await sql`
    INSERT INTO formative_signing_keys (kid, alg, private_jwk, public_jwk)
    SELECT ${key.kid}, ${key.alg}, ${JSON.stringify(key.private_jwk)}::jsonb, ${JSON.stringify(key.public_jwk)}::jsonb
    WHERE NOT EXISTS (SELECT 1 FROM formative_signing_keys)
    ON CONFLICT DO NOTHING`.execute(db);
}

export async function acceptance(db: Db, userId: number, slug: string) {
  return db
    .selectFrom('terms_acceptances')
    .select(['slug', 'version', 'accepted_at'])
    .where('user_id', '=', userId)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** Records an acceptance; accepting the same or an older version again keeps the newest. */
export async function upsertAcceptance(db: Db, userId: number, slug: string, version: number) {
  return db
    .insertInto('terms_acceptances')
    .values({ user_id: userId, slug, version })
    .onConflict((oc) =>
      oc.columns(['user_id', 'slug']).doUpdateSet({
        version: sql`GREATEST(terms_acceptances.version, excluded.version)`,
        accepted_at: sql`CASE WHEN excluded.version > terms_acceptances.version THEN now() ELSE terms_acceptances.accepted_at END`,
      }),
    )
    .returning(['slug', 'version', 'accepted_at'])
    .executeTakeFirstOrThrow();
}

export interface OrganizerInsert {
  slug: string;
  title: string;
  clone_link: string;
  png_url: string;
  pdf_url: string;
  grade_band: string;
  reading_skill: string;
  status: string;
  position: number;
}

/** Brings the table in line with the content file: new rows in, changed rows updated. */
export async function upsertOrganizers(db: Db, rows: readonly OrganizerInsert[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('graphic_organizers')
    .values([...rows])
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet({
        title: (eb) => eb.ref('excluded.title'),
        clone_link: (eb) => eb.ref('excluded.clone_link'),
        png_url: (eb) => eb.ref('excluded.png_url'),
        pdf_url: (eb) => eb.ref('excluded.pdf_url'),
        grade_band: (eb) => eb.ref('excluded.grade_band'),
        reading_skill: (eb) => eb.ref('excluded.reading_skill'),
        status: (eb) => eb.ref('excluded.status'),
        position: (eb) => eb.ref('excluded.position'),
      }),
    )
    .execute();
}

export async function publishedOrganizers(db: Db, skill: string | undefined) {
  let q = db
    .selectFrom('graphic_organizers')
    .select(['id', 'slug', 'title', 'clone_link', 'png_url', 'pdf_url', 'grade_band', 'reading_skill'])
    .where('status', '=', 'published');
  if (skill) q = q.where('reading_skill', '=', skill);
  return q.orderBy('position').orderBy('id').execute();
}

/** The reading skills a level's quiz assesses, in question order (each once). */
export async function quizSkillsOfLevel(db: Db, contentId: number, levelId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('quiz_questions')
    .innerJoin('activities', 'activities.id', 'quiz_questions.activity_id')
    .select(['quiz_questions.reading_skill', 'quiz_questions.position'])
    .where('activities.content_id', '=', contentId)
    .where('activities.activity_type', '=', 'QUIZ')
    .where('quiz_questions.article_level_id', '=', levelId)
    .orderBy('quiz_questions.position')
    .execute();
  return [...new Set(rows.map((r) => r.reading_skill))];
}
