import { useQuery } from '@tanstack/react-query';
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
