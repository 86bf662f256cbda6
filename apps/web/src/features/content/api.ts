import { useQuery, type QueryClient } from '@tanstack/react-query';
import { escapeHtml } from '../../lib/html.js';
import {
  type Content,
  type ReadingLevel,
  RECOMMENDER_PATH,
  RECOMMENDER_TIMEOUT_MS,
  type RecommendResponse,
  type Me,
  type RecommendBody,
} from '@lectern/domain';
import { api, isOk } from '../../lib/api.js';
import { prefetchOf, type Prefetch } from '../../lib/prefetch.js';
import { apiQuery } from '../../lib/query.js';
import { articleKey } from '../../lib/student-work.js';
import { resolveView, type LevelRules } from './resolve-view.js';

/** An article, or the status the API refused it with: the page shows a screen per status (PLAT-34 … PLAT-41). */
export type ContentResult =
  | {
      ok: true;
      content: Content;
      /** Only the shown level has its text (the server-rendered page's copy). */
      partial?: boolean;
    }
  | {
      ok: false;
      status: number;
      code: string;
      message: string;
      /** A signed-out visitor's refusal (401) carries the article's public shape (PLAT-32, PLAT-41). */
      preview?: Content;
    };

/** A refusal is an answer here; only no response at all (status 0) is an error. */
function toResult(status: number, body: unknown): ContentResult | undefined {
  if (status === 0) return undefined;
  if (status === 200) return { ok: true, content: body as Content };
  const refused = body as { error?: { code?: string; message?: string }; preview?: Content } | null;
  const err = refused?.error;
  return {
    ok: false,
    status,
    code: err?.code ?? 'internal',
    message: err?.message ?? '',
    ...(status === 401 && refused?.preview ? { preview: refused.preview } : {}),
  };
}

/** `GET /api/v3/content/{id}/`: the article with its levels and attachments. */
export const contentQuery = (id: string) =>
  apiQuery({
    queryKey: articleKey(id),
    endpoint: { path: `/api/v3/content/${encodeURIComponent(id)}/`, schema: 'Content', toData: toResult },
    staleTime: 5 * 60_000,
    // The page came with one level's text; fetch the others once it is interactive.
    refetchOnMount: (q) => (q.state.data?.ok && q.state.data.partial ? 'always' : false),
  });

/** API-11: the signed-in user's reading level, with the matching level of this article; null when it cannot be had. */
export const readingLevelQuery = (contentId: string) =>
  apiQuery({
    queryKey: ['reading-level', contentId],
    endpoint: {
      path: `/api/v3/reading-level/?content_id=${encodeURIComponent(contentId)}`,
      schema: 'ReadingLevel',
      toData: (status, body) => (status === 200 ? (body as ReadingLevel) : null),
    },
    staleTime: 5 * 60_000,
  });

/**
 * API-10: the recommender, with a 5 s time-out and no retry. Any failure answers null, and the
 * page falls back to its local recommendation without telling the reader (LEVEL-14).
 */
