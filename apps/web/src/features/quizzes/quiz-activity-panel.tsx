import type { ActivityPanelProps } from '../../activities/activity.js';
import { QuizPanel } from './quiz-panel.js';

const TABS: Record<string, 'overview' | 'preview'> = { quizOverview: 'overview', quizPreview: 'preview' };

/** The quiz panel as the article page opens it: activityPanel=quizOverview / quizPreview pick a teacher's tab. */
export function QuizActivityPanel({
  me,
  content,
  level,
  attachmentId,
  asStudent,
  assignment,
  presentMode,
  panel,
}: ActivityPanelProps) {
  return (
    <QuizPanel
      me={me}
      content={content}
      level={level}
      quizId={attachmentId}
      asStudent={asStudent}
      assignment={assignment}
      presentMode={presentMode}
      initialTab={TABS[panel]}
    />
  );
}
