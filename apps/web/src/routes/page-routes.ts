import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '@lectern/domain';
import { classroomsPrefetch } from '../features/classes/api.js';
import { libraryPrefetch } from '../features/library/api.js';
import { cachedLevelSettings, myAssignmentsPrefetch, storyAssignmentsPrefetch } from '../features/assignments/api.js';
import { viewCompact, viewHead, viewPrefetch } from '../features/content/api.js';
import { studentQuizzesPrefetch } from '../features/quizzes/api.js';
import type { Prefetch } from '../lib/prefetch.js';

/**
 * Which pages exist and who may open them. The server renderer uses this to redirect before it
 * renders (signed-out visitors to /signin?next=…, unfinished teacher accounts to settings), to
 * load each page's data, and to write the page's <head>.
 */
export type Access = 'public' | 'guest' | 'user' | 'teacher';

export interface PageContext {
  params: Record<string, string | undefined>;
  query: URLSearchParams;
}

export interface PageRoute {
  path: string;
  title: string;
  access: Access;
  /** API calls to make before rendering, so the first HTML holds the page's data. */
  prefetch?: (me: Me | null, ctx: PageContext) => Prefetch[];
  /** Slims the cache before it is embedded in the page (what the first paint does not need). */
  compact?: (qc: QueryClient, me: Me | null, ctx: PageContext) => void;
  /** A title (and meta tags) from the page's data, when the static title is not enough. */
  head?: (qc: QueryClient, me: Me | null, ctx: PageContext) => { title: string; meta: string };
}

const homePrefetch = (me: Me | null, ctx: PageContext) =>
  me && !me.isStaff ? [classroomsPrefetch(), ...libraryPrefetch(ctx.query)] : [];

export const PAGES: PageRoute[] = [
  { path: '/signin', title: 'Sign in', access: 'guest' },
  { path: '/', title: 'Home', access: 'user', prefetch: homePrefetch },
  { path: '/home', title: 'Home', access: 'user', prefetch: homePrefetch },
  { path: '/search', title: 'Library', access: 'public', prefetch: (_me, ctx) => libraryPrefetch(ctx.query) },
  {
    path: '/view/:contentId',
    title: 'Article',
    access: 'public',
    prefetch: (me, ctx) => [
      ...viewPrefetch(me, ctx),
      ...storyAssignmentsPrefetch(me, ctx.params['contentId'] ?? ''),
      ...studentQuizzesPrefetch(me, ctx.params['contentId'] ?? ''),
    ],
    head: (qc, me, ctx) => viewHead(qc, me, ctx, cachedLevelSettings(qc, me, ctx.params['contentId'] ?? '')),
    compact: (qc, me, ctx) => viewCompact(qc, me, ctx, cachedLevelSettings(qc, me, ctx.params['contentId'] ?? '')),
  },
  { path: '/assignments', title: 'Assignments', access: 'user', prefetch: (me) => myAssignmentsPrefetch(me) },
  { path: '/binder/assignments', title: 'Assignments', access: 'user', prefetch: (me) => myAssignmentsPrefetch(me) },
  { path: '/assignment/:contentId', title: 'Assignment', access: 'user' },
  { path: '/solutions', title: 'Lectern for schools', access: 'public' },
  { path: '/student-binder/word-wall', title: 'Word wall', access: 'user' },
  { path: '/challenges', title: 'Reading challenge', access: 'user' },
  { path: '/challenges/history', title: 'Challenge history', access: 'user' },
  { path: '/challenges/rewards', title: 'Rewards', access: 'user' },
  { path: '/challenges/topics/:topicId', title: 'Topic', access: 'user' },
  { path: '/challenges/:challengeId', title: 'Reading challenge', access: 'user' },
  { path: '/grading/:contentId', title: 'Student work', access: 'teacher' },
  { path: '/account/settings/', title: 'Account settings', access: 'user' },
  { path: '/account/settings', title: 'Account settings', access: 'user' },
  { path: '/account/classes', title: 'Class directory', access: 'teacher', prefetch: () => [classroomsPrefetch()] },
  { path: '/impersonate-stop', title: 'Returning to your account', access: 'user' },
];

export function findPage(pathname: string): (PageRoute & { params: PageContext['params'] }) | undefined {
  for (const p of PAGES) {
    const m = matchPath({ path: p.path, end: true }, pathname);
    if (m) return { ...p, params: m.params };
  }
  return undefined;
}

export const SETTINGS_PATH = '/account/settings/';

/** Where a user must go instead of this page, if anywhere. */
export function redirectFor(page: PageRoute, me: Me | null, url: string): string | null {
  if (page.access === 'guest') return null;
  if (me?.isTeacher && !me.isAuthorizedTeacher && !url.startsWith('/account/settings') && !url.startsWith('/impersonate-stop'))
    return SETTINGS_PATH;
  if (page.access === 'public') return null;
  if (!me) return `/signin?next=${encodeURIComponent(url)}`;
  if (page.access === 'teacher' && !me.isTeacher) return '/';
  return null;
}
