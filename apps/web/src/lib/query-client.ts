import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.js';

/** No refetch on window focus; a 4xx is an answer, not a reason to retry. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}
