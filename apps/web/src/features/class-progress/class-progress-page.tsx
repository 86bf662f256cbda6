import { Link, useParams } from 'react-router';
import { formatDate, formatReadingTime, type Me } from '@lectern/domain';
import { NotFoundPage } from '../../layout/not-found-page.js';
import { ApiError } from '../../lib/api.js';
import { assignmentProgressPath, useClassProgress } from './api.js';
import { ChartCard } from './chart-card.js';
import s from './class-progress.module.css';

const pct = (n: number, of: number) => (of > 0 ? Math.round((100 * n) / of) : 0);

/** /progress/classes/{id}: a class's latest assignments, one line each, each leading to its own progress. */
export function ClassProgressPage({ me: _me }: { me: Me }) {
  const { classId = '' } = useParams();
  const report = useClassProgress(classId);
  if (report.isPending) return <main className="page" id="main" aria-busy="true" />;
  if (report.isError) {
    const status = report.error instanceof ApiError ? report.error.status : 0;
    if (status === 404 || status === 400 || status === 403) return <NotFoundPage />;
    return (
      <main className="page" id="main">
        <h1>Class progress</h1>
        <p role="alert">We couldn’t load your class’s progress. Please try again.</p>
        <Link to="/account/classes">Go to your classes</Link>
      </main>
    );
  }
  const { classroom, students, assignments } = report.data;
  return (
    <main className="page" id="main">
      <header className={s.header}>
        <p className={s.eyebrow}>Class progress</p>
        <h1>{classroom.name}</h1>
        <p className="muted">
          {students} {students === 1 ? 'student' : 'students'} · <Link to="/account/classes">Class directory</Link>
        </p>
      </header>
      {assignments.length === 0 ? (
        <p className="muted">
          No assignments for this class yet. Find an article in the <Link to="/search">library</Link> and choose Assign.
        </p>
      ) : (
        <>
          <div className={s.grid}>
            <ChartCard
              title="Opened"
              bars={assignments.map((a) => ({
                key: a.id,
                label: a.title,
                percent: pct(a.opened, a.students),
                value: `${a.opened} of ${a.students}`,
              }))}
              columns={['Assignment', 'Opened', 'Students']}
              rows={assignments.map((a) => ({ key: a.id, cells: [a.title, a.opened, a.students] }))}
            />
            <ChartCard
              title="Finished"
              bars={assignments.map((a) => ({
                key: a.id,
                label: a.title,
                percent: pct(a.finished, a.students),
                value: `${a.finished} of ${a.students}`,
                tone: 'success',
              }))}
              columns={['Assignment', 'Finished', 'Students']}
              rows={assignments.map((a) => ({ key: a.id, cells: [a.title, a.finished, a.students] }))}
            />
          </div>
          <section className={s.card} aria-labelledby="assignments-heading">
            <h2 id="assignments-heading">Assignments</h2>
            <div className={s.tableScroll} role="region" aria-label="Assignments, table" tabIndex={0}>
              <table className={s.table}>
                <thead>
                  <tr>
                    <th scope="col">Assignment</th>
                    <th scope="col">Due</th>
                    <th scope="col" className={s.num}>
                      Opened
                    </th>
                    <th scope="col" className={s.num}>
                      Typical time reading
                    </th>
                    <th scope="col" className={s.num}>
                      Average furthest read
                    </th>
                    <th scope="col" className={s.num}>
                      Finished
                    </th>
                    <th scope="col" className={s.num}>
                      Quiz average
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {assignments.map((a) => (
                    <tr key={a.id}>
                      <th scope="row">
                        <Link to={assignmentProgressPath(a.id, classroom.id)}>{a.title}</Link>
                      </th>
                      <td>{a.date_due ? formatDate(a.date_due) : '–'}</td>
                      <td className={s.num}>
                        {a.opened} of {a.students}
                      </td>
                      <td className={s.num}>{a.median_seconds_read === null ? '–' : formatReadingTime(a.median_seconds_read)}</td>
                      <td className={s.num}>{a.average_depth === null ? '–' : `${a.average_depth}%`}</td>
                      <td className={s.num}>
                        {a.finished} of {a.students}
                      </td>
                      <td className={s.num}>{a.average_quiz_percent === null ? '–' : `${a.average_quiz_percent}%`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </main>
  );
}
