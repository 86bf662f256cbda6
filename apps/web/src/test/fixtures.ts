import type { Me } from '@lectern/domain';

/** A signed-in user for component tests: a complete teacher account unless overridden. */
export function buildMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 1,
    unique_id: 'u-1',
    username: 'teacher',
    first_name: 'Ada',
    last_name: 'Byron',
    display_name: 'Ms. Byron',
    grade_level: 5,
    role: 'teacher',
    school: null,
    district: null,
    isStudent: false,
    isTeacher: true,
    isParent: false,
    isSchoolAdmin: false,
    isStaff: false,
    isLiteUser: false,
    isAuthenticatedUser: true,
    isAuthorizedTeacher: true,
    activeELALicense: true,
    canViewPowerWords: true,
    canPrintPremiumContent: true,
    date_lite_product_grant_expires: null,
    impersonator: null,
    ...overrides,
  };
}
