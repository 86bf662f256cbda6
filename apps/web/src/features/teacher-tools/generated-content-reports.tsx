import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, TEACHER_TOOL_TABS, type GeneratedContentReport } from '@lectern/domain';
import { Card } from '../../ui/card.js';
import { generatedContentReportsQuery } from './api.js';
import s from './teacher-tools.module.css';

const toolLabel = (tool: GeneratedContentReport['tool']) => TEACHER_TOOL_TABS.find((t) => t.tool === tool)?.label ?? tool;

/** The draft as the teacher saw it, in one line a reviewer can scan. */
function draftSummary(r: GeneratedContentReport): string {
  const o = r.algorithm_output;
  if ('main_idea' in o) return o.main_idea;
  if ('instructions' in o) return o.instructions;
  return o.questions.map((q) => q.question).join(' · ');
}

/** API-48: content staff read teachers' reports on teacher tools' drafts, newest first. */
export function GeneratedContentReports() {
  const reports = useQuery(generatedContentReportsQuery);
  return (
    <Card aria-labelledby="generated-content-reports">
      <h2 id="generated-content-reports">Generated content reports</h2>
      {reports.isPending ? (
        <p className="muted">Loading…</p>
      ) : reports.isError ? (
        <p role="alert">We couldn’t load the reports. Please try again.</p>
      ) : reports.data.results.length === 0 ? (
        <p className="muted">No reports. Teachers’ reports on the drafts of Apply to your lesson will appear here.</p>
      ) : (
        <ul className={s.reportList}>
          {reports.data.results.map((r) => (
            <li key={r.id} className={s.reportItem}>
              <p className={s.reportMessage}>{r.message}</p>
              <p>
                <span className={s.reportTool}>{toolLabel(r.tool)}:</span> {draftSummary(r)}
              </p>
              <p className="muted">
                {r.reported_by.display_name} · {formatDate(r.date_created)} ·{' '}
                <Link to={`/view/${r.content_id}?levelId=${r.level_id}`}>Open the article</Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
