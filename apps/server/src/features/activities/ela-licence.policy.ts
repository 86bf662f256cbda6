import { activitiesEditable, ELA_LICENCE_TEXT } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import { AppError } from '../../errors.js';

/** The account's active ELA licence (PLAT-11's activeELALicense): never for a lite account. */
export const hasActiveELALicense = (user: AuthUser) => !user.is_lite && user.has_ela_license;

/**
 * TOOLS-33: writing or changing an activity of an ELA article (its poll, its write prompt) needs an
 * active ELA licence; 403 `subscription_required` otherwise. Reading and previewing stay open.
 */
export function assertMayEditActivities(user: AuthUser, content: { subject: string }) {
  if (!activitiesEditable({ activeELALicense: hasActiveELALicense(user) }, content.subject))
    throw new AppError('subscription_required', ELA_LICENCE_TEXT.refused);
}
