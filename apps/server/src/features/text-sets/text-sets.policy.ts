import type { AuthUser } from '../../auth/auth-user.js';
import { forbidden } from '../../errors.js';

/** TOOLBAR-11: teachers and parents keep text sets; students have none (TOOLBAR-10 hides Save from lite students). */
export function keepsTextSets(user: AuthUser) {
  if (user.role !== 'teacher' && user.role !== 'parent') throw forbidden('Only teachers and parents have text sets.');
}

/** TOOLBAR-11: the action is disabled for the lite UI type, so its writes are refused too. */
export function mayChangeTextSets(user: AuthUser) {
  keepsTextSets(user);
  if (user.is_lite) throw forbidden('Text sets come with a school subscription.');
}

/** Who may view a text set: its owner; once shared, anyone signed in with its link (read-only). */
export function mayViewTextSet(user: AuthUser, set: { owner_id: number; date_shared: Date | null }, now = new Date()) {
  return set.owner_id === user.id || (set.date_shared !== null && set.date_shared <= now);
}
