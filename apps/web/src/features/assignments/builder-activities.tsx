import type { Attachment } from '@lectern/domain';
import s from './assignments.module.css';

/** The builder's "Student poll" switch (ASSIGN-63): whether the assignment includes the poll. */
export interface PollToggle {
  /** The poll's question, when the page has one chosen. */
  question: string | null;
  on: boolean;
  onChange: (on: boolean) => void;
}

/** Which of the article's activities the assignment includes; none to choose from, no fieldset. */
export function BuilderActivities({
  attachments,
  activities,
  onChange,
  poll = null,
}: {
  attachments: Attachment[];
  /** The chosen attachments' ids, as strings. */
  activities: string[];
  onChange: (activities: string[]) => void;
  /** The poll switch, when there is a poll to include (chosen on the page, or already on the assignment). */
  poll?: PollToggle | null;
}) {
  if (attachments.length === 0 && !poll) return null;
  return (
    <fieldset className={s.fieldset}>
      <legend>Activities</legend>
      {attachments.map((a) => (
        <label key={a.id} className={s.check}>
          <input
            type="checkbox"
            checked={activities.includes(String(a.id))}
            onChange={() =>
              onChange(
                activities.includes(String(a.id)) ? activities.filter((x) => x !== String(a.id)) : [...activities, String(a.id)],
              )
            }
          />
          <span>{a.content_type === 'WRITE_PROMPT' ? 'Write prompt' : a.data.name}</span>
        </label>
      ))}
      {poll && (
        <label className={s.check}>
          <input type="checkbox" checked={poll.on} onChange={() => poll.onChange(!poll.on)} />
          <span>
            Student poll
            {poll.question !== null && <span className="muted">: {poll.question}</span>}
          </span>
        </label>
      )}
    </fieldset>
  );
}
