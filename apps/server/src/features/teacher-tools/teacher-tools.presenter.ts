import { displayName, type GeneratedContentReport, type TeacherToolOutput } from '@lectern/domain';
import type { ReportRow } from './teacher-tools.repository.js';

/** API-48: a report on a draft, for content staff: no field of the reporter beyond their name. */
export function presentReport(row: ReportRow): GeneratedContentReport {
  return {
    id: row.id,
    content_id: String(row.content_id),
    level_id: row.article_level_id,
    tool: row.tool,
    engine: row.engine === 'offline' ? 'offline' : 'model',
    algorithm_output: row.output as TeacherToolOutput['algorithm_output'],
    message: row.message,
    reported_by: { id: row.reporter_id, display_name: displayName(row) },
    date_created: new Date(row.date_created).toISOString(),
  };
}
