import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/query.js';

const isId = (v: string | null | undefined): v is string => /^\d{1,9}$/.test(v ?? '');

/** `GET /api/v3/progress/assignments/{id}/`: an assignment's students, with class_id only one class's. */
export const assignmentProgressQuery = (assignmentId: string, classId: string | null) =>
  apiQuery({
    queryKey: ['progress', 'assignment', assignmentId, classId],
    endpoint: {
      path: `/api/v3/progress/assignments/${encodeURIComponent(assignmentId)}/${isId(classId) ? `?class_id=${classId}` : ''}`,
      schema: 'AssignmentProgress',
    },
    enabled: isId(assignmentId),
    staleTime: 30_000,
  });

/** `GET /api/v3/progress/classes/{id}/`: a class's assignments, one line each. */
export const classProgressQuery = (classId: string) =>
  apiQuery({
    queryKey: ['progress', 'class', classId],
    endpoint: { path: `/api/v3/progress/classes/${encodeURIComponent(classId)}/`, schema: 'ClassProgress' },
    enabled: isId(classId),
    staleTime: 30_000,
  });

export const useAssignmentProgress = (assignmentId: string, classId: string | null) =>
  useQuery(assignmentProgressQuery(assignmentId, classId));
export const useClassProgress = (classId: string) => useQuery(classProgressQuery(classId));

/** The CSV download of the same table (the API answers it as an attachment). */
export const progressCsvPath = (assignmentId: number, classId: number | null) =>
  `/api/v3/progress/assignments/${assignmentId}/csv/${classId ? `?class_id=${classId}` : ''}`;

export const assignmentProgressPath = (assignmentId: number, classId?: number | null) =>
  `/progress/assignments/${assignmentId}${classId ? `?class_id=${classId}` : ''}`;
export const classProgressPath = (classId: number) => `/progress/classes/${classId}`;
