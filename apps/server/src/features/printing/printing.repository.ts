import type { Db } from '../../db/database.js';

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

/** An assignment's article, level settings and the activities it includes. */
export function assignmentToPrint(db: Db, assignmentId: number) {
  return db
    .selectFrom('assignments')
    .select(['id', 'created_by', 'story_content_id', 'default_reading_level', 'grade_level_lock', 'language', 'activity_members'])
    .where('id', '=', assignmentId)
    .executeTakeFirst();
}
