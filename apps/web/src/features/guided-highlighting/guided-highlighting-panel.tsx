import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  attemptLabel,
  GH_TEXT,
  pointsText,
  textOf,
  type BlockRange,
  type GuidedHighlighting,
  type GuidedHighlightingQuestion,
} from '@lectern/domain';
import type { ActivityPanelProps } from '../../activities/activity.js';
import { articleRoot, domRangeOf, scrollToRange } from '../../activities/anchoring.js';
import { ActivityLoadError } from '../../activities/load-error.js';
import { SentenceSelector } from '../../activities/sentence-selector.js';
import { ApiError } from '../../lib/api.js';
import { PlainButton } from '../../ui/plain-button.js';
import { ReportFormModal, type ReportFormText } from '../../ui/report-form-modal.js';
import { useCheckHighlight, useGuidedHighlighting, useRateQuestion } from './api.js';
import { Completion } from './completion.js';
import { clearArticleSelection, HIGHLIGHT, useArticleSelection, usePaintedRanges } from './use-page-highlights.js';
import { WelcomeModal, welcomeSkipped } from './welcome-modal.js';
import s from './guided-highlighting.module.css';

/** GH-16, GH-17: "Report content" — the teacher describes the problem, then "Submit and remove". */
const REPORT_TEXT: ReportFormText = {
  title: GH_TEXT.reportTitle,
  prompt: GH_TEXT.reportPrompt,
  placeholder: GH_TEXT.reportPlaceholder,
  required: GH_TEXT.reportRequired,
  cancel: GH_TEXT.cancel,
  submit: GH_TEXT.reportSubmit,
};

/**
 * activityPanel=guided_highlighting (GH-02 … GH-18): a student's question cards — one expanded at
 * a time — where they highlight the answer in the article and check it, then the completion
 * screen; a teacher's cards with the answers, Like and Dislike. The server judges every highlight.
 */
export function GuidedHighlightingPanel({ me, level, attachmentId, presentMode }: ActivityPanelProps) {
  const gh = useGuidedHighlighting(attachmentId, level.id);
  if (gh.isError) {
    // A refusal the student should understand (the flag is off, the assignment hides it) is said as such.
    const e = gh.error;
    return e instanceof ApiError && e.status === 403 ? <p role="note">{e.message}</p> : <ActivityLoadError />;
  }
  if (!gh.data) return <p className="muted">Loading…</p>;
  const texts = level.body.map((b) => b.text);
  return me.isStudent ? (
    <StudentHighlighting data={gh.data} activityId={attachmentId} levelId={level.id} texts={texts} language={level.language} />
  ) : (
    <TeacherHighlighting
      data={gh.data}
      activityId={attachmentId}
      levelId={level.id}
      canRate={me.isTeacher}
      presentMode={presentMode}
    />
  );
}

const quote = (text: string, max = 240) => `“${text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text}”`;

/** The first question not completed yet, else the first. */
const firstOpen = (questions: readonly GuidedHighlightingQuestion[]) =>
  Math.max(
    questions.findIndex((q) => q.status !== 'completed'),
    0,
  );

