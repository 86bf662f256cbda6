import { z } from 'zod';

/** Account roles. Lite is not a role but a licence tier on a teacher or student (PLAT-04). */
export const ROLES = ['teacher', 'student', 'parent', 'principal', 'district_admin', 'staff'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const ADMIN_ROLES: readonly Role[] = ['principal', 'district_admin'];

export function isSchoolAdmin(role: Role): boolean {
  return ADMIN_ROLES.includes(role);
}
