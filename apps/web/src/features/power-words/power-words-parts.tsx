import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { powerWordMark, type PowerWordQuestion, type PowerWordResult } from '@lectern/domain';
import { ActivityProgress } from '../../activities/activity-parts.js';
import s from './power-words.module.css';

/** A question's outcome as the panel shows it: the chosen and correct options, and whether they match. */
export type Result = PowerWordResult & { is_correct: boolean };

export const correctOptionId = (q: PowerWordQuestion) => q.options.find((o) => o.is_correct)?.id ?? null;

/**
 * One question: "Question n of total" over the shared progress bar, the question and its two
 * options as radio choices. The word being practised is not named above the question: it is often
 * the answer ("Magma forms in Earth's …" — mantle). It is named, with its definition, once the
 * answer is known (`reveal`).
 */
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
  reveal = false,
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
  /** Name the word and its definition under the options (the answer is known, and with it the word). */
  reveal?: boolean;
}) {
  const name = useId();
  return (
    <form className={compact ? `${s.question} ${s.compact}` : s.question} onSubmit={onSubmit} noValidate>
      <ActivityProgress label="Power Words progress" index={number - 1} total={total} answered={answeredFlags(total, answered)} />
      <h3 className={s.questionHeading} ref={headingRef} tabIndex={-1}>
        Question {number} of {total}
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
      {reveal && q.article_word.headword !== undefined && (
        <p className={s.definition}>
          <strong>{q.article_word.headword}</strong>: {q.article_word.definition}
        </p>
      )}
      {footer}
    </form>
  );
}

/** Questions are taken in order: the first `answered` are done. */
const answeredFlags = (total: number, answered: number) => Array.from({ length: total }, (_, i) => i < answered);
