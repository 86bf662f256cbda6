import type { ArticleLevel, Classroom, Content, Me } from '@lectern/domain';

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

/** A signed-in student (id 5) for component tests. */
export const buildStudentMe = (overrides: Partial<Me> = {}): Me =>
  buildMe({
    id: 5,
    unique_id: 'u-5',
    role: 'student',
    isStudent: true,
    isTeacher: false,
    isAuthorizedTeacher: false,
    ...overrides,
  });

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

/** One level of an article for component tests: a grade-5 English original unless overridden. */
export function buildLevel(overrides: Partial<ArticleLevel> = {}): ArticleLevel {
  return {
    id: 11,
    header_id: 5,
    header_content_id: '900',
    language: 'en',
    grade_band: '5-6',
    grade: 5,
    raw_lexile: 800,
    lexile: 800,
    title: 'Tide pools at dawn',
    short_title: 'Tide pools',
    teaser: 'What lives between the tides.',
    slug: 'tide-pools',
    byline: 'Staff',
    author: 'Staff',
    word_count: 120,
    display_published_at: '2024-05-01',
    content_provider: { name: 'Lectern' },
    is_original_level: true,
    readability_grade: null,
    raw_text: 'Sea stars cling to the rocks.',
    body: [{ kind: 'paragraph', text: 'Sea stars cling to the rocks.' }],
    in_text: [],
    gate: null,
    ...overrides,
  };
}

/** A free article (id 900) with the given level and no attachments unless overridden. */
export function buildContent(
  level: ArticleLevel,
  overrides: Partial<Omit<Content, 'data'>> = {},
  data: Partial<Content['data']> = {},
): Content {
  return {
    id: '900',
    content_type: 'ARTICLE',
    header_id: 5,
    restricted: false,
    search_indexing: true,
    visibility_markers: [],
    standards: [],
    decodable: false,
    attachments: [],
    ...overrides,
    data: {
      title: level.title,
      teaser: level.teaser,
      slug: level.slug,
      subject: 'SCIENCE',
      article_type: 'information',
      article_levels: [level],
      article_publications: [{ language: 'en', visible_after: '2024-05-01' }],
      is_premium: false,
      is_lite: false,
      quiz_omission_reason: null,
      date_lite_product_grant_expires: null,
      url: '/view/900',
      content_warning: null,
      header_image: { url: `/${level.slug}.jpg`, alt: 'A picture' },
      ...data,
    },
  };
}
