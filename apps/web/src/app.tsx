import { Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Me } from '@lectern/domain';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useMe } from './features/session/api.js';
import { NotFoundPage } from './layout/not-found-page.js';
import { SkipLink } from './layout/skip-link.js';
import { TopBar } from './layout/top-bar.js';
import { ToastProvider } from './ui/toast.js';
import { findPage, matchPage, notFoundKey, PAGES, redirectFor, type PageRoute } from './routes/page-routes.js';
import './styles/global.css';

/**
 * A page of the table with its user. A page for signed-in users meets a signed-out visitor only
 * where the path is unknown (such paths answer 404 rather than sending to sign-in): the not-found page.
 */
function pageElement(route: PageRoute, user: Me | null) {
  switch (route.access) {
    case 'user':
    case 'teacher': {
      const Page = route.page;
      return user ? <Page me={user} /> : <NotFoundPage />;
    }
    case 'public':
    case 'guest': {
      const Page = route.page;
      return <Page me={user} />;
    }
  }
}

/**
 * Routes compose features: the router's routes come from the page table (routes/page-routes.ts),
 * and the page guard mirrors the server's redirects for client-side navigation.
 */
export function App() {
  const me = useMe();
  const location = useLocation();
  const url = location.pathname + location.search;
  const match = matchPage(location.pathname);
  const page = findPage(location.pathname);
  // The server found that the page's own data does not exist (see notFoundKey); never fetched here.
  const missing = useQuery({ queryKey: notFoundKey(location.pathname), queryFn: () => false, enabled: false }).data === true;
  // A path the table knows but whose parameters its page cannot show, or whose data is missing.
  const notFound = missing || (match !== undefined && !match.notFound && page === undefined);

  useEffect(() => {
    // A marker that the page is interactive (browser tests wait for it on deferred pages).
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);

  useEffect(() => {
    // The content view sets its own title from the level it shows (PLAT-19).
    if (page?.head && !notFound) return;
    document.title = page && !notFound ? `${page.title} · Lectern` : 'Page not found · Lectern';
  }, [page, notFound]);

  if (me.isPending) return null;
  const user = me.data ?? null;
  const target = page ? redirectFor(page, user, url) : null;
  if (target) return <Navigate to={target} replace />;

  const routes = notFound ? (
    <NotFoundPage />
  ) : (
    <Suspense fallback={null}>
      <Routes>
        {PAGES.map((route) => (
          <Route key={route.path} path={route.path} element={pageElement(route, user)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
  if (match?.bare)
    return (
      <>
        <SkipLink />
        {routes}
      </>
    );
  return (
    <ToastProvider>
      <SkipLink />
      <TopBar me={user} />
      {routes}
    </ToastProvider>
  );
}
