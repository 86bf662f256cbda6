import { Suspense, useEffect } from 'react';
import type { Me } from '@lectern/domain';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useMe } from './features/session/api.js';
import { TopBar } from './layout/top-bar.js';
import { ToastProvider } from './ui/toast.js';
import { lazyPage } from './routes/lazy-page.js';
import { findPage, redirectFor } from './routes/page-routes.js';
import './styles/global.css';

// Pages load as their own chunks: a reader opening an article does not download the class
// directory. The server renderer waits for them, so the first HTML is complete either way.
const SignInPage = lazyPage(() => import('./features/session/sign-in-page.js').then((m) => m.SignInPage));
const HomePage = lazyPage(() => import('./routes/home-page.js').then((m) => m.HomePage));
const AccountSettingsPage = lazyPage(() =>
  import('./features/account/account-settings-page.js').then((m) => m.AccountSettingsPage),
);
const ClassDirectoryPage = lazyPage(() => import('./features/classes/class-directory-page.js').then((m) => m.ClassDirectoryPage));
const ImpersonateStopPage = lazyPage(() =>
  import('./features/session/impersonate-stop-page.js').then((m) => m.ImpersonateStopPage),
);
const ViewPage = lazyPage(() => import('./routes/view-route.js').then((m) => m.ViewRoute));
const LibraryPage = lazyPage(() => import('./features/library/library.js').then((m) => m.LibraryPage));
const AssignmentsPage = lazyPage(() => import('./features/assignments/assignments-page.js').then((m) => m.AssignmentsPage));
const AssignmentLinkPage = lazyPage(() => import('./features/assignments/assignments-page.js').then((m) => m.AssignmentLinkPage));
const WordWallPage = lazyPage(() => import('./features/power-words/word-wall-page.js').then((m) => m.WordWallPage));
const ChallengePage = lazyPage(() => import('./features/challenges/challenge-pages.js').then((m) => m.ChallengePage));
const GradingPage = lazyPage(() => import('./features/grading/grading-page.js').then((m) => m.GradingPage));
const SolutionsPage = lazyPage(() => import('./routes/solutions-page.js').then((m) => m.SolutionsPage));

/** The page chunk a path renders, loaded before hydration (see lazy-page.tsx). */
const PAGE_CHUNKS: [RegExp, { preload: (me: Me | null) => Promise<unknown> }][] = [
  [/^\/signin$/, SignInPage],
  [/^\/(home)?$/, HomePage],
  [/^\/search$/, LibraryPage],
  [
    /^\/view\/[^/]+$/,
    {
      preload: (me) =>
        ViewPage.preload().then(() =>
          import('./routes/view-route.js').then((m) =>
            m.preloadViewExtras(me, typeof window === 'undefined' ? '' : window.location.search),
          ),
        ),
    },
  ],
  [/^\/solutions$/, SolutionsPage],
  [/^\/student-binder\/word-wall$/, WordWallPage],
  [/^\/challenges(\/.*)?$/, ChallengePage],
  [/^\/grading\/[^/]+$/, GradingPage],
  [/^\/(binder\/)?assignments$/, AssignmentsPage],
  [/^\/assignment\/[^/]+$/, AssignmentLinkPage],
  [/^\/account\/settings\/?$/, AccountSettingsPage],
  [/^\/account\/classes$/, ClassDirectoryPage],
  [/^\/impersonate-stop$/, ImpersonateStopPage],
];
export const preloadPage = (pathname: string, me: Me | null) =>
  PAGE_CHUNKS.find(([re]) => re.test(pathname))?.[1]
    .preload(me)
    .catch(() => undefined);

function NotFound() {
  return (
    <main className="page" id="main">
      <h1>Page not found</h1>
      <p className="muted">
        That page does not exist. <a href="/">Go to your home page</a>.
      </p>
    </main>
  );
}

/** Routes compose features; the page guard mirrors the server's redirects for client-side navigation. */
export function App() {
  const me = useMe();
  const location = useLocation();
  const url = location.pathname + location.search;
  const page = findPage(location.pathname);

  useEffect(() => {
    // A marker that the page is interactive (browser tests wait for it on deferred pages).
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);

  useEffect(() => {
    // The content view sets its own title from the level it shows (PLAT-19).
    if (page?.head) return;
    document.title = page ? `${page.title} · Lectern` : 'Page not found · Lectern';
  }, [page]);

  if (me.isPending) return null;
  const user = me.data ?? null;
  const target = page ? redirectFor(page, user, url) : null;
  if (target) return <Navigate to={target} replace />;

  if (location.pathname === '/signin')
    return (
      <Suspense fallback={null}>
        <SignInPage />
      </Suspense>
    );
  return (
    <ToastProvider>
      <TopBar me={user} />
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={user && <HomePage me={user} />} />
          <Route path="/home" element={user && <HomePage me={user} />} />
          <Route path="/search" element={<LibraryPage me={user} />} />
          <Route path="/view/:contentId" element={<ViewPage me={user} />} />
          <Route path="/solutions" element={<SolutionsPage />} />
          <Route path="/student-binder/word-wall" element={user && <WordWallPage me={user} />} />
          <Route path="/challenges/*" element={user && <ChallengePage me={user} />} />
          <Route path="/grading/:contentId" element={user && <GradingPage me={user} />} />
          <Route path="/assignments" element={user && <AssignmentsPage me={user} />} />
          <Route path="/binder/assignments" element={user && <AssignmentsPage me={user} />} />
          <Route path="/assignment/:contentId" element={<AssignmentLinkPage />} />
          <Route path="/account/settings/" element={user && <AccountSettingsPage me={user} />} />
          <Route path="/account/classes" element={<ClassDirectoryPage />} />
          <Route path="/impersonate-stop" element={<ImpersonateStopPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </ToastProvider>
  );
}