export const recommendationQuery = (contentId: string, language: string, me: Me | null) => {
  const body: RecommendBody | undefined = me
    ? {
        article_story_content_id: contentId,
        language: language === 'es' ? 'es' : 'en',
        user_unique_id: me.unique_id,
        ...(me.grade_level !== null ? { academic_grade_level: me.grade_level } : {}),
      }
    : undefined;
  return apiQuery({
    queryKey: ['recommendation', contentId, language, me?.unique_id ?? ''],
    endpoint: {
      method: 'POST',
      path: RECOMMENDER_PATH,
      body,
      timeoutMs: RECOMMENDER_TIMEOUT_MS,
      schema: 'RecommendResponse',
      toData: (status, res) => (isOk(status) ? (res as RecommendResponse) : null),
    },
    enabled: me !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
};

/**
 * API-31: one level's key terms (ASSIGN-60). Asked in the browser only, once the page is
 * interactive, so the first HTML and its hydration never depend on them; a refusal is no reason
 * to ask again, and the page then shows the text unmarked.
 */
export const keyTermsQuery = (contentId: string, levelId: number) =>
  apiQuery({
    queryKey: ['key-terms', contentId, levelId],
    endpoint: {
      path: `/api/v3/content/${encodeURIComponent(contentId)}/key-terms/?level_id=${levelId}`,
      schema: 'KeyTerms',
    },
    staleTime: 5 * 60_000,
  });

/** The key terms of the level on screen, when vocabulary support is on (else nothing is asked). */
export function useKeyTerms(contentId: string, levelId: number | undefined, enabled: boolean) {
  return useQuery({ ...keyTermsQuery(contentId, levelId ?? 0), enabled: enabled && levelId !== undefined });
}

export function useContent(id: string) {
  return useQuery(contentQuery(id));
}

/** The signed-in user's reading level, with the matching level of this article (API-11). */
export function useReadingLevel(contentId: string, enabled: boolean) {
  return useQuery({ ...readingLevelQuery(contentId), enabled });
}

/** The recommended level for this reader (API-10); null when the recommender cannot answer. */
export function useRecommendation(input: { contentId: string; language: string; me: Me | null; enabled: boolean }) {
  const query = recommendationQuery(input.contentId, input.language, input.me);
  return useQuery({ ...query, enabled: input.enabled && query.enabled });
}

/** The page-view event, once per article and level. */
export function recordArticleView(content: Content, levelId: number) {
  return api('POST', '/api/v2/event-record/', {
    event_name: 'user_article_viewed',
    data: { content_type: content.content_type, content_id: content.id, level_id: levelId },
  }).catch(() => undefined);
}

function refusedWhenRestricted(status: number, data: unknown) {
  const result = data as ContentResult | undefined;
  return result?.ok && result.content.restricted ? 403 : status;
}

/** What the server loads before rendering /view/{id}: the article, and for a signed-in reader their level. */
export function viewPrefetch(me: Me | null, ctx: { params: Record<string, string | undefined> }): Prefetch[] {
  const id = ctx.params['contentId'] ?? '';
  // PLAT-43: a signed-in reader given only the public shape (a lite student outside the free
  // collection) is refused the article, so the page answers 403 like the other refusals; a
  // signed-out visitor's public view of a free article is the page they asked for (200).
  const specs = prefetchOf(contentQuery(id), { decidesStatus: true, pageStatus: me ? refusedWhenRestricted : undefined });
  if (!/^\d{1,12}$/.test(id)) return specs;
  if (me) specs.push(...prefetchOf(readingLevelQuery(id)));
  if (me?.isStudent) specs.push(...prefetchOf(recommendationQuery(id, 'en', me)));
  return specs;
}

type PageCtx = { params: Record<string, string | undefined>; query: URLSearchParams };

function viewState(qc: QueryClient, me: Me | null, ctx: PageCtx, rules: LevelRules | null = null) {
  const id = ctx.params['contentId'] ?? '';
  const result = qc.getQueryData(contentQuery(id).queryKey);
  if (!result?.ok) return { id, result, view: null };
  const view = resolveView({
    content: result.content,
    me,
    query: ctx.query,
    readingLevel: qc.getQueryData(readingLevelQuery(id).queryKey) ?? null,
    recommendation: me ? (qc.getQueryData(recommendationQuery(id, 'en', me).queryKey) ?? null) : null,
    assignment: rules?.settings ?? null,
    quizAnswered: rules?.quizAnswered ?? false,
  });
  return { id, result, view };
}

/** The level the page opens at, once the article and the reader's level are cached (the server's second round of calls). */
export function viewLevel(qc: QueryClient, me: Me | null, ctx: PageCtx, rules: LevelRules | null = null) {
  return viewState(qc, me, ctx, rules).view?.level ?? null;
}

/** The embedded copy keeps the text of the level on screen only; the browser loads the rest after hydration. */
export function viewCompact(qc: QueryClient, me: Me | null, ctx: PageCtx, rules: LevelRules | null = null) {
  const { id, result, view } = viewState(qc, me, ctx, rules);
  if (!result?.ok || !view?.level) return;
  const shown = view.level.id;
  const levels = result.content.data.article_levels.map((l) => (l.id === shown ? l : { ...l, body: [], raw_text: '' }));
  const compacted: ContentResult = {
    ok: true,
    partial: true,
    content: { ...result.content, data: { ...result.content.data, article_levels: levels } },
  };
  qc.setQueryData(contentQuery(id).queryKey, compacted);
}

/** PLAT-19: the title is the level's title (else its short title); PLAT-32: noindex when metadata opts out. */
export function viewHead(qc: QueryClient, me: Me | null, ctx: PageCtx, rules: LevelRules | null = null) {
  const { result, view } = viewState(qc, me, ctx, rules);
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
