import { useQuery } from '@tanstack/react-query';
import type { ArticleTokens, ChallengeHistory, ChallengeRewards, ChallengeTopic, ChallengeView, Me } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { useFeatures } from '../../lib/use-features.js';

// Keys start with 'tokens' or 'challenges', so recorded work refreshes them by prefix
// (lib/student-work.ts); progress is also fetched again whenever a page shows it, cached copy first.
const FRESH = { staleTime: 0 } as const;
export const articleTokensKey = (contentId: string) => ['tokens', 'article', contentId] as const;
export const challengeKey = (id: string) => ['challenges', id] as const;

/** TOKEN-07: tokens and the challenge show only while the reading_challenge flag is on. */
export function useChallengeEnabled(me: Me | null) {
  const features = useFeatures(me !== null);
  return { enabled: features.data?.reading_challenge === true, known: features.isSuccess };
}

/** `GET /api/v3/tokens/article/{contentId}/` (TOKEN-01). Refetched on every mount: a quiz may have just earned tokens. */
export function useArticleTokens(contentId: string, enabled: boolean) {
  return useQuery({
    queryKey: articleTokensKey(contentId),
    queryFn: () => api<ArticleTokens>('GET', `/api/v3/tokens/article/${encodeURIComponent(contentId)}/`),
    enabled: enabled && /^\d+$/.test(contentId),
    refetchOnMount: 'always',
  });
}

/** `GET /api/v3/challenges/{id}/`: "current" or a month "YYYY-MM" (TOKEN-11). */
export function useChallenge(id: string, enabled = true) {
  return useQuery({
    queryKey: challengeKey(id),
    queryFn: () => api<ChallengeView>('GET', `/api/v3/challenges/${encodeURIComponent(id)}/`),
    enabled,
    ...FRESH,
  });
}

export function useChallengeHistory(enabled: boolean) {
  return useQuery({
    queryKey: ['challenges', 'history'],
    queryFn: () => api<ChallengeHistory>('GET', '/api/v3/challenges/history/'),
    enabled,
    ...FRESH,
  });
}

export function useChallengeRewards(enabled: boolean) {
  return useQuery({
    queryKey: ['challenges', 'rewards'],
    queryFn: () => api<ChallengeRewards>('GET', '/api/v3/challenges/rewards/'),
    enabled,
    ...FRESH,
  });
}

/** `GET /api/v3/challenges/topics/{topicId}/`: a subject's articles with the tokens each offers (TOKEN-05). */
export function useChallengeTopic(topicId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['challenges', 'topics', topicId],
    queryFn: () => api<ChallengeTopic>('GET', `/api/v3/challenges/topics/${encodeURIComponent(topicId)}/`),
    enabled,
    ...FRESH,
  });
}
