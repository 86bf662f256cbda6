import { matchRoutes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isChallengeId, SUBJECT_NAMES, type Me } from '@lectern/domain';
import { activityPrefetch, inTextPrefetch, preloadActivityPanel } from '../activities/activity.js';
import { ACTIVITIES } from '../activities/registry.js';
import {
  assignmentByContentQuery,
  childrenPrefetch,
  myAssignmentsPrefetch,
  storyAssignmentsPrefetch,
} from '../features/assignments/api.js';
import { classroomsPrefetch } from '../features/classes/api.js';
import { viewCompact, viewHead, viewLevel, viewPrefetch } from '../features/content/api.js';
import { gradingReportQuery, reviewableAssignmentsQuery } from '../features/grading/api.js';
import { libraryPrefetch } from '../features/library/api.js';
import { readingPreferencesPrefetch } from '../features/reading-preferences/api.js';
import { readingKeyPrefetch } from '../features/reading-session/api.js';
import { myTextSetsPrefetch, textSetQuery } from '../features/text-sets/api.js';
import { videoQuery, videoSubmissionsQuery } from '../features/videos/api.js';
import { assignmentProgressQuery, classProgressQuery } from '../features/class-progress/api.js';
import { lazyPage, type LazyChunk } from '../lib/lazy-page.js';
import { prefetchOf, type Prefetch } from '../lib/prefetch.js';
import { cachedLevelRules } from './level-rules.js';

/**
 * The page table: every page, who may open it, and its component as a lazy chunk. The server
 * renderer uses it to redirect before it renders (signed-out visitors to /signin?next=…, unfinished
 * teacher accounts to settings), to load each page's data and to write the page's <head>; the
 * client router draws its routes from it; the browser entry preloads the chunks the current page
 * needs before hydrating. A new page is one entry here.
 */
export type Access = 'public' | 'guest' | 'user' | 'teacher';

export interface PageContext {
  params: Record<string, string | undefined>;
  query: URLSearchParams;
}

interface PageRouteBase {
  /** A React Router path; the most specific path wins, as in the router. */
  path: string;
  /** The <title> (before " · Lectern"), unless `head` writes one from the page's data. */
  title: string;
  /** API calls to make before rendering, so the first HTML holds the page's data. */
  prefetch?: (me: Me | null, ctx: PageContext) => Prefetch[];
  /** API calls that depend on what those answered (the level on screen), made before the render too. */
  prefetchAfter?: (qc: QueryClient, me: Me | null, ctx: PageContext) => Prefetch[];
  /** Chunks besides the page's own that it opens with (a panel the URL opens, a teacher's tools). */
  preload?: (me: Me | null, ctx: PageContext) => Promise<unknown>;
  /** Slims the cache before it is embedded in the page (what the first paint does not need). */
  compact?: (qc: QueryClient, me: Me | null, ctx: PageContext) => void;
  /** A title (and meta tags) from the page's data, when the static title is not enough. */
  head?: (qc: QueryClient, me: Me | null, ctx: PageContext) => { title: string; meta: string };
  /** Where a signed-out visitor goes instead of sign-in (home: the public library). */
  visitorsGoTo?: string;
  /** Drawn on its own, without the top bar (sign-in). */
  bare?: true;
  /**
   * An unknown path inside a section: answered like any unknown path (status 404, "Page not found"
   * title, no redirects), but drawn by the section's own page.
   */
  notFound?: true;
  /**
   * Whether the page can show these values of its path's parameters (an id's form, a month, a
   * topic). A path whose parameters do not fit is an unknown path: status 404, the not-found page,
   * no redirects.
   */
  paramsFit?: (params: PageContext['params']) => boolean;
}

/** A page for signed-in users only: it is drawn only with a user. */
interface SignedInPage extends PageRouteBase {
  access: 'user' | 'teacher';
  page: LazyChunk<{ me: Me }>;
}

/** A page anyone may open (guest: signed-out visitors only; signed-in users are sent on). */
interface OpenPage extends PageRouteBase {
  access: 'public' | 'guest';
  page: LazyChunk<{ me: Me | null }>;
}

export type PageRoute = SignedInPage | OpenPage;

