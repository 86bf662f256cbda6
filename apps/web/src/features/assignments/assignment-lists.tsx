import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  assignedContentHref,
  dueLabel,
  dueState,
  formatDate,
  orderForStudent,
  orderForTeacher,
  statusBadge,
  submittedLabel,
  type Assignment,
  type StudentQuizList,
} from '@lectern/domain';
import { buttonClass } from '../../ui/plain-button.js';
import { useToday } from './use-today.js';
import s from './assignment-lists.module.css';

/**
 * The lists people live in: a teacher's assignments with their due dates, who they went to and
 * how many students submitted; a student's work with what is due first and what is done; the
 * same list for a parent looking at their child's work. Every empty list says what to do next.
 */

type QuizResult = StudentQuizList['results'][number];

/** Where a student's assignment opens: its article with the assignment panel. */
export const assignmentLink = (a: Assignment) =>
  assignedContentHref(
    a,
    `/view/${a.story_content_id}?activityPanel=assignment&assignmentId=${a.assignment_id}&selectedAssignmentId=${a.assignment_id}`,
  );

const assignees = (a: Assignment) =>
  [...a.assignment_classrooms.map((c) => c.name), ...a.assignment_groups.map((g) => g.name)].join(', ');

/** The student's submitted quiz on the assignment's article, if any: that is what "done" means. */
const resultFor = (a: Assignment, quizzes: StudentQuizList | undefined) =>
  quizzes?.results.find((q) => q.associated_content_id === a.story_content_id);

type HeadingLevel = 2 | 3 | 4;

function Heading({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  const H = `h${level}` as const;
  return <H className={s.title}>{children}</H>;
}

/** "Due 05/14/2026", "Due today" or "Overdue · was due 05/01/2026", coloured by urgency. */
export function DueTag({ assignment, today }: { assignment: Assignment; today: string }) {
  const state = dueState(assignment, today);
  if (state === null) return null;
  const cls = state === 'overdue' ? s.overdue : state === 'today' ? s.dueToday : s.due;
  return <span className={cls}>{dueLabel(assignment, today)}</span>;
}

function DoneTag({ result }: { result: QuizResult }) {
  return (
    <span className={s.done}>
      <span aria-hidden="true" className={s.check}>
        ✓
      </span>
      Quiz done · {result.correct_count}/{result.question_count}
    </span>
  );
}

/** An empty list: what is (not) here, and the next step as a link. */
export function EmptyList({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className={s.empty}>
      <p className={s.emptyTitle}>{title}</p>
      <p className="muted">{children}</p>
      {action}
    </div>
  );
}

/** "3 of 25 submitted" with a bar; the text carries the meaning, the bar is decoration. */
function Submitted({ progress }: { progress: { assigned: number; submitted: number } }) {
  const pct = progress.assigned === 0 ? 0 : Math.round((progress.submitted / progress.assigned) * 100);
  return (
    <div className={s.progress}>
      <span className={s.progressLabel}>{submittedLabel(progress)}</span>
      <span className={s.bar} aria-hidden="true">
        <span className={s.barFill} style={{ width: `${pct}%` }} />
      </span>
    </div>
  );
}

/**
 * A teacher's assignments: upcoming due dates first, then the newest; each with its classes and
 * groups, its status, its due date (overdue marked) and "N of M submitted".
 */
export function TeacherAssignmentList({ list, headingLevel = 2 }: { list: Assignment[]; headingLevel?: 2 | 3 }) {
  const today = useToday();
  const now = new Date();
  if (list.length === 0)
    return (
      <EmptyList
        title="No assignments yet"
        action={
          <Link className={buttonClass('primary')} to="/search">
            Browse the library
          </Link>
        }
      >
        Find an article in the <Link to="/search">library</Link> and choose Assign. Your assignments, their due dates and who has
        handed in their work will show up here.
      </EmptyList>
    );
  return (
    <ul className={s.list}>
      {orderForTeacher(list, today).map((a) => (
        <li key={a.assignment_id} className={s.item}>
          <div className={s.main}>
            <Heading level={headingLevel}>
              <Link to={assignmentLink(a)}>{a.title}</Link>
            </Heading>
            <p className={s.meta}>{assignees(a) || 'No classes or groups yet'}</p>
            <p className={s.tags}>
              <span className={a.is_draft ? s.statusDraft : s.status}>{statusBadge(a, now, (iso) => formatDate(iso))}</span>
              {!a.is_draft && <DueTag assignment={a} today={today} />}
            </p>
          </div>
          {!a.is_draft && (
            <div className={s.side}>
              {a.progress && <Submitted progress={a.progress} />}
              <Link
                to={`/grading/${a.story_content_id}?assignment_id=${a.assignment_id}`}
                className={buttonClass('secondary')}
                aria-label={`Review work: ${a.title}`}
              >
                Review work
              </Link>
              {/* Progress is a class's: an assignment whose classes and groups were all removed has none. */}
              {assignees(a) && (
                <Link
                  to={`/progress/assignments/${a.assignment_id}`}
                  className={buttonClass('secondary')}
                  aria-label={`Class progress: ${a.title}`}
                >
                  Progress
                </Link>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A student's assignments (or a parent's view of their child's): work to do first, the soonest
 * due first with overdue work marked, then finished work marked done.
 */
export function StudentAssignmentList({
  list,
  quizzes,
  headingLevel = 2,
  limit,
  linkTo = assignmentLink,
  showTeacher = true,
}: {
  list: Assignment[];
  /** The student's submitted quizzes: an assignment whose quiz is submitted is done. */
  quizzes: StudentQuizList | undefined;
  headingLevel?: HeadingLevel;
  /** Show only the first few (the home page); the caller links to the rest. */
  limit?: number;
  linkTo?: (a: Assignment) => string;
  showTeacher?: boolean;
}) {
  const today = useToday();
  const ordered = orderForStudent(list, (a) => resultFor(a, quizzes) !== undefined);
  return (
    <ul className={s.list}>
      {ordered.slice(0, limit ?? ordered.length).map((a) => {
        const result = resultFor(a, quizzes);
        const cls = a.assignment_classrooms[0]?.name ?? a.assignment_groups[0]?.name;
        return (
          <li key={a.assignment_id} className={result ? s.itemDone : s.item}>
            <div className={s.main}>
              <Heading level={headingLevel}>
                <Link to={linkTo(a)}>{a.title}</Link>
              </Heading>
              <p className={s.meta}>
                {[showTeacher ? `From ${a.created_by.user.display_name}` : null, cls].filter(Boolean).join(' · ')}
              </p>
            </div>
            <p className={s.tags}>{result ? <DoneTag result={result} /> : <DueTag assignment={a} today={today} />}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** How a student's list adds up: "2 to do · 1 overdue · 3 done". */
export function studentSummary(list: Assignment[], quizzes: StudentQuizList | undefined, today: string) {
  const done = list.filter((a) => resultFor(a, quizzes) !== undefined).length;
  const overdue = list.filter((a) => resultFor(a, quizzes) === undefined && dueState(a, today) === 'overdue').length;
  const todo = list.length - done;
  return [`${todo} to do`, overdue > 0 ? `${overdue} overdue` : null, done > 0 ? `${done} done` : null]
    .filter(Boolean)
    .join(' · ');
}
