import type { Classroom, Me } from '@lectern/domain';

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

/** A student of a class roster, Okoro by family name unless given. */
export function buildStudent(id: number, first: string, last = 'Okoro'): Classroom['students'][number] {
  return {
    id,
    unique_id: `s-${id}`,
    username: first.toLowerCase(),
    user: { first_name: first, last_name: last },
    first_name: first,
    last_name: last,
    grade_level: 5,
  };
}

/** A teacher's class for component tests: "Period 4 Reading", grade 5, with these students. */
export function buildClassroom(students: Classroom['students'] = [], overrides: Partial<Classroom> = {}): Classroom {
  return {
    id: 7,
    unique_id: 'c-7',
    name: 'Period 4 Reading',
    grade_levels: [5],
    is_elementary: true,
    join_code: 'ABC234',
    teachers: [{ id: 1, display_name: 'Ms. Byron' }],
    student_count: students.length,
    students,
    groups: [],
    ...overrides,
  };
}
