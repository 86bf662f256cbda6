import { userFlags } from '@lectern/domain';
import type { AuthUser } from '../users/users.repository.js';

/** PW-02: Power Words is hidden from students in the lite UI and from accounts without the permission. */
export const canUsePowerWords = (user: AuthUser) => userFlags(user).canViewPowerWords;

/** PW-05: students answer. */
export const canAnswerPowerWords = (user: AuthUser) => user.role === 'student' && canUsePowerWords(user);

/** PW-14, PW-15: teachers (and staff) preview with the answers; students learn them by answering. */
export const canSeePowerWordsAnswerKey = (user: AuthUser) => user.role === 'teacher' || user.role === 'staff';
