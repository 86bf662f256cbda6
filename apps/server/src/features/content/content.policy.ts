import { allowedContentTypes, storedContentTypes, type ContentType } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { MarkerRow } from '../activities/articles.repository.js';
import type { Relation } from '../activities/relations.js';

/**
 * PLAT-49: which advisory banners a reader sees. Students and parents none; teachers the district's;
 * principals and district admins every advisory that applies to them.
 */
export function visibleMarkers(user: AuthUser | null, markers: readonly MarkerRow[]): MarkerRow[] {
  if (!user) return [];
  if (user.role === 'teacher') return markers.filter((m) => m.reason === 'DISTRICT_ADVISORY');
  if (user.role === 'principal' || user.role === 'district_admin') return [...markers];
  return [];
}

/** The advisory was set at the admin's own level: a district admin's district, a principal's school. */
export const flaggedAtMyAdminLevel = (user: AuthUser, m: MarkerRow) =>
  (user.role === 'district_admin' && m.reason === 'DISTRICT_ADVISORY') ||
  (user.role === 'principal' && m.reason === 'SCHOOL_ADVISORY');

/** Only a student's own teachers change their level. */
export const canOverrideReadingLevel = (relation: Relation) => relation === 'teacher';

/**
 * RELATED-04: the stored content types a reader's search returns (undefined: any); a student's never
 * leave video (the partner line), article and interactive video.
 */
export function searchableTypes(user: AuthUser | null, requested: readonly ContentType[] | undefined) {
  const allowed = allowedContentTypes({ isStudent: user?.role === 'student' }, requested);
  return allowed && storedContentTypes(allowed);
}
