import s from './activity-parts.module.css';

/** The button bar every activity panel ends with: pinned to the panel's bottom edge while the body scrolls. */
export const buttonBarClass = s.buttonBar;

/**
 * Where the reader is in an activity (QUIZ-26; Power Words alike): one segment per question, the
 * current one and the answered ones filled. Read out as "Question n of total".
 */
export function ActivityProgress({
  label,
  index,
  total,
  answered,
}: {
  /** The progress bar's name ("Quiz progress"). */
  label: string;
  index: number;
  total: number;
  /** Which questions are answered; by default those before the current one. */
  answered?: readonly boolean[] | undefined;
}) {
  return (
    <div
      className={s.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={1}
      aria-valuemax={total}
      aria-valuenow={index + 1}
      aria-valuetext={`Question ${index + 1} of ${total}`}
    >
      {Array.from({ length: total }, (_, i) => (
        <span key={i} className={i === index ? s.stepCurrent : (answered?.[i] ?? i < index) ? s.stepDone : s.step} />
      ))}
    </div>
  );
}
