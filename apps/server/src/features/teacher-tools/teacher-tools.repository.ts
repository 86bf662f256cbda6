import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { GeneratedToolName } from '@lectern/domain';

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

/** API-48: a teacher's report on a draft, with the draft as it was shown. */
export async function insertReport(
  db: Db,
  row: { levelId: number; tool: GeneratedToolName; engine: string; output: unknown; message: string; reportedBy: number },
) {
  const { id } = await db
    .insertInto('generated_content_reports')
    .values({
      article_level_id: row.levelId,
      tool: row.tool,
      engine: row.engine,
      output: JSON.stringify(row.output),
      message: row.message,
      reported_by: row.reportedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Reports on drafts, newest first, with the article and who reported it. */
export function listReports(db: Db, q: { id?: number; limit: number }) {
  let query = db
    .selectFrom('generated_content_reports')
    .innerJoin('article_levels', 'article_levels.id', 'generated_content_reports.article_level_id')
    .innerJoin('users', 'users.id', 'generated_content_reports.reported_by')
    .select([
      'generated_content_reports.id',
      'generated_content_reports.article_level_id',
      'generated_content_reports.tool',
      'generated_content_reports.engine',
      'generated_content_reports.output',
      'generated_content_reports.message',
      'generated_content_reports.date_created',
      'article_levels.content_id',
      'users.id as reporter_id',
      'users.first_name',
      'users.last_name',
    ])
    .orderBy('generated_content_reports.date_created', 'desc')
    .orderBy('generated_content_reports.id', 'desc')
    .limit(q.limit);
  if (q.id !== undefined) query = query.where('generated_content_reports.id', '=', q.id);
  return query.execute();
}
export type ReportRow = Awaited<ReturnType<typeof listReports>>[number];
