import type { AuthUser } from '../../auth/auth-user.js';

/** Teachers share their annotations with their classes (ANNOT-12); every signed-in reader keeps their own (ANNOT-01). */
export const canShare = (user: AuthUser) => user.role === 'teacher';
