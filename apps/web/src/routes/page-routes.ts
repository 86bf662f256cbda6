import { matchPath } from 'react-router';
import type { Me } from '@lectern/domain';

/**
 * Which pages exist and who may open them. The server renderer uses this to redirect before it
 * renders (signed-out visitors to /signin?next=…, unfinished teacher accounts to settings).
 */
export type Access = 'public' | 'guest' | 'user' | 'teacher';

export interface PageRoute {
  path: string;
  title: string;
  access: Access;
  /** API paths to load before rendering, so the first HTML holds the page's data. */
  prefetch?: (me: Me | null) => string[];
}

export const PAGES: PageRoute[] = [
  { path: '/signin', title: 'Sign in', access: 'guest' },
  { path: '/', title: 'Home', access: 'user', prefetch: (me) => (me && !me.isStaff ? ['/api/v2/classrooms/'] : []) },
  { path: '/home', title: 'Home', access: 'user', prefetch: (me) => (me && !me.isStaff ? ['/api/v2/classrooms/'] : []) },
  { path: '/account/settings/', title: 'Account settings', access: 'user' },
  { path: '/account/settings', title: 'Account settings', access: 'user' },
  { path: '/account/classes', title: 'Class directory', access: 'teacher', prefetch: () => ['/api/v2/classrooms/'] },
  { path: '/impersonate-stop', title: 'Returning to your account', access: 'user' },
];

export function findPage(pathname: string): PageRoute | undefined {
  return PAGES.find((p) => matchPath({ path: p.path, end: true }, pathname));
}

export const SETTINGS_PATH = '/account/settings/';

/** Where a user must go instead of this page, if anywhere. */
export function redirectFor(page: PageRoute, me: Me | null, url: string): string | null {
  if (page.access === 'guest') return null;
  if (page.access === 'public') return null;
  if (!me) return `/signin?next=${encodeURIComponent(url)}`;
  if (me.isTeacher && !me.isAuthorizedTeacher && !url.startsWith('/account/settings') && !url.startsWith('/impersonate-stop'))
    return SETTINGS_PATH;
  if (page.access === 'teacher' && !me.isTeacher) return '/';
  return null;
}
