import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  toggleMembership,
  type ContentMembership,
  type ContentMembershipBody,
  type Me,
  type TextSetCreateBody,
  type TextSetCreated,
  type TextSetDetail,
  type TextSetList,
} from '@lectern/domain';
import { api } from '../../lib/api.js';
import { prefetchOf } from '../../lib/prefetch.js';
import { apiQuery } from '../../lib/query.js';

/** API-40: the user's own text sets with their members. */
export const myTextSetsQuery = apiQuery({
  queryKey: ['text-sets', 'mine'],
  endpoint: { path: '/api/v3/content/selector/created-by-me/?depth=2&shape=card&type=text_set', schema: 'TextSetList' },
  staleTime: 60_000,
});

export const useMyTextSets = (enabled: boolean) => useQuery({ ...myTextSetsQuery, enabled });

/** Who keeps text sets (TOOLBAR-11): teachers and parents. */
export const keepsTextSets = (me: Me | null) => me !== null && (me.isTeacher || me.isParent);

export const myTextSetsPrefetch = (me: Me | null) => (keepsTextSets(me) ? prefetchOf(myTextSetsQuery) : []);

const isSetId = (id: string) => /^\d{1,9}$/.test(id);

/** A text set's page: the set and its articles as cards. */
export const textSetQuery = (id: string) =>
  apiQuery({
    queryKey: ['text-set', id],
    endpoint: { path: `/api/v3/text-set/${id}/`, schema: 'TextSetDetail' },
    enabled: isSetId(id),
    retry: false,
  });

export const useTextSet = (id: string) => useQuery(textSetQuery(id));

/**
 * TOOLBAR-14: puts an article in a set or takes it out (API-38, API-39), optimistically: the list
 * shows the change at once and goes back to what it was if the call fails.
 */
export function useToggleMembership() {
  const qc = useQueryClient();
  const key = myTextSetsQuery.queryKey;
  return useMutation({
    mutationFn: (v: { setId: number; contentId: string; language: string; add: boolean }) => {
      const body: ContentMembershipBody = {
        container_id: v.setId,
        member_id: Number(v.contentId),
        language: v.language === 'es' ? 'es' : 'en',
      };
      return v.add
        ? api<ContentMembership>('POST', '/api/v3/content-membership/', body)
        : api<null>('DELETE', '/api/v3/content-membership/', body);
    },
    onMutate: async (v) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<TextSetList>(key);
      qc.setQueryData<TextSetList>(
        key,
        (data) =>
          data && {
            ...data,
            results: toggleMembership(data.results, v.setId, { content_id: v.contentId, language: v.language }).sets,
          },
      );
      return { before };
    },
    onError: (_e, _v, ctx) => qc.setQueryData(key, ctx?.before),
    onSettled: (_d, _e, v) =>
      Promise.all([qc.invalidateQueries({ queryKey: key }), qc.invalidateQueries({ queryKey: ['text-set', String(v.setId)] })]),
  });
}

/** API-41: a new text set; the list of the user's sets is read again. */
export function useCreateTextSet() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TextSetCreateBody) => api<TextSetCreated>('POST', '/api/v3/text-set/', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: myTextSetsQuery.queryKey }),
  });
}

/** The owner takes an article out of the set from its page (API-39); the page's cards follow at once. */
export function useRemoveFromSet(setId: string) {
  const qc = useQueryClient();
  const key = textSetQuery(setId).queryKey;
  return useMutation({
    mutationFn: (contentId: string) =>
      api<null>('DELETE', '/api/v3/content-membership/', { container_id: Number(setId), member_id: Number(contentId) }),
    onMutate: async (contentId) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<TextSetDetail>(key);
      qc.setQueryData<TextSetDetail>(
        key,
        (data) =>
          data && {
            ...data,
            cards: data.cards.filter((c) => c.id !== contentId),
            members: data.members.filter((m) => m.content_id !== contentId),
          },
      );
      return { before };
    },
    onError: (_e, _v, ctx) => qc.setQueryData(key, ctx?.before),
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: key }), qc.invalidateQueries({ queryKey: myTextSetsQuery.queryKey })]),
  });
}
