import { Link } from 'react-router';
import { formatDate, gradeRangeLabel, type Classroom, type Me } from '@lectern/domain';
import { ButtonLink } from '../ui/button.js';
import { Card, Tag } from '../ui/card.js';
import { ChildrenWork, StudentAssignmentsCard } from '../features/assignments/home-assignments.js';
import { ChallengeCard } from '../features/challenges/challenge-card.js';
import { useClassrooms } from '../features/classes/api.js';
import { JoinClassForm } from '../features/classes/join-class-form.js';
import { Library } from '../features/library/library.js';
import { QuestionReports } from '../features/question-reports/question-reports.js';
import { GeneratedContentReports } from '../features/teacher-tools/generated-content-reports.js';
import { ActAsTeacher } from '../features/session/act-as-teacher.js';
import { LearningRecordsDownload } from '../features/xapi/learning-records-download.js';
import s from './home.module.css';

/** The home page each role lands on after sign-in. */
export function HomePage({ me }: { me: Me }) {
  return (
    <main className="page" id="main">
      <div className={s.hero}>
        <h1>
          {greeting()}, {me.first_name}
        </h1>
        <p className="muted">{tagline(me)}</p>
        {me.isLiteUser && me.date_lite_product_grant_expires && (
          <p className={s.liteRow}>
            <span className={s.lite}>Free account · access until {formatDate(me.date_lite_product_grant_expires)}</span>
            {!me.isStudent && <Link to="/solutions">What a school subscription adds</Link>}
          </p>
        )}
      </div>
      {me.isStudent && (
        <div className={s.section}>
          <StudentAssignmentsCard me={me} />
        </div>
      )}
      {me.isParent && (
        <div className={`stack ${s.section}`}>
          <ChildrenWork />
        </div>
      )}
      {(me.isStudent || me.isTeacher) && <ChallengeCard me={me} />}
      {me.isTeacher && <TeacherHome />}
      {me.isStudent && <StudentHome />}
      {me.isParent && <ParentHome />}
      {me.isSchoolAdmin && <AdminHome me={me} />}
      {me.isStaff && (
        <div className="stack">
          <ActAsTeacher />
          <QuestionReports />
          <GeneratedContentReports />
        </div>
      )}
      {!me.isStaff && <Library me={me} heading={me.isStudent ? 'Articles to read' : 'Find articles'} />}
    </main>
  );
}

function greeting() {
  const h = new Date().getHours();
  return h < 12 ? 'Good morning' : h < 18 ? 'Good afternoon' : 'Good evening';
}

function tagline(me: Me) {
  if (me.isTeacher) return 'Your classes at a glance.';
  if (me.isStudent) return 'Your classes and reading.';
  if (me.isParent) return 'Follow along with what your child is reading.';
  if (me.isSchoolAdmin) return `Classes at ${me.school?.name ?? me.district?.name ?? 'your schools'}.`;
  return 'Help teachers by acting as their account.';
}

function ClassSummary({ classes, showCounts }: { classes: Classroom[]; showCounts: boolean }) {
  return (
    <ul className={s.classGrid}>
      {classes.map((c) => (
        <li key={c.id} className={s.classTile}>
          <div className={s.tileTop}>
            <h3>{c.name}</h3>
            {c.is_elementary && <Tag title="Elementary class">ELEM</Tag>}
          </div>
          <p className="muted">
            Grade {gradeRangeLabel(c.grade_levels)}
            {showCounts ? ` · ${c.student_count} ${c.student_count === 1 ? 'student' : 'students'}` : ''}
            {c.teachers[0] ? ` · ${c.teachers[0].display_name}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

function TeacherHome() {
  const classes = useClassrooms();
  return (
    <Card aria-labelledby="my-classes">
      <div className="page-header">
        <h2 id="my-classes">My classes</h2>
        <ButtonLink to="/account/classes" variant="secondary">
          Manage classes
        </ButtonLink>
      </div>
      {classes.data?.length === 0 && (
        <p className="muted">
          You have no classes yet. <Link to="/account/classes">Create one in the class directory</Link>, then assign articles to
          it.
        </p>
      )}
      {classes.data && <ClassSummary classes={classes.data} showCounts />}
    </Card>
  );
}

function StudentHome() {
  const classes = useClassrooms();
  return (
    <div className={s.columns}>
      <Card aria-labelledby="student-classes">
        <h2 id="student-classes">My classes</h2>
        {classes.data?.length === 0 && (
          <p className="muted">
            You are not in a class yet. Ask your teacher for the class code and enter it under Join a class.
          </p>
        )}
        {classes.data && <ClassSummary classes={classes.data} showCounts={false} />}
      </Card>
      <Card aria-labelledby="join-title">
        <h2 id="join-title">Join a class</h2>
        <JoinClassForm />
      </Card>
    </div>
  );
}

function ParentHome() {
  const classes = useClassrooms();
  return (
    <Card aria-labelledby="child-classes">
      <h2 id="child-classes">Their classes</h2>
      {classes.data?.length === 0 && (
        <p className="muted">Your children aren’t in a class yet. Their teacher shares a class code for them to join.</p>
      )}
      {classes.data && <ClassSummary classes={classes.data} showCounts={false} />}
    </Card>
  );
}

function AdminHome({ me }: { me: Me }) {
  const classes = useClassrooms();
  const total = classes.data?.reduce((n, c) => n + c.student_count, 0) ?? 0;
  return (
    <>
      <Card aria-labelledby="admin-classes">
        <h2 id="admin-classes">{me.role === 'district_admin' ? 'Classes in your district' : 'Classes in your school'}</h2>
        {classes.data && (
          <>
            <p className="muted">
              {classes.data.length} classes · {total} students
            </p>
            <ClassSummary classes={classes.data} showCounts />
          </>
        )}
      </Card>
      {me.role === 'district_admin' && <LearningRecordsDownload />}
    </>
  );
}
