import { useQuery } from '@tanstack/react-query';
import type { AssignmentList, GradingReport } from '@lectern/domain';
import { api } from '../../lib/api.js';

/** The teacher's assignments of one article, for the Review Student Work list. */
export function useReviewableAssignments(contentId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['grading', 'assignments', contentId],
    queryFn: () =>
      api<AssignmentList>('GET', `/api/v3/assignment/?include_drafts=false&story_content_id=${encodeURIComponent(contentId)}`),
    enabled,
    staleTime: 30_000,
  });
}

/** A teacher's view of their students' work on one article (GET /api/v3/grading/{contentId}/). */
export function useGradingReport(contentId: string, assignmentId: string | null) {
  const query = assignmentId ? `?assignment_id=${encodeURIComponent(assignmentId)}` : '';
  return useQuery({
    queryKey: ['grading', 'report', contentId, assignmentId],
    queryFn: () => api<GradingReport>('GET', `/api/v3/grading/${encodeURIComponent(contentId)}/${query}`),
    enabled: /^\d+$/.test(contentId),
  });
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
