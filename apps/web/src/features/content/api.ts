import { useQuery, type QueryClient } from '@tanstack/react-query';
import { escapeHtml } from '../../lib/html.js';
import {
  RECOMMENDER_PATH,
  RECOMMENDER_TIMEOUT_MS,
  type AssignmentLevelSettings,
  type Content,
  type Me,
  type ReadingLevel,
  type RecommendBody,
  type RecommendResponse,
} from '@lectern/domain';
import { api, ApiError, get } from '../../lib/api.js';
import { okBody, type Prefetch } from '../../lib/prefetch.js';
import { resolveView } from './resolve-view.js';

/** An article, or the status the API refused it with: the page shows a screen per status (PLAT-34 … PLAT-41). */
export type ContentResult =
  | {
      ok: true;
      content: Content;
      /** Only the shown level has its text (the server-rendered page's copy). */
      partial?: boolean;
    }
  | { ok: false; status: number; code: string; message: string };

export const contentKey = (id: string) => ['content', id] as const;
export const readingLevelKey = (contentId: string) => ['reading-level', contentId] as const;
export const recommendationKey = (contentId: string, language: string, userUniqueId: string) =>
  ['recommendation', contentId, language, userUniqueId] as const;

const contentPath = (id: string) => `/api/v3/content/${encodeURIComponent(id)}/`;
const readingLevelPath = (id: string) => `/api/v3/reading-level/?content_id=${encodeURIComponent(id)}`;

function toResult(status: number, body: unknown): ContentResult {
  if (status === 200) return { ok: true, content: body as Content };
  const err = (body as { error?: { code?: string; message?: string } } | null)?.error;
  return { ok: false, status, code: err?.code ?? 'internal', message: err?.message ?? '' };
}

async function fetchContent(id: string): Promise<ContentResult> {
  try {
    return { ok: true, content: await get<Content>(contentPath(id)) };
  } catch (e) {
    if (e instanceof ApiError && e.status > 0) return { ok: false, status: e.status, code: e.code, message: e.message };
    throw e;
  }
}

export function useContent(id: string) {
  return useQuery({
    queryKey: contentKey(id),
    queryFn: () => fetchContent(id),
    staleTime: 5 * 60_000,
    // The page came with one level's text; fetch the others once it is interactive.
    refetchOnMount: (q) => (q.state.data?.ok && q.state.data.partial ? 'always' : false),
  });
}

/** The signed-in user's reading level, with the matching level of this article (API-11). */
export function useReadingLevel(contentId: string, enabled: boolean) {
  return useQuery({
    queryKey: readingLevelKey(contentId),
    queryFn: () => get<ReadingLevel>(readingLevelPath(contentId)).catch(() => null),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * API-10: the recommender, with a 5 s time-out and no retry. Any failure answers null, and the
 * page falls back to its local recommendation without telling the reader (LEVEL-14).
 */
export function useRecommendation(input: { contentId: string; language: string; me: Me | null; enabled: boolean }) {
  const { contentId, language, me } = input;
  return useQuery({
    queryKey: recommendationKey(contentId, language, me?.unique_id ?? ''),
    queryFn: async () => {
      if (!me) return null;
      const body: RecommendBody = {
        article_story_content_id: contentId,
        language: language === 'es' ? 'es' : 'en',
        user_unique_id: me.unique_id,
        ...(me.grade_level !== null ? { academic_grade_level: me.grade_level } : {}),
      };
      try {
        return await api<RecommendResponse>('POST', RECOMMENDER_PATH, body, { timeoutMs: RECOMMENDER_TIMEOUT_MS });
      } catch {
        return null;
      }
    },
    enabled: input.enabled && me !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** What the server loads before rendering /view/{id}: the article, and for a signed-in reader their level. */
export function viewPrefetch(me: Me | null, ctx: { params: Record<string, string | undefined> }): Prefetch[] {
  const id = ctx.params['contentId'] ?? '';
  const specs: Prefetch[] = [{ key: contentKey(id), path: contentPath(id), toData: toResult, decidesStatus: true }];
  if (!/^\d{1,12}$/.test(id)) return specs;
  if (me) specs.push({ key: readingLevelKey(id), path: readingLevelPath(id), toData: (s, b) => (s === 200 ? b : null) });
  if (me?.isStudent) {
    const body: RecommendBody = {
      article_story_content_id: id,
      language: 'en',
      user_unique_id: me.unique_id,
      ...(me.grade_level !== null ? { academic_grade_level: me.grade_level } : {}),
    };
    specs.push({
      key: recommendationKey(id, 'en', me.unique_id),
      path: RECOMMENDER_PATH,
      method: 'POST',
      body,
      toData: (s, b) => okBody(s, b) ?? null,
    });
  }
  return specs;
}

type PageCtx = { params: Record<string, string | undefined>; query: URLSearchParams };

function viewState(qc: QueryClient, me: Me | null, ctx: PageCtx, assignment: AssignmentLevelSettings | null = null) {
  const id = ctx.params['contentId'] ?? '';
  const result = qc.getQueryData<ContentResult>(contentKey(id));
  if (!result?.ok) return { id, result, view: null };
  const view = resolveView({
    content: result.content,
    me,
    query: ctx.query,
    readingLevel: qc.getQueryData<ReadingLevel | null>(readingLevelKey(id)) ?? null,
    recommendation: me ? (qc.getQueryData<RecommendResponse | null>(recommendationKey(id, 'en', me.unique_id)) ?? null) : null,
    assignment,
  });
  return { id, result, view };
}

/** The embedded copy keeps the text of the level on screen only; the browser loads the rest after hydration. */
export function viewCompact(qc: QueryClient, me: Me | null, ctx: PageCtx, assignment: AssignmentLevelSettings | null = null) {
  const { id, result, view } = viewState(qc, me, ctx, assignment);
  if (!result?.ok || !view?.level) return;
  const shown = view.level.id;
  const levels = result.content.data.article_levels.map((l) => (l.id === shown ? l : { ...l, body: [], raw_text: '' }));
  const compacted: ContentResult = {
    ok: true,
    partial: true,
    content: { ...result.content, data: { ...result.content.data, article_levels: levels } },
  };
  qc.setQueryData(contentKey(id), compacted);
}

/** PLAT-19: the title is the level's title (else its short title); PLAT-32: noindex when metadata opts out. */
export function viewHead(qc: QueryClient, me: Me | null, ctx: PageCtx, assignment: AssignmentLevelSettings | null = null) {
  const { result, view } = viewState(qc, me, ctx, assignment);
  if (!result?.ok || !view)
    return { title: !result || (!result.ok && result.status === 404) ? 'Article not found' : 'Article', meta: '' };
  const meta = [
    `<meta name="description" content="${escapeHtml(result.content.data.teaser)}">`,
    result.content.search_indexing ? '' : '<meta name="robots" content="noindex">',
    // The header image is the page's largest paint: fetch it before the stylesheet is parsed.
    `<link rel="preload" as="image" href="${escapeHtml(result.content.data.header_image.url)}" fetchpriority="high">`,
  ].join('');
  return { title: view.level?.title || view.level?.short_title || result.content.data.title, meta };
}
