import { quizSubjectLabel } from '@lectern/domain';
import type { Activity } from '../../activities/activity.js';
import { lazyPage } from '../../lib/lazy-page.js';
import { studentQuizzesPrefetch } from './api.js';

/**
 * The quiz as an activity of the article page: a student's quiz and review, a teacher's overview
 * (quizOverview) and preview (quizPreview). Its panel loads as its own chunk.
 */
export const quizActivity: Activity = {
  type: 'QUIZ',
  title: 'Quiz',
  panels: ['quiz', 'quizOverview', 'quizPreview'],
  idParam: 'quizId',
  linkAlias: 'quiz',
  assignmentAction: 'Take the quiz',
  countLabel: (n) => `${n} ${n === 1 ? 'question' : 'questions'}`,
  opensFor: ({ attachmentId }) => attachmentId > 0,
  // QUIZ-21: readers who are not taking the quiz see its subject above the title.
  label: ({ asStudent, content, attachmentId }) => {
    if (asStudent) return undefined;
    const attachment = content.attachments.find((a) => a.id === attachmentId);
    return quizSubjectLabel(attachment?.subject.data.subject ?? content.data.subject);
  },
  Panel: lazyPage(() => import('./quiz-activity-panel.js').then((m) => m.QuizActivityPanel)),
  // The student's attempts: the panel opens on the review of a submitted quiz.
  prefetch: studentQuizzesPrefetch,
};
