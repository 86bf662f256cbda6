import { useQuery } from '@tanstack/react-query';
import { apiQuery } from './query.js';

/** `GET /api/v2/users/me/features/`: the signed-in user's feature flags (API-14). */
export const featuresQuery = apiQuery({
  queryKey: ['features'],
  endpoint: { path: '/api/v2/users/me/features/', schema: 'Features' },
  staleTime: 5 * 60_000,
});

/** The signed-in user's feature flags, shared by every feature that reads one. */
export function useFeatures(enabled: boolean) {
  return useQuery({ ...featuresQuery, enabled });
}
