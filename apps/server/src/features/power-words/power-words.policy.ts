import { userFlags } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';

/** PW-02: Power Words is hidden from students in the lite UI and from accounts without the permission. */
export const canUsePowerWords = (user: AuthUser) => userFlags(user).canViewPowerWords;

/** PW-05: students answer. */
export const canAnswerPowerWords = (user: AuthUser) => user.role === 'student' && canUsePowerWords(user);
