import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { gradeRangeLabel, type Classroom, type Me } from '@lectern/domain';
import { api, ApiError } from '../lib/api.js';
import { Button, ButtonLink } from '../ui/button.js';
import { Alert, Card, Tag } from '../ui/card.js';
import { TextField } from '../ui/text-field.js';
import { ChallengeCard } from '../features/challenges/challenge-pages.js';
import { useClassrooms } from '../features/classes/api.js';
import { JoinClassForm } from '../features/classes/join-class-form.js';
import { Library } from '../features/library/library.js';
import { QuestionReports } from '../features/question-reports/question-reports.js';
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
          <p className={s.lite}>
            Free account · access until {new Date(me.date_lite_product_grant_expires).toLocaleDateString('en-US')}
          </p>
        )}
      </div>
      {(me.isStudent || me.isTeacher) && <ChallengeCard me={me} />}
      {me.isTeacher && <TeacherHome />}
      {me.isStudent && <StudentHome />}
      {me.isParent && <ParentHome />}
      {me.isSchoolAdmin && <AdminHome me={me} />}
      {me.isStaff && (
        <div className="stack">
          <StaffHome />
          <QuestionReports />
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
      {classes.data?.length === 0 && <p className="muted">You have no classes yet. Create one in the class directory.</p>}
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
        {classes.data?.length === 0 && <p className="muted">You are not in a class yet. Ask your teacher for the class code.</p>}
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
  const children = useQuery({
    queryKey: ['children'],
    queryFn: () => api<{ results: { id: number; first_name: string; last_name: string }[] }>('GET', '/api/v2/users/me/children/'),
  });
  const classes = useClassrooms();
  return (
    <div className={s.columns}>
      <Card aria-labelledby="children-title">
        <h2 id="children-title">My children</h2>
        <ul className={s.plainList}>
          {children.data?.results.map((c) => (
            <li key={c.id}>
              {c.first_name} {c.last_name}
            </li>
          ))}
        </ul>
        {children.data?.results.length === 0 && (
          <p className="muted">No student accounts are linked to you yet. Ask your child’s school.</p>
        )}
      </Card>
      <Card aria-labelledby="child-classes">
        <h2 id="child-classes">Their classes</h2>
        {classes.data && <ClassSummary classes={classes.data} showCounts={false} />}
      </Card>
    </div>
  );
}

function AdminHome({ me }: { me: Me }) {
  const classes = useClassrooms();
  const total = classes.data?.reduce((n, c) => n + c.student_count, 0) ?? 0;
  return (
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
  );
}

function StaffHome() {
  const qc = useQueryClient();
  const [username, setUsername] = useState('');
  const act = useMutation({
    mutationFn: (name: string) => api<{ user: Me }>('POST', '/api/v2/impersonate/', { username: name }),
    onSuccess: () => {
      qc.clear();
      window.location.assign('/');
    },
  });
  const err = act.error instanceof ApiError ? act.error : null;
  return (
    <Card aria-labelledby="act-title">
      <h2 id="act-title">Act as a teacher</h2>
      <p className="muted">See Lectern exactly as a teacher does to help them. Stop at any time from the banner at the top.</p>
      <Form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          act.mutate(username);
        }}
      >
        {err && <Alert tone="error">{err.status === 403 ? 'There is no teacher with that username.' : err.message}</Alert>}
        <TextField label="Teacher’s username" name="username" value={username} onChange={setUsername} isRequired />
        <div>
          <Button type="submit" isDisabled={act.isPending}>
            Act as teacher
          </Button>
        </div>
      </Form>
    </Card>
  );
}
