import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { QUIZ_REPORT_REASONS, QUIZ_TEXT, questionTitle, type QuizQuestion } from '@lectern/domain';
import { buttonBarClass } from '../../activities/activity-parts.js';
import { useSubmit } from '../../lib/use-submit.js';
import { PlainButton } from '../../ui/plain-button.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { useFlagQuestion } from './api.js';
import parts from './quiz-parts.module.css';
import s from './question-report.module.css';

type Reason = (typeof QUIZ_REPORT_REASONS)[number];

/** QUIZ-32 … QUIZ-36: choose a reason, submit, then the thank-you and "Return to quiz". */
export function QuestionReport({
  quizId,
  question,
  number,
  onDone,
}: {
  quizId: number;
  question: QuizQuestion;
  number: number;
  onDone: () => void;
}) {
  const [reason, setReason] = useState<Reason | null>(null);
  const [missing, setMissing] = useState(false);
  const mutation = useFlagQuestion(quizId);
  const flag = useSubmit(mutation);
  const heading = useRef<HTMLHeadingElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const errorId = useId();

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (mutation.isSuccess) thanks.current?.focus();
  }, [mutation.isSuccess]);

  if (mutation.isSuccess)
    return (
      <div className={s.report}>
        <div className={s.reportDone}>
          <span className={s.doneIcon} aria-hidden="true">
            ✓
          </span>
          <p role="status" ref={thanks} tabIndex={-1} className={s.reportThanks}>
            {QUIZ_TEXT.reportThanks}
          </p>
        </div>
        <div className={buttonBarClass}>
          <PlainButton onClick={onDone}>{QUIZ_TEXT.reportReturn}</PlainButton>
        </div>
      </div>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    flag.submit({ questionId: question.id, message: reason });
  };
  return (
    <form className={s.report} onSubmit={submit} noValidate>
      <h3 className={s.reportHeading} ref={heading} tabIndex={-1}>
        {QUIZ_TEXT.reportQuestion}
      </h3>
      <p className={s.reportQuestion}>
        <span className={parts.questionNumber}>{questionTitle(number)}</span>
        {question.raw_question}
      </p>
      <fieldset className={s.reasons} aria-describedby={missing && !reason ? errorId : undefined}>
        <legend className={parts.sectionLabel}>Reason</legend>
        {QUIZ_REPORT_REASONS.map((r) => (
          <label key={r} className={reason === r ? s.reasonChecked : s.reason}>
            <input type="radio" name="quiz-report-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
            {r}
          </label>
        ))}
      </fieldset>
      {missing && !reason && (
        <p id={errorId} className={s.fieldError} role="alert">
          {QUIZ_TEXT.reportNoReason}
        </p>
      )}
      {flag.error && (
        <p className={s.fieldError} role="alert">
          {flag.error.message}
        </p>
      )}
      <div className={buttonBarClass}>
        <PlainButton variant="secondary" onClick={onDone}>
          {QUIZ_TEXT.reportCancel}
        </PlainButton>
        <SubmitButton pending={flag.isPending}>{QUIZ_TEXT.reportSubmit}</SubmitButton>
      </div>
    </form>
  );
}
