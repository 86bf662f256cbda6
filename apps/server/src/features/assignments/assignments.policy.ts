import type { AuthUser } from '../users/users.repository.js';
import type { AssignmentRow } from './assignments.repository.js';

/** Only the teacher who made an assignment edits, duplicates or deletes it. */
export const canManageAssignment = (user: AuthUser, a: AssignmentRow) => user.role === 'teacher' && a.created_by === user.id;

/** Teachers with a completed account create assignments (PLAT-27). */
export const canCreateAssignment = (user: AuthUser) => user.role === 'teacher' && user.is_authorized;
