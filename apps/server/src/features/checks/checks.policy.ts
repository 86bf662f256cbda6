import type { AuthUser } from '../../auth/auth-user.js';

/** Students answer checks for understanding; everyone who may read the level may see them. */
export const canAnswerChecks = (user: AuthUser) => user.role === 'student';
