import { useId, useState, type FormEvent } from 'react';
import { GENERATED_REPORT_TEXT as TEXT, type GeneratedToolName } from '@lectern/domain';
import { Modal } from '../../ui/modal.js';
import { PlainButton } from '../../ui/plain-button.js';
import { useReportGeneratedContent } from './api.js';
import s from './teacher-tools.module.css';

/**
 * API-48: "Report this content" under a tool's draft opens the report form: the teacher describes
 * the problem (required) and submits it; the server keeps the report with the draft they saw, for
 * content staff. After a report the button gives way to the thanks.
 */
export function ReportGeneratedContent({
  contentId,
  levelId,
  tool,
}: {
  contentId: string;
  levelId: number;
  tool: GeneratedToolName;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const report = useReportGeneratedContent(contentId, levelId, tool);
  const fieldId = useId();
  const errorId = useId();
  if (report.isSuccess)
    return (
      <p className={s.reportThanks} role="status">
        {TEXT.thanks}
      </p>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    report.mutate(text.trim(), { onSuccess: () => setOpen(false) });
  };
  return (
    <>
      <PlainButton variant="secondary" className={s.reportOpen} onClick={() => setOpen(true)}>
        {TEXT.open}
      </PlainButton>
      <Modal title={TEXT.title} isOpen={open} onOpenChange={setOpen}>
        {({ close }) => (
          <form onSubmit={submit} noValidate className={s.report}>
            <label htmlFor={fieldId} className={s.reportPrompt}>
              {TEXT.prompt}
            </label>
            <textarea
              id={fieldId}
              className={s.reportText}
              placeholder={TEXT.placeholder}
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
              <p id={errorId} className={s.reportError} role="alert">
                {TEXT.required}
              </p>
            )}
            {report.isError && (
              <p className={s.reportError} role="alert">
                {TEXT.failure}
              </p>
            )}
            <div className={s.reportButtons}>
              <PlainButton variant="secondary" onClick={close}>
                {TEXT.cancel}
              </PlainButton>
              <PlainButton type="submit" disabled={report.isPending}>
                {TEXT.submit}
              </PlainButton>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}
