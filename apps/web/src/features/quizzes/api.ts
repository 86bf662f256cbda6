import { useQuery } from '@tanstack/react-query';
import type { Me, StudentQuizList } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { okBody, type Prefetch } from '../../lib/prefetch.js';

export const studentQuizzesKey = (contentId: string) => ['studentquiz', contentId] as const;
const studentQuizzesPath = (contentId: string) => `/api/v3/studentquiz/?associated_content_id=${encodeURIComponent(contentId)}`;

/** A student's submitted quizzes on one article (API-17). */
export function useStudentQuizzes(contentId: string, me: Me | null) {
  return useQuery({
    queryKey: studentQuizzesKey(contentId),
    queryFn: () => api<StudentQuizList>('GET', studentQuizzesPath(contentId)),
    enabled: me?.isStudent === true && /^\d+$/.test(contentId),
    staleTime: 30_000,
  });
}

export const studentQuizzesPrefetch = (me: Me | null, contentId: string): Prefetch[] =>
  me?.isStudent && /^\d+$/.test(contentId)
    ? [{ key: studentQuizzesKey(contentId), path: studentQuizzesPath(contentId), toData: okBody }]
    : [];
