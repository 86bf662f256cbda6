import type { QueryKey } from '@tanstack/react-query';

/**
 * One API call the server renderer makes before it renders a page, and where its answer goes in
 * the query cache: the same key the page's hook reads, so the first HTML and the hydrated page see
 * the same data and the browser does not ask again.
 */
export interface Prefetch {
  key: QueryKey;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** What to cache for an answer; undefined caches nothing (the hook then asks in the browser). */
  toData: (status: number, body: unknown) => unknown;
  /** The page's HTTP status follows this call's status when it is not 200. */
  decidesStatus?: boolean;
}

/** Cache the body of a 200, nothing otherwise. */
export const okBody = (status: number, body: unknown) => (status === 200 ? body : undefined);
