import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  badgeColour,
  POWER_WORDS_MAX_TOKENS,
  POWER_WORDS_TEXT as T,
  powerWordsPoints,
  powerWordsSummary,
  powerWordsTally,
  resumeQuestion,
  type ArticleLevel,
  type Content,
  type Me,
  type PowerWordQuestion,
} from '@lectern/domain';
import { buttonBarClass } from '../../activities/activity-parts.js';
import { focusLater } from '../../lib/focus.js';
import { useFeatures } from '../../lib/use-features.js';
import { useSubmit } from '../../lib/use-submit.js';
import { buttonClass, PlainButton } from '../../ui/plain-button.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { TokenDisplay } from '../../ui/token-display.js';
import { useSubmitVocabularyAnswer } from './api.js';
import { PowerWordsBadge } from './power-words-badge.js';
import { correctOptionId, QuestionView, type Result } from './power-words-parts.js';
import { useReturnToActivities } from './use-return-to-activities.js';
import s from './power-words.module.css';

/**
 * A student's Power Words (PW-01 … PW-13): one question at a time, each answer saved at once and
 * locking the question, then the summary. A teacher in "View as student" gets the same questions
 * without saving anything.
 */
export function StudentPowerWords({
  me,
  content,
  level,
  activityId,
  questions,
  stored,
}: {
  me: Me;
  content: Content;
  level: ArticleLevel;
  activityId: number;
  questions: PowerWordQuestion[];
  stored: Record<number, Result>;
}) {
  const [query, setQuery] = useSearchParams();
  const submit = useSubmit(useSubmitVocabularyAnswer(content.id));
  // A teacher in "View as student" tries the questions without saving anything.
  const [local, setLocal] = useState<Record<number, Result>>({});
  const results = me.isStudent ? stored : local;
  const total = questions.length;
  const tally = powerWordsTally(
    questions.map((q) => q.id),
    results,
  );
  const allAnswered = tally.answered >= total;

  // PW-09, PW-10: opening (or reloading) the panel resumes after the answered questions, or shows
  // the summary when all are answered. From then on the question parameter leads.
  const [resumeAt] = useState(() => (allAnswered ? null : resumeQuestion(tally.answered, total)));
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const next = new URLSearchParams(window.location.search);
    if (resumeAt === null) next.delete('question');
    else next.set('question', String(resumeAt));
    if (next.toString() !== window.location.search.replace(/^\?/, '')) setQuery(next, { replace: true });
    setStarted(true);
    // Once, when the panel opens.
  }, []);

  const raw = query.get('question');
  const param = started ? (raw !== null && /^\d+$/.test(raw) ? Number(raw) : null) : resumeAt;
  const showSummary = allAnswered && (param === null || param < 1 || param > total);
  // Questions are taken in order: a number past the first open question shows that one.
  const number = Math.min(Math.max(param ?? 1, 1), tally.answered + 1, total);

  const [selected, setSelected] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const summaryRef = useRef<HTMLHeadingElement>(null);

  const goTo = (n: number | null) => {
    setSelected(null);
    setMissing(false);
    setFailed(false);
    const next = new URLSearchParams(query);
    if (n === null) next.delete('question');
    else next.set('question', String(n));
    setQuery(next, { replace: true });
    focusLater(() => (n === null ? summaryRef.current : headingRef.current));
  };

  if (showSummary) {
    return <Summary me={me} questions={questions} results={results} correct={tally.correct} headingRef={summaryRef} />;
  }

  const q = questions[number - 1]!;
  const result = results[q.id] ?? null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (result || submit.isPending) return;
    if (selected === null) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setFailed(false);
    if (!me.isStudent) {
      const correct = correctOptionId(q) ?? selected;
      setLocal((r) => ({ ...r, [q.id]: { chosen: selected, correct, is_correct: correct === selected } }));
      focusLater(() => continueRef.current);
      return;
    }
    submit.submit(
      {
        questionId: q.id,
        articleLevelId: level.id,
        definition: q.article_word.definition,
        choiceId: selected,
      },
      {
        onSuccess: () => focusLater(() => continueRef.current),
        onError: (error) => {
          // PW-07: the question unlocks for another try; the failure is logged with its context.
          setFailed(true);
          console.error('Unable to submit Power Words answer', {
            error,
            contentId: content.id,
            levelId: level.id,
            activityId,
            questionId: q.id,
            answerChoiceId: selected,
            userId: me.id,
            url: window.location.href,
          });
        },
      },
    );
  };

  return (
    <QuestionView
      key={q.id}
      q={q}
      number={number}
      total={total}
      answered={tally.answered}
      result={result}
      selected={result?.chosen ?? selected}
      onSelect={(id) => {
        setSelected(id);
        setMissing(false);
      }}
      locked={result !== null || submit.isPending}
      reveal={result !== null}
      headingRef={headingRef}
      onSubmit={onSubmit}
      footer={
        <>
          {missing && (
            <p className={s.inlineError} role="alert" id={`pw-missing-${q.id}`}>
              {T.selectAnswer}
            </p>
          )}
          {failed && (
            <p className={s.inlineError} role="alert">
              {T.submitFailed}
            </p>
          )}
          {result ? (
            <div className={buttonBarClass}>
              <button
                type="button"
                ref={continueRef}
                className={buttonClass()}
                onClick={() => goTo(number < total ? number + 1 : null)}
              >
                {T.continue}
              </button>
            </div>
          ) : (
            <div className={buttonBarClass}>
              <SubmitButton pending={submit.isPending}>{T.submit}</SubmitButton>
            </div>
          )}
        </>
      }
      describedBy={missing ? `pw-missing-${q.id}` : undefined}
    />
  );
}

