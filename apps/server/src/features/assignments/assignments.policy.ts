import type { AuthUser } from '../../auth/auth-user.js';
import type { Relation } from '../activities/relations.js';
import type { AssignmentRow } from './assignments.repository.js';

/** Only the teacher who made an assignment edits, duplicates or deletes it. */
export const canManageAssignment = (user: AuthUser, a: AssignmentRow) => user.role === 'teacher' && a.created_by === user.id;

/** Teachers with a completed account create assignments (PLAT-27). */
export const canCreateAssignment = (user: AuthUser) => user.role === 'teacher' && user.is_authorized;

/**
 * Whose given assignments a user may list by student id: a parent their own linked child's, a
 * student their own. Teachers list their own assignments; nobody else reaches a student's list.
 */
export const canListAssignmentsOf = (user: AuthUser, relation: Relation) =>
  (user.role === 'parent' && relation === 'parent') || (user.role === 'student' && relation === 'self');
