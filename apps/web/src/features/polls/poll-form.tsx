import { useId, useState, type FormEvent } from 'react';
import {
  canAddChoice,
  canDeleteChoice,
  POLL_LIMITS,
  POLL_TEXT,
  pollFormErrors,
  pollFormValid,
  type PollForm as PollFormValues,
} from '@lectern/domain';
import { PlainButton } from '../../ui/plain-button.js';
import s from './polls.module.css';

/**
 * The poll form of edit and create-blank mode (POLL-07, POLL-09, POLL-14 … POLL-17): a question
 * and 2 to 5 responses. A field's error shows once it has been left (blur) or a save was tried.
 */
export function PollForm({
  initial,
  pending,
  error,
  onSave,
  onCancel,
}: {
  initial: PollFormValues;
  pending: boolean;
  /** The API's refusal of the save, if any. */
  error: string | null;
  onSave: (form: PollFormValues) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [form, setForm] = useState(initial);
  // Each response keeps a key of its own, so deleting one does not move another's focus or error.
  const [keys, setKeys] = useState(() => initial.choices.map((_, i) => i));
  const [nextKey, setNextKey] = useState(initial.choices.length);
  const [blurred, setBlurred] = useState<Set<string>>(new Set());
  const [tried, setTried] = useState(false);
  const errors = pollFormErrors(form);
  const shown = (field: string, message: string | undefined) => (tried || blurred.has(field) ? message : undefined);
  const leave = (field: string) => setBlurred((b) => new Set(b).add(field));

  const setChoice = (i: number, text: string) =>
    setForm((f) => ({ ...f, choices: f.choices.map((c, j) => (j === i ? text : c)) }));
  const remove = (i: number) => {
    setForm((f) => ({ ...f, choices: f.choices.filter((_, j) => j !== i) }));
    setKeys((k) => k.filter((_, j) => j !== i));
  };
  const add = () => {
    setForm((f) => ({ ...f, choices: [...f.choices, ''] }));
    setKeys((k) => [...k, nextKey]);
    setNextKey((n) => n + 1);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!pollFormValid(errors)) {
      // Focus the first field that needs attention, so a keyboard or screen reader user hears why.
      const form = e.currentTarget as HTMLFormElement;
      form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onSave(form);
  };

  const questionError = shown('question', errors.question);
  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <div className={s.field}>
        <label htmlFor={`${id}-q`} className={s.label}>
          Question
        </label>
        <input
          id={`${id}-q`}
          className={s.input}
          value={form.question}
          maxLength={POLL_LIMITS.questionMax}
          aria-invalid={questionError !== undefined}
          aria-describedby={questionError ? `${id}-q-error` : undefined}
          onChange={(e) => setForm((f) => ({ ...f, question: e.target.value }))}
          onBlur={() => leave('question')}
        />
        {questionError && (
          <span id={`${id}-q-error`} className={s.fieldError}>
            {questionError}
          </span>
        )}
      </div>
      <fieldset className={s.choicesField}>
        <legend className={s.label}>Responses</legend>
        {form.choices.map((text, i) => {
          const key = keys[i]!;
          const message = shown(`c${key}`, errors.choices[i]);
          return (
            <div key={key} className={s.field}>
              <div className={s.choiceRow}>
                <label htmlFor={`${id}-c${key}`} className="visually-hidden">
                  Response {i + 1}
                </label>
                <input
                  id={`${id}-c${key}`}
                  className={s.input}
                  value={text}
                  placeholder={`Response ${i + 1}`}
                  maxLength={POLL_LIMITS.choiceMax}
                  aria-invalid={message !== undefined}
                  aria-describedby={message ? `${id}-c${key}-error` : undefined}
                  onChange={(e) => setChoice(i, e.target.value)}
                  onBlur={() => leave(`c${key}`)}
                />
                {canDeleteChoice(form.choices.length) && (
                  <PlainButton
                    variant="quiet"
                    className={s.deleteChoice}
                    aria-label={`Delete response ${i + 1}`}
                    onClick={() => remove(i)}
                  >
                    <span aria-hidden="true">×</span>
                  </PlainButton>
                )}
              </div>
              {message && (
                <span id={`${id}-c${key}-error`} className={s.fieldError}>
                  {message}
                </span>
              )}
            </div>
          );
        })}
        {canAddChoice(form.choices.length) && (
          <PlainButton variant="quiet" className={s.addChoice} onClick={add}>
            + Add a response
          </PlainButton>
        )}
      </fieldset>
      {error && (
        <p className={s.fieldError} role="alert">
          {error}
        </p>
      )}
      <div className={s.actions}>
        <PlainButton type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save poll'}
        </PlainButton>
        <PlainButton variant="secondary" onClick={onCancel}>
          {POLL_TEXT.cancel}
        </PlainButton>
      </div>
    </form>
  );
}
