import type { AssignmentSaveBody } from '@lectern/domain';
import s from './assignments.module.css';

/** The student-facing settings a teacher can switch in the builder (ASSIGN-04), with plain labels. */
const SETTINGS: [keyof NonNullable<AssignmentSaveBody['assignment_config']>, string][] = [
  ['hide_language_selector', 'Hide the language choice'],
  ['hide_read_aloud', 'Hide read-aloud'],
  ['hide_quiz_answers', 'Hide quiz answers after submitting'],
  ['hide_translation', 'Hide translation'],
  ['disable_vocabulary_support', 'Turn off vocabulary support'],
];

/** One checkbox per student setting, in the order of SETTINGS. */
export function BuilderStudentSettings({
  settings,
  onChange,
}: {
  settings: Record<string, boolean>;
  onChange: (settings: Record<string, boolean>) => void;
}) {
  return (
    <fieldset className={s.fieldset}>
      <legend>Student settings</legend>
      {SETTINGS.map(([key, label]) => (
        <label key={key} className={s.check}>
          <input
            type="checkbox"
            checked={settings[key] === true}
            onChange={(e) => onChange({ ...settings, [key]: e.target.checked })}
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
