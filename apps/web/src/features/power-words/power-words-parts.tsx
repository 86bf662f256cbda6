import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { powerWordMark, type PowerWordQuestion, type PowerWordResult } from '@lectern/domain';
import s from './power-words.module.css';

/** A question's outcome as the panel shows it: the chosen and correct options, and whether they match. */
export type Result = PowerWordResult & { is_correct: boolean };

export const correctOptionId = (q: PowerWordQuestion) => q.options.find((o) => o.is_correct)?.id ?? null;

/** One question: the headword, the question and its two options as radio choices. */
export function QuestionView({
  q,
  number,
  total,
  answered,
  result,
  selected,
  onSelect,
  locked,
  showCorrect = null,
  headingRef,
  onSubmit,
  footer,
  describedBy,
  compact = false,
}: {
  q: PowerWordQuestion;
  number: number;
  total: number;
  answered: number;
  result: Result | null;
  selected: number | null;
  onSelect: (id: number) => void;
  locked: boolean;
  showCorrect?: { correctId: number | null } | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSubmit: (e: FormEvent) => void;
  footer: ReactNode;
  describedBy?: string | undefined;
  compact?: boolean;
}) {
  const name = useId();
  return (
    <form className={compact ? `${s.question} ${s.compact}` : s.question} onSubmit={onSubmit} noValidate>
      <Progress number={number} total={total} answered={answered} />
      <h3 className={s.headword} ref={headingRef} tabIndex={-1}>
        {q.article_word.headword}
      </h3>
      <fieldset className={s.fieldset} aria-describedby={describedBy}>
        <legend className={s.prompt}>{q.question}</legend>
        <div className={s.options}>
          {q.options.map((o) => {
            const mark = powerWordMark(o.id, result, showCorrect);
            const cls = [s.option, mark === 'correct' ? s.isCorrect : '', mark === 'your answer' ? s.isWrong : '']
              .filter(Boolean)
              .join(' ');
            return (
              <label key={o.id} className={cls}>
                <input
                  type="radio"
                  name={name}
                  value={o.id}
                  checked={selected === o.id}
                  disabled={locked}
                  onChange={() => onSelect(o.id)}
                />
                <span className={s.optionText}>{o.text}</span>
                {mark && (
                  <span className={mark === 'correct' ? s.markCorrect : s.markWrong}>
                    <span aria-hidden="true">{mark === 'correct' ? '✓' : '✗'}</span> {mark}
                  </span>
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
      {footer}
    </form>
  );
}

function Progress({ number, total, answered }: { number: number; total: number; answered: number }) {
  return (
    <div className={s.progress}>
      <span className={s.progressText}>
        Question {number} of {total}
      </span>
      <span className={s.dots} aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <span key={i} className={i + 1 === number ? s.dotCurrent : i < answered ? s.dotDone : s.dot} />
        ))}
      </span>
    </div>
  );
}
