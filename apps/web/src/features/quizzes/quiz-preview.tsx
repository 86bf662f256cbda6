import { useState, type RefObject } from 'react';
import { Link } from 'react-router';
import {
  QUIZ_TEXT,
  previewHeading,
  questionIndex,
  readingSkillOf,
  standardOf,
  type Me,
  type Quiz,
  type QuizQuestion,
} from '@lectern/domain';
import { buttonBarClass } from '../../activities/activity-parts.js';
import { PlainButton } from '../../ui/plain-button.js';
import { OptionList, QuizProgressBar, useQuestionFocus } from './quiz-parts.js';
import { useQuizQuery } from './use-quiz-query.js';
import parts from './quiz-parts.module.css';
import s from './quiz-preview.module.css';

/**
 * QUIZ-26 … QUIZ-29: one question at a time. Outside present mode the correct answer is marked;
 * in present mode it stays hidden until "Show answer", and moving on hides it again.
 */
export function QuizPreview({
  me,
  quiz,
  questions,
  custom,
  presentMode,
  onReport,
  tag = 'standard',
}: {
  me: Me;
  quiz: Quiz;
  /** The selected questions (QUIZ-28), in position order. */
  questions: QuizQuestion[];
  custom: boolean;
  presentMode: boolean;
  /** Reporting a question (QUIZ-32), for those who may; no report link without it. */
  onReport?: ((question: QuizQuestion, number: number) => void) | undefined;
  /** The tag over each question: its standard (QUIZ-26, for teachers) or its reading skill (for families and schools' staff). */
  tag?: 'standard' | 'skill';
}) {
  const { question, update } = useQuizQuery();
  const { headingRef, focusHeading } = useQuestionFocus();
  const index = questionIndex(questions, custom, question);
  const q = questions[index];
  if (!q) return <p className="muted">This quiz has no questions at this level.</p>;
  const goTo = (i: number) => {
    update({ question: String(custom ? i + 1 : questions[i]!.position) });
    focusHeading();
  };
  return (
    <PreviewQuestion
      // A new question starts with its answer hidden again (QUIZ-27).
      key={q.id}
      me={me}
      question={q}
      index={index}
      total={questions.length}
      answersIncluded={quiz.answers_included}
      presentMode={presentMode}
      goTo={goTo}
      headingRef={headingRef}
      onReport={onReport && (() => onReport(q, index + 1))}
      tag={tag}
    />
  );
}

function PreviewQuestion({
  me,
  question,
  index,
  total,
  answersIncluded,
  presentMode,
  goTo,
  headingRef,
  onReport,
  tag,
}: {
  me: Me;
  question: QuizQuestion;
  index: number;
  total: number;
  answersIncluded: boolean;
  presentMode: boolean;
  goTo: (index: number) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onReport: (() => void) | undefined;
  tag: 'standard' | 'skill';
}) {
  const [shown, setShown] = useState(false);
  const standard = tag === 'standard' ? standardOf(question) : null;
  const skill = tag === 'skill' ? readingSkillOf(question) : null;
  const revealed = answersIncluded && (!presentMode || shown);
  const correctId = revealed ? (question.options.find((o) => o.is_correct)?.id ?? null) : null;
  return (
    <div className={parts.quiz}>
      <QuizProgressBar index={index} total={total} />
      {standard && (
        <div className={parts.tags}>
          <span className={parts.standardTag} title={standard.description}>
            {standard.title}
          </span>
        </div>
      )}
      {skill && (
        <div className={parts.tags}>
          <span className={parts.skillTag}>{skill}</span>
        </div>
      )}
      <div className={parts.question}>
        <h3 className={parts.questionHeading} ref={headingRef} tabIndex={-1}>
          {previewHeading(index + 1, total)}
        </h3>
        <p className={parts.questionText}>{question.raw_question}</p>
        <OptionList options={question.options} correctId={correctId} />
      </div>
      {!answersIncluded && me.isTeacher && !me.isAuthorizedTeacher && (
        <p className={parts.notice}>
          <Link to="/account/settings/">{QUIZ_TEXT.completeAccount}</Link>
        </p>
      )}
      {answersIncluded && presentMode && (
        <PlainButton variant="secondary" className={s.answerToggle} onClick={() => setShown((v) => !v)}>
          {shown ? QUIZ_TEXT.hideAnswer : QUIZ_TEXT.showAnswer}
        </PlainButton>
      )}
      {onReport && (
        <div className={s.reportRow}>
          <PlainButton variant="quiet" className={s.reportButton} onClick={onReport}>
            <span aria-hidden="true" className={s.flagIcon}>
              ⚑
            </span>
            {QUIZ_TEXT.reportQuestion}
          </PlainButton>
        </div>
      )}
      <div className={buttonBarClass}>
        <PlainButton variant="secondary" onClick={() => goTo(index - 1)} disabled={index === 0}>
          {QUIZ_TEXT.back}
        </PlainButton>
        <PlainButton variant="secondary" onClick={() => goTo(index + 1)} disabled={index === total - 1}>
          {QUIZ_TEXT.next}
        </PlainButton>
      </div>
    </div>
  );
}