const page = {
  signIn: lazyPage(() => import('../features/session/sign-in-page.js').then((m) => m.SignInPage)),
  home: lazyPage(() => import('./home-page.js').then((m) => m.HomePage)),
  library: lazyPage(() => import('../features/library/library.js').then((m) => m.LibraryPage)),
  view: lazyPage(() => import('./view-route.js').then((m) => m.ViewRoute)),
  assignments: lazyPage(() => import('../features/assignments/assignments-page.js').then((m) => m.AssignmentsPage)),
  assignmentLink: lazyPage(() => import('../features/assignments/assignments-page.js').then((m) => m.AssignmentLinkPage)),
  solutions: lazyPage(() => import('./solutions-page.js').then((m) => m.SolutionsPage)),
  wordWall: lazyPage(() => import('../features/power-words/word-wall-page.js').then((m) => m.WordWallPage)),
  challengeMonth: lazyPage(() => import('../features/challenges/challenge-month-page.js').then((m) => m.ChallengeMonthPage)),
  challengeHistory: lazyPage(() =>
    import('../features/challenges/challenge-history-page.js').then((m) => m.ChallengeHistoryPage),
  ),
  challengeRewards: lazyPage(() =>
    import('../features/challenges/challenge-rewards-page.js').then((m) => m.ChallengeRewardsPage),
  ),
  challengeTopic: lazyPage(() => import('../features/challenges/challenge-topic-page.js').then((m) => m.ChallengeTopicPage)),
  challengeUnknown: lazyPage(() =>
    import('../features/challenges/challenge-unknown-page.js').then((m) => m.ChallengeUnknownPage),
  ),
  grading: lazyPage(() => import('../features/grading/grading-page.js').then((m) => m.GradingPage)),
  accountSettings: lazyPage(() => import('../features/account/account-settings-page.js').then((m) => m.AccountSettingsPage)),
  classDirectory: lazyPage(() => import('../features/classes/class-directory-page.js').then((m) => m.ClassDirectoryPage)),
  badgeSignIn: lazyPage(() => import('../features/session/badge-sign-in-page.js').then((m) => m.BadgeSignInPage)),
  impersonateStop: lazyPage(() => import('../features/session/impersonate-stop-page.js').then((m) => m.ImpersonateStopPage)),
  textSets: lazyPage(() => import('../features/text-sets/text-sets-page.js').then((m) => m.TextSetsPage)),
  textSet: lazyPage(() => import('../features/text-sets/text-set-page.js').then((m) => m.TextSetPage)),
  assignmentProgress: lazyPage(() =>
    import('../features/class-progress/assignment-progress-page.js').then((m) => m.AssignmentProgressPage),
  ),
  classProgress: lazyPage(() => import('../features/class-progress/class-progress-page.js').then((m) => m.ClassProgressPage)),
  interactiveVideo: lazyPage(() => import('../features/videos/interactive-video-page.js').then((m) => m.InteractiveVideoPage)),
  videoLesson: lazyPage(() => import('./video-lesson-route.js').then((m) => m.VideoLessonRoute)),
  createAssignment: lazyPage(() => import('./create-assignment-route.js').then((m) => m.CreateAssignmentRoute)),
};

const homePrefetch = (me: Me | null, ctx: PageContext) =>
  me && !me.isStaff
    ? [
        ...classroomsPrefetch(),
        ...(me.isStudent ? myAssignmentsPrefetch(me) : []),
        ...childrenPrefetch(me),
        ...libraryPrefetch(ctx.query),
      ]
    : [];

const contentIdOf = (ctx: PageContext) => ctx.params['contentId'] ?? '';

/** Article ids are numbers; a shared assignment's id is 12 hexadecimal digits. */
const isArticleId = (params: PageContext['params']) => /^\d{1,12}$/.test(params['contentId'] ?? '');
const isAssignmentLinkId = (params: PageContext['params']) => /^[a-f0-9]{12}$/.test(params['contentId'] ?? '');

