import type { AuthUser } from '../../auth/auth-user.js';

/** The grading page is for teachers: their own students' work only. */
export const canGrade = (user: AuthUser) => user.role === 'teacher';
