import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me, Quiz, QUIZ_REPORT_REASONS, StudentQuiz, StudentQuizList, StudentQuizSubmitBody } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { refreshStudentWork } from '../../lib/student-work.js';
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

export const quizKey = (quizId: number, levelId: number) => ['quiz', quizId, levelId] as const;

/** One quiz at one level (QUIZ-01); options carry is_correct only for readers who may see answers. */
export function useQuiz(quizId: number, levelId: number, enabled = true) {
  return useQuery({
    queryKey: quizKey(quizId, levelId),
    queryFn: () => api<Quiz>('GET', `/api/v3/quiz/${quizId}/?level_id=${levelId}`),
    enabled: enabled && quizId > 0 && levelId > 0,
    staleTime: 5 * 60_000,
  });
}

/**
 * Submits every answer at once (QUIZ-09, API-18). The server answers a repeated submit with the
 * stored attempt, so pressing Submit again after a failure is safe.
 */
export function useSubmitQuiz() {
  return useMutation({
    mutationFn: (body: StudentQuizSubmitBody) => api<StudentQuiz>('POST', '/api/v3/studentquiz/', body),
  });
}

/**
 * Keeps a submitted attempt and fetches the article's answers again (QUIZ-09), which also
 * releases an assignment's level lock (LEVEL-11).
 */
export function useStoreAttempt(contentId: string) {
  const client = useQueryClient();
  return useCallback(
    async (saved: StudentQuiz) => {
      client.setQueryData<StudentQuizList>(studentQuizzesKey(contentId), (list) => ({
        results: [saved, ...(list?.results ?? []).filter((r) => r.id !== saved.id)],
      }));
      refreshStudentWork(client);
      await client.invalidateQueries({ queryKey: studentQuizzesKey(contentId) });
    },
    [client, contentId],
  );
}

/** Reports a quiz question with the chosen reason (QUIZ-32, API-19). */
export function useFlagQuestion(quizId: number) {
  return useMutation({
    mutationFn: ({ questionId, message }: { questionId: number; message: (typeof QUIZ_REPORT_REASONS)[number] }) =>
      api<unknown>('POST', `/api/v3/quiz/${quizId}/question/${questionId}/flag/`, { message }),
  });
}
