import type { AuthUser } from '../../auth/auth-user.js';

/** QUIZ-09: only students take quizzes. */
export const canSubmitQuiz = (user: AuthUser) => user.role === 'student';

/**
 * QUIZ-16: whether a submitted quiz's correct answers are shown to this reader. The assignment's
 * hide_quiz_answers hides them from the student (and their parents); teachers and staff always see them.
 */
export const canSeeSubmittedAnswers = (user: AuthUser, attempt: { hide_answers: boolean }) =>
  !attempt.hide_answers || user.role === 'teacher' || user.role === 'staff';

/** QUIZ-32: teachers (and staff acting as teachers) report questions. */
export const canFlagQuestion = (user: AuthUser) => user.role === 'teacher' || user.role === 'staff';

/** The question reports are for content staff. */
export const canListQuestionFlags = (user: AuthUser) => user.role === 'staff';
