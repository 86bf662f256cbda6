import { hashKey, HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { Me } from '@lectern/domain';
import { App } from './app.js';
import { meQuery } from './lib/me.js';
import { makeQueryClient } from './lib/query-client.js';
import { preloadPage } from './routes/page-routes.js';

const stateEl = document.getElementById('__LECTERN_STATE__');
const state = stateEl?.textContent ? (JSON.parse(stateEl.textContent) as DehydratedState) : undefined;
const queryClient = makeQueryClient();

// The current page's chunk loads first, so hydration covers the whole page in one pass. Hydrating
// inside a transition lets React yield between slices, so the browser can paint the server's HTML
// (an article and its header image) while the page becomes interactive.
const me = (state?.queries.find((q) => q.queryHash === hashKey(meQuery.queryKey))?.state.data ?? null) as Me | null;
void preloadPage(window.location.pathname, window.location.search, me).then(() => {
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={state}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </HydrationBoundary>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
});
