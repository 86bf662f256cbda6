import { Fragment, useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import {
  QUIZ_TEXT,
  SIMILAR_HEADING,
  badgeColour,
  chosenOptions,
  previewHeading,
  questionIndex,
  questionNumber,
  questionTitle,
  quizProgressKey,
  quizReviewShowsSimilar,
  quizSubmitBody,
  reviewLine,
  scoreText,
  selectQuestions,
  selectedQuestionIds,
  skippedQuestions,
  tokensEarnedText,
  type Assignment,
  type Me,
  type Quiz,
  type QuizQuestion,
  type ReadAloudLanguage,
  type StudentQuiz as StudentQuizRecord,
} from '@lectern/domain';
import { buttonBarClass } from '../../activities/activity-parts.js';
import { SimilarContent, useSimilarContent } from '../../activities/similar-content.js';
import { useFeatures } from '../../lib/use-features.js';
import { useSubmit } from '../../lib/use-submit.js';
import { PlainButton } from '../../ui/plain-button.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { TokenCoin } from '../../ui/token-display.js';
import { useStoreAttempt, useSubmitQuiz } from './api.js';
import { byPosition, letterOf, OptionList, QuizProgressBar, useQuestionFocus } from './quiz-parts.js';
import { QuizListen, quizReadAloudLanguage } from './quiz-listen.js';
import { useQuizProgress } from './use-quiz-progress.js';
import { useQuizQuery } from './use-quiz-query.js';
import parts from './quiz-parts.module.css';
import s from './student-quiz.module.css';

export interface StudentQuizProps {
  me: Me;
  contentId: string;
  quizId: number;
  quiz: Quiz;
  /** The student's submitted attempt; undefined until they submit (review mode after). */
  record: StudentQuizRecord | undefined;
  assignment: Assignment | null;
  /** The language of the quiz's level: read-aloud of quizzes speaks it (AUDIO-19). */
  language?: string;
}

/**
 * The student's quiz (QUIZ-04 … QUIZ-20): one question at a time by the `question` parameter,
 * the skipped-question alert, the submit, then the summary with the score badge and the review.
 */
export function StudentQuiz({ me, contentId, quizId, quiz, record, assignment, language = 'en' }: StudentQuizProps) {
  const { question, update, href } = useQuizQuery();
  const [focusSummary, setFocusSummary] = useState(false);
  const { headingRef, focusHeading } = useQuestionFocus();
  const questions = selectQuestions(
    quiz.questions,
    selectedQuestionIds(assignment?.activity_element_selections, quizId, quiz.article_level_id),
  );
  const custom = questions.length !== quiz.questions.length;
  const numberOf = (index: number) => questionNumber(questions[index]!, index, custom);
  const linkTo = (index: number) => href({ activityPanel: 'quiz', quizId: String(quizId), question: String(numberOf(index)) });
  const index = questionIndex(questions, custom, question);
  const current = questions[index];

  const readAloud = quizReadAloudLanguage(useFeatures(true).data?.read_aloud_quizzes, language, assignment);

  if (!current) return <p className="muted">This quiz has no questions at this level.</p>;
  if (record && question === null)
    return (
      <QuizSummary
        me={me}
        contentId={contentId}
        record={record}
        questions={questions}
        linkTo={linkTo}
        onReview={() => update({ question: String(numberOf(0)) })}
        focusOnMount={focusSummary}
      />
    );
  const nav = {
    index,
    total: questions.length,
    goTo: (i: number) => {
      update({ question: String(numberOf(i)) });
      focusHeading();
    },
    headingRef,
    readAloud,
  };
  if (record)
    return (
      <ReviewQuestion
        key={current.id}
        question={current}
        answer={record.answers.find((a) => a.quiz_question_id === current.id)}
        onDone={() => update({ question: null })}
        {...nav}
      />
    );
  return (
    <AnswerQuestions
      me={me}
      contentId={contentId}
      quizId={quizId}
      levelId={quiz.article_level_id}
      questions={questions}
      assignmentId={assignment?.assignment_id ?? null}
      linkTo={linkTo}
      onSubmitted={() => {
        setFocusSummary(true);
        update({ question: null });
      }}
      {...nav}
    />
  );
}

interface Nav {
  index: number;
  total: number;
  /** Shows another question and moves focus to its heading. */
  goTo: (index: number) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The language the question is read aloud in, or null where quizzes are not read aloud. */
  readAloud: ReadAloudLanguage | null;
}

/** Answering: the choices are kept per quiz and question across reloads (QUIZ-07) until submitted. */
function AnswerQuestions({
  me,
  contentId,
  quizId,
  levelId,
  questions,
  assignmentId,
  linkTo,
  onSubmitted,
  index,
  total,
  goTo,
  headingRef,
  readAloud,
}: Nav & {
  me: Me;
  contentId: string;
  quizId: number;
  levelId: number;
  questions: QuizQuestion[];
  assignmentId: number | null;
  linkTo: (index: number) => string;
  onSubmitted: () => void;
}) {
  const { progress, choose, clear } = useQuizProgress(quizProgressKey(me.unique_id, quizId, levelId));
  const submit = useSubmit(useSubmitQuiz());
  const store = useStoreAttempt(contentId);
  // Counts held submits: each one shows the skipped alert again and moves focus to its first link.
  const [attempts, setAttempts] = useState(0);
  const q = questions[index]!;
  const chosen = progress[q.id]?.value;
  const skipped = skippedQuestions(
    questions.map((x) => x.id),
    chosenOptions(progress),
  );
  const last = index === total - 1;

  const onSubmit = () => {
    const body = quizSubmitBody({
      questionIds: questions.map((x) => x.id),
      progress,
      contentId,
      quizId,
      assignmentId,
      now: new Date(),
    });
    if (!body || skipped.length > 0) {
      setAttempts((n) => n + 1);
      return;
    }
    // The handlers run even once the question view has given way to the summary (as soon as the
    // attempt is stored), so the clean-up still happens then.
    submit.submit(body, {
      onSuccess: (saved) => {
        onSubmitted();
        const stored = store(saved);
        clear();
        return stored;
      },
      // QUIZ-12: logged, nothing shown; the answers stay and Submit can be pressed again.
      onError: (error) => console.error(QUIZ_TEXT.submitError, { contentId, quizId, levelId, assignmentId, error }),
    });
  };

  const name = `quiz-${quizId}-question-${q.id}`;
  return (
    <div className={parts.quiz}>
      <QuizProgressBar index={index} total={total} answered={questions.map((x) => progress[x.id] !== undefined)} />
      <fieldset className={parts.question} key={q.id}>
        <legend className={s.legend}>
          <span className={parts.questionHeading} ref={headingRef} tabIndex={-1}>
            {previewHeading(index + 1, total)}
          </span>
          <span className={parts.questionText}>{q.raw_question}</span>
        </legend>
        <div className={parts.choices}>
          {byPosition(q.options).map((o) => {
            const letter = letterOf(q.options, o.position);
            return (
              <label key={o.id} className={chosen === o.id ? parts.choiceChecked : parts.choice}>
                <input
                  type="radio"
                  className={parts.choiceInput}
                  name={name}
                  value={o.id}
                  checked={chosen === o.id}
                  onChange={() => choose(q.id, o.id)}
                />
                <span className={parts.letter} aria-hidden="true">
                  {letter}
                </span>
                <span className={parts.optionText}>
                  <span className="visually-hidden">{letter}. </span>
                  {o.text}
                </span>
              </label>
            );
          })}
        </div>
        {/* After the choices, so Tab from the question's heading still reaches its first answer (PLAT-57). */}
        {readAloud && <QuizListen question={q} language={readAloud} />}
      </fieldset>
      {attempts > 0 && skipped.length > 0 && <SkippedAlert numbers={skipped} linkTo={linkTo} attempt={attempts} />}
      <div className={buttonBarClass}>
        <PlainButton variant="secondary" onClick={() => goTo(index - 1)} disabled={index === 0}>
          {QUIZ_TEXT.back}
        </PlainButton>
        {last ? (
          <SubmitButton type="button" pending={submit.isPending} onClick={onSubmit}>
            {QUIZ_TEXT.submit}
          </SubmitButton>
        ) : (
          <PlainButton onClick={() => goTo(index + 1)}>{QUIZ_TEXT.next}</PlainButton>
        )}
      </div>
    </div>
  );
}

/** QUIZ-10: "You skipped Question 2, Question 3 and Question 5", each a link; focus goes to the first. */
function SkippedAlert({ numbers, linkTo, attempt }: { numbers: number[]; linkTo: (index: number) => string; attempt: number }) {
  const first = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, [attempt]);
  return (
    <div className={s.skipped} role="alert">
      You skipped{' '}
      {numbers.map((n, i) => (
        <Fragment key={n}>
          {i > 0 && (i === numbers.length - 1 ? ' and ' : ', ')}
          <Link ref={i === 0 ? first : undefined} to={linkTo(n - 1)} replace className={s.skippedLink}>
            {questionTitle(n)}
          </Link>
        </Fragment>
      ))}
    </div>
  );
}

