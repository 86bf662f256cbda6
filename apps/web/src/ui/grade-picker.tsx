import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import { gradeLabel, SCHOOL_GRADES } from '@lectern/domain';
import s from './ui.module.css';

/** The grades of a class; in a `SubmitForm`, the API's refusal of `grade_levels` shows below them. */
export function GradePicker({ value, onChange }: { value: number[]; onChange: (grades: number[]) => void }) {
  return (
    <CheckboxGroup
      className={s.checkGroup}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number).sort((a, b) => a - b))}
      name="grade_levels"
    >
      <Label className={s.label}>Grades</Label>
      <div className={s.checkList}>
        {SCHOOL_GRADES.map((g) => (
          <Checkbox key={g} value={String(g)} className={s.check} aria-label={g === 0 ? 'Kindergarten' : `Grade ${g}`}>
            {gradeLabel(g)}
          </Checkbox>
        ))}
      </div>
      <FieldError className={s.fieldError} />
    </CheckboxGroup>
  );
}
