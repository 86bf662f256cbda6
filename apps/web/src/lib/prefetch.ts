import type { QueryKey, QueryMeta } from '@tanstack/react-query';
import { okBody } from './query.js';

/**
 * One API call the server renderer makes before it renders a page, and where its answer goes in
 * the query cache: the same key the page's hook reads, so the first HTML and the hydrated page see
 * the same data and the browser does not ask again. Built from the hook's own query options with
 * `prefetchOf`, so key, path and meaning are written once.
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
  /**
   * With `decidesStatus`: the page's status for an answer, when it is not the call's own (a 200
   * that refuses the reader in its body, PLAT-43). Given the call's status and the cached data.
   */
  pageStatus?: (status: number, data: unknown) => number;
}

/** The prefetch of a query made with `apiQuery`; none when the query is disabled (as the hook would be). */
export function prefetchOf(
  query: { queryKey: QueryKey; meta?: QueryMeta; enabled?: unknown },
  opts: { decidesStatus?: boolean; pageStatus?: Prefetch['pageStatus'] } = {},
): Prefetch[] {
  const endpoint = query.meta?.endpoint;
  if (!endpoint || query.enabled === false) return [];
  return [
    {
      key: query.queryKey,
      path: endpoint.path,
      method: endpoint.method,
      body: endpoint.body,
      toData: endpoint.toData ?? okBody,
      ...(opts.decidesStatus ? { decidesStatus: true } : {}),
      ...(opts.decidesStatus && opts.pageStatus ? { pageStatus: opts.pageStatus } : {}),
    },
  ];
}
