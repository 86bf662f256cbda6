import { seesFreeCollectionOnly, userFlags, type ContentList, type ReadingKey } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { readableArticle } from '../activities/article-access.js';
import { assignmentsOfStudent } from '../activities/assignments-given.repository.js';
import { cardRowsOf, presentCard } from '../activities/content-cards.js';
import type { ReadingKeys } from './reading-keys.js';
import { newestArticleIds } from './reading-sessions.repository.js';

/**
 * The access key for a reader's reading-session socket on one article (SESSION-01): only for an
 * article the user may read in full (the article's own refusals otherwise), under the newest live
 * assignment of it given to a student.
 */
export async function issueKey(db: Db, keys: ReadingKeys, user: AuthUser, contentId: string): Promise<ReadingKey> {
  const id = Number(contentId);
  const bundle = await readableArticle(db, user, id);
  let assignmentId: number | null = null;
  if (user.role === 'student') {
    const [given] = await assignmentsOfStudent(db, user.id, { storyId: bundle.content.id });
    assignmentId = given?.id ?? null;
  }
  const { key, expiresAt } = keys.sign({ u: user.id, c: bundle.content.id, a: assignmentId ?? 0 });
  return { key, expires_at: expiresAt.toISOString(), assignment_id: assignmentId };
}

/**
 * API-15: the recommendations the article page loads (and does not show): the newest articles as
 * library cards, as this reader finds them in the library (a student's without those hidden from
 * their class, a free account's from the free collection).
 */
export async function recommendations(db: Db, user: AuthUser, limit: number): Promise<ContentList> {
  const ids = await newestArticleIds(db, limit * 3);
  const rows = await cardRowsOf(db, ids, {
    ...(user.role === 'student' ? { hiddenFor: user.id } : {}),
    ...(seesFreeCollectionOnly(userFlags(user)) ? { liteOnly: true } : {}),
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const results = ids.flatMap((id) => (byId.has(id) ? [presentCard(byId.get(id)!, user)] : [])).slice(0, limit);
  return { count: results.length, results };
}
