import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { formatDate, statusBadge, type Assignment, type Me, type StudentQuizList } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { useMyAssignments } from './api.js';
import { AssignmentPanelBody } from './assignment-panel.js';
import { buttonClass } from '../../ui/plain-button.js';
import s from './assignments.module.css';

const openLink = (a: Assignment) =>
  `/view/${a.story_content_id}?activityPanel=assignment&assignmentId=${a.assignment_id}&selectedAssignmentId=${a.assignment_id}`;

/** A student's submitted quizzes, to show which assignments are done. */
function useMyQuizResults(enabled: boolean) {
  return useQuery({
    queryKey: ['studentquiz', 'mine'],
    queryFn: () => api<StudentQuizList>('GET', '/api/v3/studentquiz/'),
    enabled,
  });
}

/** A student's result on the assignment's quiz, once it is submitted. */
function QuizDone({ result }: { result: StudentQuizList['results'][number] | undefined }) {
  if (!result) return null;
  return (
    <span className={s.badge}>
      Quiz done · {result.correct_count}/{result.question_count}
    </span>
  );
}

const assignees = (a: Assignment) =>
  [...a.assignment_classrooms.map((c) => c.name), ...a.assignment_groups.map((g) => g.name)].join(', ');

/**
 * ASSIGN-56: a student's assignments (published and live), or a teacher's (with drafts and
 * status), newest first, each opening its article.
 */
export function AssignmentsPage({ me }: { me: Me }) {
  const list = useMyAssignments(me);
  const quizzes = useMyQuizResults(me.isStudent);
  const now = new Date();
  return (
    <main className="page" id="main">
      <div className="page-header">
        <h1>{me.isTeacher ? 'My assignments' : 'Assignments'}</h1>
      </div>
      {list.isError && <p role="alert">We couldn’t load your assignments. Please try again.</p>}
      {list.data?.count === 0 && (
        <p className="muted">
          {me.isTeacher ? (
            <>
              No assignments yet. Open an article from the <Link to="/search">library</Link> and choose Assign.
            </>
          ) : (
            'No assignments yet. Your teacher’s assignments will appear here.'
          )}
        </p>
      )}
      <ul className={s.list}>
        {list.data?.results.map((a) => (
          <li key={a.assignment_id} className={s.item}>
            <div>
              <h2>
                <Link to={openLink(a)}>{a.title}</Link>
              </h2>
              <p className="muted">
                {me.isTeacher ? assignees(a) || 'No students yet' : `From ${a.created_by.user.display_name}`}
                {a.date_goes_live ? ` · ${formatDate(a.date_goes_live)}` : ''}
              </p>
            </div>
            {me.isStudent && (
              <QuizDone result={quizzes.data?.results.find((q) => q.associated_content_id === a.story_content_id)} />
            )}
            {me.isTeacher && (
              <div className={s.itemActions}>
                <span className={a.is_draft ? s.badgeDraft : s.badge}>{statusBadge(a, now, (iso) => formatDate(iso))}</span>
                {!a.is_draft && (
                  <Link
                    to={`/grading/${a.story_content_id}?assignment_id=${a.assignment_id}`}
                    className={buttonClass('secondary')}
                  >
                    Review work
                  </Link>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </main>
  );
}

/** ASSIGN-55: the assignment link a teacher shares, /assignment/{contentId}. */
export function AssignmentLinkPage() {
  const { contentId = '' } = useParams();
  const res = useQuery({
    queryKey: ['assignments', 'by-content', contentId],
    queryFn: () => api<{ data: Assignment }>('GET', `/api/v3/assignment/by-content/${encodeURIComponent(contentId)}/`),
    retry: false,
  });
  return (
    <main className="page" id="main">
      {res.isPending && <p className="muted">Loading…</p>}
      {res.isError && (
        <>
          <h1>We couldn’t find that assignment</h1>
          <p className="muted">
            It may have been deleted, or it is not assigned to you. <Link to="/assignments">See your assignments</Link>.
          </p>
        </>
      )}
      {res.data && (
        <div className={s.item}>
          <AssignmentPanelBody assignment={res.data.data} />
          <Link className={buttonClass('primary')} to={openLink(res.data.data)}>
            Start reading
          </Link>
        </div>
      )}
    </main>
  );
}
