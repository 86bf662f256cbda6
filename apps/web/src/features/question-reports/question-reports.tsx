import { Link } from 'react-router';
import { formatDate } from '@lectern/domain';
import { Card } from '../../ui/card.js';
import { useQuestionReports } from './api.js';
import s from './question-reports.module.css';

/** Content staff review teachers' reports on quiz questions (QUIZ-32), newest first. */
export function QuestionReports() {
  const reports = useQuestionReports();
  return (
    <Card aria-labelledby="question-reports">
      <h2 id="question-reports">Quiz question reports</h2>
      {reports.isPending ? (
        <p className="muted">Loading…</p>
      ) : reports.isError ? (
        <p role="alert">We couldn’t load the reports. Please try again.</p>
      ) : reports.data.results.length === 0 ? (
        <p className="muted">No reports. Teachers’ reports on quiz questions will appear here.</p>
      ) : (
        <ul className={s.list}>
          {reports.data.results.map((r) => (
            <li key={r.id} className={s.item}>
              <p className={s.reason}>{r.message}</p>
              <p className={s.question}>{r.question_text}</p>
              <p className="muted">
                {r.reported_by.display_name} · {formatDate(r.date_created)} ·{' '}
                <Link to={`/view/${r.content_id}?activityPanel=quiz&quizId=${r.activityId}`}>Open the quiz</Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
