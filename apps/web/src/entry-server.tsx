import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { escapeHtml } from './lib/html.js';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { safeNextPath, type Me } from '@lectern/domain';
import { App } from './app.js';
import { meKey } from './features/session/api.js';
import { makeQueryClient } from './lib/query-client.js';
import { findPage, redirectFor } from './routes/page-routes.js';

interface RenderInput {
  url: string;
  /** Calls the API in-process with the visitor's cookies. */
  fetchJson: (path: string, init?: { method: 'GET' | 'POST'; body?: unknown }) => Promise<{ status: number; body: unknown }>;
}

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

  const location = new URL(url, 'http://x');
  let status = page ? 200 : 404;
  const specs = page?.prefetch?.(me, { params: page.params, query: location.searchParams }) ?? [];
  await Promise.all(
    specs.map(async (spec) => {
      const res = await fetchJson(spec.path, { method: spec.method ?? 'GET', body: spec.body });
      const data = spec.toData(res.status, res.body);
      if (data !== undefined) qc.setQueryData(spec.key, data);
      if (spec.decidesStatus && res.status !== 200) status = res.status;
    }),
  );

  // Waits for lazy page chunks (React.lazy) so the HTML is complete, unlike renderToString.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={qc}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  const head = page?.head?.(qc, me, { params: page.params, query: location.searchParams }) ?? {
    title: page ? page.title : 'Page not found',
    meta: '',
  };
  page?.compact?.(qc, me, { params: page.params, query: location.searchParams });
  return { status, head: `<title>${escapeHtml(`${head.title} · Lectern`)}</title>${head.meta}`, html, state: dehydrate(qc) };
}
