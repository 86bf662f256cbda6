import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Conn = Db | Transaction<Database>;

function promptsQuery(db: Conn) {
  return db
    .selectFrom('write_prompts')
    .innerJoin('users', 'users.id', 'write_prompts.created_by')
    .select([
      'write_prompts.id',
      'write_prompts.content_id',
      'write_prompts.article_level_id',
      'write_prompts.created_by',
      'write_prompts.text',
      'write_prompts.rubric',
      'write_prompts.date_modified',
      'users.first_name as teacher_first_name',
      'users.last_name as teacher_last_name',
    ]);
}

export function findPrompt(db: Conn, id: number) {
  return promptsQuery(db).where('write_prompts.id', '=', id).executeTakeFirst();
}
export type PromptRow = NonNullable<Awaited<ReturnType<typeof findPrompt>>>;

export function findPrompts(db: Conn, ids: number[]) {
  return promptsQuery(db).where('write_prompts.id', 'in', ids.concat(0)).execute();
}

/** A teacher's own prompts on an article, newest first. */
export function promptsBy(db: Db, ownerId: number, contentId: number) {
  return promptsQuery(db)
    .where('write_prompts.created_by', '=', ownerId)
    .where('write_prompts.content_id', '=', contentId)
    .orderBy('write_prompts.date_created', 'desc')
    .orderBy('write_prompts.id', 'desc')
    .limit(200)
    .execute();
}

/** The classes that answer some prompts, by name. */
export function classesOfPrompts(db: Conn, promptIds: number[]) {
  return db
    .selectFrom('write_prompt_classes')
    .innerJoin('classes', 'classes.id', 'write_prompt_classes.class_id')
    .select(['write_prompt_classes.prompt_id', 'classes.id', 'classes.unique_id', 'classes.name'])
    .where('write_prompt_classes.prompt_id', 'in', promptIds.concat(0))
    .orderBy('classes.name')
    .orderBy('classes.id')
    .execute();
}
export type PromptClassRow = Awaited<ReturnType<typeof classesOfPrompts>>[number];

/** The teacher's classes among some unique ids. */
export function classesTaughtBy(db: Db, teacherId: number, uniqueIds: string[]) {
  return db
    .selectFrom('classes')
    .select(['id', 'unique_id', 'name'])
    .where('teacher_id', '=', teacherId)
    .where('unique_id', 'in', uniqueIds)
    .execute();
}

/**
 * The classes a student is in, by name (one when `uniqueId` names it), each with the prompt its
 * teacher gave it on the article, if any.
 */
export function classesOfStudent(db: Db, studentId: number, contentId: number, uniqueId?: string) {
  let query = db
    .selectFrom('class_students')
    .innerJoin('classes', 'classes.id', 'class_students.class_id')
    .leftJoin('write_prompt_classes', (join) =>
      join.onRef('write_prompt_classes.class_id', '=', 'classes.id').on('write_prompt_classes.content_id', '=', contentId),
    )
    .leftJoin('write_prompts', (join) =>
      join
        .onRef('write_prompts.id', '=', 'write_prompt_classes.prompt_id')
        .onRef('write_prompts.created_by', '=', 'classes.teacher_id'),
    )
    .select([
      'classes.id',
      'classes.unique_id',
      'classes.name',
      'classes.teacher_id',
      'write_prompts.id as prompt_id',
      'write_prompts.text as prompt_text',
    ])
    .where('class_students.student_id', '=', studentId);
  if (uniqueId !== undefined) query = query.where('classes.unique_id', '=', uniqueId);
  return query.orderBy('classes.name').orderBy('classes.id').limit(200).execute();
}
export type StudentClassRow = Awaited<ReturnType<typeof classesOfStudent>>[number];

export async function insertPrompt(
  trx: Transaction<Database>,
  p: { contentId: number; levelId: number | null; createdBy: number; text: string; rubric: string[] },
) {
  const row = await trx
    .insertInto('write_prompts')
    .values({ content_id: p.contentId, article_level_id: p.levelId, created_by: p.createdBy, text: p.text, rubric: p.rubric })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePrompt(trx: Transaction<Database>, id: number, p: { text?: string; rubric?: string[] }) {
  await trx
    .updateTable('write_prompts')
    .set({ ...p, date_modified: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/**
 * Gives classes this prompt. A class answers one prompt per article, so a class that answered
 * another prompt on the article moves to this one (in the same statement).
 */
export async function attachClasses(trx: Transaction<Database>, promptId: number, contentId: number, classIds: number[]) {
  if (classIds.length === 0) return;
  await trx
    .insertInto('write_prompt_classes')
    .values(classIds.map((class_id) => ({ prompt_id: promptId, class_id, content_id: contentId })))
    .onConflict((oc) => oc.columns(['class_id', 'content_id']).doUpdateSet((eb) => ({ prompt_id: eb.ref('excluded.prompt_id') })))
    .execute();
}

export async function detachClasses(trx: Transaction<Database>, promptId: number, classIds: number[]) {
  if (classIds.length === 0) return;
  await trx.deleteFrom('write_prompt_classes').where('prompt_id', '=', promptId).where('class_id', 'in', classIds).execute();
}

/** One level's key terms in the corpus's order: generated prompts build on them. */
export async function keyTermsOf(db: Db, levelId: number) {
  const rows = await db
    .selectFrom('key_terms')
    .select('term')
    .where('article_level_id', '=', levelId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.term);
}

/** Every level of a write prompt's article offers it: each has generated prompts (API-26). */
export function promptLevelCounts(db: Db, activityIds: number[]) {
  return db
    .selectFrom('activities')
    .innerJoin('article_levels', 'article_levels.content_id', 'activities.content_id')
    .select(['activities.id as activity_id', 'article_levels.id as article_level_id', (eb) => eb.lit(1).as('n')])
    .where('activities.id', 'in', activityIds.concat(0))
    .where('activities.activity_type', '=', 'WRITE_PROMPT')
    .execute();
}
