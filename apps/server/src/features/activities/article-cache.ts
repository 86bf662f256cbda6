import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.js';
import * as repo from './articles.repository.js';

/**
 * Articles change only when the corpus is (re)loaded, yet every page view reads one with its
 * levels, standards and activities. This keeps that bundle in memory per database for a minute,
 * so a reload by another process shows within the minute. Reader-specific parts (advisories,
 * access) are never cached.
 */
const TTL_MS = 60_000;
const caches = new WeakMap<Db, LRUCache<number, ArticleBundle>>();

async function loadBundle(db: Db, id: number) {
  const content = await repo.findContent(db, id);
  if (!content) return undefined;
  const [levels, standards, activities] = await Promise.all([
    repo.levelsOf(db, id),
    repo.standardsOf(db, id),
    repo.activitiesOf(db, id),
  ]);
  return { content, levels, standards, activities };
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

/** After a corpus load in this process. */
export function forgetArticles(db: Db) {
  caches.delete(db);
}
