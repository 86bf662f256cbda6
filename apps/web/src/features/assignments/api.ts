import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  latestPublished,
  type AssignmentLevelSettings,
  type Assignment,
  type AssignmentList,
  type AssignmentSaveBody,
  type Me,
} from '@lectern/domain';
import { api } from '../../lib/api.js';
import { okBody, type Prefetch } from '../../lib/prefetch.js';
import { featuresKey, useFeatures } from '../../lib/use-features.js';

export const storyAssignmentsKey = (storyId: string) => ['assignments', 'story', storyId] as const;
export const myAssignmentsKey = ['assignments', 'mine'] as const;
const storyPath = (storyId: string) => `/api/v3/assignment/?include_drafts=true&story_content_id=${encodeURIComponent(storyId)}`;

/** The assignments of one article the reader has: a teacher's own (drafts too), a student's published ones. */
export function useStoryAssignments(storyId: string, me: Me | null) {
  return useQuery({
    queryKey: storyAssignmentsKey(storyId),
    queryFn: () => api<AssignmentList>('GET', storyPath(storyId)),
    enabled: me !== null && (me.isTeacher || me.isStudent) && /^\d+$/.test(storyId),
    staleTime: 30_000,
  });
}

export const storyAssignmentsPrefetch = (me: Me | null, storyId: string): Prefetch[] =>
  me && (me.isTeacher || me.isStudent) && /^\d+$/.test(storyId)
    ? [{ key: storyAssignmentsKey(storyId), path: storyPath(storyId), toData: okBody }]
    : [];

export function useMyAssignments(me: Me) {
  return useQuery({
    queryKey: myAssignmentsKey,
    queryFn: () => api<AssignmentList>('GET', `/api/v3/assignment/?include_drafts=${me.isTeacher ? 'true' : 'false'}`),
  });
}

export const myAssignmentsPrefetch = (me: Me | null): Prefetch[] =>
  me && (me.isTeacher || me.isStudent)
    ? [{ key: myAssignmentsKey, path: `/api/v3/assignment/?include_drafts=${me.isTeacher ? 'true' : 'false'}`, toData: okBody }]
    : [];

/**
 * The assignment the page works with: a teacher's selected one (selectedAssignmentId) or their
 * latest; a student's latest published one (ASSIGN-12, ASSIGN-13).
 */
export function activeAssignment(
  list: Assignment[] | undefined,
  me: Me | null,
  selectedId: string | null,
  copiedFromId: string | null = null,
): Assignment | null {
  if (!list?.length || !me) return null;
  if (me.isStudent) return latestPublished(list, new Date());
  // A duplicate opens with selectedAssignmentId=null and the source's id: show the newest copy (ASSIGN-46).
  if (selectedId === 'null')
    return copiedFromId ? (list.find((a) => a.is_draft && String(a.copied_from_assignment) === copiedFromId) ?? null) : null;
  const selected = selectedId ? list.find((a) => String(a.assignment_id) === selectedId) : undefined;
  return selected ?? list[0] ?? null;
}

/** What the level rules need from an assignment (LEVEL-04, LEVEL-05, LEVEL-10). */
export function levelSettingsOf(a: Assignment | null): AssignmentLevelSettings | null {
  if (!a) return null;
  return {
    default_reading_level: a.default_reading_level,
    grade_level_lock: a.grade_level_lock,
    is_reading_level_locked: a.is_reading_level_locked,
    member_languages: a.assignment_members.map((m) => m.content.language),
  };
}

function useInvalidateAssignments() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['assignments'] });
}

export function useSaveAssignment() {
  const invalidate = useInvalidateAssignments();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AssignmentSaveBody }) =>
      id === null
        ? api<{ data: Assignment }>('POST', '/api/v3/assignment/', body)
        : api<{ data: Assignment }>('PUT', `/api/v3/assignment/${id}/`, body),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteAssignment() {
  const invalidate = useInvalidateAssignments();
  return useMutation({
    mutationFn: (id: number) => api('DELETE', `/api/v3/assignment/${id}/`),
    onSuccess: () => invalidate(),
  });
}

export function useDuplicateAssignment() {
  const invalidate = useInvalidateAssignments();
  return useMutation({
    mutationFn: (id: number) => api<{ data: Assignment }>('POST', `/api/v3/assignment/${id}/duplicate/`),
    onSuccess: () => invalidate(),
  });
}

/** The student's assignment level rules from the cache the server renderer filled (for <head> and trimming). */
export function cachedLevelSettings(qc: QueryClient, me: Me | null, storyId: string): AssignmentLevelSettings | null {
  if (!me?.isStudent) return null;
  const list = qc.getQueryData<AssignmentList>(storyAssignmentsKey(storyId));
  return levelSettingsOf(activeAssignment(list?.results, me, null));
}

/** The signed-in user's feature flags (API-14): here, whether the builder shows its first-time help. */
export function useBuilderOnboarding(enabled: boolean) {
  const qc = useQueryClient();
  const features = useFeatures(enabled);
  const dismiss = useMutation({
    mutationFn: () => api('POST', '/api/v2/event-record/', { event_name: 'assignment_builder_onboarding_dismissed' }),
    onSuccess: () =>
      qc.setQueryData(featuresKey, (f: Record<string, boolean> | undefined) => ({
        ...f,
        needs_assignment_builder_onboarding: false,
      })),
  });
  return { show: enabled && features.data?.['needs_assignment_builder_onboarding'] === true, dismiss: () => dismiss.mutate() };
}
