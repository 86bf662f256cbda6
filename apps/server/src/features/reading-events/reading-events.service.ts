import type { ReadingEvent, ReadingEventBatch } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { pseudonymOf, recordReadingEvents, type ReadingEventRow } from '../activities/events.repository.js';
import * as repo from './reading-events.repository.js';

/** A page's clock may be off; an event stamped more than a day from the server's time is stamped now. */
const CLOCK_SLACK_MS = 86_400_000;

function dataOf(e: ReadingEvent): Record<string, unknown> {
  switch (e.name) {
    case 'user_article_viewed':
      return { content_type: e.content_type };
    case 'scroll_depth_read':
      return { depth: e.depth };
    case 'error_impression':
      return { error_code: e.error_code, description: e.description };
    case 'user_action':
      return { kind: e.kind, control: e.control };
  }
}

/**
 * POST /api/v2/event-records/batch/: the article page's reading events (SESSION-08 … SESSION-12),
 * stored under the reader's pseudonym. Any signed-in reader may send events about an article that
 * exists (an error impression is about an article they could not read); an assignment named must
 * concern them (theirs to do, or theirs to teach) and be of that article.
 */
export async function recordBatch(db: Db, user: AuthUser, batch: ReadingEventBatch, now = new Date()) {
  const events = batch.events;
  const contentIds = [...new Set(events.map((e) => e.content_id))];
  const levelIds = [...new Set(events.flatMap((e) => (e.level_id === null ? [] : [e.level_id])))];
  const assignmentIds = [...new Set(events.flatMap((e) => (e.assignment_id === null ? [] : [e.assignment_id])))];
  const [contents, levels, assignments] = await Promise.all([
    repo.existingContents(db, contentIds),
    repo.levelArticles(db, levelIds),
    repo.assignmentsConcerning(db, user.id, assignmentIds),
  ]);
  events.forEach((e, i) => {
    if (!contents.has(e.content_id)) throw notFound(`No article has the id ${e.content_id}.`);
    if (e.level_id !== null && levels.get(e.level_id) !== e.content_id)
      throw new AppError('validation_failed', 'A level named in an event is not a level of its article.', {
        [`events.${i}.level_id`]: 'Not a level of this article.',
      });
    if (e.assignment_id !== null) {
      const article = assignments.get(e.assignment_id);
      if (article === undefined) throw forbidden('An event names an assignment that is not yours.');
      if (article !== e.content_id)
        throw new AppError('validation_failed', 'An assignment named in an event is of another article.', {
          [`events.${i}.assignment_id`]: 'Not an assignment of this article.',
        });
    }
  });
  const rows: ReadingEventRow[] = events.map((e) => {
    const at = new Date(e.occurred_at);
    return {
      client_event_id: e.id,
      event_name: e.name,
      content_id: e.content_id,
      article_level_id: e.level_id,
      assignment_id: e.assignment_id,
      occurred_at: Math.abs(at.getTime() - now.getTime()) > CLOCK_SLACK_MS ? now : at,
      data: dataOf(e),
    };
  });
  const actor = await pseudonymOf(db, user.id);
  return { stored: await recordReadingEvents(db, actor, rows) };
}
