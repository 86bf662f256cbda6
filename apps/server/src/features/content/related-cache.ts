import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.js';
import { similarContentIds } from './related.repository.js';

/**
 * The related articles of an article change only when the corpus is (re)loaded, yet every article
 * page asks for them: as the article bundles are (activities/article-cache.ts), the ranking is kept
 * per database for a minute, so a reload by another process shows within the minute. Who may see
 * which of them is decided per request, by the library search they go through.
 */
const TTL_MS = 60_000;
const caches = new WeakMap<Db, LRUCache<number, number[]>>();

export function relatedIds(db: Db, contentId: number): Promise<number[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<number, number[]>({ max: 2000, ttl: TTL_MS, fetchMethod: (key) => similarContentIds(db, key) });
    caches.set(db, cache);
  }
  return cache.fetch(contentId).then((ids) => ids ?? []);
}
