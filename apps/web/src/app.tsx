import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AccountSettingsPage } from './features/account/account-settings-page.js';
import { ClassDirectoryPage } from './features/classes/class-directory-page.js';
import { HomePage } from './routes/home-page.js';
import { useMe } from './features/session/api.js';
import { ImpersonateStopPage } from './features/session/impersonate-stop-page.js';
import { SignInPage } from './features/session/sign-in-page.js';
import { TopBar } from './layout/top-bar.js';
import { findPage, redirectFor } from './routes/page-routes.js';
import './styles/global.css';

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
    document.title = page ? `${page.title} · Lectern` : 'Page not found · Lectern';
  }, [page]);

  if (me.isPending) return null;
  const user = me.data ?? null;
  const target = page ? redirectFor(page, user, url) : null;
  if (target) return <Navigate to={target} replace />;

  if (location.pathname === '/signin') return <SignInPage />;
  return (
    <>
      <TopBar me={user} />
      <Routes>
        <Route path="/" element={user && <HomePage me={user} />} />
        <Route path="/home" element={user && <HomePage me={user} />} />
        <Route path="/account/settings/" element={user && <AccountSettingsPage me={user} />} />
        <Route path="/account/classes" element={<ClassDirectoryPage />} />
        <Route path="/impersonate-stop" element={<ImpersonateStopPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </>
  );
}
