import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ReadingLevel,
  type AddStudentBody,
  type BadgeSheet,
  type ClassBody,
  type Classroom,
  type GroupBody,
} from '@lectern/domain';
import { api } from '../../lib/api.js';
import { classroomsQuery } from '../../lib/classrooms.js';
import { prefetchOf, type Prefetch } from '../../lib/prefetch.js';
import { apiQuery } from '../../lib/query.js';

/** A student's reading level with its reason, and the teacher's override (LEVEL-03). */
export const studentReadingLevelQuery = (studentId: number) =>
  apiQuery({
    queryKey: ['reading-level', 'student', studentId],
    endpoint: { path: `/api/v3/reading-level/?user_id=${studentId}`, schema: 'ReadingLevel' },
  });

export function useClassrooms(enabled = true) {
  return useQuery({ ...classroomsQuery, enabled });
}

export const classroomsPrefetch = (): Prefetch[] => prefetchOf(classroomsQuery);

/** Every class change refreshes the class list, so the directory always shows the database. */
function useClassMutation<TVars, TResult>(fn: (v: TVars) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: classroomsQuery.queryKey }) });
}

export const useCreateClass = () => useClassMutation((b: ClassBody) => api<Classroom>('POST', '/api/v2/classrooms/', b));
export const useUpdateClass = () =>
  useClassMutation(({ id, ...b }: ClassBody & { id: number }) => api<Classroom>('PATCH', `/api/v2/classrooms/${id}/`, b));
export const useDeleteClass = () => useClassMutation((id: number) => api('DELETE', `/api/v2/classrooms/${id}/`));
export const useNewJoinCode = () =>
  useClassMutation((id: number) => api<Classroom>('POST', `/api/v2/classrooms/${id}/join-code/`));
export const useAddStudent = () =>
  useClassMutation(({ classId, ...b }: AddStudentBody & { classId: number }) =>
    api<{ username: string; password: string }>('POST', `/api/v2/classrooms/${classId}/students/`, b),
  );
export const useRemoveStudent = () =>
  useClassMutation(({ classId, studentId }: { classId: number; studentId: number }) =>
    api('DELETE', `/api/v2/classrooms/${classId}/students/${studentId}/`),
  );
export const useSaveGroup = () =>
  useClassMutation(({ classId, groupId, ...b }: GroupBody & { classId: number; groupId?: number }) =>
    groupId ? api('PUT', `/api/v2/groups/${groupId}/`, b) : api('POST', `/api/v2/classrooms/${classId}/groups/`, b),
  );
export const useDeleteGroup = () => useClassMutation((groupId: number) => api('DELETE', `/api/v2/groups/${groupId}/`));
export const useJoinClass = () =>
  useClassMutation((code: string) => api<Classroom>('POST', '/api/v2/classrooms/join/', { code }));

/** A student's reading level with its reason, and the teacher's override (LEVEL-03). */
export function useStudentReadingLevel(studentId: number) {
  return useQuery(studentReadingLevelQuery(studentId));
}

export function useSetReadingLevel(studentId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (override: number | null) =>
      api<ReadingLevel>('PUT', `/api/v3/reading-level/${studentId}/`, { override_grade_level: override }),
    onSuccess: (rl) => qc.setQueryData(studentReadingLevelQuery(studentId).queryKey, rl),
  });
}

/** New sign-in badges for a class (all its students, or those named); their old badges stop working. */
export const usePrintBadges = () =>
  useMutation({
    mutationFn: ({ classId, studentIds }: { classId: number; studentIds?: number[] }) =>
      api<BadgeSheet>('POST', `/api/v2/classrooms/${classId}/badges/`, studentIds ? { student_ids: studentIds } : {}),
  });
