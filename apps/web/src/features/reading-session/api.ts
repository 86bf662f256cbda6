import type { Me } from '@lectern/domain';
import { READING_KEY_PATH, READING_SESSION } from '@lectern/domain';
import { send } from '../../lib/api.js';
import { prefetchOf, type Prefetch } from '../../lib/prefetch.js';
import { apiQuery } from '../../lib/query.js';

/** The reading-session access key of an article page (SESSION-01): in the page's first data. */
export const readingKeyQuery = (contentId: string) =>
  apiQuery({
    queryKey: ['reading-session-key', contentId],
    endpoint: { path: `${READING_KEY_PATH}?content_id=${encodeURIComponent(contentId)}`, schema: 'ReadingKey' },
    // Renewed well before it expires, and when the socket says it has (4402).
    staleTime: READING_SESSION.keyLifetimeMs / 2,
    retry: 1,
  });

/** A signed-in reader's article page opens its socket with the key the page came with. */
export const readingKeyPrefetch = (me: Me | null, contentId: string): Prefetch[] =>
  me && /^\d{1,12}$/.test(contentId) ? prefetchOf(readingKeyQuery(contentId)) : [];

/** API-15: the recommendations load call the article page makes once; its answer is not used. */
export function loadRecommendations() {
  return send('GET', '/api/v3/content/recommendations/?shape=card&limit=10').catch(() => undefined);
}
