import { useQuery } from '@tanstack/react-query';
import { type Me } from '@lectern/domain';
import { apiQuery } from '../../lib/query.js';
import { STUDENT_WORK_KEYS } from '../../lib/student-work.js';
import { useFeatures } from '../../lib/use-features.js';

// Keys start with the student-work prefixes, so recorded work refreshes them (lib/student-work.ts);
// progress is also fetched again whenever a page shows it, cached copy first.
const FRESH = { staleTime: 0 } as const;
const { tokens: TOKENS, challenges: CHALLENGES } = STUDENT_WORK_KEYS;

/** `GET /api/v3/tokens/article/{contentId}/` (TOKEN-01). Refetched on every mount: a quiz may have just earned tokens. */
export const articleTokensQuery = (contentId: string) =>
  apiQuery({
    queryKey: [...TOKENS, 'article', contentId],
    endpoint: { path: `/api/v3/tokens/article/${encodeURIComponent(contentId)}/`, schema: 'ArticleTokens' },
    enabled: /^\d+$/.test(contentId),
    refetchOnMount: 'always',
  });

/** `GET /api/v3/challenges/{id}/`: "current" or a month "YYYY-MM" (TOKEN-11). */
export const challengeQuery = (id: string) =>
  apiQuery({
    queryKey: [...CHALLENGES, id],
    endpoint: { path: `/api/v3/challenges/${encodeURIComponent(id)}/`, schema: 'ChallengeView' },
    ...FRESH,
  });

export const challengeHistoryQuery = apiQuery({
  queryKey: [...CHALLENGES, 'history'],
  endpoint: { path: '/api/v3/challenges/history/', schema: 'ChallengeHistory' },
  ...FRESH,
});

export const challengeRewardsQuery = apiQuery({
  queryKey: [...CHALLENGES, 'rewards'],
  endpoint: { path: '/api/v3/challenges/rewards/', schema: 'ChallengeRewards' },
  ...FRESH,
});

/** `GET /api/v3/challenges/topics/{topicId}/`: a subject's articles with the tokens each offers (TOKEN-05). */
export const challengeTopicQuery = (topicId: string) =>
  apiQuery({
    queryKey: [...CHALLENGES, 'topics', topicId],
    endpoint: { path: `/api/v3/challenges/topics/${encodeURIComponent(topicId)}/`, schema: 'ChallengeTopic' },
    ...FRESH,
  });

/** TOKEN-07: tokens and the challenge show only while the reading_challenge flag is on. */
export function useChallengeEnabled(me: Me | null) {
  const features = useFeatures(me !== null);
  return { enabled: features.data?.reading_challenge === true, known: features.isSuccess };
}

/** `GET /api/v3/tokens/article/{contentId}/` (TOKEN-01). Refetched on every mount: a quiz may have just earned tokens. */
export function useArticleTokens(contentId: string, enabled: boolean) {
  const query = articleTokensQuery(contentId);
  return useQuery({ ...query, enabled: enabled && query.enabled });
}

/** `GET /api/v3/challenges/{id}/`: "current" or a month "YYYY-MM" (TOKEN-11). */
export function useChallenge(id: string, enabled = true) {
  return useQuery({ ...challengeQuery(id), enabled });
}

export function useChallengeHistory(enabled: boolean) {
  return useQuery({ ...challengeHistoryQuery, enabled });
}

export function useChallengeRewards(enabled: boolean) {
  return useQuery({ ...challengeRewardsQuery, enabled });
}

/** `GET /api/v3/challenges/topics/{topicId}/`: a subject's articles with the tokens each offers (TOKEN-05). */
export function useChallengeTopic(topicId: string, enabled: boolean) {
  return useQuery({ ...challengeTopicQuery(topicId), enabled });
}
