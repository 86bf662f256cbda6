import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContentList } from '@lectern/domain';
import { get } from '../../lib/api.js';
import { okBody, type Prefetch } from '../../lib/prefetch.js';

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

const searchKey = (qs: string) => ['content-search', qs] as const;
const searchPath = (qs: string) => `/api/v3/content/?${qs}`;

export function useContentSearch(params: URLSearchParams) {
  const qs = searchQuery(params);
  return useQuery({
    queryKey: searchKey(qs),
    queryFn: () => get<ContentList>(searchPath(qs)),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export const libraryPrefetch = (params: URLSearchParams): Prefetch[] => {
  const qs = searchQuery(params);
  return [{ key: searchKey(qs), path: searchPath(qs), toData: okBody }];
};
