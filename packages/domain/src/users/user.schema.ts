import { z } from 'zod';
import { Role } from './roles.js';

/** The signed-in user as `GET /api/v2/users/me/` returns it (PLAT-11). */
export const Me = z.object({
  id: z.number().int(),
  unique_id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  grade_level: z.number().int().nullable(),
  role: Role,
  school: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  district: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  isStudent: z.boolean(),
  isTeacher: z.boolean(),
  isParent: z.boolean(),
  isSchoolAdmin: z.boolean(),
  isStaff: z.boolean(),
  isLiteUser: z.boolean(),
  isAuthenticatedUser: z.boolean(),
  isAuthorizedTeacher: z.boolean(),
  activeELALicense: z.boolean(),
  canViewPowerWords: z.boolean(),
  canPrintPremiumContent: z.boolean(),
  date_lite_product_grant_expires: z.string().nullable(),
  impersonator: z.object({ id: z.number().int(), display_name: z.string() }).nullable(),
});
export type Me = z.infer<typeof Me>;

/** What the user-flag rules need to know about an account. */
export interface AccountFacts {
  role: Role;
  is_lite: boolean;
  is_authorized: boolean;
  has_ela_license: boolean;
  can_view_power_words: boolean;
}

/**
 * The spec's user flags, derived from the account in one place. A lite account never has a
 * licence; premium printing is for licensed teachers and admins.
 */
export function userFlags(a: AccountFacts) {
  const isTeacher = a.role === 'teacher';
  const isSchoolAdmin = a.role === 'principal' || a.role === 'district_admin';
  const activeELALicense = !a.is_lite && a.has_ela_license;
  return {
    isStudent: a.role === 'student',
    isTeacher,
    isParent: a.role === 'parent',
    isSchoolAdmin,
    isStaff: a.role === 'staff',
    isLiteUser: a.is_lite,
    isAuthenticatedUser: true,
    isAuthorizedTeacher: isTeacher && a.is_authorized,
    activeELALicense,
    canViewPowerWords: a.can_view_power_words && !(a.is_lite && a.role === 'student'),
    canPrintPremiumContent: activeELALicense && (isTeacher || isSchoolAdmin),
  };
}

/**
 * TOOLS-33: an English Language Arts article's activities are the ELA licence's. Without an active
 * ELA licence (a lite account, or a school whose subscription leaves ELA out) a teacher still reads
 * an ELA article they may open and previews its activities, but does not write or change its
 * poll or write prompt; articles of other subjects are editable as before.
 */
export const activitiesEditable = (reader: { activeELALicense: boolean }, subject: string) =>
  subject !== 'ELA' || reader.activeELALicense;

/** TOOLS-33: what the panel and the server say where an ELA activity may not be changed. */
export const ELA_LICENCE_TEXT = {
  readOnly: 'Preview only: editing the activities of English Language Arts articles comes with an ELA subscription.',
  refused: 'Editing the activities of English Language Arts articles comes with an ELA subscription.',
} as const;

/** `GET /api/v2/users/me/children/`: a parent's linked students. */
export const Child = z.object({
  id: z.number().int(),
  unique_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  grade_level: z.number().int().nullable(),
});
export type Child = z.infer<typeof Child>;
export const ChildList = z.object({ results: z.array(Child) });

export function displayName(u: { first_name: string; last_name: string }): string {
  return `${u.first_name} ${u.last_name}`.trim();
}

export const UpdateMe = z
  .object({
    first_name: z.string().trim().min(1, 'Enter your first name.').max(60),
    last_name: z.string().trim().min(1, 'Enter your last name.').max(60),
    school_name: z.string().trim().min(2, 'Enter your school’s name.').max(120).optional(),
  })
  .strict();
export type UpdateMe = z.infer<typeof UpdateMe>;

export const TeacherListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().trim().max(100).optional(),
  ordering: z.enum(['last_name', '-last_name', 'first_name', '-first_name']).default('last_name'),
  exclude_me: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type TeacherListQuery = z.infer<typeof TeacherListQuery>;

export const TeacherSummary = z.object({
  id: z.number().int(),
  unique_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
});
export const TeacherList = z.object({ count: z.number().int(), results: z.array(TeacherSummary) });
export type TeacherList = z.infer<typeof TeacherList>;
