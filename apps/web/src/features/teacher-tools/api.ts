import { useMutation, useQuery } from '@tanstack/react-query';
import {
  LESSON_PLAN_RETRIES,
  LESSON_PLAN_TIMEOUT_MS,
  LessonPlanResponse,
  type LessonPlanRequest,
  type GeneratedToolName,
  type ProseMirrorNode,
  type TeacherToolName,
} from '@lectern/domain';
import { api, apiError, csrfToken, isOk, send } from '../../lib/api.js';
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

/**
 * API-33: a lesson plan's ProseMirror document. 40 s a try and three retries after a failure to
 * reach the server or a 5xx (not after a refusal); `signal` (Cancel, TOOLS-22) stops it at once.
 */
export async function generateLessonPlan(payload: LessonPlanRequest, signal: AbortSignal): Promise<ProseMirrorNode> {
  let last: unknown;
  for (let attempt = 0; attempt <= LESSON_PLAN_RETRIES; attempt++) {
    if (signal.aborted) break;
    const res = await send('POST', '/seti/generate-lesson-plan/?format=prosemirror', payload, {
      timeoutMs: LESSON_PLAN_TIMEOUT_MS,
      signal,
    });
    if (isOk(res.status)) return LessonPlanResponse.parse(res.body).prosemirror_document;
    last = apiError(res);
    if (res.status >= 400 && res.status < 500) break;
  }
  if (signal.aborted) throw new DOMException('Cancelled', 'AbortError');
  throw last;
}

/**
 * "Download as PDF" (TOOLS-24): the plan as the teacher sees it, drawn by the server. An answer that
 * is not a PDF is logged and its error rethrown to the caller (TOOLS-29).
 */
export async function lessonPlanPdf(contentId: string, document: ProseMirrorNode): Promise<{ blob: Blob; filename: string }> {
  try {
    const res = await fetch('/seti/lesson-plan-pdf/', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/pdf', 'x-csrftoken': csrfToken() },
      body: JSON.stringify({ article_story_content_id: Number(contentId), prosemirror_document: document }),
    });
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok || !type.startsWith('application/pdf'))
      throw apiError({ status: res.status, body: (await res.json().catch(() => null)) as unknown });
    const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'lesson-plan.pdf';
    return { blob: await res.blob(), filename };
  } catch (err) {
    console.error('The lesson plan PDF is missing', err);
    throw err;
  }
}

/** API-48: a teacher reports a tool's draft of a level through the report form. */
export function useReportGeneratedContent(contentId: string, levelId: number, tool: GeneratedToolName) {
  return useMutation({
    mutationFn: (message: string) =>
      api<unknown>('POST', `/api/v3/content/${encodeURIComponent(contentId)}/${tool}/report/`, { level_id: levelId, message }),
  });
}

/** API-48: the reports on drafts, for content staff. */
export const generatedContentReportsQuery = apiQuery({
  queryKey: ['generated-content-reports'],
  endpoint: { path: '/api/v3/generated-content-reports/', schema: 'GeneratedContentReportList' },
});
