import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  PromptCreateBody,
  PromptUpdateBody,
  ResponseList,
  ResponseSaveBody,
  WritePrompt,
  WriteResponse,
} from '@lectern/domain';
import { api, isOk, send } from '../../lib/api.js';
import { apiQuery } from '../../lib/query.js';

/** API-26: the level's generated prompts (`algorithm_output`, one per line). */
export const generatedPromptsQuery = (contentId: string, levelId: number) =>
  apiQuery({
    queryKey: ['write-prompts', 'generated', contentId, levelId],
    endpoint: {
      path: `/api/v3/content/${encodeURIComponent(contentId)}/write-prompts/?level_id=${levelId}`,
      schema: 'GeneratedPrompts',
    },
    // The same text always gives the same prompts.
    staleTime: 30 * 60_000,
  });

/**
 * `GET /api/v2/prompt/?article_id=`: a teacher's own prompts on the article (`results`); for a
 * student, one entry per class with the prompt that class answers (`classes`).
 */
export const promptsQuery = (articleId: string) =>
  apiQuery({
    queryKey: ['write-prompts', 'prompts', articleId],
    endpoint: { path: `/api/v2/prompt/?article_id=${encodeURIComponent(articleId)}`, schema: 'PromptList' },
    staleTime: 60_000,
  });

/** API-30: one student's responses on the article, in every class of theirs. */
export const myResponsesQuery = (articleId: string, studentId: number) =>
  apiQuery({
    queryKey: ['write-prompts', 'responses', articleId, 'student', studentId],
    endpoint: {
      path: `/api/v2/constructedresponseanswer/?article_id=${encodeURIComponent(articleId)}&student_id=${studentId}`,
      schema: 'ResponseList',
    },
    // A review may have been shared since the last visit.
    staleTime: 0,
  });

export function useGeneratedPrompts(contentId: string, levelId: number) {
  return useQuery(generatedPromptsQuery(contentId, levelId));
}

export function usePrompts(articleId: string) {
  return useQuery(promptsQuery(articleId));
}

export function useMyResponses(articleId: string, studentId: number) {
  return useQuery(myResponsesQuery(articleId, studentId));
}

export type PromptSave = { kind: 'create'; body: PromptCreateBody } | { kind: 'update'; id: number; body: PromptUpdateBody };

/** API-27, API-28: creates or updates a teacher's prompt; the article's prompts are then fetched again. */
export function useSavePrompt(articleId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (save: PromptSave) =>
      save.kind === 'create'
        ? api<WritePrompt>('POST', '/api/v2/prompt/', save.body)
        : api<WritePrompt>('POST', `/api/v2/prompt/${save.id}/`, save.body),
    onSuccess: () => qc.invalidateQueries({ queryKey: promptsQuery(articleId).queryKey }),
  });
}

/** What a save of a response came to: the stored response, a conflict carrying it, or a failure. */
export type ResponseSaveResult =
  | { kind: 'saved'; response: WriteResponse }
  /** 409: the stored response moved on (`stale_draft`) or is already submitted (`already_submitted`). */
  | { kind: 'conflict'; code: 'stale_draft' | 'already_submitted'; current: WriteResponse }
  /** No answer, or the server failed: worth trying again. */
  | { kind: 'unreachable'; status: number }
  /** A refusal (a 4xx): trying again will not help. */
  | { kind: 'refused'; status: number; code: string; message: string };

interface ConflictBody {
  error?: { code?: string; message?: string; current?: WriteResponse };
}

/**
 * API-29: saves a response — a draft, or with `date_completed` the submission. Never throws: the
 * autosave decides what each outcome means.
 */
export async function saveResponse(body: ResponseSaveBody): Promise<ResponseSaveResult> {
  const path = body.id ? `/api/v2/constructedresponseanswer/${body.id}/` : '/api/v2/constructedresponseanswer/';
  const res = await send('POST', path, body, { timeoutMs: 20_000 });
  if (isOk(res.status)) return { kind: 'saved', response: res.body as WriteResponse };
  const error = (res.body as ConflictBody | null)?.error;
  if (res.status === 409 && (error?.code === 'stale_draft' || error?.code === 'already_submitted') && error.current)
    return { kind: 'conflict', code: error.code, current: error.current };
  if (res.status === 0 || res.status >= 500 || res.status === 408 || res.status === 429)
    return { kind: 'unreachable', status: res.status };
  return {
    kind: 'refused',
    status: res.status,
    code: error?.code ?? 'internal',
    message: error?.message ?? 'Something went wrong. Please try again.',
  };
}

/** Puts a stored response into the student's cached list, so every view of it agrees without a refetch. */
export function storeResponse(qc: QueryClient, articleId: string, studentId: number, response: WriteResponse) {
  qc.setQueryData(myResponsesQuery(articleId, studentId).queryKey, (list: ResponseList | undefined) => ({
    results: [...(list?.results ?? []).filter((r) => r.id !== response.id), response],
  }));
}
