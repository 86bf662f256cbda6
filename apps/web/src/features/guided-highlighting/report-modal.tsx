import { useId, useState, type FormEvent } from 'react';
import { GH_TEXT } from '@lectern/domain';
import { Modal } from '../../ui/modal.js';
import { PlainButton } from '../../ui/plain-button.js';
import s from './guided-highlighting.module.css';

/**
 * GH-16, GH-17: "Report content" — the teacher describes the problem (required), then "Submit and
 * remove" sends it and takes the question out of their cards.
 */
export function ReportModal({
  isOpen,
  onOpenChange,
  onSubmit,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (description: string) => void;
}) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    onSubmit(text.trim());
    setText('');
  };
  return (
    <Modal title={GH_TEXT.reportTitle} isOpen={isOpen} onOpenChange={onOpenChange}>
      {({ close }) => (
        <form onSubmit={submit} noValidate className={s.report}>
          <label htmlFor={fieldId} className={s.reportPrompt}>
            {GH_TEXT.reportPrompt}
          </label>
          <textarea
            id={fieldId}
            className={s.reportText}
            placeholder={GH_TEXT.reportPlaceholder}
            value={text}
            rows={5}
            maxLength={2000}
            required
            aria-invalid={missing}
            aria-describedby={missing ? errorId : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <p id={errorId} className={s.error} role="alert">
              {GH_TEXT.reportRequired}
            </p>
          )}
          <div className={s.reportButtons}>
            <PlainButton variant="secondary" onClick={close}>
              {GH_TEXT.cancel}
            </PlainButton>
            <PlainButton type="submit">{GH_TEXT.reportSubmit}</PlainButton>
          </div>
        </form>
      )}
    </Modal>
  );
}
