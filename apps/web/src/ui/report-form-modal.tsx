import { useId, useState, type FormEvent } from 'react';
import { Modal } from './modal.js';
import { PlainButton } from './plain-button.js';
import s from './report-form-modal.module.css';

/** The words of a report form: each feature gives its own (the spec's, where it has them). */
export interface ReportFormText {
  title: string;
  prompt: string;
  placeholder: string;
  /** Said when the description is empty. */
  required: string;
  cancel: string;
  submit: string;
}

/**
 * A modal form in which a teacher describes a problem with some content (required, at most 2,000
 * characters) and sends it: Guided Highlighting's "Report content" (GH-16, GH-17) and a teacher
 * tool's "Report this content" (API-48). `failure` is said under the field when the last send failed.
 */
export function ReportFormModal({
  text,
  isOpen,
  onOpenChange,
  onSubmit,
  failure,
  pending = false,
}: {
  text: ReportFormText;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (description: string) => void;
  failure?: string | undefined;
  pending?: boolean;
}) {
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!description.trim()) {
      setMissing(true);
      return;
    }
    onSubmit(description.trim());
  };
  return (
    <Modal title={text.title} isOpen={isOpen} onOpenChange={onOpenChange}>
      {({ close }) => (
        <form onSubmit={submit} noValidate className={s.report}>
          <label htmlFor={fieldId} className={s.prompt}>
            {text.prompt}
          </label>
          <textarea
            id={fieldId}
            className={s.text}
            placeholder={text.placeholder}
            value={description}
            rows={5}
            maxLength={2000}
            required
            aria-invalid={missing}
            aria-describedby={missing ? errorId : undefined}
            onChange={(e) => {
              setDescription(e.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <p id={errorId} className={s.error} role="alert">
              {text.required}
            </p>
          )}
          {failure && (
            <p className={s.error} role="alert">
              {failure}
            </p>
          )}
          <div className={s.buttons}>
            <PlainButton variant="secondary" onClick={close}>
              {text.cancel}
            </PlainButton>
            <PlainButton type="submit" disabled={pending}>
              {text.submit}
            </PlainButton>
          </div>
        </form>
      )}
    </Modal>
  );
}
