import { lazy, Suspense } from 'react';
import type { ArticleLevel, Assignment, Content, Me } from '@lectern/domain';
import { ActivityLoadError } from '../../activities/load-error.js';
import { useQuiz, useStudentQuizzes } from './api.js';
import { QuizLoading } from './quiz-parts.js';
import { StudentQuiz } from './student-quiz.js';

// The teacher's tabs, selection and report load only when a teacher opens the quiz; the read-only
// preview only when a parent or a school's staff does.
const TeacherQuiz = lazy(() => import('./teacher-quiz.js').then((m) => ({ default: m.TeacherQuiz })));
const QuizReadOnly = lazy(() => import('./quiz-read-only.js').then((m) => ({ default: m.QuizReadOnly })));

export interface QuizPanelProps {
  me: Me;
  content: Content;
  level: ArticleLevel;
  /** The QUIZ activity id (quizId in the query). */
  quizId: number;
  /** The page as a student sees it: a student, or a teacher in "View as student". */
  asStudent: boolean;
  /** The assignment in effect: a student's, or the teacher's selected one (custom quiz, hide_quiz_answers). */
  assignment: Assignment | null;
  /** Teacher present mode (answers hidden until "Show answer"). */
  presentMode: boolean;
  /** The tab activityPanel asked for (quizOverview / quizPreview); overview by default. */
  initialTab?: 'overview' | 'preview';
}

/**
 * The quiz panel body: a student's quiz and review; a teacher's overview, preview and report (only
 * teachers assign, so only they get the tools for it); for anyone else (a parent, a school
 * admin) a read-only preview of the questions.
 */
export function QuizPanel(props: QuizPanelProps) {
  if (props.asStudent) return <StudentQuizPanel {...props} />;
  return props.me.isTeacher ? <TeacherQuizPanel {...props} /> : <ReadOnlyQuizPanel {...props} />;
}

function StudentQuizPanel({ me, content, level, quizId, assignment }: QuizPanelProps) {
  const attempts = useStudentQuizzes(content.id, me);
  const record = attempts.data?.results.find((r) => r.quiz_id === quizId);
  // A submitted quiz is reviewed at the level it was answered at.
  const quiz = useQuiz(quizId, record?.article_level_id ?? level.id, !attempts.isLoading);
  if (attempts.isLoading || quiz.isPending) return <QuizLoading />;
  if (quiz.isError) return <ActivityLoadError />;
  return (
    <StudentQuiz
      me={me}
      contentId={content.id}
      quizId={quizId}
      quiz={quiz.data}
      record={record}
      assignment={assignment}
      language={level.language}
    />
  );
}

function TeacherQuizPanel({ me, content, level, quizId, assignment, presentMode, initialTab }: QuizPanelProps) {
  const quiz = useQuiz(quizId, level.id);
  if (quiz.isPending) return <QuizLoading />;
  if (quiz.isError) return <ActivityLoadError />;
  return (
    <Suspense fallback={<QuizLoading />}>
      <TeacherQuiz
        me={me}
        contentId={content.id}
        quizId={quizId}
        quiz={quiz.data}
        assignment={assignment}
        presentMode={presentMode}
        initialTab={initialTab}
      />
    </Suspense>
  );
}

function ReadOnlyQuizPanel({ me, level, quizId }: QuizPanelProps) {
  const quiz = useQuiz(quizId, level.id);
  if (quiz.isPending) return <QuizLoading />;
  if (quiz.isError) return <ActivityLoadError />;
  return (
    <Suspense fallback={<QuizLoading />}>
      <QuizReadOnly me={me} quizId={quizId} quiz={quiz.data} />
    </Suspense>
  );
}
