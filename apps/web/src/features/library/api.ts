import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { prefetchOf, type Prefetch } from '../../lib/prefetch.js';
import { apiQuery } from '../../lib/query.js';

/** The library's filters, as they appear in the page's URL and in the API query. */
export const FILTERS = ['q', 'subject', 'grade', 'article_type', 'language', 'standards'] as const;

/** The API query for a page URL's filters: only known, non-empty ones, in a fixed order. */
export function searchQuery(params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const f of FILTERS) {
    const v = params.get(f)?.trim();
    if (v) out.set(f, v);
  }
  out.set('limit', '24');
  return out.toString();
}

/** `GET /api/v3/content/?…`: one page of the library for the URL's filters. */
export const contentSearchQuery = (params: URLSearchParams) => {
  const qs = searchQuery(params);
  return apiQuery({
    queryKey: ['content-search', qs],
    endpoint: { path: `/api/v3/content/?${qs}`, schema: 'ContentList' },
    staleTime: 60_000,
  });
};

export function useContentSearch(params: URLSearchParams) {
  return useQuery({ ...contentSearchQuery(params), placeholderData: keepPreviousData });
}

/** `GET /api/v3/standard/{id}/`: the standard a search is filtered by, so the page can name it. */
export const standardQuery = (id: string) =>
  apiQuery({
    queryKey: ['standard', id],
    endpoint: { path: `/api/v3/standard/${encodeURIComponent(id)}/`, schema: 'Standard' },
    enabled: /^\d{1,9}$/.test(id),
    staleTime: 60 * 60_000,
    retry: false,
  });

export function useStandard(id: string) {
  return useQuery(standardQuery(id));
}

/** The library's first HTML: its results, and the standard it is filtered by. */
export const libraryPrefetch = (params: URLSearchParams): Prefetch[] => [
  ...prefetchOf(contentSearchQuery(params)),
  ...prefetchOf(standardQuery(params.get('standards') ?? '')),
];
