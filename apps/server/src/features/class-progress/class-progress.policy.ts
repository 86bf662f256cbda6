import type { AuthUser } from '../../auth/auth-user.js';

/**
 * Class progress is for the class's teachers: a teacher reads the assignments given to classes
 * they teach, and only those classes' students. (The service also checks the class is theirs.)
 */
export const readsClassProgress = (user: AuthUser) => user.role === 'teacher';
