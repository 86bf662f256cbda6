import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockRange, FeedbackReport, FeedbackReportBody, GuidedHighlightingCheckResult } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { apiQuery } from '../../lib/query.js';
import { refreshStudentWork } from '../../lib/student-work.js';

/** `GET /api/v3/guided-highlighting/{activityId}/?level_id=`: a level's questions (GH-05). */
export const guidedHighlightingQuery = (activityId: number, levelId: number) =>
  apiQuery({
    queryKey: ['guided-highlighting', activityId, levelId],
    endpoint: { path: `/api/v3/guided-highlighting/${activityId}/?level_id=${levelId}`, schema: 'GuidedHighlighting' },
    staleTime: 5 * 60_000,
    // A refusal (the flag off, an assignment that hides it) is an answer: asking again changes nothing.
    retry: false,
  });

export function useGuidedHighlighting(activityId: number, levelId: number) {
  return useQuery(guidedHighlightingQuery(activityId, levelId));
}

/**
 * Checks a student's highlight for one attempt (GH-06 … GH-08). The server's verdict replaces the
 * question in the cache, with the level's points; the student's tokens elsewhere are refreshed.
 */
export function useCheckHighlight(activityId: number, levelId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { questionId: number; attempt: number; range: BlockRange }) =>
      api<GuidedHighlightingCheckResult>('POST', '/api/v3/guided-highlighting/checks/', {
        question_id: a.questionId,
        attempt: a.attempt,
        range: a.range,
      }),
    onSuccess: ({ question, tokens_earned }) => {
      qc.setQueryData(
        guidedHighlightingQuery(activityId, levelId).queryKey,
        (data) => data && { ...data, tokens_earned, questions: data.questions.map((q) => (q.id === question.id ? question : q)) },
      );
      refreshStudentWork(qc);
    },
  });
}

/**
 * A teacher's Like or Dislike (API-45, GH-15, GH-16). The card changes at once; a failure is only
 * logged (GH-18), so a rating never stands in a teacher's way.
 */
export function useRateQuestion(activityId: number, levelId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackReportBody) => api<FeedbackReport>('POST', '/api/v3/feedback-report/', body),
    onMutate: (body) => {
      const id = body.reaction === 'thumbs_up' ? body.question_id : body.content_id;
      qc.setQueryData(
        guidedHighlightingQuery(activityId, levelId).queryKey,
        (data) =>
          data && {
            ...data,
            questions:
              body.reaction === 'thumbs_up'
                ? data.questions.map((q) => (q.id === id ? { ...q, liked: true } : q))
                : data.questions.filter((q) => q.id !== id),
          },
      );
    },
    onError: (error, body) => {
      console.error('Unable to submit Guided Highlighting feedback', { error, reaction: body.reaction, activityId, levelId });
    },
  });
}
