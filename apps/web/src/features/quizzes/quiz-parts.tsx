import { useCallback, useRef } from 'react';
import { optionLetter, type QuizOption } from '@lectern/domain';
import { ActivityProgress } from '../../activities/activity-parts.js';
import { focusLater } from '../../lib/focus.js';
import s from './quiz-parts.module.css';

/** QUIZ-20: letters come from positions; the first position is A whatever the numbering starts at. */
export const letterOf = (options: readonly QuizOption[], position: number) =>
  optionLetter(position, Math.min(...options.map((o) => o.position)));

export const byPosition = <T extends { position: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.position - b.position);

/**
 * Back and Next move focus to the new question's heading (PLAT-57, 50 ms after the press), so a
 * keyboard's next Tab reaches its first answer instead of starting again from the page's top. The
 * heading carries `ref={headingRef}` and `tabIndex={-1}`; the ref lives in the component that stays
 * while the questions change.
 */
export function useQuestionFocus() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => void focusLater(() => headingRef.current), []);
  return { headingRef, focusHeading };
}

/** A question's position in the quiz (QUIZ-26): the activities' shared progress bar. */
export function QuizProgressBar({ index, total, answered }: { index: number; total: number; answered?: readonly boolean[] }) {
  return <ActivityProgress label="Quiz progress" index={index} total={total} answered={answered} />;
}

/**
 * Options shown read-only with their marks: the correct answer (a teacher's preview, a student's
 * review unless answers are hidden) and the student's own choice (QUIZ-16, QUIZ-26).
 */
export function OptionList({
  options,
  correctId,
  chosenId,
}: {
  options: readonly QuizOption[];
  /** The option to mark as correct; null hides it. */
  correctId: number | null;
  chosenId?: number | null;
}) {
  return (
    <ol className={s.optionList}>
      {byPosition(options).map((o) => {
        const correct = o.id === correctId;
        const chosen = o.id === chosenId;
        const cls = correct ? s.optionCorrect : chosen ? s.optionWrong : s.optionPlain;
        return (
          <li key={o.id} className={cls}>
            <span className={s.letter} aria-hidden="true">
              {letterOf(options, o.position)}
            </span>
            <span className={s.optionText}>
              <span className="visually-hidden">{letterOf(options, o.position)}. </span>
              {o.text}
              {(chosen || correct) && (
                <span className={s.optionMarks}>
                  {chosen && <span className={correct ? s.markRight : s.markWrong}>Your answer</span>}
                  {correct && <span className={s.markRight}>Correct answer</span>}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The quiz's own notices: loading, and the activities-failed text (D2§8). */
export function QuizLoading() {
  return (
    <div className={s.loading} role="status">
      <span className={s.spinner} aria-hidden="true" />
      Loading the quiz…
    </div>
  );
}
