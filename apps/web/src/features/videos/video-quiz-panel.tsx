import { useEffect, useId, useRef, useState } from 'react';
import { formatDurationShort, type VideoData, type VideoQuizSubmission } from '@lectern/domain';
import { buttonClass } from '../../ui/plain-button.js';
import s from './videos.module.css';

export type VideoQuiz = VideoData['annotations'][number];

/**
 * VIDEO-06: the activities panel of an interactive video (440 px high, VIDEO-01). Its list offers
 * the video's quiz; the open activity shows its label and a back button. At a question the video
 * pauses and the panel shows it: a student answers (stored once, shown again on return); everyone
 * else reads it (quizReadOnly), teachers with the correct answer marked (showCorrectAnswers,
 * VIDEO-05).
 */
export function VideoQuizPanel({
  quizzes,
  answers,
  open,
  onOpen,
  current,
  readOnly,
  showCorrect,
  saving,
  saveError,
  onAnswer,
  onContinue,
  onWatchFrom,
}: {
  quizzes: readonly VideoQuiz[];
  answers: readonly VideoQuizSubmission[];
  open: boolean;
  onOpen: (open: boolean) => void;
  current: VideoQuiz | null;
  readOnly: boolean;
  showCorrect: boolean;
  saving: boolean;
  saveError: boolean;
  onAnswer: (quizId: string, answerId: string) => void;
  onContinue: () => void;
  onWatchFrom: (seconds: number) => void;
}) {
  const headingId = useId();
  const answered = new Map(answers.map((a) => [a.quiz_id, a]));
  return (
    <aside className={s.panel} aria-labelledby={headingId}>
      {!open ? (
        <>
          <h2 id={headingId} className={s.panelTitle}>
            Activities
          </h2>
          <div className={s.panelBody} tabIndex={0}>
            {quizzes.length === 0 ? (
              <p className="muted">This video has no activities.</p>
            ) : (
              <button type="button" className={s.activityEntry} onClick={() => onOpen(true)}>
                <span className={s.activityName}>Video quiz</span>
                <span className="muted">
                  {quizzes.length} {quizzes.length === 1 ? 'question' : 'questions'}
                  {!readOnly && ` · ${answered.size} answered`}
                </span>
              </button>
            )}
          </div>
        </>
      ) : (
        <>
          <div className={s.panelHead}>
            <button type="button" className={s.back} onClick={() => onOpen(false)} aria-label="Back to activities">
              <span aria-hidden="true">←</span>
            </button>
            <h2 id={headingId} className={s.panelTitle}>
              Video quiz
            </h2>
          </div>
          <div className={s.panelBody} tabIndex={0}>
            {current ? (
              <QuestionCard
                key={current.quiz.id}
                quiz={current}
                saved={answered.get(current.quiz.id)}
                readOnly={readOnly}
                showCorrect={showCorrect}
                saving={saving}
                saveError={saveError}
                onAnswer={onAnswer}
                onContinue={onContinue}
              />
            ) : (
              <ol className={s.questionList}>
                {quizzes.map((q, i) => {
                  const a = answered.get(q.quiz.id);
                  const chosen = a && q.quiz.answers.find((x) => x.id === a.answer_id);
                  return (
                    <li key={q.quiz.id} className={s.questionItem}>
                      <p className={s.questionMeta}>
                        Question {i + 1} · at {formatDurationShort(q.time_seconds)}
                      </p>
                      <p className={s.questionText}>{q.quiz.question}</p>
                      {chosen ? (
                        <p className={s.yourAnswer}>Your answer: {chosen.text}</p>
                      ) : readOnly ? (
                        showCorrect && (
                          <p className={s.yourAnswer}>Correct answer: {q.quiz.answers.find((x) => x.is_correct)?.text}</p>
                        )
                      ) : (
                        <p className="muted">Not answered yet</p>
                      )}
                      <button type="button" className={s.linkButton} onClick={() => onWatchFrom(q.time_seconds)}>
                        Watch from {formatDurationShort(q.time_seconds)}
                      </button>
                    </li>
                  );
                })}
              </ol>
            )}
          </div>
        </>
      )}
    </aside>
  );
}

function QuestionCard({
  quiz,
  saved,
  readOnly,
  showCorrect,
  saving,
  saveError,
  onAnswer,
  onContinue,
}: {
  quiz: VideoQuiz;
  saved: VideoQuizSubmission | undefined;
  readOnly: boolean;
  showCorrect: boolean;
  saving: boolean;
  saveError: boolean;
  onAnswer: (quizId: string, answerId: string) => void;
  onContinue: () => void;
}) {
  const [choice, setChoice] = useState<string | null>(saved?.answer_id ?? null);
  const name = useId();
  const locked = readOnly || saved !== undefined;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // The video stopped for this question: bring it into view (under the video on a phone) and
    // put the keyboard on its first choice, or on Continue when it is read only.
    const first = form.current?.querySelector<HTMLElement>('input:not(:disabled), button');
    first?.focus({ preventScroll: true });
    form.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <form
      ref={form}
      className={s.question}
      onSubmit={(e) => {
        e.preventDefault();
        if (choice && !locked) onAnswer(quiz.quiz.id, choice);
      }}
    >
      <fieldset className={s.fieldset}>
        <legend className={s.questionText}>{quiz.quiz.question}</legend>
        {quiz.quiz.answers.map((a) => (
          <label key={a.id} className={s.choice}>
            <input
              type="radio"
              name={name}
              value={a.id}
              checked={choice === a.id}
              disabled={locked}
              onChange={() => setChoice(a.id)}
            />
            <span>{a.text}</span>
            {showCorrect && a.is_correct && <span className={s.correctTag}>Correct answer</span>}
          </label>
        ))}
      </fieldset>
      {saved && (
        <p className={s.saved} role="status">
          Your answer is saved.
        </p>
      )}
      {saveError && !saved && (
        <p className={s.error} role="alert">
          Your answer was not saved. Check your connection and submit it again.
        </p>
      )}
      <div className={s.questionActions}>
        {!locked && (
          <button type="submit" className={buttonClass('primary')} disabled={!choice || saving}>
            {saving ? 'Saving…' : 'Submit answer'}
          </button>
        )}
        {locked && (
          <button type="button" className={buttonClass('primary')} onClick={onContinue}>
            Continue watching
          </button>
        )}
      </div>
    </form>
  );
}
