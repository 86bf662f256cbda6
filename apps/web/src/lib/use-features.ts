import { useQuery } from '@tanstack/react-query';
import type { Features } from '@lectern/domain';
import { api } from './api.js';

export const featuresKey = ['features'] as const;

/** The signed-in user's feature flags (API-14), shared by every feature that reads one. */
export function useFeatures(enabled: boolean) {
  return useQuery({
    queryKey: featuresKey,
    queryFn: () => api<Features>('GET', '/api/v2/users/me/features/'),
    enabled,
    staleTime: 5 * 60_000,
  });
}
