import type { ArticleLevel, Assignment, Content, Me } from '@lectern/domain';

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

/** The quiz panel body: a student's quiz and review, or a teacher's overview, preview and report. */
export function QuizPanel(_props: QuizPanelProps) {
  return <p className="muted">Loading the quiz…</p>;
}
