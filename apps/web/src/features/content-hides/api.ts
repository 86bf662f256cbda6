import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentHide, ContentHideList } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { apiQuery } from '../../lib/query.js';

/** `GET /api/v3/content-hide/?content_id=` (API-42): the teacher's hide records of an article. */
export const hidesQuery = (contentId: string) =>
  apiQuery({
    queryKey: ['content-hide', contentId],
    endpoint: { path: `/api/v3/content-hide/?content_id=${contentId}`, schema: 'ContentHideList' },
  });

export const useHides = (contentId: string, enabled: boolean) => useQuery({ ...hidesQuery(contentId), enabled });

/** Hides (API-43) or opens again (API-44); the list follows at once and is read again after. */
export function useToggleHide(contentId: string) {
  const qc = useQueryClient();
  const key = hidesQuery(contentId).queryKey;
  return useMutation({
    mutationFn: async (v: { classroomId: number; hideId: number | null }) =>
      v.hideId === null
        ? api<ContentHide>('POST', '/api/v3/content-hide/', { content_id: Number(contentId), classroom_id: v.classroomId })
        : api<null>('DELETE', `/api/v3/content-hide/${v.hideId}/`),
    onMutate: async (v) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<ContentHideList>(key);
      qc.setQueryData<ContentHideList>(
        key,
        (data) =>
          data && {
            ...data,
            results:
              v.hideId === null
                ? [...data.results, { id: -v.classroomId, content_id: contentId, classroom_id: v.classroomId }]
                : data.results.filter((r) => r.id !== v.hideId),
          },
      );
      return { before };
    },
    onError: (_e, _v, ctx) => qc.setQueryData(key, ctx?.before),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}
