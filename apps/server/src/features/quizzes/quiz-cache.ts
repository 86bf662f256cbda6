import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.js';
import * as repo from './quizzes.repository.js';

/**
 * A quiz's questions (every level) are content: they change only when the corpus is reloaded, yet
 * every submit grades against them. Kept per database for a minute, like the article bundle
 * (content-cache.ts), so a class submitting together reads them once.
 */
const TTL_MS = 60_000;
const caches = new WeakMap<Db, LRUCache<number, repo.QuestionRow[]>>();

export function cachedQuestionsOf(db: Db, activityId: number): Promise<repo.QuestionRow[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<number, repo.QuestionRow[]>({
      max: 500,
      ttl: TTL_MS,
      fetchMethod: async (key) => repo.questionsOf(db, key),
    });
    caches.set(db, cache);
  }
  return cache.fetch(activityId).then((rows) => rows ?? []);
}
