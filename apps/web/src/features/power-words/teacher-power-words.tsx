import { useRef, useState } from 'react';
import { POWER_WORDS_TEXT as T, powerWordsSummary, type PowerWordQuestion } from '@lectern/domain';
import { buttonBarClass } from '../../activities/activity-parts.js';
import { focusLater } from '../../lib/focus.js';
import { PlainButton } from '../../ui/plain-button.js';
import { correctOptionId, QuestionView } from './power-words-parts.js';
import { useReturnToActivities } from './use-return-to-activities.js';
import s from './power-words.module.css';

/**
 * PW-14, PW-15: the teacher's compact preview. Answers are marked, except in present mode where
 * they start hidden behind "Show answers". A teacher may try the options; the score line at the
 * end counts those tries.
 */
export function TeacherPowerWords({ questions, presentMode }: { questions: PowerWordQuestion[]; presentMode: boolean }) {
  const back = useReturnToActivities();
  const [index, setIndex] = useState(0);
  const [done, setDone] = useState(false);
  const [picks, setPicks] = useState<Record<number, number>>({});
  const [shown, setShown] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const showAnswers = !presentMode || shown;
  const total = questions.length;
  const correct = questions.filter((q) => picks[q.id] !== undefined && picks[q.id] === correctOptionId(q)).length;

  const move = (to: number) => {
    if (to >= total) {
      setDone(true);
      focusLater(() => summaryRef.current);
      return;
    }
    setDone(false);
    setIndex(Math.max(0, to));
    focusLater(() => headingRef.current);
  };

  const toggle = presentMode && (
    <PlainButton variant="secondary" className={s.toggle} aria-pressed={shown} onClick={() => setShown(!shown)}>
      {shown ? T.hideAnswers : T.showAnswers}
    </PlainButton>
  );

  if (done) {
    return (
      <div className={`${s.summary} ${s.compact}`}>
        <p className={s.score} ref={summaryRef} tabIndex={-1}>
          {powerWordsSummary(correct, total)}
        </p>
        <div className={buttonBarClass}>
          <PlainButton variant="secondary" onClick={() => move(total - 1)}>
            {T.back}
          </PlainButton>
          <PlainButton onClick={back}>{T.returnToActivities}</PlainButton>
        </div>
      </div>
    );
  }

  const q = questions[index]!;
  return (
    <>
      {toggle}
      <QuestionView
        key={q.id}
        compact
        q={q}
        number={index + 1}
        total={total}
        answered={index}
        result={null}
        selected={picks[q.id] ?? null}
        onSelect={(id) => setPicks((p) => ({ ...p, [q.id]: id }))}
        locked={false}
        showCorrect={showAnswers ? { correctId: correctOptionId(q) } : null}
        // The word is named where the answers are (it is often the answer): not for readers
        // without the answer key, nor in present mode until "Show answers".
        reveal={showAnswers && correctOptionId(q) !== null}
        headingRef={headingRef}
        onSubmit={(e) => {
          e.preventDefault();
          move(index + 1);
        }}
        footer={
          <div className={buttonBarClass}>
            <PlainButton variant="secondary" disabled={index === 0} onClick={() => move(index - 1)}>
              {T.back}
            </PlainButton>
            <PlainButton type="submit">{T.next}</PlainButton>
          </div>
        }
      />
    </>
  );
}
