import type { Features } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';

/** TOKEN-07: the reading_challenge flag gates tokens and the challenge. */
export const challengeEnabled = (features: Features) => features.reading_challenge;

/** Tokens, history and rewards are a student's own. */
export const hasOwnTokens = (user: AuthUser) => user.role === 'student';

/** TOKEN-09: students see their progress, teachers their classes' (nobody else takes part). */
export const challengeRole = (user: AuthUser): 'student' | 'teacher' | null =>
  user.role === 'student' ? 'student' : user.role === 'teacher' ? 'teacher' : null;
