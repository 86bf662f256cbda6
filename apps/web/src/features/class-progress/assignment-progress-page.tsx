import { Link, useParams, useSearchParams } from 'react-router';
import { formatReadingTime, median, type AssignmentProgress, type Me, type StudentProgress } from '@lectern/domain';
import { NotFoundPage } from '../../layout/not-found-page.js';
import { ApiError } from '../../lib/api.js';
import { StatList } from '../../ui/stat-list.js';
import { assignmentProgressPath, progressCsvPath, useAssignmentProgress } from './api.js';
import { ChartCard } from './chart-card.js';
import s from './class-progress.module.css';

const STATE_WORDS = { not_started: 'Not started', started: 'Started', finished: 'Finished' } as const;
const pct = (n: number, of: number) => (of > 0 ? Math.round((100 * n) / of) : 0);

/**
 * /progress/assignments/{id}: how a teacher's class is getting on with an assignment — who has
 * opened it, how long and how far each student read, which activities they finished and how they
 * did on the quiz, question by question — as charts, each with its table, and a CSV download.
 */
export function AssignmentProgressPage({ me: _me }: { me: Me }) {
  const { assignmentId = '' } = useParams();
  const [query] = useSearchParams();
  const classId = query.get('class_id');
  const report = useAssignmentProgress(assignmentId, classId);

  if (report.isPending) return <main className="page" id="main" aria-busy="true" />;
  if (report.isError) {
    const status = report.error instanceof ApiError ? report.error.status : 0;
    if (status === 404 || status === 400 || status === 403) return <NotFoundPage />;
    return (
      <main className="page" id="main">
        <h1>Class progress</h1>
        <p role="alert">We couldn’t load your class’s progress. Please try again.</p>
        <Link to="/assignments">Go to your assignments</Link>
      </main>
    );
  }
  const data = report.data;
  const students = data.students;
  return (
    <main className="page" id="main">
      <header className={s.header}>
        <p className={s.eyebrow}>Class progress</p>
        <h1>{data.assignment.title}</h1>
        <p className="muted">
          Article: <Link to={`/view/${data.assignment.content_id}`}>{data.assignment.content_title}</Link>
          {' · '}
          <Link to={`/grading/${data.assignment.content_id}?assignment_id=${data.assignment.id}`}>Review work</Link>
        </p>
      </header>
      <div className={s.toolbar}>
        {data.classrooms.length > 1 ? (
          <nav className={s.scopeNav} aria-label="Classes">
            <Link
              className={data.class_id === null ? s.scopeOn : s.scope}
              aria-current={data.class_id === null ? 'page' : undefined}
              to={assignmentProgressPath(data.assignment.id)}
            >
              All classes
            </Link>
            {data.classrooms.map((c) => (
              <Link
                key={c.id}
                className={data.class_id === c.id ? s.scopeOn : s.scope}
                aria-current={data.class_id === c.id ? 'page' : undefined}
                to={assignmentProgressPath(data.assignment.id, c.id)}
              >
                {c.name}
              </Link>
            ))}
          </nav>
        ) : (
          <p className="muted">{data.classrooms[0]?.name}</p>
        )}
        <a className={s.download} href={progressCsvPath(data.assignment.id, data.class_id)} download>
          Download CSV
        </a>
      </div>
      {students.length === 0 ? (
        <p className="muted">
          No students yet. Add students in your <Link to="/account/classes">class directory</Link>.
        </p>
      ) : (
        <>
          <Summary data={data} />
          <div className={s.grid}>
            <TimeChart students={students} />
            <DepthChart students={students} />
            <ActivityChart data={data} />
            <QuestionChart data={data} />
          </div>
          <StudentTable data={data} />
        </>
      )}
    </main>
  );
}

function Summary({ data }: { data: AssignmentProgress }) {
  const { students, activities } = data;
  const opened = students.filter((st) => st.opened);
  const finished = students.filter((st) =>
    activities.length ? activities.every((a) => st.activities[String(a.id)] === 'finished') : st.opened,
  );
  const time = median(opened.map((st) => st.seconds_read));
  const depths = opened.flatMap((st) => (st.furthest_depth === null ? [] : [st.furthest_depth]));
  const depth = depths.length ? Math.round(depths.reduce((a, b) => a + b, 0) / depths.length) : null;
  const quizzes = students.flatMap((st) => (st.quiz && st.quiz.total > 0 ? [st.quiz] : []));
  const quizAverage = quizzes.length
    ? Math.round(quizzes.reduce((n, q) => n + (100 * q.correct) / q.total, 0) / quizzes.length)
    : null;
  return (
    <StatList
      stats={[
        { label: 'Opened', value: `${opened.length} of ${students.length}` },
        { label: 'Typical time reading', value: time === null ? '—' : formatReadingTime(time) },
        { label: 'Average furthest read', value: depth === null ? '—' : `${depth}%` },
        {
          label: activities.length ? 'Finished every activity' : 'Finished',
          value: `${finished.length} of ${students.length}`,
        },
        quizzes.length > 0 && { label: 'Quiz average', value: `${quizAverage}%` },
      ]}
    />
  );
}

