import { Link, useParams } from 'react-router';
import { type Me } from '@lectern/domain';
import { useAssignmentByContent, useMyAssignments, useMyQuizResults } from './api.js';
import { assignmentLink, EmptyList, StudentAssignmentList, studentSummary, TeacherAssignmentList } from './assignment-lists.js';
import { AssignmentPanelBody } from './assignment-panel.js';
import { useToday } from './use-today.js';
import { NotFound } from '../../layout/not-found-page.js';
import { buttonClass } from '../../ui/plain-button.js';
import s from './assignments.module.css';

/**
 * ASSIGN-56: a teacher's assignments (drafts too) with due dates, classes and groups and how many
 * students submitted, upcoming due first; a student's work, what is due soonest first and done
 * work marked. Each opens its article.
 */
export function AssignmentsPage({ me }: { me: Me }) {
  const list = useMyAssignments(me);
  const quizzes = useMyQuizResults(me.isStudent);
  const today = useToday();
  const results = list.data?.results ?? [];
  return (
    <main className="page" id="main">
      <div className="page-header">
        <div>
          <h1>{me.isTeacher ? 'My assignments' : 'Assignments'}</h1>
          {me.isStudent && results.length > 0 && <p className="muted">{studentSummary(results, quizzes.data, today)}</p>}
        </div>
        {me.isTeacher && results.length > 0 && (
          <Link className={buttonClass('secondary')} to="/search">
            Assign another article
          </Link>
        )}
      </div>
      {list.isError && <p role="alert">We couldn’t load your assignments. Please try again.</p>}
      {list.data && me.isTeacher && <TeacherAssignmentList list={results} />}
      {list.data && me.isStudent && list.data.count === 0 && (
        <EmptyList
          title="You’re all caught up"
          action={
            <Link className={buttonClass('primary')} to="/search">
              Browse the library
            </Link>
          }
        >
          No assignments right now. When your teacher assigns an article, it shows up here. Until then, pick any article in the
          library and start reading.
        </EmptyList>
      )}
      {list.data && me.isStudent && <StudentAssignmentList list={results} quizzes={quizzes.data} />}
      {list.data && !me.isTeacher && !me.isStudent && (
        <EmptyList
          title="Assignments live with teachers and students"
          action={
            <Link className={buttonClass('primary')} to="/">
              Go to your home page
            </Link>
          }
        >
          {me.isParent
            ? 'Your child’s assigned and finished work is on your home page.'
            : 'Teachers see the work they assign here, and students the work they are given.'}
        </EmptyList>
      )}
    </main>
  );
}

/**
 * ASSIGN-55: the assignment link a teacher shares, /assignment/{contentId}: what the assignment
 * is (teacher, class, due date, instructions) and the way into its article.
 */
export function AssignmentLinkPage({ me }: { me: Me }) {
  const { contentId = '' } = useParams();
  const res = useAssignmentByContent(contentId);
  return (
    <main className="page" id="main">
      {res.isPending && (
        <>
          <h1 className="visually-hidden">Assignment</h1>
          <p className="muted">Loading…</p>
        </>
      )}
      {res.isError && (
        <NotFound
          title="We couldn’t find that assignment"
          message="It may have been deleted, or it is not assigned to you."
          action={{ to: '/assignments', label: 'See your assignments' }}
        />
      )}
      {res.data && (
        <article className={s.assignmentCard}>
          <p className={s.assignmentEyebrow}>Assignment</p>
          <AssignmentPanelBody assignment={res.data.data} titleLevel={1} />
          <div className={s.assignmentActions}>
            <Link className={buttonClass('primary')} to={assignmentLink(res.data.data)}>
              {me.isStudent ? 'Start reading' : 'Open the article'}
            </Link>
            <Link className={buttonClass('secondary')} to="/assignments">
              {me.isTeacher ? 'My assignments' : 'All assignments'}
            </Link>
          </div>
        </article>
      )}
    </main>
  );
}
