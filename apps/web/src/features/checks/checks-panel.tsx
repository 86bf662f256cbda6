import { CHECKS_TEXT, checksHidden, QUIZ_TEXT, type UnderstandingCheck } from '@lectern/domain';
import type { ActivityPanelProps } from '../../activities/activity.js';
import { ActivityLoadError } from '../../activities/load-error.js';
import { useChecks } from './api.js';
import s from './checks.module.css';

/**
 * activityPanel=checks_for_understanding (CFU-01): what the checks are, and the level's checks —
 * where a student stands on each, or each question with its answer for a teacher.
 */
export function ChecksPanel({ me, asStudent, level, attachmentId, assignment }: ActivityPanelProps) {
  const checks = useChecks(attachmentId, level.id);
  const student = me.isStudent;
  const hidden = student ? checks.data?.hidden === true : asStudent && checksHidden(assignment?.assignment_config ?? null);
  return (
    <div>
      <p className={s.explanation}>{asStudent ? CHECKS_TEXT.studentExplanation : CHECKS_TEXT.teacherExplanation}</p>
      {hidden ? (
        <p role="note">{CHECKS_TEXT.hiddenByAssignment}</p>
      ) : checks.isError ? (
        <ActivityLoadError />
      ) : !checks.data ? (
        <p className="muted">Loading…</p>
      ) : checks.data.checks.length === 0 ? (
        <p>This level has no checks for understanding.</p>
      ) : (
        <>
          {me.isTeacher && !asStudent && !checks.data.answers_included && <p role="note">{QUIZ_TEXT.completeAccount}</p>}
          <ol className={s.list} aria-label="Checks at this level">
            {checks.data.checks.map((c, i) => (
              <li key={c.id} className={s.item}>
                <p>
                  <strong>Check {i + 1}.</strong> {c.question}
                </p>
                {student ? (
                  <StudentStatus check={c} reachable={level.in_text.some((x) => x.item_id === c.id)} />
                ) : (
                  <Key check={c} />
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function StudentStatus({ check, reachable }: { check: UnderstandingCheck; reachable: boolean }) {
  if (check.answer)
    return (
      <p className={s.statusDone}>
        {check.answer.is_correct ? 'Answered: correct' : 'Answered'} · <a href={`#check-${check.id}`}>See it in the text</a>
      </p>
    );
  return reachable ? (
    <p className={s.status}>
      Not answered yet · <a href={`#check-${check.id}`}>Go to the check</a>
    </p>
  ) : (
    <p className={s.status}>Comes later in the article.</p>
  );
}

function Key({ check }: { check: UnderstandingCheck }) {
  if (check.correct_choice === undefined) return null;
  return (
    <p className={s.status}>
      Answer: <strong>{check.options[check.correct_choice]?.text}</strong>
    </p>
  );
}
