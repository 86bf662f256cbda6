/**
 * Who may read what (PLAT-34 … PLAT-46). The server decides an HTTP outcome per reader and
 * article with `contentAccess`; the page turns (reader, status) into an access state with
 * `accessState` and shows that state's screen. Both live here so they cannot drift apart.
 */

export const ACCESS_STATES = [
  'UNAUTHENTICATED_USER_RESTRICTED_CONTENT',
  'UNAUTHENTICATED_USER_FREE_CONTENT',
  'STUDENT_USER_UNLICENSED_CONTENT',
  'STUDENT_USER_RESTRICTED_CONTENT',
  'NON_STUDENT_USER_RESTRICTED_CONTENT',
  'AUTHENTICATED_USER_DISTRICT_RESTRICTED_CONTENT',
  'GENERIC',
] as const;
export type AccessState = (typeof ACCESS_STATES)[number];

/** PLAT-34 … PLAT-37: the access state from who asks and the HTTP status the content call gave. */
export function accessState(input: {
  isAuthenticated: boolean;
  isStudent: boolean;
  isLiteUser: boolean;
  status: number;
}): AccessState {
  const { isAuthenticated, isStudent, isLiteUser, status } = input;
  if (!isAuthenticated) return status === 401 ? 'UNAUTHENTICATED_USER_RESTRICTED_CONTENT' : 'UNAUTHENTICATED_USER_FREE_CONTENT';
  if (status === 200 && isLiteUser && isStudent) return 'STUDENT_USER_UNLICENSED_CONTENT';
  if (status === 403) return isStudent ? 'STUDENT_USER_RESTRICTED_CONTENT' : 'NON_STUDENT_USER_RESTRICTED_CONTENT';
  if (status === 451) return 'AUTHENTICATED_USER_DISTRICT_RESTRICTED_CONTENT';
  return 'GENERIC';
}

export const SOLUTIONS_URL = '/solutions';

/** The screen each blocking state shows (PLAT-38 … PLAT-41), texts verbatim from the spec. */
export const ACCESS_SCREENS: Record<
  Exclude<AccessState, 'UNAUTHENTICATED_USER_FREE_CONTENT'>,
  { title: string; body: string | null; learnMore: boolean; homeLink: boolean; searchHint: boolean; signIn: boolean }
> = {
  AUTHENTICATED_USER_DISTRICT_RESTRICTED_CONTENT: {
    title: "This content isn't available",
    body: null,
    learnMore: false,
    homeLink: true,
    searchHint: true,
    signIn: false,
  },
  STUDENT_USER_RESTRICTED_CONTENT: {
    title: "This content isn't available",
    body: null,
    learnMore: false,
    homeLink: true,
    searchHint: true,
    signIn: false,
  },
  NON_STUDENT_USER_RESTRICTED_CONTENT: {
    title: 'Subscription required',
    body: 'Your account does not include this article. Premium articles come with a school or district subscription.',
    learnMore: true,
    homeLink: true,
    searchHint: false,
    signIn: false,
  },
  STUDENT_USER_UNLICENSED_CONTENT: {
    title: "This content isn't available. Ask a teacher for help or visit the homepage to find available content.",
    body: null,
    learnMore: false,
    homeLink: true,
    searchHint: false,
    signIn: false,
  },
  UNAUTHENTICATED_USER_RESTRICTED_CONTENT: {
    title: 'Sign in to read this article',
    body: 'This article is part of a school subscription. Sign in with your school account to read it.',
    learnMore: false,
    homeLink: false,
    searchHint: false,
    signIn: true,
  },
  GENERIC: {
    title: 'Something went wrong',
    body: 'We could not load this page. Please try again in a moment.',
    learnMore: false,
    homeLink: true,
    searchHint: false,
    signIn: false,
  },
};

export const SEARCH_HINT = 'Try searching the library for another article on the same topic.';

export interface Reader {
  isAuthenticated: boolean;
  isStudent: boolean;
  isLiteUser: boolean;
  /** A licence that includes premium articles (PLAT-11 activeELALicense). */
  activeELALicense: boolean;
}

export interface ArticleAccessFacts {
  is_premium: boolean;
  /** In the free (lite) collection. */
  is_lite: boolean;
  /** An advisory of the reader's own district or school hides the article from them. */
  veiled: boolean;
}

/**
 * What the content call answers a reader (the server's half of the access table):
 * - `full`: the whole article (200);
 * - `public`: title, teaser, image and flags only, at 200 (signed-out visitors on free articles,
 *   lite students on articles outside the free collection: PLAT-32, PLAT-35);
 * - an error status: 401 signed out on a premium article, 403 no licence, 451 district advisory.
 */
export function contentAccess(
  reader: Reader,
  article: ArticleAccessFacts,
): { kind: 'full' } | { kind: 'public' } | { kind: 'error'; status: 401 | 403 | 451 } {
  if (!reader.isAuthenticated) return article.is_premium ? { kind: 'error', status: 401 } : { kind: 'public' };
  if (article.veiled) return { kind: 'error', status: 451 };
  if (reader.isLiteUser) {
    // Lite teachers see everything with actions disabled (PLAT-46); lite students only the free collection.
    if (reader.isStudent && !article.is_lite) return { kind: 'public' };
    return { kind: 'full' };
  }
  if (article.is_premium && !reader.activeELALicense) return { kind: 'error', status: 403 };
  return { kind: 'full' };
}

/**
 * PLAT-45: the badge a lite user sees on content: "READ UNTIL {date}" on the free collection while
 * the grant lasts, "PREMIUM" on everything else. Nothing for other users.
 */
export function liteBadge(
  reader: { isLiteUser: boolean },
  content: { is_lite: boolean; date_lite_product_grant_expires: string | null },
  formatDate: (iso: string) => string,
): string | null {
  if (!reader.isLiteUser) return null;
  if (content.is_lite && content.date_lite_product_grant_expires)
    return `READ UNTIL ${formatDate(content.date_lite_product_grant_expires)}`;
  return content.is_lite ? null : 'PREMIUM';
}

/** PLAT-46: a lite user who is not a student cannot act (assign, save, print) on premium content. */
export const actionsDisabled = (reader: { isLiteUser: boolean; isStudent: boolean }, content: { is_lite: boolean }) =>
  reader.isLiteUser && !reader.isStudent && !content.is_lite;

/**
 * PLAT-35, PLAT-42: a lite student can open only the free collection, so the library lists only
 * that to them; a card they could never open is a dead end.
 */
export const seesFreeCollectionOnly = (reader: { isLiteUser: boolean; isStudent: boolean }) =>
  reader.isLiteUser && reader.isStudent;
