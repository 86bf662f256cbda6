import type { ContentCard } from './content-api.schema.js';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The library's count line. Videos are cards of the library too (PLAT-06), so the line names what
 * the list holds: articles, videos, or both. The API counts every match while a page shows at most
 * one page of them, so when some are not on the page their kinds are unknown and the line says
 * "results" (as it does when nothing matches).
 */
export function libraryCountText(count: number, shown: readonly Pick<ContentCard, 'content_type'>[]): string {
  if (count === 0 || count > shown.length) return plural(count, 'result', 'results');
  const articles = shown.filter((c) => c.content_type === 'ARTICLE').length;
  const videos = shown.length - articles;
  if (videos === 0) return plural(articles, 'article', 'articles');
  if (articles === 0) return plural(videos, 'video', 'videos');
  return `${plural(articles, 'article', 'articles')} and ${plural(videos, 'video', 'videos')}`;
}
