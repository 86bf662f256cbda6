import { ASSIGNMENT_TEXT as T, isEmptyInstructions, type Assignment } from '@lectern/domain';
import s from './assignments.module.css';

/** ASSIGN-53: what a student's assignment panel shows. Instructions arrive sanitized by the server. */
export function AssignmentPanelBody({ assignment }: { assignment: Assignment }) {
  const cls = assignment.assignment_classrooms[0]?.name ?? assignment.assignment_groups[0]?.name ?? '';
  return (
    <div className={s.panel}>
      <h3 className={s.panelTitle}>{assignment.title}</h3>
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
      </dl>
      {assignment.content_id && <a href={`/assignment/${assignment.content_id}`}>{T.panelViewAssignment}</a>}
      {!isEmptyInstructions(assignment.instructions) && (
        <>
          <h4 className={s.panelSub}>{T.panelInstructions}</h4>
          <div className={s.instructions} dangerouslySetInnerHTML={{ __html: assignment.instructions }} />
        </>
      )}
    </div>
  );
}
