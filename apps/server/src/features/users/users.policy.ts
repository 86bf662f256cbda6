import type { AuthUser } from '../../auth/auth-user.js';

/** Teachers and school admins of a school may look up its teachers (co-teacher search). */
export function canListSchoolTeachers(u: AuthUser): boolean {
  return (
    u.school_id !== null && (u.role === 'teacher' || u.role === 'principal' || u.role === 'district_admin' || u.role === 'staff')
  );
}

/**
 * Who may change feature flags: staff anywhere; a principal for their own school and its people;
 * a district admin for the schools of their district and their people.
 */
export function canSetFeature(actor: AuthUser, scope: { schoolId: number | null; districtId: number | null }): boolean {
  if (actor.role === 'staff') return true;
  if (actor.role === 'principal') return actor.school_id !== null && scope.schoolId === actor.school_id;
  if (actor.role === 'district_admin')
    return actor.resolved_district_id !== null && scope.districtId === actor.resolved_district_id;
  return false;
}

/** Staff may act as a teacher (to help them), never as a student, parent or another staff member. */
export function canImpersonate(actor: Pick<AuthUser, 'role'>, target: Pick<AuthUser, 'role'> | undefined): boolean {
  return actor.role === 'staff' && target?.role === 'teacher';
}
