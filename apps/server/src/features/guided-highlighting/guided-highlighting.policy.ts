import type { AuthUser } from '../../auth/auth-user.js';

/** Students answer guided highlighting; everyone who may read the level may see its questions. */
export const canCheckHighlights = (user: AuthUser) => user.role === 'student';

/** GH-14 … GH-16, API-45: teachers rate the questions (Like, Dislike with a report). */
export const canRateQuestions = (user: AuthUser) => user.role === 'teacher';
