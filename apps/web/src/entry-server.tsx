import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { safeNextPath, type Me } from '@lectern/domain';
import { App } from './app.js';
import { meKey } from './features/session/api.js';
import { makeQueryClient } from './lib/query-client.js';
import { findPage, redirectFor } from './routes/page-routes.js';

interface RenderInput {
  url: string;
  /** Calls the API in-process with the visitor's cookies. */
  fetchJson: (path: string) => Promise<{ status: number; body: unknown }>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Renders a page on the server: loads the user and the page's data through the API, answers a
 * redirect where the page guard says so, else HTML plus the query cache for hydration.
 */
export async function render({ url, fetchJson }: RenderInput) {
  const qc = makeQueryClient();
  const meRes = await fetchJson('/api/v2/users/me/');
  const me = meRes.status === 200 ? (meRes.body as Me) : null;
  qc.setQueryData(meKey, me);

  const pathname = new URL(url, 'http://x').pathname;
  const page = findPage(pathname);
  const redirect = page ? redirectFor(page, me, url) : null;
  if (redirect) return { status: 302, redirect, head: '', html: '', state: null };
  if (page?.access === 'guest' && me) {
    const next = new URL(url, 'http://x').searchParams.get('next');
    return { status: 302, redirect: safeNextPath(next), head: '', html: '', state: null };
  }

  for (const path of page?.prefetch?.(me) ?? []) {
    const res = await fetchJson(path);
    if (res.status === 200) {
      const key = path === '/api/v2/classrooms/' ? ['classrooms'] : [path];
      qc.setQueryData(key, path === '/api/v2/classrooms/' ? (res.body as { results: unknown[] }).results : res.body);
    }
  }

  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={qc}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  const title = page ? `${page.title} · Lectern` : 'Page not found · Lectern';
  return { status: page ? 200 : 404, head: `<title>${escapeHtml(title)}</title>`, html, state: dehydrate(qc) };
}