export const PAGES: PageRoute[] = [
  { path: '/signin', title: 'Sign in', access: 'guest', page: page.signIn, bare: true },
  { path: '/', title: 'Home', access: 'user', page: page.home, prefetch: homePrefetch, visitorsGoTo: '/search' },
  { path: '/home', title: 'Home', access: 'user', page: page.home, prefetch: homePrefetch, visitorsGoTo: '/search' },
  {
    path: '/search',
    title: 'Library',
    access: 'public',
    page: page.library,
    prefetch: (_me, ctx) => libraryPrefetch(ctx.query),
  },
  {
    path: '/view/:contentId',
    title: 'Article',
    access: 'public',
    page: page.view,
    paramsFit: isArticleId,
    prefetch: (me, ctx) => [
      ...viewPrefetch(me, ctx),
      ...storyAssignmentsPrefetch(me, contentIdOf(ctx)),
      ...activityPrefetch(ACTIVITIES, me, contentIdOf(ctx)),
      // TOOLBAR-04: the reader's text size is in the first HTML, so the text does not jump.
      ...readingPreferencesPrefetch(me),
      // SESSION-01: the reading-session socket's access key comes with the page.
      ...readingKeyPrefetch(me, contentIdOf(ctx)),
    ],
    preload: (me, ctx) =>
      Promise.all([preloadActivityPanel(ACTIVITIES, ctx.query), import('./view-route.js').then((m) => m.preloadViewExtras(me))]),
    // The items drawn in the level's text (checks for understanding) are in the first HTML.
    prefetchAfter: (qc, me, ctx) =>
      inTextPrefetch(ACTIVITIES, viewLevel(qc, me, ctx, cachedLevelRules(qc, me, contentIdOf(ctx)))),
    head: (qc, me, ctx) => viewHead(qc, me, ctx, cachedLevelRules(qc, me, contentIdOf(ctx))),
    compact: (qc, me, ctx) => viewCompact(qc, me, ctx, cachedLevelRules(qc, me, contentIdOf(ctx))),
  },
  {
    path: '/assignments',
    title: 'Assignments',
    access: 'user',
    page: page.assignments,
    prefetch: (me) => myAssignmentsPrefetch(me),
  },
  {
    path: '/binder/assignments',
    title: 'Assignments',
    access: 'user',
    page: page.assignments,
    prefetch: (me) => myAssignmentsPrefetch(me),
  },
  {
    path: '/assignment/:contentId',
    title: 'Assignment',
    access: 'user',
    page: page.assignmentLink,
    paramsFit: isAssignmentLinkId,
    prefetch: (_me, ctx) => prefetchOf(assignmentByContentQuery(contentIdOf(ctx)), { decidesStatus: true }),
  },
  { path: '/solutions', title: 'Lectern for schools', access: 'public', page: page.solutions },
  { path: '/student-binder/word-wall', title: 'Word wall', access: 'user', page: page.wordWall },
  { path: '/challenges', title: 'Reading challenge', access: 'user', page: page.challengeMonth },
  { path: '/challenges/history', title: 'Past months', access: 'user', page: page.challengeHistory },
  { path: '/challenges/rewards', title: 'Rewards', access: 'user', page: page.challengeRewards },
  {
    path: '/challenges/topics/:topicId',
    title: 'Topic',
    access: 'user',
    page: page.challengeTopic,
    paramsFit: (params) => SUBJECT_NAMES[params['topicId'] ?? ''] !== undefined,
  },
  {
    path: '/challenges/:challengeId',
    title: 'Reading challenge',
    access: 'user',
    page: page.challengeMonth,
    paramsFit: (params) => isChallengeId(params['challengeId'] ?? ''),
  },
  // Drawn inside the challenge's frame for a signed-in reader, as the app's not-found page otherwise.
  { path: '/challenges/*', title: 'Page not found', access: 'user', page: page.challengeUnknown, notFound: true },
  {
    path: '/grading/:contentId',
    title: 'Student work',
    access: 'teacher',
    page: page.grading,
    paramsFit: isArticleId,
    prefetch: (me, ctx) => [
      ...prefetchOf(gradingReportQuery(contentIdOf(ctx), ctx.query.get('assignment_id')), { decidesStatus: true }),
      ...(me?.isTeacher ? prefetchOf(reviewableAssignmentsQuery(contentIdOf(ctx))) : []),
    ],
  },
  // The router matches either spelling; SETTINGS_PATH is the one the app links to.
  { path: '/account/settings', title: 'Account settings', access: 'user', page: page.accountSettings },
  {
    path: '/account/classes',
    title: 'Class directory',
    access: 'teacher',
    page: page.classDirectory,
    prefetch: () => classroomsPrefetch(),
  },
  { path: '/text-sets', title: 'Text sets', access: 'user', page: page.textSets, prefetch: (me) => myTextSetsPrefetch(me) },
  // TOOLBAR-17: a text set's page, opened once it is made; shared by its link.
  {
    path: '/subject/other/:textSetId',
    title: 'Text set',
    access: 'user',
    page: page.textSet,
    paramsFit: (params) => /^\d{1,9}$/.test(params['textSetId'] ?? ''),
    prefetch: (_me, ctx) => prefetchOf(textSetQuery(ctx.params['textSetId'] ?? ''), { decidesStatus: true }),
  },
  // VIDEO-01: an interactive video; signed-out visitors are sent to sign in.
  {
    path: '/video/:contentId',
    title: 'Video',
    access: 'user',
    page: page.interactiveVideo,
    paramsFit: isArticleId,
    prefetch: (me, ctx) => [
      ...prefetchOf(videoQuery(contentIdOf(ctx)), { decidesStatus: true }),
      ...prefetchOf(videoSubmissionsQuery(contentIdOf(ctx), me)),
    ],
  },
  // Class progress: an assignment's students (one class of it with class_id), and a class's assignments.
  {
    path: '/progress/assignments/:assignmentId',
    title: 'Class progress',
    access: 'teacher',
    page: page.assignmentProgress,
    paramsFit: (params) => /^\d{1,9}$/.test(params['assignmentId'] ?? ''),
    prefetch: (_me, ctx) =>
      prefetchOf(assignmentProgressQuery(ctx.params['assignmentId'] ?? '', ctx.query.get('class_id')), { decidesStatus: true }),
  },
  {
    path: '/progress/classes/:classId',
    title: 'Class progress',
    access: 'teacher',
    page: page.classProgress,
    paramsFit: (params) => /^\d{1,9}$/.test(params['classId'] ?? ''),
    prefetch: (_me, ctx) => prefetchOf(classProgressQuery(ctx.params['classId'] ?? ''), { decidesStatus: true }),
  },
  // VIDEO-10: a partner video lesson; contentId selects it.
  // VIDEO-09: an interactive video's Assign opens this in a new tab; it goes back to return_url.
  {
    path: '/assignments/create',
    title: 'Create your assignment',
    access: 'teacher',
    page: page.createAssignment,
    prefetch: (_me, ctx) =>
      prefetchOf(videoQuery((ctx.query.get('contentIds') ?? '').split(',')[0] ?? ''), { decidesStatus: true }),
  },
  {
    path: '/video-lesson',
    title: 'Video lesson',
    access: 'user',
    page: page.videoLesson,
    prefetch: (me, ctx) => [
      ...prefetchOf(videoQuery(ctx.query.get('contentId') ?? ''), { decidesStatus: true }),
      // VIDEO-11: the reader's assignments of this video, for the side panel and the sticky bar.
      ...storyAssignmentsPrefetch(me, ctx.query.get('contentId') ?? ''),
    ],
  },
  // BADGE_PATH: a printed sign-in badge's QR code leads here. Public, since a shared classroom tablet may still be signed in as someone else.
  { path: '/badge', title: 'Sign in with your badge', access: 'public', page: page.badgeSignIn, bare: true },
  { path: '/impersonate-stop', title: 'Returning to your account', access: 'user', page: page.impersonateStop },
];

