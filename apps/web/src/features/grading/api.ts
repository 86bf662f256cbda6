import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseList, ReviewBody, WriteResponse } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { apiQuery } from '../../lib/query.js';

/** The teacher's published assignments of one article, for the Review Student Work list. */
export const reviewableAssignmentsQuery = (contentId: string) =>
  apiQuery({
    queryKey: ['grading', 'assignments', contentId],
    endpoint: {
      path: `/api/v3/assignment/?include_drafts=false&story_content_id=${encodeURIComponent(contentId)}`,
      schema: 'AssignmentList',
    },
    staleTime: 30_000,
  });

/** `GET /api/v3/grading/{contentId}/`: a teacher's view of their students' work on one article. */
export const gradingReportQuery = (contentId: string, assignmentId: string | null, levelId?: number) => {
  const q = new URLSearchParams();
  if (assignmentId) q.set('assignment_id', assignmentId);
  // The level the teacher came from names each question's reading skill, as in its quiz overview.
  if (levelId) q.set('lexile_level', String(levelId));
  return apiQuery({
    queryKey: ['grading', 'report', contentId, assignmentId, levelId ?? null],
    endpoint: {
      path: `/api/v3/grading/${encodeURIComponent(contentId)}/${q.size ? `?${q.toString()}` : ''}`,
      schema: 'GradingReport',
    },
    enabled: /^\d+$/.test(contentId),
  });
};

/** The teacher's assignments of one article, for the Review Student Work list. */
export function useReviewableAssignments(contentId: string, enabled: boolean) {
  return useQuery({ ...reviewableAssignmentsQuery(contentId), enabled });
}

/** A teacher's view of their students' work on one article (GET /api/v3/grading/{contentId}/). */
export function useGradingReport(contentId: string, assignmentId: string | null, levelId?: number) {
  return useQuery(gradingReportQuery(contentId, assignmentId, levelId));
}

/** WRITE-25: the grading page link, with the level (lexile_level) and the legacy header id. */
export function gradingLink(contentId: string, params: { levelId?: number; headerId?: number; assignmentId?: number }) {
  const q = new URLSearchParams();
  if (params.assignmentId) q.set('assignment_id', String(params.assignmentId));
  if (params.levelId) q.set('lexile_level', String(params.levelId));
  if (params.headerId) q.set('header_id', String(params.headerId));
  const qs = q.toString();
  return `/grading/${contentId}${qs ? `?${qs}` : ''}`;
}

/** The teacher's own write prompts on the article: the scoring guide each response is reviewed against. */
export const gradingPromptsQuery = (contentId: string) =>
  apiQuery({
    queryKey: ['grading', 'write-prompts', contentId],
    endpoint: { path: `/api/v2/prompt/?article_id=${encodeURIComponent(contentId)}`, schema: 'PromptList' },
    staleTime: 60_000,
  });

/** API-30: the written responses of one class on the article. */
export const classResponsesQuery = (contentId: string, classroomId: string) =>
  apiQuery({
    queryKey: ['grading', 'write-responses', contentId, classroomId],
    endpoint: {
      path: `/api/v2/constructedresponseanswer/?article_id=${encodeURIComponent(contentId)}&classroom_id=${encodeURIComponent(classroomId)}`,
      schema: 'ResponseList',
    },
    staleTime: 15_000,
  });

/** The written responses of the given classes, one query each. */
export function useClassResponses(contentId: string, classroomIds: string[]) {
  return useQueries({ queries: classroomIds.map((id) => classResponsesQuery(contentId, id)) });
}

export function useGradingPrompts(contentId: string) {
  return useQuery(gradingPromptsQuery(contentId));
}

/** WRITE-24: saves a review (score out of 4, feedback, shared or not, revision asked or not). */
export function useReviewResponse(contentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ responseId, body }: { responseId: number; body: ReviewBody }) =>
      api<WriteResponse>('PUT', `/api/v2/constructedresponseanswer/${responseId}/review/`, body),
    onSuccess: (saved) => {
      qc.setQueryData(classResponsesQuery(contentId, saved.classroom_id).queryKey, (list: ResponseList | undefined) =>
        list ? { results: list.results.map((r) => (r.id === saved.id ? saved : r)) } : list,
      );
    },
  });
}

/** The CSV of a class's scores on the article (a download, not a page). */
export const scoresExportLink = (contentId: string, classroomId: string) =>
  `/api/v2/constructedresponseanswer/export/?article_id=${encodeURIComponent(contentId)}&classroom_id=${encodeURIComponent(classroomId)}`;
