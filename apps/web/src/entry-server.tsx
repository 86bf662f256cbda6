import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { escapeHtml } from './lib/html.js';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { safeNextPath, type Me } from '@lectern/domain';
import { App } from './app.js';
import { meQuery } from './lib/me.js';
import { prefetchOf, type Prefetch } from './lib/prefetch.js';
import { makeQueryClient } from './lib/query-client.js';
import { findPage, notFoundKey, redirectFor } from './routes/page-routes.js';

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
  const timing = serverTiming();
  const qc = makeQueryClient();
  const load = async (spec: Prefetch) => {
    const res = await fetchJson(spec.path, { method: spec.method ?? 'GET', body: spec.body });
    return { status: res.status, data: spec.toData(res.status, res.body) };
  };

  // The user first: the guard and the page's data depend on them. Any answer but a user (a 401,
  // or the API failing) renders the page for a signed-out visitor.
  const [meAnswer] = await Promise.all(prefetchOf(meQuery).map(load));
  const me = (meAnswer?.data ?? null) as Me | null;
  qc.setQueryData(meQuery.queryKey, me);
  timing.mark('me');

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
  let missing = false;
  const specs = page?.prefetch?.(me, { params: page.params, query: location.searchParams }) ?? [];
  await Promise.all(
    specs.map(async (spec) => {
      const res = await load(spec);
      if (res.data !== undefined) qc.setQueryData(spec.key, res.data);
      if (!spec.decidesStatus) return;
      const answered = spec.pageStatus?.(res.status, res.data) ?? res.status;
      if (answered === 200) return;
      // An id the API does not know (404), or refuses as one (400), is a page that does not exist.
      const unknown = answered === 404 || answered === 400;
      status = unknown ? 404 : answered;
      // With nothing cached for the page to draw, the app draws the not-found page itself.
      if (unknown && res.data === undefined) missing = true;
    }),
  );
  timing.mark('data');
  if (missing) qc.setQueryData(notFoundKey(pathname), true);
  else if (page?.prefetchAfter) {
    // A second round for what depends on the first answers (the level on screen); its answers
    // only add to the page, so they never decide its status.
    const after = page.prefetchAfter(qc, me, { params: page.params, query: location.searchParams });
    await Promise.all(
      after.map(async (spec) => {
        const res = await load(spec);
        if (res.data !== undefined) qc.setQueryData(spec.key, res.data);
      }),
    );
    timing.mark('after');
  }

  // Waits for lazy page chunks (React.lazy) so the HTML is complete, unlike renderToString. No
  // boundary is moved out of place: past a size React would send it at the end with an inline
  // script to swap it in, which the Content-Security-Policy blocks, and hydration then fails (#419).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={qc}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  timing.mark('render');
  const shown = missing ? undefined : page;
  const head = shown?.head?.(qc, me, { params: shown.params, query: location.searchParams }) ?? {
    title: shown ? shown.title : 'Page not found',
    meta: '',
  };
  page?.compact?.(qc, me, { params: page.params, query: location.searchParams });
  const state = dehydrate(qc);
  // Queries carry their endpoint in meta (for prefetching); the page needs only their data.
  for (const q of state.queries) delete q.meta;
  return {
    status,
    head: `<title>${escapeHtml(`${head.title} · Lectern`)}</title>${head.meta}`,
    html,
    state,
    timing: timing.header(),
  };
}

/**
 * The render's phases for a Server-Timing header (the user, the page's data, its second round,
 * React's render), in milliseconds, so a slow page says where its time went in the browser's
 * network panel and in the benchmarks.
 */
function serverTiming() {
  let last = performance.now();
  const parts: string[] = [];
  return {
    mark(name: string) {
      const now = performance.now();
      parts.push(`${name};dur=${(now - last).toFixed(1)}`);
      last = now;
    },
    header: () => parts.join(', '),
  };
}
