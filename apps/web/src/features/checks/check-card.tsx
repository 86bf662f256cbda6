import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CHECKS_TEXT, type UnderstandingCheck } from '@lectern/domain';
import type { InTextProps } from '../../activities/activity.js';
import { useSubmit } from '../../lib/use-submit.js';
import { PlainButton } from '../../ui/plain-button.js';
import { useAnswerCheck, useChecks } from './api.js';
import s from './checks.module.css';

/**
 * A check for understanding in the article's text (CFU-01). A student answers it to open the text
 * after it (the server sends that text only then); a teacher sees the question with its answer.
 */
export function CheckInText({ me, content, level, item, presentMode }: InTextProps) {
  const checks = useChecks(item.activity_id, level.id);
  const check = checks.data?.checks.find((c) => c.id === item.item_id);
  const headingId = useId();
  return (
    // A group, not a landmark: a level has several checks, and landmarks must be unique.
    <div role="group" className={s.card} id={`check-${item.item_id}`} aria-labelledby={headingId} data-check-card>
      <p className={s.label} id={headingId}>
        {CHECKS_TEXT.cardLabel}
      </p>
      {check ? (
        me.isStudent ? (
          <StudentCheck contentId={content.id} activityId={item.activity_id} levelId={level.id} check={check} />
        ) : (
          <TeacherCheck check={check} presentMode={presentMode} />
        )
      ) : checks.isError ? (
        <p role="alert">
          This check did not load.{' '}
          <PlainButton variant="quiet" onClick={() => void checks.refetch()}>
            Try again
          </PlainButton>
        </p>
      ) : (
        <p className="muted">Loading the check…</p>
      )}
    </div>
  );
}

function StudentCheck({
  contentId,
  activityId,
  levelId,
  check,
}: {
  contentId: string;
  activityId: number;
  levelId: number;
  check: UnderstandingCheck;
}) {
  const submit = useSubmit(useAnswerCheck(contentId, activityId, levelId));
  const [choice, setChoice] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const result = useRef<HTMLParagraphElement>(null);
  const answer = check.answer;
  const justAnswered = useRef(false);
  // The result is announced and takes focus once, right after the student's own answer.
  useEffect(() => {
    if (answer && justAnswered.current) {
      justAnswered.current = false;
      result.current?.focus();
    }
  }, [answer]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (choice === null) {
      setMissing(true);
      return;
    }
    justAnswered.current = true;
    submit.submit({ checkId: check.id, choice });
  };
  const name = `check-${check.id}`;
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className={s.fieldset} disabled={answer !== null}>
        <legend className={s.question}>{check.question}</legend>
        <div className={s.options}>
          {check.options.map((o) => {
            const state = !answer ? '' : o.id === answer.correct_choice ? s.right : o.id === answer.choice ? s.wrong : '';
            return (
              <label key={o.id} className={`${s.choice} ${state}`}>
                <input
                  type="radio"
                  name={name}
                  value={o.id}
                  checked={answer ? answer.choice === o.id : choice === o.id}
                  onChange={() => {
                    setChoice(o.id);
                    setMissing(false);
                  }}
                />
                <span>{o.text}</span>
                {answer && o.id === answer.correct_choice && <span className={s.mark}>Answer</span>}
                {answer && o.id === answer.choice && o.id !== answer.correct_choice && (
                  <span className={s.mark}>Your answer</span>
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
      {answer ? (
        <p className={answer.is_correct ? s.resultRight : s.resultWrong} role="status" tabIndex={-1} ref={result}>
          {answer.is_correct ? CHECKS_TEXT.correct : CHECKS_TEXT.incorrect(check.options[answer.correct_choice]?.text ?? '')}
        </p>
      ) : (
        <div className={s.actions}>
          <PlainButton type="submit" disabled={submit.isPending} aria-disabled={submit.isPending}>
            {submit.isPending ? 'Checking…' : CHECKS_TEXT.submit}
          </PlainButton>
          {missing && (
            <p className={s.error} role="alert">
              {CHECKS_TEXT.chooseFirst}
            </p>
          )}
          {submit.formError && (
            <p className={s.error} role="alert">
              {submit.formError}
            </p>
          )}
        </div>
      )}
    </form>
  );
}

function TeacherCheck({ check, presentMode }: { check: UnderstandingCheck; presentMode: boolean }) {
  const [shown, setShown] = useState(!presentMode);
  const key = check.correct_choice;
  return (
    <>
      <p className={s.question}>{check.question}</p>
      <ul className={s.teacherOptions}>
        {check.options.map((o) => (
          <li key={o.id} className={shown && o.id === key ? s.keyOption : undefined}>
            {o.text}
            {shown && o.id === key && <span className={s.mark}>Answer</span>}
          </li>
        ))}
      </ul>
      <div className={s.teacherFoot}>
        <p className={s.note}>{CHECKS_TEXT.teacherNote}</p>
        {key !== undefined && (
          <PlainButton variant="secondary" aria-pressed={shown} onClick={() => setShown(!shown)}>
            {shown ? 'Hide answer' : 'Show answer'}
          </PlainButton>
        )}
      </div>
    </>
  );
}
