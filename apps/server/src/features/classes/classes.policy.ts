import type { AuthUser } from '../../auth/auth-user.js';
import type { ClassRow } from './classes.repository.js';

/** Only the class's own teacher changes it: its name, roster, groups and code. */
export function canManageClass(user: AuthUser, cls: ClassRow): boolean {
  return user.role === 'teacher' && cls.teacher_id === user.id;
}

/** Teachers with a completed account create classes. */
export function canCreateClass(user: AuthUser): boolean {
  return user.role === 'teacher' && user.is_authorized;
}

/** Whether a viewer sees the full roster and join code or only the class's name and teacher. */
export type ClassView = 'full' | 'member';
