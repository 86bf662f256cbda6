import { useState } from 'react';
import { GENERATED_REPORT_TEXT as TEXT, type GeneratedToolName } from '@lectern/domain';
import { PlainButton } from '../../ui/plain-button.js';
import { ReportFormModal } from '../../ui/report-form-modal.js';
import { useReportGeneratedContent } from './api.js';
import s from './teacher-tools.module.css';

/**
 * API-48: "Report this content" under a tool's draft opens the report form: the teacher describes
 * the problem (required) and submits it; the server keeps the report with the draft they saw, for
 * content staff. After a report the button gives way to the thanks; after a failure the form stays
 * open with what was typed.
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
  const report = useReportGeneratedContent(contentId, levelId, tool);
  if (report.isSuccess)
    return (
      <p className={s.reportThanks} role="status">
        {TEXT.thanks}
      </p>
    );
  return (
    <>
      <PlainButton variant="secondary" className={s.reportOpen} onClick={() => setOpen(true)}>
        {TEXT.open}
      </PlainButton>
      <ReportFormModal
        text={TEXT}
        isOpen={open}
        onOpenChange={setOpen}
        onSubmit={(description) => report.mutate(description, { onSuccess: () => setOpen(false) })}
        failure={report.isError ? TEXT.failure : undefined}
        pending={report.isPending}
      />
    </>
  );
}
