import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me, ReadingPreferences, ReadingPreferencesPatch } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { prefetchOf, type Prefetch } from '../../lib/prefetch.js';
import { apiQuery } from '../../lib/query.js';

/** `GET /api/v3/reading-preferences/`: the reader's text size, line spacing and font. */
export const readingPreferencesQuery = apiQuery({
  queryKey: ['reading-preferences'],
  endpoint: { path: '/api/v3/reading-preferences/', schema: 'ReadingPreferences' },
  staleTime: Infinity,
});

/** In the article page's first data, so its first HTML has the text at the reader's size. */
export const readingPreferencesPrefetch = (me: Me | null): Prefetch[] => (me ? prefetchOf(readingPreferencesQuery) : []);

export const useReadingPreferences = (enabled: boolean) => useQuery({ ...readingPreferencesQuery, enabled });

/**
 * `PATCH /api/v3/reading-preferences/`: the page follows at once; the server's answer (all three,
 * as stored) replaces it. A failed save keeps the choice on this page and says so.
 */
export function useChangeReadingPreferences(onFailure: () => void) {
  const qc = useQueryClient();
  const key = readingPreferencesQuery.queryKey;
  return useMutation({
    mutationFn: (change: ReadingPreferencesPatch) => api<ReadingPreferences>('PATCH', '/api/v3/reading-preferences/', change),
    onMutate: async (change) => {
      await qc.cancelQueries({ queryKey: key });
      qc.setQueryData<ReadingPreferences>(key, (data) => data && { ...data, ...change });
    },
    onSuccess: (stored) => qc.setQueryData(key, stored),
    onError: onFailure,
  });
}
