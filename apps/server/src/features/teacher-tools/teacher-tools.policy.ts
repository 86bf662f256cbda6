import { actionsDisabled, userFlags } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import { AppError, forbidden } from '../../errors.js';

/**
 * TOOLS-06: teacher tools are for teachers, on content they may act on — not a lite teacher on a
 * premium article (PLAT-46). Whether they may read the article at all is the article's own check.
 */
export function assertMayUseTeacherTools(user: AuthUser, content: { is_lite: boolean }) {
  if (user.role !== 'teacher') throw forbidden('Teacher tools are for teachers.');
  if (actionsDisabled(userFlags(user), content)) throw new AppError('subscription_required');
}

/** API-48: content staff read the reports on drafts (as they read question reports, QUIZ-32). */
export const canListGeneratedContentReports = (user: AuthUser) => user.role === 'staff';