function StudentHighlighting({
  data,
  activityId,
  levelId,
  texts,
  language,
}: {
  data: GuidedHighlighting;
  activityId: number;
  levelId: number;
  texts: string[];
  language: string;
}) {
  const { questions } = data;
  const allDone = questions.length > 0 && questions.every((q) => q.status === 'completed');
  const [active, setActive] = useState(() => firstOpen(questions));
  const [finished, setFinished] = useState<'no' | 'shown' | 'celebrate'>(allDone ? 'shown' : 'no');
  // Looking back over a finished activity: Next goes card by card, and the last card ends it again.
  const [reviewing, setReviewing] = useState(allDone);
  // GH-03, GH-04: the welcome opens when the student opens the activity, unless it was turned off
  // on this device. A page loaded with the panel already open (a bookmark, a reload) keeps focus at
  // its start, where the first Tab finds the skip link; the info button opens the welcome there.
  // The first address of a page load has the key "default"; opening the panel in the page (the
  // picker, the assignment's link) makes a new one.
  const { key } = useLocation();
  const [openedInPage] = useState(key !== 'default');
  const [welcome, setWelcome] = useState(false);
  useEffect(() => {
    if (openedInPage && !allDone && !welcomeSkipped()) setWelcome(true);
    // Only when the panel opens, not as questions complete.
  }, []);

  // After a wrong first check a card says so and offers "Try again" (GH-10); pressing it opens the second attempt.
  const [retrying, setRetrying] = useState<number | null>(null);
  const current = questions[Math.min(active, questions.length - 1)];
  // What the page shows for the open card: a wrong highlight, and the answer once it is known.
  const painted = finished === 'no' && current !== undefined && !isSelecting(current, retrying);
  usePaintedRanges(
    HIGHLIGHT.attempt,
    painted && current.selectedRange && current.isCorrect === false ? [current.selectedRange] : [],
  );
  usePaintedRanges(HIGHLIGHT.answer, painted && current.status === 'completed' && current.answer ? [current.answer.range] : []);

  if (!current) return <p>{GH_TEXT.noQuestions}</p>;
  return (
    <div className={s.panel}>
      <div className={s.topRow}>
        <p className={s.points} aria-live="polite">
          Your points: <strong>{data.tokens_earned}</strong>
        </p>
        <PlainButton
          variant="quiet"
          className={s.infoButton}
          aria-label={GH_TEXT.info}
          title={GH_TEXT.info}
          onClick={() => setWelcome(true)}
        >
          <span aria-hidden="true">i</span>
        </PlainButton>
      </div>
      <WelcomeModal isOpen={welcome} onClose={() => setWelcome(false)} />
      {finished !== 'no' ? (
        <Completion
          total={data.tokens_earned}
          celebrateNow={finished === 'celebrate'}
          onReview={() => {
            setFinished('no');
            setReviewing(true);
            setActive(0);
          }}
        />
      ) : (
        <ol className={s.cards} aria-label="Questions">
          {questions.map((q, i) => (
            <li key={q.id}>
              <StudentCard
                question={q}
                number={i + 1}
                expanded={q.id === current.id}
                onExpand={() => setActive(i)}
                retrying={retrying === q.id}
                onRetry={(on) => setRetrying(on ? q.id : null)}
                activityId={activityId}
                levelId={levelId}
                texts={texts}
                language={language}
                isLast={
                  reviewing ? i === questions.length - 1 : questions.every((x) => x.id === q.id || x.status === 'completed')
                }
                onNext={() => {
                  const next = questions.findIndex((x, j) => j > i && (reviewing || x.status !== 'completed'));
                  setActive(next >= 0 ? next : firstOpen(questions));
                }}
                onComplete={() => setFinished(reviewing ? 'shown' : 'celebrate')}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Whether a question waits for a highlight: before its first check, or once "Try again" was pressed. */
const isSelecting = (q: GuidedHighlightingQuestion, retrying: number | null) =>
  q.status === 'initial' || (q.status === 'tryAgain' && retrying === q.id);

/** The state of a card's status line, for the collapsed header. */
function statusText(q: GuidedHighlightingQuestion) {
  if (q.status === 'completed') return q.tokensEarned > 0 ? `Done · ${pointsText(q.tokensEarned)}` : 'Done';
  return attemptLabel(q.attempt, q.status) ?? '';
}

function StudentCard({
  question: q,
  number,
  expanded,
  onExpand,
  retrying,
  onRetry,
  activityId,
  levelId,
  texts,
  language,
  isLast,
  onNext,
  onComplete,
}: {
  question: GuidedHighlightingQuestion;
  number: number;
  expanded: boolean;
  onExpand: () => void;
  retrying: boolean;
  onRetry: (on: boolean) => void;
  activityId: number;
  levelId: number;
  texts: string[];
  language: string;
  /** Every other question is completed: this one ends the activity. */
  isLast: boolean;
  onNext: () => void;
  onComplete: () => void;
}) {
  const headingId = useId();
  const bodyId = useId();
  const check = useCheckHighlight(activityId, levelId);
  const selection = useArticleSelection(texts);
  const result = useRef<HTMLDivElement>(null);
  const cardTop = useRef<HTMLButtonElement>(null);
  const justChecked = useRef(false);

  const completed = q.status === 'completed';
  const selecting = isSelecting(q, retrying ? q.id : null);

  useEffect(() => {
    if (justChecked.current && !check.isPending) {
      justChecked.current = false;
      result.current?.focus();
    }
  }, [q.status, q.attempt, check.isPending]);

  const onCheck = (range: BlockRange) => {
    justChecked.current = true;
    check.mutate(
      { questionId: q.id, attempt: q.attempt + 1, range },
      {
        onSuccess: () => {
          onRetry(false);
          clearArticleSelection();
        },
      },
    );
  };

  const showAnswer = () => {
    const root = articleRoot();
    const range = root && q.answer ? domRangeOf(root, q.answer.range) : null;
    if (range) scrollToRange(range);
  };

  return (
    <article className={expanded ? s.cardOpen : s.card} aria-labelledby={headingId}>
      <h3 className={s.cardHeading} id={headingId}>
        <button
          type="button"
          ref={cardTop}
          className={s.cardToggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onExpand}
        >
          <span className={s.skill}>
            <span className="visually-hidden">Question {number}: </span>
            {q.readingSkill}
          </span>
          <span className={completed ? s.statusDone : s.status}>{statusText(q)}</span>
        </button>
      </h3>
      {expanded && (
        <div id={bodyId} className={s.cardBody}>
          <p className={s.question}>{q.question}</p>
          {selecting ? (
            <>
              <SentenceSelector texts={texts} language={language} />
              <div className={s.selection} aria-live="polite">
                {selection ? (
                  <>
                    <span className={s.selectionLabel}>Your selection</span> {quote(textOf(texts, selection))}
                  </>
                ) : (
                  <span className="muted">{GH_TEXT.selectFirst}</span>
                )}
              </div>
              {check.isError && (
                <p className={s.error} role="alert">
                  {check.error instanceof ApiError ? check.error.message : 'Your answer was not saved. Please try again.'}
                </p>
              )}
              <div className={s.buttons}>
                <PlainButton
                  variant="secondary"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={clearArticleSelection}
                  disabled={!selection}
                >
                  {GH_TEXT.clear}
                </PlainButton>
                <PlainButton
                  onMouseDown={(e) => e.preventDefault()}
                  disabled={!selection || check.isPending}
                  onClick={() => selection && onCheck(selection)}
                >
                  {check.isPending ? 'Checking…' : GH_TEXT.check}
                </PlainButton>
              </div>
            </>
          ) : (
            <div className={s.result} ref={result} tabIndex={-1} role="status">
              <p className={q.isCorrect ? s.right : s.wrong}>
                <span className={s.resultIcon} aria-hidden="true">
                  {q.isCorrect ? '✓' : '✗'}
                </span>
                {q.isCorrect
                  ? `${GH_TEXT.correct} +${pointsText(q.tokensEarned)}`
                  : completed
                    ? GH_TEXT.missedTwice
                    : GH_TEXT.incorrect}
              </p>
              {q.selectedText && (
                <p className={s.yourHighlight}>
                  <span className={s.selectionLabel}>{GH_TEXT.yourHighlight}</span> {quote(q.selectedText)}
                </p>
              )}
              {completed && !q.isCorrect && q.suggestedAnswer && (
                <div className={s.suggested}>
                  <p className={s.selectionLabel}>{GH_TEXT.suggestedAnswer}</p>
                  <p>{q.suggestedAnswer.content}</p>
                  {q.answer && (
                    <p className={s.passage}>
                      <span className={s.selectionLabel}>{GH_TEXT.answerInText}</span> {quote(q.answer.text)}
                    </p>
                  )}
                </div>
              )}
              {completed && q.answer && (
                <button type="button" className={s.linkButton} onClick={showAnswer}>
                  {GH_TEXT.showInText}
                </button>
              )}
            </div>
          )}
          {!selecting && (
            <div className={s.buttons}>
              {!completed ? (
                <PlainButton
                  onClick={() => {
                    onRetry(true);
                    clearArticleSelection();
                  }}
                >
                  {GH_TEXT.tryAgain}
                </PlainButton>
              ) : isLast ? (
                <PlainButton onClick={onComplete}>{GH_TEXT.complete}</PlainButton>
              ) : (
                <PlainButton onClick={onNext}>{GH_TEXT.nextQuestion}</PlainButton>
              )}
            </div>
          )}
        </div>
      )}
    </article>
  );
}

function TeacherHighlighting({
  data,
  activityId,
  levelId,
  canRate,
  presentMode,
}: {
  data: GuidedHighlighting;
  activityId: number;
  levelId: number;
  canRate: boolean;
  presentMode: boolean;
}) {
  const rate = useRateQuestion(activityId, levelId);
  const [reporting, setReporting] = useState<number | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const shownRanges = useMemo(() => {
    const q = data.questions.find((x) => x.id === shown);
    return q?.answer ? [q.answer.range] : [];
  }, [data.questions, shown]);
  usePaintedRanges(HIGHLIGHT.answer, shownRanges);

  const show = (q: GuidedHighlightingQuestion) => {
    setShown(q.id);
    const root = articleRoot();
    const range = root && q.answer ? domRangeOf(root, q.answer.range) : null;
    if (range) scrollToRange(range);
  };

  return (
    <div className={s.panel}>
      <div className={s.topRow}>
        <p className={s.intro}>{GH_TEXT.teacherIntro}</p>
        <span className={s.beta}>{GH_TEXT.beta}</span>
      </div>
      {!data.answers_included && (
        <p role="note" className={s.note}>
          {GH_TEXT.completeAccount} <Link to="/account/settings/">Complete your account</Link>
        </p>
      )}
      {data.questions.length === 0 ? (
        <p>{GH_TEXT.allReported}</p>
      ) : (
        <ol className={s.cards} aria-label="Questions">
          {data.questions.map((q, i) => (
            <li key={q.id}>
              <TeacherCard
                question={q}
                number={i + 1}
                presentMode={presentMode}
                canRate={canRate}
                highlighted={shown === q.id}
                onShow={() => show(q)}
                onLike={() =>
                  rate.mutate({ reportSource: 'GuidedHighlightingQuestion', reaction: 'thumbs_up', question_id: q.id })
                }
                onDislike={() => setReporting(q.id)}
              />
            </li>
          ))}
        </ol>
      )}
      <ReportFormModal
        key={reporting ?? 'none'}
        text={REPORT_TEXT}
        isOpen={reporting !== null}
        onOpenChange={(open) => !open && setReporting(null)}
        onSubmit={(description) => {
          if (reporting === null) return;
          rate.mutate({
            reportSource: 'GuidedHighlightingQuestion',
            reaction: 'thumbs_down',
            content_id: reporting,
            description,
          });
          setReporting(null);
        }}
      />
    </div>
  );
}

function TeacherCard({
  question: q,
  number,
  presentMode,
  canRate,
  highlighted,
  onShow,
  onLike,
  onDislike,
}: {
  question: GuidedHighlightingQuestion;
  number: number;
  presentMode: boolean;
  canRate: boolean;
  highlighted: boolean;
  onShow: () => void;
  onLike: () => void;
  onDislike: () => void;
}) {
  const headingId = useId();
  // In present mode the answers wait for "Show answer", as the quiz's do.
  const [open, setOpen] = useState(!presentMode);
  return (
    <article className={s.cardOpen} aria-labelledby={headingId}>
      <h3 className={s.teacherHeading} id={headingId}>
        <span className="visually-hidden">Question {number}: </span>
        <span className={s.skill}>{q.readingSkill}</span>
      </h3>
      <div className={s.cardBody}>
        <p className={s.question}>{q.question}</p>
        {q.answer &&
          (open ? (
            <div className={s.key}>
              <p className={s.selectionLabel}>{GH_TEXT.correctAnswer}</p>
              <blockquote className={s.passageQuote}>{q.answer.text}</blockquote>
              {q.suggestedAnswer && (
                <>
                  <p className={s.selectionLabel}>{GH_TEXT.suggestedAnswer}</p>
                  <p>{q.suggestedAnswer.content}</p>
                </>
              )}
              <button type="button" className={s.linkButton} aria-pressed={highlighted} onClick={onShow}>
                {GH_TEXT.showInText}
              </button>
            </div>
          ) : (
            <PlainButton variant="secondary" onClick={() => setOpen(true)}>
              Show answer
            </PlainButton>
          ))}
        {canRate && (
          <div className={s.rating}>
            <PlainButton variant="secondary" disabled={q.liked} aria-pressed={q.liked} onClick={onLike}>
              <Thumb />
              {q.liked ? GH_TEXT.liked : GH_TEXT.like}
            </PlainButton>
            <PlainButton variant="secondary" disabled={q.liked} onClick={onDislike}>
              <Thumb down />
              {GH_TEXT.dislike}
            </PlainButton>
          </div>
        )}
      </div>
    </article>
  );
}

/** A thumb for Like and Dislike, drawn here (no emoji font needed); the button's words name it. */
function Thumb({ down = false }: { down?: boolean }) {
  return (
    <svg
      className={s.thumb}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: 'scaleY(-1)' } : undefined}
    >
      <path
        d="M7 10v10H3V10h4Zm2 10V10l4.5-7c1.4 0 2.3 1.2 2 2.5L14.8 9H20a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 18.7 20H9Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