function TimeChart({ students }: { students: StudentProgress[] }) {
  const longest = Math.max(60, ...students.map((st) => st.seconds_read));
  return (
    <ChartCard
      title="Time reading"
      bars={students.map((st) => ({
        key: st.user_id,
        label: st.display_name,
        percent: pct(st.seconds_read, longest),
        value: st.opened ? formatReadingTime(st.seconds_read) : 'Not opened',
        tone: st.opened ? 'primary' : 'muted',
      }))}
      columns={['Student', 'Time reading', 'Seconds']}
      rows={students.map((st) => ({
        key: st.user_id,
        cells: [st.display_name, st.opened ? formatReadingTime(st.seconds_read) : 'Not opened', st.seconds_read],
      }))}
    />
  );
}

function DepthChart({ students }: { students: StudentProgress[] }) {
  const depthWords = (st: StudentProgress) =>
    st.furthest_depth !== null ? `${st.furthest_depth}%` : st.opened ? 'Not measured' : 'Not opened';
  return (
    <ChartCard
      title="Furthest read"
      bars={students.map((st) => ({
        key: st.user_id,
        label: st.display_name,
        percent: st.furthest_depth ?? 0,
        value: depthWords(st),
        tone: st.furthest_depth === 100 ? 'success' : st.furthest_depth === null ? 'muted' : 'primary',
      }))}
      columns={['Student', 'Furthest read']}
      rows={students.map((st) => ({ key: st.user_id, cells: [st.display_name, depthWords(st)] }))}
    />
  );
}

function ActivityChart({ data }: { data: AssignmentProgress }) {
  const { students, activities } = data;
  const counts = activities.map((a) => {
    const states = students.map((st) => st.activities[String(a.id)] ?? 'not_started');
    return {
      activity: a,
      finished: states.filter((x) => x === 'finished').length,
      started: states.filter((x) => x === 'started').length,
    };
  });
  return (
    <ChartCard
      title="Activities finished"
      empty="This assignment has no activities."
      bars={counts.map((c) => ({
        key: c.activity.id,
        label: c.activity.label,
        percent: pct(c.finished, students.length),
        value: `${c.finished} of ${students.length} finished${c.started ? `, ${c.started} started` : ''}`,
        tone: 'success',
      }))}
      columns={['Activity', 'Finished', 'Started', 'Not started']}
      rows={counts.map((c) => ({
        key: c.activity.id,
        cells: [c.activity.label, c.finished, c.started, students.length - c.finished - c.started],
      }))}
    />
  );
}

function QuestionChart({ data }: { data: AssignmentProgress }) {
  if (!data.activities.some((a) => a.type === 'QUIZ')) return null;
  return (
    <ChartCard
      title="Quiz: correct answers per question"
      empty="No quiz questions yet."
      bars={data.questions.map((q) => ({
        key: q.position,
        label: `Question ${q.position}`,
        detail: q.reading_skill,
        percent: pct(q.correct, q.answered),
        value: q.answered ? `${q.correct} of ${q.answered} correct` : 'No answers yet',
      }))}
      columns={['Question', 'Reading skill', 'Correct', 'Answered']}
      rows={data.questions.map((q) => ({
        key: q.position,
        cells: [`Question ${q.position}`, q.reading_skill, q.correct, q.answered],
      }))}
    />
  );
}

function StudentTable({ data }: { data: AssignmentProgress }) {
  const hasQuiz = data.activities.some((a) => a.type === 'QUIZ');
  return (
    <section className={s.card} aria-labelledby="students-heading">
      <h2 id="students-heading">Students</h2>
      <div className={s.tableScroll} role="region" aria-label="Students, table" tabIndex={0}>
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Opened</th>
              <th scope="col" className={s.num}>
                Time reading
              </th>
              <th scope="col" className={s.num}>
                Furthest read
              </th>
              {data.activities.map((a) => (
                <th scope="col" key={a.id}>
                  {a.label}
                </th>
              ))}
              {hasQuiz && (
                <th scope="col" className={s.num}>
                  Quiz score
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {data.students.map((st) => (
              <tr key={st.user_id}>
                <th scope="row">
                  {st.display_name}
                  {data.classrooms.length > 1 && <span className={s.classes}>{st.classrooms.join(', ')}</span>}
                </th>
                <td>{st.opened ? 'Yes' : <span className="muted">No</span>}</td>
                <td className={s.num}>{st.opened ? formatReadingTime(st.seconds_read) : '–'}</td>
                <td className={s.num}>{st.furthest_depth === null ? '–' : `${st.furthest_depth}%`}</td>
                {data.activities.map((a) => {
                  const state = st.activities[String(a.id)] ?? 'not_started';
                  return (
                    <td key={a.id}>
                      <span className={s[state]}>{STATE_WORDS[state]}</span>
                    </td>
                  );
                })}
                {hasQuiz && (
                  <td className={s.num}>{st.quiz ? `${st.quiz.correct}/${st.quiz.total}` : <span className="muted">–</span>}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