/** Review mode (QUIZ-09, QUIZ-16): the locked choice, marked correct or incorrect. */
function ReviewQuestion({
  question,
  answer,
  onDone,
  index,
  total,
  goTo,
  headingRef,
  readAloud,
}: Nav & { question: QuizQuestion; answer: StudentQuizRecord['answers'][number] | undefined; onDone: () => void }) {
  return (
    <div className={parts.quiz}>
      <QuizProgressBar index={index} total={total} answered={Array.from({ length: total }, () => true)} />
      <div className={parts.question}>
        <div className={s.reviewHeading}>
          <h3 className={parts.questionHeading} ref={headingRef} tabIndex={-1}>
            {previewHeading(index + 1, total)}
          </h3>
          {answer && <ResultLabel correct={answer.is_correct} />}
        </div>
        <p className={parts.questionText}>{question.raw_question}</p>
        <OptionList options={question.options} correctId={answer?.correct_answer ?? null} chosenId={answer?.value ?? null} />
        {readAloud && <QuizListen question={question} language={readAloud} />}
      </div>
      <div className={buttonBarClass}>
        <PlainButton variant="secondary" onClick={() => goTo(index - 1)} disabled={index === 0}>
          {QUIZ_TEXT.back}
        </PlainButton>
        {index < total - 1 && (
          <PlainButton variant="secondary" onClick={() => goTo(index + 1)}>
            {QUIZ_TEXT.next}
          </PlainButton>
        )}
        <PlainButton onClick={onDone}>{QUIZ_TEXT.review}</PlainButton>
      </div>
    </div>
  );
}

