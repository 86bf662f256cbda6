import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type * as Domain from '@lectern/domain';
import { apiError, isOk, send } from './api.js';

/**
 * The name of a zod schema the domain exports. Endpoints name their schema rather than import it,
 * so production bundles carry neither the schemas nor zod: only development builds load them.
 */
export type SchemaName = {
  [K in keyof typeof Domain]: (typeof Domain)[K] extends { parse: (data: unknown) => unknown; safeParse: unknown } ? K : never;
}[keyof typeof Domain];

/** The type of the data a named schema describes. */
export type SchemaType<N extends SchemaName> = (typeof Domain)[N] extends { parse: (data: unknown) => infer T } ? T : never;

/**
 * One API read, written once: the request, the domain schema of its answer, and what a response
 * means for the cache. The browser's query and the server renderer's prefetch both use it.
 */
export interface Endpoint<TData, TSchema extends SchemaName = SchemaName> {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  timeoutMs?: number;
  /** The domain schema of a successful body, by name; development builds check every answer against it. */
  schema: TSchema;
  /**
   * The data a response stands for (status 0: no response). Undefined means it is no answer: the
   * browser's query fails with the API's error, the server renderer caches nothing. Default: the
   * body of a 2xx.
   */
  toData?: (status: number, body: unknown) => TData | undefined;
}

declare module '@tanstack/react-query' {
  interface Register {
    /** The endpoint a query reads, so the server renderer can prefetch it (lib/prefetch.ts). */
    queryMeta: { endpoint?: Endpoint<unknown> };
  }
}

/** Cache the body of a 2xx, nothing otherwise. */
export const okBody = (status: number, body: unknown) => (isOk(status) ? body : undefined);

/**
 * In development, an answer that does not match the domain's schema fails loudly, so the web and
 * the API cannot drift apart unnoticed. The body itself is kept as sent (zod would strip fields
 * the schema does not name), so development and production read the same data.
 */
async function checkAnswer(path: string, schema: SchemaName, body: unknown) {
  const domain = await import('@lectern/domain');
  const result = domain[schema].safeParse(body);
  if (result.success) return;
  console.error(`The answer of ${path} does not match the ${schema} schema.`, result.error);
  throw result.error;
}

export async function fetchEndpoint<TData>(endpoint: Endpoint<TData>): Promise<TData> {
  const res = await send(endpoint.method ?? 'GET', endpoint.path, endpoint.body, { timeoutMs: endpoint.timeoutMs });
  if (import.meta.env.DEV && isOk(res.status)) await checkAnswer(endpoint.path, endpoint.schema, res.body);
  const data = (endpoint.toData ?? (okBody as (status: number, body: unknown) => TData | undefined))(res.status, res.body);
  if (data === undefined) throw apiError(res);
  return data;
}

type ApiQueryOptions<TData, TSchema extends SchemaName, TKey extends QueryKey> = Omit<
  UseQueryOptions<TData, Error, TData, TKey>,
  'queryFn' | 'meta'
> & {
  queryKey: TKey;
  endpoint: Endpoint<TData, TSchema>;
};

/**
 * The `queryOptions` of one endpoint: its key, its request and its rules (stale time, enabled…).
 * Hooks spread it into `useQuery`, the server renderer prefetches it (`prefetchOf`), and writes
 * refresh it by its `queryKey`.
 */
export function apiQuery<TSchema extends SchemaName, const TKey extends QueryKey, TData = SchemaType<TSchema>>({
  endpoint,
  ...options
}: ApiQueryOptions<TData, TSchema, TKey>) {
  return queryOptions<TData, Error, TData, TKey>({ ...options, queryFn: () => fetchEndpoint(endpoint), meta: { endpoint } });
}
