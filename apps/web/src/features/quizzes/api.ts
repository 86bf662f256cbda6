import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Me, type QUIZ_REPORT_REASONS, type StudentQuiz, type StudentQuizSubmitBody } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { prefetchOf, type Prefetch } from '../../lib/prefetch.js';
import { apiQuery } from '../../lib/query.js';
import { refreshStudentWork } from '../../lib/student-work.js';

/** API-17: a student's submitted quizzes on one article. */
export const studentQuizzesQuery = (contentId: string) =>
  apiQuery({
    queryKey: ['studentquiz', contentId],
    endpoint: {
      path: `/api/v3/studentquiz/?associated_content_id=${encodeURIComponent(contentId)}`,
      schema: 'StudentQuizList',
    },
    staleTime: 30_000,
  });

/** Only students have submitted quizzes of their own. */
const hasQuizzes = (me: Me | null, contentId: string) => me?.isStudent === true && /^\d+$/.test(contentId);

/** QUIZ-01: one quiz at one level; options carry is_correct only for readers who may see answers. */
export const quizQuery = (quizId: number, levelId: number) =>
  apiQuery({
    queryKey: ['quiz', quizId, levelId],
    endpoint: { path: `/api/v3/quiz/${quizId}/?level_id=${levelId}`, schema: 'Quiz' },
    enabled: quizId > 0 && levelId > 0,
    staleTime: 5 * 60_000,
  });

/** A student's submitted quizzes on one article (API-17). */
export function useStudentQuizzes(contentId: string, me: Me | null) {
  return useQuery({ ...studentQuizzesQuery(contentId), enabled: hasQuizzes(me, contentId) });
}

export const studentQuizzesPrefetch = (me: Me | null, contentId: string): Prefetch[] =>
  hasQuizzes(me, contentId) ? prefetchOf(studentQuizzesQuery(contentId)) : [];

/** One quiz at one level (QUIZ-01); options carry is_correct only for readers who may see answers. */
export function useQuiz(quizId: number, levelId: number, enabled = true) {
  const query = quizQuery(quizId, levelId);
  return useQuery({ ...query, enabled: enabled && query.enabled });
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
 * Keeps a submitted attempt (QUIZ-09): the submit answers with the stored record, the same one the
 * article's list holds, so it goes into that list as it is (which also releases an assignment's
 * level lock, LEVEL-11) and is not read again. Summaries of the student's work in other features
 * (tokens, the challenge, the assignments list) are refreshed.
 */
export function useStoreAttempt(contentId: string) {
  const client = useQueryClient();
  return useCallback(
    async (saved: StudentQuiz) => {
      client.setQueryData(studentQuizzesQuery(contentId).queryKey, (list) => ({
        results: [saved, ...(list?.results ?? []).filter((r) => r.id !== saved.id)],
      }));
      refreshStudentWork(client);
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
