import { Link } from 'react-router';
import { ASSIGNMENT_TEXT as T, formatDate, isEmptyInstructions, type Assignment } from '@lectern/domain';
import { buttonClass } from '../../ui/plain-button.js';
import s from './assignments.module.css';

/** One assigned activity the panel opens: its step ("Take the quiz"), where it opens, whether it is done. */
export interface AssignedActivity {
  key: string;
  label: string;
  /** The article's query that opens the activity's panel. */
  to: string;
  done: boolean;
}

/**
 * ASSIGN-53: what a student's assignment panel shows, and a way into each assigned activity.
 * Instructions arrive sanitized by the server.
 */
export function AssignmentPanelBody({
  assignment,
  activities = [],
  titleLevel = 3,
}: {
  assignment: Assignment;
  /** The assigned activities this reader can open on this article (the route knows the registry). */
  activities?: AssignedActivity[];
  /**
   * The title's heading level: 3 in the article's panel, 1 as the assignment page itself (which
   * then does not link to itself with "View assignment").
   */
  titleLevel?: 1 | 3;
}) {
  const onItsPage = titleLevel === 1;
  const Title = onItsPage ? 'h1' : 'h3';
  const Sub = onItsPage ? 'h2' : 'h4';
  const cls = assignment.assignment_classrooms[0]?.name ?? assignment.assignment_groups[0]?.name ?? '';
  const next = activities.findIndex((a) => !a.done);
  return (
    <div className={s.panel}>
      <Title className={s.panelTitle}>{assignment.title}</Title>
      <dl className={s.panelFacts}>
        <div>
          <dt>{T.panelTeacher}</dt>
          <dd>{assignment.created_by.user.display_name}</dd>
        </div>
        {cls && (
          <div>
            <dt>{T.panelClass}</dt>
            <dd>{cls}</dd>
          </div>
        )}
        {assignment.date_due && (
          <div>
            <dt>{T.panelDue}</dt>
            <dd>{formatDate(assignment.date_due)}</dd>
          </div>
        )}
      </dl>
      {assignment.content_id && !onItsPage && <a href={`/assignment/${assignment.content_id}`}>{T.panelViewAssignment}</a>}
      {!isEmptyInstructions(assignment.instructions) && (
        <>
          <Sub className={s.panelSub}>{T.panelInstructions}</Sub>
          <div className={s.instructions} dangerouslySetInnerHTML={{ __html: assignment.instructions }} />
        </>
      )}
      {activities.length > 0 && (
        <>
          <Sub className={s.panelSub} id={`assignment-${assignment.assignment_id}-steps`}>
            Your activities
          </Sub>
          <ul className={s.panelSteps} aria-labelledby={`assignment-${assignment.assignment_id}-steps`}>
            {activities.map((a, i) => (
              <li key={a.key}>
                <Link to={a.to} replace className={buttonClass(i === next ? 'primary' : 'secondary', s.panelStep)}>
                  {a.label}
                </Link>
                {a.done && (
                  <span className={s.stepDone}>
                    <span aria-hidden="true">✓ </span>Done
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