function ResultLabel({ correct }: { correct: boolean }) {
  return (
    <span className={correct ? s.labelCorrect : s.labelIncorrect}>
      <span aria-hidden="true">{correct ? '✓' : '✕'}</span> {correct ? QUIZ_TEXT.correct : QUIZ_TEXT.incorrect}
    </span>
  );
}

/**
 * QUIZ-15 … QUIZ-19: the score badge, the tokens earned, and one line per question; choosing a
 * question opens it in review mode. Then, for students, the similar-content block (RELATED-04).
 */
function QuizSummary({
  me,
  contentId,
  record,
  questions,
  linkTo,
  onReview,
  focusOnMount,
}: {
  me: Me;
  contentId: string;
  record: StudentQuizRecord;
  questions: QuizQuestion[];
  linkTo: (index: number) => string;
  onReview: () => void;
  focusOnMount: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusOnMount(ref, focusOnMount);
  const colour = badgeColour(record.correct_count, record.question_count);
  // TOKEN-07: tokens show only where the reading challenge is on.
  const challenge = useFeatures(true).data?.reading_challenge === true;
  return (
    <div className={s.summary}>
      <div className={s.result} ref={ref} tabIndex={-1}>
        <div
          className={colour === 'gold' ? s.badgeGold : colour === 'blue' ? s.badgeBlue : s.badgeGrey}
          role="img"
          aria-label={scoreText(record.correct_count, record.question_count)}
        >
          <span className={s.badgeScore}>
            {record.correct_count}
            <span className={s.badgeTotal}>/{record.question_count}</span>
          </span>
        </div>
        <div className={s.resultText}>
          {challenge && (
            <p className={s.tokens}>
              <TokenCoin className={s.tokenIcon} />
              {tokensEarnedText(record.tokens_earned)}
            </p>
          )}
          <PlainButton onClick={onReview}>{QUIZ_TEXT.reviewQuestions}</PlainButton>
        </div>
      </div>
      <ol className={s.reviewList} aria-label="Your answers">
        {questions.map((q, i) => {
          const answer = record.answers.find((a) => a.quiz_question_id === q.id);
          const line = reviewLine(answer, q.options);
          return (
            <li key={q.id}>
              <Link to={linkTo(i)} replace className={s.reviewItem}>
                <span className={s.reviewTop}>
                  <span className={s.reviewTitle}>{questionTitle(i + 1)}</span>
                  {answer && <ResultLabel correct={answer.is_correct} />}
                </span>
                <span className={s.reviewLine}>
                  {line.yourAnswer}
                  {line.correctAnswer && <span className={s.reviewCorrect}>{line.correctAnswer}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
      <SimilarInReview me={me} contentId={contentId} />
    </div>
  );
}

/** RELATED-04: what to read next, after a student's review: articles like this one, of the types a student may get. */
function SimilarInReview({ me, contentId }: { me: Me; contentId: string }) {
  const asked = quizReviewShowsSimilar(me, 1);
  const results = useSimilarContent(contentId, me, asked).data?.results ?? [];
  if (!quizReviewShowsSimilar(me, results.length)) return null;
  return <SimilarContent heading={SIMILAR_HEADING} results={results} me={me} headingLevel={3} />;
}

function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [ref, enabled]);
}
