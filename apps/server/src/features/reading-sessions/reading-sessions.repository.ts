import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** What a reading session added since the last write: whole seconds and counts, to be added to its row. */
export interface SessionDelta {
  id: string;
  user_id: number;
  content_id: number;
  article_level_id: number | null;
  assignment_id: number | null;
  started_at: Date;
  last_seen_at: Date;
  active_seconds: number;
  idle_seconds: number;
  clicks: number;
  keydowns: number;
  screen_width: number | null;
  screen_height: number | null;
}

/**
 * Adds many sessions' deltas in one statement. A session id held by another user or article (a page
 * that sent someone else's unique id) is left as it is.
 */
export async function addToSessions(db: Db, rows: readonly SessionDelta[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('reading_sessions')
    .values(rows.map((r) => ({ ...r })))
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({
          last_seen_at: sql`GREATEST(reading_sessions.last_seen_at, EXCLUDED.last_seen_at)`,
          active_seconds: sql`reading_sessions.active_seconds + EXCLUDED.active_seconds`,
          idle_seconds: sql`reading_sessions.idle_seconds + EXCLUDED.idle_seconds`,
          clicks: sql`reading_sessions.clicks + EXCLUDED.clicks`,
          keydowns: sql`reading_sessions.keydowns + EXCLUDED.keydowns`,
          article_level_id: sql`COALESCE(EXCLUDED.article_level_id, reading_sessions.article_level_id)`,
          screen_width: sql`COALESCE(EXCLUDED.screen_width, reading_sessions.screen_width)`,
          screen_height: sql`COALESCE(EXCLUDED.screen_height, reading_sessions.screen_height)`,
        })
        .where(sql<boolean>`reading_sessions.user_id = EXCLUDED.user_id AND reading_sessions.content_id = EXCLUDED.content_id`),
    )
    .execute();
}

/** The signing secret, made once by whichever process starts first. */
export async function signingSecret(db: Db, fresh: string): Promise<string> {
  await db
    .insertInto('reading_session_secrets')
    .values({ id: 1, secret: fresh })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('reading_session_secrets').select('secret').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.secret;
}

/** The students of a teacher's own classes, by id with their names ("Reading now" shows only these). */
export async function studentsOfTeacher(db: Db, teacherId: number) {
  return db
    .selectFrom('class_students')
    .innerJoin('classes', 'classes.id', 'class_students.class_id')
    .select('class_students.student_id')
    .where('classes.teacher_id', '=', teacherId)
    .distinct()
    .limit(5000)
    .execute();
}

/** The reading sessions of one reader and article, newest first (tests and the reader's history). */
export function sessionsOf(db: Db, userId: number, contentId: number) {
  return db
    .selectFrom('reading_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('content_id', '=', contentId)
    .orderBy('last_seen_at', 'desc')
    .limit(100)
    .execute();
}

/** The name and role of a reader, for "Reading now". */
export function userForReading(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The newest articles, for the recommendations load call (API-15). */
export async function newestArticleIds(db: Db, limit: number) {
  const rows = await db
    .selectFrom('contents')
    .select('id')
    .where('content_type', '=', 'ARTICLE')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
