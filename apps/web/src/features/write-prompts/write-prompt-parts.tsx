import { useEffect, useState } from 'react';
import { WRITE_LIMITS } from '@lectern/domain';
import s from './write-prompts.module.css';

/** A prompt as its author wrote it: text, with its line breaks. */
export function PromptText({ text, className }: { text: string; className?: string }) {
  return <p className={`${s.promptText} ${className ?? ''}`}>{text}</p>;
}

/** What each score out of 4 stands for (WRITE-24), highest first. */
export function RubricList({ rubric, headingLevel = 4 }: { rubric: readonly string[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={s.rubric}>
      <Heading className={s.rubricHeading}>Scoring guide (out of {WRITE_LIMITS.maxScore})</Heading>
      <ul className={s.rubricList}>
        {rubric
          .map((line, i) => ({ line, score: i + 1 }))
          .reverse()
          .map(({ line, score }) => (
            <li key={score} className={s.rubricItem}>
              <span className={s.rubricScore} aria-hidden="true">
                {score}
              </span>
              <span>
                <span className="visually-hidden">Score {score}: </span>
                {line}
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}

/** The current time, renewed every `everyMs` (relative times stay true while the page is open). */
export function useNow(everyMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** Words in a text, for the count under the editor. */
export const wordCount = (text: string) => text.split(/\s+/u).filter(Boolean).length;