export type PageMatch = PageRoute & { params: PageContext['params'] };

const ROUTE_OBJECTS = PAGES.map((route) => ({ path: route.path, handle: route }));
// The router flattens and ranks the whole table on every match; a page render asks for the same
// path several times, and a server renders the same few paths over and over. Bounded: cleared
// when full.
const matched = new Map<string, PageMatch | undefined>();

/** The table entry a path draws (not-found entries included), ranked as the router ranks them. */
export function matchPage(pathname: string): PageMatch | undefined {
  if (matched.has(pathname)) return matched.get(pathname);
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.[0];
  const page = match && Object.freeze({ ...match.route.handle, params: Object.freeze(match.params) });
  if (matched.size >= 500) matched.clear();
  matched.set(pathname, page);
  return page;
}

/**
 * The page at a path, if it is one: an unknown path, one a section answers as unknown, or one whose
 * parameters its page cannot show, is none.
 */
export function findPage(pathname: string): PageMatch | undefined {
  const match = matchPage(pathname);
  if (!match || match.notFound || match.paramsFit?.(match.params) === false) return undefined;
  return match;
}

/**
 * Where the server renderer notes that a page's own data does not exist (the API call that decides
 * its status answered 404, or 400 for an id it refuses, and left the page nothing to draw), so the
 * first HTML and the hydrated page both show the not-found page.
 */
export const notFoundKey = (pathname: string) => ['page', 'not-found', pathname] as const;

/** Fetches the chunks the page at this URL opens with, so hydration draws it in one pass. */
export function preloadPage(pathname: string, search: string, me: Me | null) {
  const match = matchPage(pathname);
  if (!match) return Promise.resolve();
  const ctx = { params: match.params, query: new URLSearchParams(search) };
  return Promise.all([match.page.preload(), match.preload?.(me, ctx)]).catch(() => undefined);
}

export const SETTINGS_PATH = '/account/settings/';

/** Where a user must go instead of this page, if anywhere. */
export function redirectFor(page: PageRoute, me: Me | null, url: string): string | null {
  if (page.access === 'guest') return null;
  // PLAT-27, QUIZ-29: a teacher whose account is not complete may still read the library and its
  // articles (the quiz preview then says how to see the answers); every signed-in page sends them
  // to settings to complete the account first.
  if (page.access === 'public') return null;
  if (me?.isTeacher && !me.isAuthorizedTeacher && !url.startsWith('/account/settings') && !url.startsWith('/impersonate-stop'))
    return SETTINGS_PATH;
  if (!me) return page.visitorsGoTo ?? `/signin?next=${encodeURIComponent(url)}`;
  if (page.access === 'teacher' && !me.isTeacher) return '/';
  return null;
}
