import type { Attachment } from '@lectern/domain';
import s from './assignments.module.css';

/** Which of the article's activities the assignment includes; none to choose from, no fieldset. */
export function BuilderActivities({
  attachments,
  activities,
  onChange,
}: {
  attachments: Attachment[];
  /** The chosen attachments' ids, as strings. */
  activities: string[];
  onChange: (activities: string[]) => void;
}) {
  if (attachments.length === 0) return null;
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
    </fieldset>
  );
}
