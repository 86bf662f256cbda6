import { useId } from 'react';
import { toLocalInput } from './builder-format.js';
import s from './assignments.module.css';

/**
 * Assign now, or schedule when the assignment goes live (no later than `max`, when there is one);
 * and an optional due date, a calendar day no earlier than the day it goes live.
 */
export function BuilderSchedule({
  schedule,
  onScheduleChange,
  when,
  onWhenChange,
  max,
  due,
  onDueChange,
}: {
  schedule: boolean;
  onScheduleChange: (schedule: boolean) => void;
  /** The go-live time as a datetime-local value. */
  when: string;
  onWhenChange: (when: string) => void;
  max: Date | null;
  /** The due date as a date value (yyyy-mm-dd), or '' for none. */
  due: string;
  onDueChange: (due: string) => void;
}) {
  const whenId = useId();
  const dueId = useId();
  const dueHintId = useId();
  const earliestDue = schedule && when ? when.slice(0, 10) : toLocalInput(new Date()).slice(0, 10);
  return (
    <fieldset className={s.fieldset}>
      <legend>When</legend>
      <label className={s.check}>
        <input type="radio" name="when" checked={!schedule} onChange={() => onScheduleChange(false)} />
        <span>Assign now</span>
      </label>
      <label className={s.check}>
        <input type="radio" name="when" checked={schedule} onChange={() => onScheduleChange(true)} />
        <span>Schedule</span>
      </label>
      {schedule && (
        <div className={s.field}>
          <label htmlFor={whenId}>Goes live</label>
          <input
            id={whenId}
            type="datetime-local"
            value={when}
            min={toLocalInput(new Date())}
            {...(max ? { max: toLocalInput(max) } : {})}
            onChange={(e) => onWhenChange(e.target.value)}
          />
        </div>
      )}
      <div className={s.field}>
        <label htmlFor={dueId}>
          Due date <span className={s.optional}>(optional)</span>
        </label>
        <span className={s.dueRow}>
          <input
            id={dueId}
            type="date"
            value={due}
            min={earliestDue}
            aria-describedby={dueHintId}
            onChange={(e) => onDueChange(e.target.value)}
          />
          {due && (
            <button type="button" className={s.clearDue} onClick={() => onDueChange('')}>
              No due date
            </button>
          )}
        </span>
        <span id={dueHintId} className={s.hint}>
          Students see it on their assignment list, and it turns overdue the day after.
        </span>
      </div>
    </fieldset>
  );
}
