import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  latestPublished,
  type Assignment,
  type AssignmentLevelSettings,
  type AssignmentSaveBody,
  type Features,
  type Me,
} from '@lectern/domain';
import { api } from '../../lib/api.js';
import { prefetchOf, type Prefetch } from '../../lib/prefetch.js';
import { apiQuery } from '../../lib/query.js';
import { STUDENT_WORK_KEYS } from '../../lib/student-work.js';
import { featuresQuery, useFeatures } from '../../lib/use-features.js';

/** Every assignment query starts with this key: a saved, deleted or copied assignment refreshes them all. */
const ASSIGNMENTS = ['assignments'] as const;

const takesAssignments = (me: Me | null) => me !== null && (me.isTeacher || me.isStudent);

/** The assignments of one article the reader has: a teacher's own (drafts too), a student's published ones. */
export const storyAssignmentsQuery = (storyId: string, me: Me | null) =>
  apiQuery({
    queryKey: [...ASSIGNMENTS, 'story', storyId],
    endpoint: {
      path: `/api/v3/assignment/?include_drafts=true&story_content_id=${encodeURIComponent(storyId)}`,
      schema: 'AssignmentList',
    },
    enabled: takesAssignments(me) && /^\d+$/.test(storyId),
    staleTime: 30_000,
  });

/** The reader's assignments: a teacher's, drafts included; a student's published ones. */
export const myAssignmentsQuery = (me: Me | null) =>
  apiQuery({
    queryKey: [...ASSIGNMENTS, 'mine'],
    endpoint: { path: `/api/v3/assignment/?include_drafts=${me?.isTeacher ? 'true' : 'false'}`, schema: 'AssignmentList' },
    enabled: takesAssignments(me),
  });

/** ASSIGN-55: the assignment behind a shared link /assignment/{contentId}. */
export const assignmentByContentQuery = (contentId: string) =>
  apiQuery({
    queryKey: [...ASSIGNMENTS, 'by-content', contentId],
    endpoint: { path: `/api/v3/assignment/by-content/${encodeURIComponent(contentId)}/`, schema: 'AssignmentEnvelope' },
    retry: false,
  });

/** A student's submitted quizzes on every article (a student-work summary: a quiz submit refreshes it). */
export const myQuizResultsQuery = apiQuery({
  queryKey: STUDENT_WORK_KEYS.myQuizzes,
  endpoint: { path: '/api/v3/studentquiz/', schema: 'StudentQuizList' },
});

/** `GET /api/v2/users/me/children/`: a parent's linked students. */
export const childrenQuery = apiQuery({
  queryKey: ['children'],
  endpoint: { path: '/api/v2/users/me/children/', schema: 'ChildList' },
  staleTime: 5 * 60_000,
});

/** The published work a parent's linked child is given (the server answers 404 for anyone else's child). */
export const childAssignmentsQuery = (studentId: number) =>
  apiQuery({
    queryKey: [...ASSIGNMENTS, 'child', studentId],
    endpoint: { path: `/api/v3/assignment/?student_id=${studentId}`, schema: 'AssignmentList' },
  });

/** A parent's linked child's submitted quizzes (the same endpoint as the student's own, by student_id). */
export const childQuizResultsQuery = (studentId: number) =>
  apiQuery({
    queryKey: ['studentquiz', 'child', studentId],
    endpoint: { path: `/api/v3/studentquiz/?student_id=${studentId}`, schema: 'StudentQuizList' },
  });

export function useChildren(enabled: boolean) {
  return useQuery({ ...childrenQuery, enabled });
}

export function useChildAssignments(studentId: number) {
  return useQuery(childAssignmentsQuery(studentId));
}

export function useChildQuizResults(studentId: number) {
  return useQuery(childQuizResultsQuery(studentId));
}

/** The assignments of one article the reader has: a teacher's own (drafts too), a student's published ones. */
export function useStoryAssignments(storyId: string, me: Me | null) {
  return useQuery(storyAssignmentsQuery(storyId, me));
}

export const storyAssignmentsPrefetch = (me: Me | null, storyId: string): Prefetch[] =>
  prefetchOf(storyAssignmentsQuery(storyId, me));

export function useMyAssignments(me: Me) {
  return useQuery({ ...myAssignmentsQuery(me), enabled: true });
}

/** The reader's assignments, and for a student which of them are done (their submitted quizzes). */
export const myAssignmentsPrefetch = (me: Me | null): Prefetch[] => [
  ...prefetchOf(myAssignmentsQuery(me)),
  ...(me?.isStudent ? prefetchOf(myQuizResultsQuery) : []),
];

/** A parent's home: their linked children (each child's work loads in the browser). */
export const childrenPrefetch = (me: Me | null): Prefetch[] => (me?.isParent ? prefetchOf(childrenQuery) : []);

/** A student's submitted quizzes, to show which assignments are done. */
export function useMyQuizResults(enabled: boolean) {
  return useQuery({ ...myQuizResultsQuery, enabled });
}

export function useAssignmentByContent(contentId: string) {
  return useQuery(assignmentByContentQuery(contentId));
}

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
  return () => qc.invalidateQueries({ queryKey: ASSIGNMENTS });
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

/** ASSIGN-13: a student's view of the latest published assignment is recorded (once per page, by the caller). */
export function recordAssignmentView(assignmentId: number) {
  return api('POST', '/api/v2/student-assignment-view-record/', { assignment_id: assignmentId }).catch(() => undefined);
}

/**
 * The signed-in user's feature flags (API-14): here, whether the builder shows its first-time help,
 * and the mutation that dismisses it for good.
 */
export function useBuilderOnboarding(enabled: boolean) {
  const qc = useQueryClient();
  const features = useFeatures(enabled);
  const dismiss = useMutation({
    mutationFn: () => api('POST', '/api/v2/event-record/', { event_name: 'assignment_builder_onboarding_dismissed' }),
    onSuccess: () =>
      qc.setQueryData(featuresQuery.queryKey, (f) => ({ ...f, needs_assignment_builder_onboarding: false }) as Features),
  });
  return { show: enabled && features.data?.['needs_assignment_builder_onboarding'] === true, dismiss };
}
