import { useId } from 'react';
import { ASSIGNMENT_TEXT as T, type ArticleLevel, type Assignment } from '@lectern/domain';
import s from './assignments.module.css';

/** The level students start at, whether they may change it, and whether it is hidden from them. */
export function BuilderLevel({
  level,
  defaultLevel,
  canChange,
  onCanChangeChange,
  hideLevel,
  onHideLevelChange,
}: {
  /** The level on screen. */
  level: ArticleLevel;
  /** The level the assignment starts students at; null for each student's recommended level. */
  defaultLevel: Assignment['default_reading_level'];
  canChange: boolean;
  onCanChangeChange: (canChange: boolean) => void;
  hideLevel: boolean;
  onHideLevelChange: (hideLevel: boolean) => void;
}) {
  const ids = { change: useId(), hide: useId() };
  return (
    <fieldset className={s.fieldset}>
      <legend>Reading level</legend>
      <p className="muted">
        {defaultLevel === level.id
          ? `Students start at ${level.is_original_level ? 'the original level' : `the grade ${level.grade} level`} (${level.lexile}L).`
          : defaultLevel === null
            ? 'Students start at their recommended level.'
            : 'Students start at the level chosen when this was assigned.'}
      </p>
      <label className={s.check} htmlFor={ids.change}>
        <input
          id={ids.change}
          type="checkbox"
          role="switch"
          checked={canChange}
          onChange={(e) => {
            onCanChangeChange(e.target.checked);
            // A level students may change is never hidden from them.
            if (e.target.checked) onHideLevelChange(false);
          }}
        />
        <span>{T.studentsCanChangeLevel}</span>
      </label>
      <label className={s.check} htmlFor={ids.hide}>
        <input
          id={ids.hide}
          type="checkbox"
          role="switch"
          checked={hideLevel}
          disabled={canChange}
          onChange={(e) => onHideLevelChange(e.target.checked)}
        />
        <span>{T.hideLevelFromStudents}</span>
      </label>
    </fieldset>
  );
}
