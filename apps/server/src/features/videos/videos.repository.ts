import type { Db } from '../../db/database.js';

/** One video with its contents row, or undefined (an unknown id, or content that is not a video). */
export function findVideo(db: Db, id: number) {
  return db
    .selectFrom('videos')
    .innerJoin('contents', 'contents.id', 'videos.content_id')
    .select([
      'contents.id',
      'contents.content_type',
      'contents.slug',
      'contents.subject',
      'contents.title',
      'contents.teaser',
      'contents.published_at',
      'contents.is_premium',
      'contents.is_lite',
      'contents.lite_grant_expires_at',
      'contents.image_url',
      'contents.image_alt',
      'videos.author',
      'videos.wistia_id',
      'videos.length_in_seconds',
      'videos.maturity_min',
      'videos.maturity_max',
      'videos.media',
      'videos.raw_text',
      'videos.transcript',
      'videos.vocabulary',
      'videos.discussion_questions',
      'videos.pdfs',
      'videos.quiz_annotations',
    ])
    .where('videos.content_id', '=', id)
    .executeTakeFirst();
}
export type VideoRow = NonNullable<Awaited<ReturnType<typeof findVideo>>>;

export function standardsOf(db: Db, contentId: number) {
  return db
    .selectFrom('content_standards')
    .innerJoin('standards', 'standards.id', 'content_standards.standard_id')
    .select(['standards.id', 'standards.code', 'standards.name', 'standards.description'])
    .where('content_standards.content_id', '=', contentId)
    .orderBy('content_standards.position')
    .execute();
}

/** Stores a student's answer once: a second answer to the same question leaves the first (VIDEO-07). */
export async function insertSubmission(
  db: Db,
  row: { content_id: number; user_id: number; quiz_id: string; answer_id: string; answer_is_correct: boolean },
) {
  await db
    .insertInto('video_quiz_submissions')
    .values(row)
    .onConflict((oc) => oc.columns(['content_id', 'user_id', 'quiz_id']).doNothing())
    .execute();
  return db
    .selectFrom('video_quiz_submissions')
    .selectAll()
    .where('content_id', '=', row.content_id)
    .where('user_id', '=', row.user_id)
    .where('quiz_id', '=', row.quiz_id)
    .executeTakeFirstOrThrow();
}

export function submissionsOf(db: Db, contentIds: readonly number[], userIds: readonly number[]) {
  if (!contentIds.length || !userIds.length) return Promise.resolve([]);
  return db
    .selectFrom('video_quiz_submissions')
    .selectAll()
    .where('content_id', 'in', [...contentIds])
    .where('user_id', 'in', [...userIds])
    .orderBy('user_id')
    .orderBy('content_id')
    .orderBy('id')
    .limit(2000)
    .execute();
}

/** What the media routes decide on: a video's licence facts and which of its files are which, by the folder (slug) its media sit in. */
export function findVideoMediaFacts(db: Db, slug: string) {
  return db
    .selectFrom('videos')
    .innerJoin('contents', 'contents.id', 'videos.content_id')
    .select(['contents.is_premium', 'contents.is_lite', 'videos.media', 'videos.pdfs'])
    .where('contents.slug', '=', slug)
    .executeTakeFirst();
}
export type VideoMediaFacts = NonNullable<Awaited<ReturnType<typeof findVideoMediaFacts>>>;
