import type { AuthUser } from '../../auth/auth-user.js';

/**
 * QUIZ-29, PW-14: one rule for every activity's answer key before answering — a quiz's correct
 * options, Power Words' right choices, and those of the activities to come. Teachers whose account
 * is complete and staff see it; students learn answers by answering, and an unfinished teacher
 * account first completes itself ("To see the correct answers, first complete your teacher account").
 */
export const canSeeAnswerKey = (user: AuthUser) => user.role === 'staff' || (user.role === 'teacher' && user.is_authorized);
