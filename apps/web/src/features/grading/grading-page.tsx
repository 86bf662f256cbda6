import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { badgeColour, formatDate, type GradingReport, type GradingStudent, type Me } from '@lectern/domain';
import { NotFoundPage } from '../../layout/not-found-page.js';
import { ApiError } from '../../lib/api.js';
import { StatList } from '../../ui/stat-list.js';
import { gradingLink, useGradingReport, useReviewableAssignments } from './api.js';
import s from './grading.module.css';
import { WrittenResponses } from './write-responses.js';

/**
 * /grading/{contentId} (WRITE-25): a teacher's review of their students' work on one article —
 * "Independent Work" (every student of their classes) or one assignment's students — with each
 * student's quiz result and, per question, how much of the class answered it correctly — and their
 * written responses to review (WRITE-24).
 */
export function GradingPage({ me }: { me: Me }) {
  const { contentId = '' } = useParams();
  const [query] = useSearchParams();
  const assignmentId = query.get('assignment_id');
  const levelId = Number(query.get('lexile_level')) || undefined;
  const report = useGradingReport(contentId, assignmentId, levelId);
  const assignments = useReviewableAssignments(contentId, me.isTeacher);
  const headerId = Number(query.get('header_id')) || undefined;
  const [classFilter, setClassFilter] = useState('');

  if (report.isPending) return <main className="page" id="main" aria-busy="true" />;
  if (report.isError) {
    const status = report.error instanceof ApiError ? report.error.status : 0;
    if (status === 404 || status === 400) return <NotFoundPage />;
    return (
      <main className="page" id="main">
        <h1>Student work</h1>
        <p role="alert">We couldn’t load your students’ work. Please try again.</p>
        <Link to="/assignments">Go to your assignments</Link>
      </main>
    );
  }
  const data = report.data;
  const classes = [...new Set(data.students.flatMap((st) => st.classrooms))].sort();
  const students = classFilter ? data.students.filter((st) => st.classrooms.includes(classFilter)) : data.students;
  const published = (assignments.data?.results ?? []).filter((a) => !a.is_draft);
  return (
    <main className="page" id="main">
      <div className={s.gradingHeader}>
        <p className={s.eyebrow}>{data.assignment ? 'Assignment' : 'Independent Work'}</p>
        <h1>{data.assignment?.title ?? data.title}</h1>
        <p className="muted">
          {data.assignment ? <>Article: {data.title} · </> : null}
          <Link to={`/view/${data.content_id}${levelId ? `?levelId=${levelId}` : ''}`}>Open the article</Link>
          {data.assignment && (
            <>
              {' · '}
              <Link to={`/progress/assignments/${data.assignment.id}`}>Class progress</Link>
            </>
          )}
        </p>
      </div>
      {published.length > 0 && (
        <nav className={s.scopeNav} aria-label="Whose work">
          <Link
            className={!assignmentId ? s.scopeOn : s.scope}
            aria-current={!assignmentId ? 'page' : undefined}
            to={gradingLink(contentId, { levelId, headerId })}
          >
            Independent Work
          </Link>
          {published.map((a) => (
            <Link
              key={a.assignment_id}
              className={String(a.assignment_id) === assignmentId ? s.scopeOn : s.scope}
              aria-current={String(a.assignment_id) === assignmentId ? 'page' : undefined}
              to={gradingLink(contentId, { assignmentId: a.assignment_id, levelId, headerId })}
            >
              {a.title}
            </Link>
          ))}
        </nav>
      )}
      <ClassFilter classes={classes} value={classFilter} onChange={setClassFilter} />
      <Summary students={students} />
      <QuestionChart questions={data.questions} students={students} />
      <StudentTable students={students} />
      {me.isTeacher && (
        <WrittenResponses contentId={data.content_id} articleTitle={data.title} students={students} classFilter={classFilter} />
      )}
    </main>
  );
}

