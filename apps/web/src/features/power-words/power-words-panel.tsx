import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  badgeColour,
  POWER_WORDS_MAX_TOKENS,
  POWER_WORDS_TEXT as T,
  powerWordMark,
  powerWordsPoints,
  powerWordsSummary,
  powerWordsTally,
  resumeQuestion,
  type ArticleLevel,
  type Content,
  type Me,
  type PowerWordQuestion,
  type PowerWordResult,
} from '@lectern/domain';
import { useFeatures } from '../../lib/use-features.js';
import { buttonClass, PlainButton } from '../../ui/plain-button.js';
import { TokenDisplay } from '../../ui/token-display.js';
import { useSubmitVocabularyAnswer, usePowerWordsQuiz, useVocabularyAnswers } from './api.js';
import { PowerWordsBadge } from './power-words-badge.js';
import s from './power-words.module.css';

export interface PowerWordsPanelProps {
  me: Me;
  content: Content;
  level: ArticleLevel;
  /** The POWER_WORDS_ACTIVITY id (powerWordsActivityId in the query). */
  activityId: number;
  asStudent: boolean;
  presentMode: boolean;
}

/** PLAT-57: focus moves this long after an action, once the new view is on screen. */
const FOCUS_DELAY_MS = 50;
const LOAD_FAILED = "We're sorry, the activities aren't loading. Please try again later.";

type Result = PowerWordResult & { is_correct: boolean };

/**
 * The Power Words panel body (PW-01 … PW-15). Students answer one question at a time; each answer
 * is saved at once and locks the question. A teacher (not in "View as student") gets the compact
 * preview with the answers marked; in present mode the answers start hidden behind a toggle.
 */
export function PowerWordsPanel({ me, content, level, activityId, asStudent, presentMode }: PowerWordsPanelProps) {
  const quiz = usePowerWordsQuiz(activityId, level.id);
  const saves = me.isStudent;
  const answers = useVocabularyAnswers(content.id, saves);

  if (quiz.isError || (saves && answers.isError)) return <p className={s.error}>{LOAD_FAILED}</p>;
  if (quiz.isPending || (saves && answers.isPending)) return <p className="muted">Loading Power Words…</p>;
  const questions = [...quiz.data.questions].sort((a, b) => a.position - b.position);
  if (questions.length === 0) return <p className="muted">There are no Power Words for this level yet.</p>;

  if (!me.isStudent && !asStudent) return <TeacherPreview questions={questions} presentMode={presentMode} />;

  const stored: Record<number, Result> = {};
  for (const a of answers.data?.results ?? [])
    stored[a.question.id] = {
      chosen: a.answer_choice.content_id,
      correct: a.correct_choice.content_id,
      is_correct: a.is_correct,
    };
  return (
    <StudentPowerWords me={me} content={content} level={level} activityId={activityId} questions={questions} stored={stored} />
  );
}

const correctOptionId = (q: PowerWordQuestion) => q.options.find((o) => o.is_correct)?.id ?? null;

/** Removes the panel's parameters: back to the activity picker. */
function useReturnToActivities() {
  const [query, setQuery] = useSearchParams();
  return () => {
    const next = new URLSearchParams(query);
    for (const p of ['activityPanel', 'powerWordsActivityId', 'question']) next.delete(p);
    setQuery(next, { replace: true });
  };
}

const focusLater = (el: () => HTMLElement | null) => setTimeout(() => el()?.focus(), FOCUS_DELAY_MS);

function StudentPowerWords({
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
  const submit = useSubmitVocabularyAnswer(content.id);
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
    submit.mutate(
      {
        questionId: q.id,
        articleLevelId: level.id,
        headword: q.article_word.headword,
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
            <>
              <p className={s.definition}>
                <strong>{q.article_word.headword}</strong>: {q.article_word.definition}
              </p>
              <div className={s.actions}>
                <button
                  type="button"
                  ref={continueRef}
                  className={buttonClass()}
                  onClick={() => goTo(number < total ? number + 1 : null)}
                >
                  {T.continue}
                </button>
              </div>
            </>
          ) : (
            <div className={s.actions}>
              <PlainButton type="submit" aria-disabled={submit.isPending || undefined}>
                {T.submit}
              </PlainButton>
            </div>
          )}
        </>
      }
      describedBy={missing ? `pw-missing-${q.id}` : undefined}
    />
  );
}

/** One question: the headword, the question and its two options as radio choices. */
function QuestionView({
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
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onSubmit: (e: FormEvent) => void;
  footer: React.ReactNode;
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
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const back = useReturnToActivities();
  const features = useFeatures(me.isStudent);
  const total = questions.length;
  const points = powerWordsPoints(correct, total);
  const colour = badgeColour(correct, total, 'power_words', points);
  const words = new Map<string, { headword: string; definition: string; right: number; asked: number }>();
  for (const q of questions) {
    const w = words.get(q.article_word.headword) ?? { ...q.article_word, right: 0, asked: 0 };
    w.asked += 1;
    if (results[q.id]?.is_correct) w.right += 1;
    words.set(q.article_word.headword, w);
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
        {[...words.values()].map((w) => (
          <li key={w.headword}>
            <span className={s.wordName}>{w.headword}</span>
            <span className={w.right === w.asked ? s.wordAllRight : s.wordSome}>
              {w.right} of {w.asked} right
            </span>
          </li>
        ))}
      </ul>
      <div className={s.summaryActions}>
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

/**
 * PW-14, PW-15: the teacher's compact preview. Answers are marked, except in present mode where
 * they start hidden behind "Show answers". A teacher may try the options; the score line at the
 * end counts those tries.
 */
function TeacherPreview({ questions, presentMode }: { questions: PowerWordQuestion[]; presentMode: boolean }) {
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
        <div className={s.actions}>
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
        headingRef={headingRef}
        onSubmit={(e) => {
          e.preventDefault();
          move(index + 1);
        }}
        footer={
          <div className={s.actions}>
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
