import { useState } from 'react';
import type { Me, Quiz, QuizQuestion } from '@lectern/domain';
import { QuestionReport } from './question-report.js';
import { QuizPreview } from './quiz-preview.js';
import { byPosition } from './quiz-parts.js';
import s from './quiz-preview.module.css';

/**
 * The quiz as a parent or a school admin sees it: every question, one at a time with Back and Next
 * (QUIZ-26), each tagged with the reading skill it practises rather than a standard's code, and
 * no assignment tools (no selection, no notice of what assigning would assess).
 * The correct answers are marked only where the API includes them (QUIZ-29, the answer-key rule);
 * staff, who may report questions (QUIZ-32), keep the report link.
 */
export function QuizReadOnly({ me, quizId, quiz }: { me: Me; quizId: number; quiz: Quiz }) {
  const [reporting, setReporting] = useState<{ question: QuizQuestion; number: number } | null>(null);
  if (reporting)
    return (
      <QuestionReport quizId={quizId} question={reporting.question} number={reporting.number} onDone={() => setReporting(null)} />
    );
  return (
    <div className={s.readOnly}>
      <p className={s.readOnlyIntro}>The questions students answer after reading this level.</p>
      <QuizPreview
        me={me}
        quiz={quiz}
        questions={byPosition(quiz.questions)}
        custom={false}
        presentMode={false}
        onReport={me.isStaff ? (question, number) => setReporting({ question, number }) : undefined}
        tag="skill"
      />
    </div>
  );
}
