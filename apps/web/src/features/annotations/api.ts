import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Annotation,
  AnnotationList,
  BlockRange,
  PenName,
  SubmissionErrorReport,
  UpdateAnnotationBody,
} from '@lectern/domain';
import { api, ApiError, send } from '../../lib/api.js';
import { apiQuery } from '../../lib/query.js';

/** `GET /api/v3/annotations/?level_id=`: the reader's own annotations on a level and those shared with them. */
export const annotationsQuery = (levelId: number) =>
  apiQuery({
    queryKey: ['annotations', levelId],
    endpoint: { path: `/api/v3/annotations/?level_id=${levelId}`, schema: 'AnnotationList' },
    staleTime: 60_000,
  });

export function useAnnotations(levelId: number, enabled = true) {
  return useQuery({ ...annotationsQuery(levelId), enabled });
}

/** `GET /api/v3/annotations/{id}/comments/`: the reply threads the reader may read. */
export const commentsQuery = (id: number) =>
  apiQuery({
    queryKey: ['annotations', 'comments', id],
    endpoint: { path: `/api/v3/annotations/${id}/comments/`, schema: 'AnnotationComments' },
    staleTime: 30_000,
  });

export function useComments(id: number, enabled: boolean) {
  return useQuery({ ...commentsQuery(id), enabled });
}

/**
 * ANNOT-17: a save that failed is logged as "Unable to submit annotation" with its context, in the
 * console and in the server's submission-error log; nothing is shown (the typed text stays put).
 */
export function logSaveFailure(report: Omit<SubmissionErrorReport, 'url'>) {
  const full = { ...report, url: window.location.pathname + window.location.search };
  console.error(report.message, full);
  void send('POST', '/api/v3/submission-errors/', full);
}

/**
 * Sends a save, retrying a failed send (no answer, or a 5xx) twice with a pause: the client key
 * makes a retry find the first save instead of making a second. A refusal (4xx) is not retried.
 */
async function saveWithRetry<T>(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  let last: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await api<T>(method, path, body);
    } catch (e) {
      last = e;
      if (e instanceof ApiError && e.status >= 400 && e.status < 500) throw e;
      await new Promise((r) => setTimeout(r, 400 * (attempt + 1)));
    }
  }
  throw last;
}

export interface NewHighlight {
  clientKey: string;
  levelId: number;
  range: BlockRange;
  penName: PenName;
  text: string;
}

export interface NewReply {
  clientKey: string;
  to: number;
  text: string;
  threadStudentId?: number;
}

/** Saves, edits, shares and deletes; every change refreshes the level's list (and the threads). */
export function useAnnotationWrites(levelId: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['annotations'] });
  const create = useMutation({
    mutationFn: (h: NewHighlight) =>
      saveWithRetry<Annotation>('POST', '/api/v3/annotations/', {
        client_key: h.clientKey,
        article_level_id: h.levelId,
        range: h.range,
        pen_name: h.penName,
        text: h.text,
      }),
    onSuccess: (saved) => {
      qc.setQueryData(annotationsQuery(levelId).queryKey, (data: AnnotationList | undefined) =>
        data && !data.results.some((a) => a.id === saved.id) ? { ...data, results: [...data.results, saved] } : data,
      );
      return refresh();
    },
  });
  const reply = useMutation({
    mutationFn: (r: NewReply) =>
      saveWithRetry<Annotation>('POST', '/api/v3/annotations/', {
        client_key: r.clientKey,
        in_response_to: { id: r.to },
        text: r.text,
        ...(r.threadStudentId !== undefined && { thread_student_id: r.threadStudentId }),
      }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateAnnotationBody }) =>
      saveWithRetry<Annotation>('POST', `/api/v3/annotations/${id}/`, change),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => saveWithRetry<null>('DELETE', `/api/v3/annotations/${id}/`),
    onSuccess: refresh,
  });
  return { create, reply, update, remove };
}
