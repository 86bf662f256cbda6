import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import {
  QUIZ_TEXT,
  selectQuestions,
  selectedQuestionIds,
  type Assignment,
  type Me,
  type Quiz,
  type QuizQuestion,
} from '@lectern/domain';
import { readQuizSelection, writeQuizSelection } from '../../lib/quiz-selection.js';
import { QuestionReport } from './question-report.js';
import { QuizOverview } from './quiz-overview.js';
import { QuizPreview } from './quiz-preview.js';
import { byPosition } from './quiz-parts.js';
import { useQuizQuery } from './use-quiz-query.js';
import s from './teacher-quiz.module.css';

export interface TeacherQuizProps {
  me: Me;
  contentId: string;
  quizId: number;
  quiz: Quiz;
  assignment: Assignment | null;
  presentMode: boolean;
  initialTab?: 'overview' | 'preview';
}

/**
 * The teacher's quiz panel (QUIZ-21 … QUIZ-36): the Overview and Preview tabs, and the question
 * report that replaces them while a teacher reports a question. The preview follows the
 * `question` parameter, so a reload or a shared link opens the same question.
 */
export function TeacherQuiz({ me, contentId, quizId, quiz, assignment, presentMode, initialTab }: TeacherQuizProps) {
  const { question, activityPanel, update } = useQuizQuery();
  const [selected, changeSelection] = useQuestionSelection(contentId, quizId, quiz, assignment);
  const [reporting, setReporting] = useState<{ question: QuizQuestion; number: number } | null>(null);
  const tab = question !== null || initialTab === 'preview' ? 'preview' : 'overview';
  const questions = selectQuestions(quiz.questions, selected);

  // QUIZ-22: choosing Preview starts at question 1; Overview drops the question.
  const choose = (key: Key) => {
    if (key === tab) return;
    const panel =
      activityPanel === 'quizOverview' || activityPanel === 'quizPreview'
        ? key === 'preview'
          ? 'quizPreview'
          : 'quizOverview'
        : activityPanel;
    update({ activityPanel: panel, question: key === 'preview' ? '1' : null });
  };

  if (reporting)
    return (
      <QuestionReport quizId={quizId} question={reporting.question} number={reporting.number} onDone={() => setReporting(null)} />
    );
  return (
    <Tabs selectedKey={tab} onSelectionChange={choose} className={s.tabs}>
      <TabList aria-label={QUIZ_TEXT.tabsLabel} className={s.tabList}>
        <Tab id="overview" className={s.tab}>
          {QUIZ_TEXT.overview}
        </Tab>
        <Tab id="preview" className={s.tab}>
          {QUIZ_TEXT.preview}
        </Tab>
      </TabList>
      <TabPanel id="overview" className={s.tabPanel}>
        <QuizOverview questions={quiz.questions} selected={selected} onChange={changeSelection} />
      </TabPanel>
      <TabPanel id="preview" className={s.tabPanel}>
        <QuizPreview
          me={me}
          quiz={quiz}
          questions={questions}
          custom={questions.length !== quiz.questions.length}
          presentMode={presentMode}
          onReport={(q, number) => setReporting({ question: q, number })}
        />
      </TabPanel>
    </Tabs>
  );
}

/**
 * QUIZ-30, QUIZ-31: the questions a teacher keeps. It starts from this tab's unsaved choice
 * (the one the assignment builder will save), else the assignment's selection, else every
 * question; each change is stored for the builder (lib/quiz-selection.ts).
 */
function useQuestionSelection(contentId: string, quizId: number, quiz: Quiz, assignment: Assignment | null) {
  const levelId = quiz.article_level_id;
  const [selected, setSelected] = useState<number[]>(() => {
    const ids = new Set(quiz.questions.map((q) => q.id));
    const fromAssignment = selectedQuestionIds(assignment?.activity_element_selections, quizId, levelId);
    const stored = readQuizSelection(contentId)?.[String(quizId)]?.[String(levelId)];
    const start = stored ?? fromAssignment ?? byPosition(quiz.questions).map((q) => q.id);
    return start.filter((id) => ids.has(id));
  });
  const change = (ids: number[]) => {
    setSelected(ids);
    const stored = readQuizSelection(contentId) ?? {};
    const base = stored[String(quizId)] ?? assignment?.activity_element_selections[String(quizId)] ?? {};
    writeQuizSelection(contentId, { ...stored, [String(quizId)]: { ...base, [String(levelId)]: ids } });
  };
  return [selected, change] as const;
}
