import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckAnswerResult } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { apiQuery } from '../../lib/query.js';
import { articleKey } from '../../lib/student-work.js';

/** `GET /api/v3/checks-for-understanding/{activityId}/?level_id=`: a level's checks (with the key for teachers). */
export const checksQuery = (activityId: number, levelId: number) =>
  apiQuery({
    queryKey: ['checks-for-understanding', activityId, levelId],
    endpoint: { path: `/api/v3/checks-for-understanding/${activityId}/?level_id=${levelId}`, schema: 'UnderstandingChecks' },
    staleTime: 5 * 60_000,
  });

export function useChecks(activityId: number, levelId: number) {
  return useQuery(checksQuery(activityId, levelId));
}

/**
 * Posts a student's answer. The answer joins the cached checks at once, and the article is asked
 * for again: the answer opened the text after the check.
 */
export function useAnswerCheck(contentId: string, activityId: number, levelId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { checkId: number; choice: number }) =>
      api<CheckAnswerResult>('POST', '/api/v3/checks-for-understanding/answers/', { check_id: a.checkId, choice: a.choice }),
    onSuccess: (result) => {
      const { check_id, ...answer } = result;
      qc.setQueryData(
        checksQuery(activityId, levelId).queryKey,
        (data) => data && { ...data, checks: data.checks.map((c) => (c.id === check_id ? { ...c, answer } : c)) },
      );
      return qc.invalidateQueries({ queryKey: articleKey(contentId) });
    },
  });
}
