import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import { gradeLabel, SCHOOL_GRADES } from '@lectern/domain';
import s from './ui.module.css';

export function GradePicker({
  value,
  onChange,
  errorMessage,
}: {
  value: number[];
  onChange: (grades: number[]) => void;
  errorMessage?: string | undefined;
}) {
  return (
    <CheckboxGroup
      className={s.checkGroup}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number).sort((a, b) => a - b))}
      isInvalid={!!errorMessage}
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
      <FieldError className={s.fieldError}>{errorMessage}</FieldError>
    </CheckboxGroup>
  );
}
