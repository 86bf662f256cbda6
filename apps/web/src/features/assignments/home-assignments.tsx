import { Link } from 'react-router';
import { assignedContentHref, gradeLabel, type Assignment, type Child, type Me, type StudentQuizList } from '@lectern/domain';
import { Alert, Card } from '../../ui/card.js';
import { useChildAssignments, useChildQuizResults, useChildren, useMyAssignments, useMyQuizResults } from './api.js';
import { EmptyList, StudentAssignmentList, studentSummary } from './assignment-lists.js';
import { useToday } from './use-today.js';
import s from './assignment-lists.module.css';

/** How many assignments the home page shows before "See all". */
const HOME_LIMIT = 5;

/** A student's home: their assignments first, what is due soonest on top, done work marked. */
export function StudentAssignmentsCard({ me }: { me: Me }) {
  const list = useMyAssignments(me);
  const quizzes = useMyQuizResults(true);
  const today = useToday();
  const results = list.data?.results ?? [];
  return (
    <Card aria-labelledby="my-assignments">
      <div className={s.sectionHead}>
        <h2 id="my-assignments">Your assignments</h2>
        {results.length > 0 && <span className="muted">{studentSummary(results, quizzes.data, today)}</span>}
      </div>
      {list.isError && <Alert tone="error">We couldn’t load your assignments. Reload the page to try again.</Alert>}
      {list.data?.count === 0 && (
        <EmptyList
          title="You’re all caught up"
          action={
            <a href="#library-heading" className={s.emptyLink}>
              Pick an article to read
            </a>
          }
        >
          No assignments right now. When your teacher assigns an article, it shows up here. Until then, choose any article below
          and start reading.
        </EmptyList>
      )}
      {results.length > 0 && <StudentAssignmentList list={results} quizzes={quizzes.data} headingLevel={3} limit={HOME_LIMIT} />}
      {results.length > HOME_LIMIT && (
        <p className={s.more}>
          <Link to="/assignments">See all {results.length} assignments</Link>
        </p>
      )}
    </Card>
  );
}

/** A parent's home: each linked child's assigned and finished work. */
export function ChildrenWork() {
  const children = useChildren(true);
  if (children.isError) return <Alert tone="error">We couldn’t load your children’s work. Reload the page to try again.</Alert>;
  if (children.data?.results.length === 0)
    return (
      <Card aria-labelledby="children-title">
        <h2 id="children-title">Your children’s work</h2>
        <EmptyList title="No student accounts are linked to you yet">
          Ask your child’s teacher or school to link your parent account to your child’s student account. Their assignments and
          finished work will then show up here.
        </EmptyList>
      </Card>
    );
  return (
    <>
      {children.data?.results.map((c) => (
        <ChildWork key={c.id} child={c} />
      ))}
    </>
  );
}

const isDone = (a: Assignment, quizzes: StudentQuizList | undefined) =>
  quizzes?.results.some((q) => q.associated_content_id === a.story_content_id) ?? false;

function ChildWork({ child }: { child: Child }) {
  const list = useChildAssignments(child.id);
  const quizzes = useChildQuizResults(child.id);
  const today = useToday();
  const results = list.data?.results ?? [];
  const todo = results.filter((a) => !isDone(a, quizzes.data));
  const done = results.filter((a) => isDone(a, quizzes.data));
  const headingId = `child-${child.id}-work`;
  const name = child.first_name;
  const openArticle = (a: Assignment) => assignedContentHref(a, `/view/${a.story_content_id}`);
  return (
    <Card aria-labelledby={headingId} className={s.childCard}>
      <div className={s.sectionHead}>
        <h2 id={headingId}>
          {child.first_name} {child.last_name}
        </h2>
        <span className="muted">
          {[
            child.grade_level === null ? null : `Grade ${gradeLabel(child.grade_level)}`,
            results.length > 0 ? studentSummary(results, quizzes.data, today) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      {list.isError && <Alert tone="error">We couldn’t load {name}’s assignments. Reload the page to try again.</Alert>}
      {list.data && (
        <div className={s.childColumns}>
          <section aria-labelledby={`${headingId}-todo`}>
            <h3 id={`${headingId}-todo`}>Assigned</h3>
            {todo.length === 0 ? (
              <EmptyList title="Nothing to do right now">
                New work from {name}’s teachers shows up here. Meanwhile, you can explore the library below together.
              </EmptyList>
            ) : (
              <StudentAssignmentList list={todo} quizzes={quizzes.data} headingLevel={4} linkTo={openArticle} />
            )}
          </section>
          <section aria-labelledby={`${headingId}-done`}>
            <h3 id={`${headingId}-done`}>Finished</h3>
            {done.length === 0 ? (
              <EmptyList title="Nothing finished yet">
                When {name} submits an assignment’s quiz, it moves here with the score.
              </EmptyList>
            ) : (
              <StudentAssignmentList list={done} quizzes={quizzes.data} headingLevel={4} linkTo={openArticle} />
            )}
          </section>
        </div>
      )}
    </Card>
  );
}