/** PW-12, PW-13: the badge, the score line, the tokens, the word wall link and the way back. */
function Summary({
  me,
  questions,
  results,
  correct,
  headingRef,
}: {
  me: Me;
  questions: PowerWordQuestion[];
  results: Record<number, Result>;
  correct: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const back = useReturnToActivities();
  const features = useFeatures(me.isStudent);
  const total = questions.length;
  const points = powerWordsPoints(correct, total);
  const colour = badgeColour(correct, total, 'power_words', points);
  const words = new Map<number, { headword: string | undefined; right: number; asked: number }>();
  for (const q of questions) {
    const w = words.get(q.article_word.id) ?? { headword: undefined, right: 0, asked: 0 };
    w.headword ??= q.article_word.headword;
    w.asked += 1;
    if (results[q.id]?.is_correct) w.right += 1;
    words.set(q.article_word.id, w);
  }
  return (
    <section className={s.summary} aria-labelledby="pw-summary-title">
      <div className={s.summaryTop}>
        <PowerWordsBadge colour={colour} points={points} />
        <div>
          <h3 id="pw-summary-title" className={s.summaryTitle} ref={headingRef} tabIndex={-1}>
            {colour === 'gold' ? 'Perfect score!' : 'Power Words complete'}
          </h3>
          <p className={s.score}>{powerWordsSummary(correct, total)}</p>
          {me.isStudent && features.data?.reading_challenge === true && (
            <p className={s.tokens}>
              <TokenDisplay earned={points} total={POWER_WORDS_MAX_TOKENS} size="PICKER" />
            </p>
          )}
        </div>
      </div>
      <ul className={s.wordList} aria-label="Your words">
        {/* Answered words are named; a preview without the answer key has no names to list. */}
        {[...words]
          .filter(([, w]) => w.headword !== undefined)
          .map(([id, w]) => (
            <li key={id}>
              <span className={s.wordName}>{w.headword}</span>
              <span className={w.right === w.asked ? s.wordAllRight : s.wordSome}>
                {w.right} of {w.asked} right
              </span>
            </li>
          ))}
      </ul>
      <div className={buttonBarClass}>
        {me.isStudent && (
          <Link to="/student-binder/word-wall" className={s.wallLink}>
            {T.wordWall}
          </Link>
        )}
        <PlainButton onClick={back}>{T.returnToActivities}</PlainButton>
      </div>
    </section>
  );
}
