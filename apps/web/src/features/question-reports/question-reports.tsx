import { Link } from 'react-router';
import { formatDate } from '@lectern/domain';
import { Card } from '../../ui/card.js';
import { useQuestionReports } from './api.js';
import s from './question-reports.module.css';

/** Content staff review teachers' reports on quiz and guided-highlighting questions (QUIZ-32, GH-16), newest first. */
export function QuestionReports() {
  const reports = useQuestionReports();
  return (
    <Card aria-labelledby="question-reports">
      <h2 id="question-reports">Question reports</h2>
      {reports.isPending ? (
        <p className="muted">Loading…</p>
      ) : reports.isError ? (
        <p role="alert">We couldn’t load the reports. Please try again.</p>
      ) : reports.data.results.length === 0 ? (
        <p className="muted">No reports. Teachers’ reports on quiz and Guided Highlighting questions will appear here.</p>
      ) : (
        <ul className={s.list}>
          {reports.data.results.map((r) => (
            <li key={r.id} className={s.item}>
              <p className={s.reason}>{r.message}</p>
              <p className={s.question}>{r.question_text}</p>
              <p className="muted">
                {r.reported_by.display_name} · {formatDate(r.date_created)} ·{' '}
                {r.activity_type === 'GUIDED_HIGHLIGHTING_QUIZ' ? (
                  <Link
                    to={`/view/${r.content_id}?levelId=${r.level_id}&activityPanel=guided_highlighting&guidedHighlightingId=${r.activityId}`}
                  >
                    Open Guided Highlighting
                  </Link>
                ) : (
                  <Link to={`/view/${r.content_id}?activityPanel=quiz&quizId=${r.activityId}`}>Open the quiz</Link>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
