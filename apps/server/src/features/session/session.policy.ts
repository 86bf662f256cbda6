import type { UserRow } from '../users/users.repository.js';

/** Staff may act as a teacher (to help them), never as a student, parent or another staff member. */
export function canImpersonate(actor: Pick<UserRow, 'role'>, target: Pick<UserRow, 'role'> | undefined): boolean {
  return actor.role === 'staff' && target?.role === 'teacher';
}
