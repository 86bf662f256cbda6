import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { makeQueryClient } from '../lib/query-client.js';
import { ToastProvider } from '../ui/toast.js';

/** Renders a component with what the app gives every page: a query client, a router and toasts. */
export function renderInApp(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const client = makeQueryClient();
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <ToastProvider>{ui}</ToastProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
