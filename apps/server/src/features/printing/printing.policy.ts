import { printPermission, userFlags, type PrintableLevel, type PrintPermission, type PrintReader } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';

/** The reader facts the print rule reads, from the signed-in user. */
export function printReaderOf(user: AuthUser): PrintReader {
  const flags = userFlags(user);
  return {
    role: user.role,
    isAuthorized: user.is_authorized,
    isLiteUser: flags.isLiteUser,
    canPrintPremiumContent: flags.canPrintPremiumContent,
    canViewPowerWords: flags.canViewPowerWords,
  };
}

/**
 * PRINT-02 … PRINT-07: what this user may print of a level, by the domain's one print rule. The
 * PDF route and the options the page lists both ask here; `gating` is the user's
 * `premium_print_gating` flag.
 */
export const canPrint = (user: AuthUser, level: PrintableLevel, gating: boolean): PrintPermission =>
  printPermission(printReaderOf(user), level, gating);
