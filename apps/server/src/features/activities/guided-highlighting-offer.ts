/**
 * Whether guided highlighting is offered to a reader on an article (GH-01, ASSIGN-62, TOKEN-03):
 * one rule for the three places that ask — the article (a student is not offered an activity
 * they may not do), the article's tokens (its 30 count only where it is offered) and the activity's
 * own API.
 *
 * - A student needs the `can_view_guided_highlighting` flag, and an assignment of the article that
 *   does not hide it (their newest live one decides, as for checks for understanding).
 * - Teachers and other readers always see it (to preview its questions and rate them); while their
 *   flag is off it is a beta to them, marked so in the picker and on the screen.
 */
import { guidedHighlightingHidden } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { onePerPage } from '../../db/page-reads.js';
import { assignmentsOfStudent } from './assignments-given.repository.js';
import { featuresFor } from './feature-flags.js';

export type HighlightingOffer = 'offered' | 'beta' | 'flag_off' | 'hidden_by_assignment';

export async function guidedHighlightingOffer(db: Db, user: AuthUser, contentId: number): Promise<HighlightingOffer> {
  const features = await onePerPage(`features:${user.id}`, () => featuresFor(db, user));
  const on = features.can_view_guided_highlighting;
  if (user.role !== 'student') return on ? 'offered' : 'beta';
  if (!on) return 'flag_off';
  const [assignment] = await assignmentsOfStudent(db, user.id, { storyId: contentId });
  return guidedHighlightingHidden(assignment?.assignment_config) ? 'hidden_by_assignment' : 'offered';
}

/** Whether the reader may use the activity at all (a teacher's beta preview included). */
export const isOffered = (offer: HighlightingOffer) => offer === 'offered' || offer === 'beta';
