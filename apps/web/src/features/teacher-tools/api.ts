import { useQuery } from '@tanstack/react-query';
import type { TeacherToolName } from '@lectern/domain';
import { apiQuery } from '../../lib/query.js';

/** API-32 (API-31 for key terms): one teacher tool's draft for a level. */
export const teacherToolQuery = (contentId: string, levelId: number, tool: Exclude<TeacherToolName, 'key-terms'>) =>
  apiQuery({
    queryKey: ['teacher-tool', contentId, levelId, tool],
    endpoint: {
      path: `/api/v3/content/${encodeURIComponent(contentId)}/${tool}/?level_id=${levelId}`,
      schema: 'TeacherToolOutput',
      // A model may take a while on a first draft (the server falls back to its offline engine).
      timeoutMs: 90_000,
    },
    staleTime: Infinity,
    retry: false,
  });

export const keyTermsToolQuery = (contentId: string, levelId: number) =>
  apiQuery({
    queryKey: ['key-terms', contentId, levelId],
    endpoint: { path: `/api/v3/content/${encodeURIComponent(contentId)}/key-terms/?level_id=${levelId}`, schema: 'KeyTerms' },
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useTeacherTool(contentId: string, levelId: number, tool: TeacherToolName | null) {
  const generated = useQuery({
    ...teacherToolQuery(contentId, levelId, tool === 'key-terms' || tool === null ? 'main-idea' : tool),
    enabled: tool !== null && tool !== 'key-terms',
  });
  const keyTerms = useQuery({ ...keyTermsToolQuery(contentId, levelId), enabled: tool === 'key-terms' });
  return tool === 'key-terms' ? keyTerms : generated;
}