/** With students from several classes, the page narrows to one class (counts and chart follow). */
function ClassFilter({ classes, value, onChange }: { classes: string[]; value: string; onChange: (v: string) => void }) {
  if (classes.length < 2) return null;
  return (
    <label className={s.classFilter}>
      Class
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All classes</option>
        {classes.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );
}

function Summary({ students }: { students: GradingStudent[] }) {
  const done = students.filter((st) => st.status === 'completed');
  const correct = done.reduce((n, st) => n + (st.correct_count ?? 0), 0);
  const asked = done.reduce((n, st) => n + (st.question_count ?? 0), 0);
  const average = asked > 0 ? Math.round((100 * correct) / asked) : null;
  return (
    <StatList
      stats={[
        { label: 'Quizzes completed', value: `${done.length} of ${students.length}` },
        { label: 'Average score', value: average === null ? '—' : `${average}%` },
        { label: 'Power Words started', value: students.filter((st) => st.power_words.answered > 0).length },
      ]}
    />
  );
}

/** Correct answers per question for the students shown, as bars with the numbers beside them. */
function QuestionChart({ questions, students }: { questions: GradingReport['questions']; students: GradingStudent[] }) {
  if (questions.length === 0) return null;
  return (
    <section className={s.chartCard} aria-labelledby="per-question">
      <h2 id="per-question">Correct answers per question</h2>
      <ul className={s.chart}>
        {questions.map(({ position, reading_skill }) => {
          const answers = students.flatMap((st) => st.answers.filter((a) => a.position === position));
          const q = { position, reading_skill, answered: answers.length, correct: answers.filter((a) => a.is_correct).length };
          const pct = q.answered > 0 ? Math.round((100 * q.correct) / q.answered) : 0;
          return (
            <li key={q.position} className={s.chartRow}>
              <span className={s.chartLabel}>
                Question {q.position}
                <span className={s.chartSkill}>
                  <span className="visually-hidden">, </span>
                  {q.reading_skill}
                </span>
              </span>
              <span className={s.chartTrack} aria-hidden="true">
                <span className={s.chartBar} style={{ width: `${pct}%` }} />
              </span>
              <span className={s.chartValue}>{q.answered > 0 ? `${q.correct} of ${q.answered} correct` : 'No answers yet'}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function StudentTable({ students }: { students: GradingStudent[] }) {
  if (students.length === 0)
    return (
      <p className="muted">
        No students yet. Add students in your <Link to="/account/classes">class directory</Link>.
      </p>
    );
  const positions = [...new Set(students.flatMap((st) => st.answers.map((a) => a.position)))].sort((a, b) => a - b);
  const withChecks = students.some((st) => st.checks.length > 0);
  return (
    <div className={s.tableCard}>
      <h2 id="students-heading">Students</h2>
      <ScrollingTable label="students-heading">
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Quiz</th>
              {positions.map((p) => (
                <th scope="col" key={p} className={s.qCol}>
                  <abbr title={`Question ${p}`}>Q{p}</abbr>
                </th>
              ))}
              <th scope="col">Power Words</th>
              {withChecks && <th scope="col">Checks</th>}
              <th scope="col">Completed</th>
            </tr>
          </thead>
          <tbody>
            {students.map((st) => (
              <tr key={st.user_id}>
                <th scope="row">
                  {st.display_name}
                  <span className={s.classes}>{st.classrooms.join(', ')}</span>
                </th>
                <td>
                  {st.status === 'completed' && st.correct_count !== null && st.question_count !== null ? (
                    <span className={s[badgeColour(st.correct_count, st.question_count)]}>
                      {st.correct_count}/{st.question_count}
                    </span>
                  ) : (
                    <span className="muted">Not started</span>
                  )}
                </td>
                {positions.map((p) => {
                  const a = st.answers.find((x) => x.position === p);
                  return (
                    <td key={p} className={s.qCol}>
                      {a ? (
                        <span className={a.is_correct ? s.right : s.wrong} title={a.is_correct ? 'Correct' : 'Incorrect'}>
                          {a.is_correct ? '✓' : '✗'}
                          <span className="visually-hidden">{a.is_correct ? 'Correct' : 'Incorrect'}</span>
                        </span>
                      ) : (
                        <span className="muted">–</span>
                      )}
                    </td>
                  );
                })}
                <td>{st.power_words.answered > 0 ? `${st.power_words.correct}/${st.power_words.answered}` : '–'}</td>
                {withChecks && (
                  <td>
                    <CheckAnswers checks={st.checks} />
                  </td>
                )}
                <td>{st.date_completed ? formatDate(st.date_completed) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
    </div>
  );
}

/** CFU-01: how a student answered the checks for understanding, each answer a click away. */
function CheckAnswers({ checks }: { checks: GradingStudent['checks'] }) {
  if (checks.length === 0) return <span className="muted">–</span>;
  const correct = checks.filter((c) => c.is_correct).length;
  return (
    <details className={s.checks}>
      <summary>
        {correct}/{checks.length}
        <span className="visually-hidden"> correct, show answers</span>
      </summary>
      <ol>
        {checks.map((c) => (
          <li key={c.check_id}>
            <span className={s.checkQuestion}>{c.question}</span>{' '}
            <span className={c.is_correct ? s.right : s.wrong}>
              {c.is_correct ? '✓' : '✗'}
              <span className="visually-hidden">{c.is_correct ? ' Correct:' : ' Incorrect:'}</span>
            </span>{' '}
            {c.answer}
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * A table wider than its card scrolls sideways inside it: a tab stop, so the keyboard can scroll it
 * too; the students' names stay put at the left; and while there is more to the right it says so,
 * with a line above it and a fading edge, until the reader reaches the end.
 */
function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<'none' | 'right' | 'end'>('none');
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const overflows = el.scrollWidth - el.clientWidth > 1;
      setMore(!overflows ? 'none' : el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 ? 'end' : 'right');
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  const hintId = `${label}-hint`;
  return (
    <>
      {more !== 'none' && (
        <p className={s.scrollHint} id={hintId}>
          Scroll sideways to see every column <span aria-hidden="true">→</span>
        </p>
      )}
      <div className={s.tableFrame} data-more={more}>
        <div
          ref={ref}
          className={s.tableScroll}
          role="region"
          aria-labelledby={label}
          aria-describedby={more !== 'none' ? hintId : undefined}
          tabIndex={0}
        >
          {children}
        </div>
      </div>
    </>
  );
}
