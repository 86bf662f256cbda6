import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.js';
import * as repo from './articles.repository.js';
import { textItemsOf } from './text-items.repository.js';

/**
 * Articles change only when the corpus is (re)loaded, yet every page view and every submitted
 * answer reads one with its levels, standards, activities and advisories. This keeps that bundle in
 * memory per database for a minute, so a reload by another process shows within the minute. Which
 * of the advisories apply to a reader, and what the reader may do, is decided per request
 * (article-access.ts). Advisories come with the corpus today; an editor of them must forget the
 * article here (and, across processes, say so as the session cache does).
 */
const TTL_MS = 60_000;
const caches = new WeakMap<Db, LRUCache<number, ArticleBundle>>();

async function loadBundle(db: Db, id: number) {
  const content = await repo.findContent(db, id);
  // A video is content too (PLAT-06), but not an article: the article API and its activities know it not.
  if (!content || content.content_type !== 'ARTICLE') return undefined;
  const [levels, standards, activities, markers, inText] = await Promise.all([
    repo.levelsOf(db, id),
    repo.standardsOf(db, id),
    repo.activitiesOf(db, id),
    repo.markersOf(db, id),
    textItemsOf(db, id),
  ]);
  return { content, levels, standards, activities, markers, inText };
}
export type ArticleBundle = NonNullable<Awaited<ReturnType<typeof loadBundle>>>;

export function articleBundle(db: Db, id: number): Promise<ArticleBundle | undefined> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<number, ArticleBundle>({
      max: 500,
      ttl: TTL_MS,
      fetchMethod: async (key) => loadBundle(db, key),
    });
    caches.set(db, cache);
  }
  return cache.fetch(id);
}

const levelCaches = new WeakMap<Db, LRUCache<number, { contentId: number | null }>>();

/**
 * The article a level belongs to (undefined for an unknown level), kept like the bundles: a level
 * never moves to another article, and every activity that starts from a level id asks this first.
 */
export async function articleIdOfLevel(db: Db, levelId: number): Promise<number | undefined> {
  let cache = levelCaches.get(db);
  if (!cache) {
    cache = new LRUCache<number, { contentId: number | null }>({
      max: 10_000,
      ttl: TTL_MS,
      fetchMethod: async (key) => ({ contentId: (await repo.contentIdOfLevel(db, key)) ?? null }),
    });
    levelCaches.set(db, cache);
  }
  return (await cache.fetch(levelId))?.contentId ?? undefined;
}

/** After a corpus load in this process. */
export function forgetArticles(db: Db) {
  caches.delete(db);
  levelCaches.delete(db);
}
