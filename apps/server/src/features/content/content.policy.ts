import type { Reader } from '@lectern/domain';
import { userFlags } from '@lectern/domain';
import type { AuthUser } from '../users/users.repository.js';
import type { MarkerRow } from './content.repository.js';

/** The reader facts the access rules need; null is a signed-out visitor. */
export function readerOf(user: AuthUser | null): Reader {
  if (!user) return { isAuthenticated: false, isStudent: false, isLiteUser: false, activeELALicense: false };
  const flags = userFlags(user);
  return {
    isAuthenticated: true,
    isStudent: flags.isStudent,
    isLiteUser: flags.isLiteUser,
    activeELALicense: flags.activeELALicense,
  };
}

/**
 * Whether an advisory of the reader's own district or school hides the article from them (451):
 * a student whose grade it covers, or a non-student when it blocks teacher view. Parents are never
 * flagged (PLAT-49).
 */
export function isVeiled(user: AuthUser | null, markers: readonly MarkerRow[]): boolean {
  if (!user || user.role === 'parent' || user.role === 'staff') return false;
  return markers.some((m) =>
    user.role === 'student'
      ? user.grade_level !== null && user.grade_level >= m.grade_minimum && user.grade_level <= m.grade_maximum
      : m.block_teacher_view,
  );
}

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

/** Who may read a student's reading level: the student, their teachers, their parents, staff. */
export type ReadingLevelRelation = 'self' | 'teacher' | 'parent' | 'staff' | 'none';

/** Only a student's own teachers change their level. */
export const canOverrideReadingLevel = (relation: ReadingLevelRelation) => relation === 'teacher';
