import { useState } from 'react';
import { useSubmit } from '../../lib/use-submit.js';
import { Alert } from '../../ui/card.js';
import { FormActions } from '../../ui/form-actions.js';
import { SelectField } from '../../ui/select-field.js';
import { SubmitForm } from '../../ui/submit-form.js';
import { useSetReadingLevel, useStudentReadingLevel } from './api.js';
import s from './classes.module.css';

const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * Why Lectern recommends a student's reading level, and the teacher's override of it. "Automatic"
 * clears the override so the recommendation follows the student's grade and quiz results again.
 */
export function ReadingLevelForm({ student, onDone }: { student: { id: number; first_name: string }; onDone: () => void }) {
  const level = useStudentReadingLevel(student.id);
  const save = useSubmit(useSetReadingLevel(student.id));
  const [choice, setChoice] = useState<string | null>(null);
  if (level.isPending) return <p className="muted">Loading…</p>;
  if (level.isError) return <Alert tone="error">We couldn’t load this student’s reading level. Please try again.</Alert>;
  const rl = level.data;
  const value = choice ?? (rl.override_grade_level === null ? '' : String(rl.override_grade_level));
  return (
    <SubmitForm submit={save} onSubmit={() => save.submit(value === '' ? null : Number(value), { onSuccess: onDone })}>
      <div className={s.recommendation}>
        <p>
          <strong>
            {rl.recommended_grade_level === null ? 'Original articles' : `Grade ${rl.recommended_grade_level}`}
            {rl.value !== null ? ` · about ${rl.value}L` : ''}
          </strong>
        </p>
        <p className="muted">{rl.reason.explanation}</p>
      </div>
      <SelectField
        label={`Reading level for ${student.first_name}`}
        name="override_grade_level"
        value={value}
        onChange={setChoice}
      >
        <option value="">Automatic (from grade and quizzes)</option>
        {GRADES.map((g) => (
          <option key={g} value={g}>
            Grade {g}
          </option>
        ))}
      </SelectField>
      <FormActions label="Save reading level" pendingLabel="Saving…" isPending={save.isPending} onCancel={onDone} />
    </SubmitForm>
  );
}
