import type { Db } from '../../db/database.js';

/** The article a level belongs to, or undefined for an unknown level. */
export async function contentIdOfLevel(db: Db, levelId: number): Promise<number | undefined> {
  const row = await db.selectFrom('article_levels').select('content_id').where('id', '=', levelId).executeTakeFirst();
  return row?.content_id;
}

/** A quiz's questions at one level, in order. */
export function quizQuestionsAt(db: Db, activityId: number, levelId: number) {
  return db
    .selectFrom('quiz_questions')
    .select(['id', 'question', 'options', 'correct_index'])
    .where('activity_id', '=', activityId)
    .where('article_level_id', '=', levelId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
export type PrintQuestionRow = Awaited<ReturnType<typeof quizQuestionsAt>>[number];

/** A Power Words activity's words at one level, with their questions, in order. */
export function powerWordsAt(db: Db, activityId: number, levelId: number) {
  return db
    .selectFrom('power_words')
    .select(['id', 'headword', 'definition', 'questions'])
    .where('activity_id', '=', activityId)
    .where('article_level_id', '=', levelId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
export type PrintWordRow = Awaited<ReturnType<typeof powerWordsAt>>[number];
