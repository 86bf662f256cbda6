import type { Db } from '../../db/database.js';
import { onePerPage } from '../../db/page-reads.js';

/**
 * Activity items placed in a level's text, after one of its blocks: today the checks for
 * understanding. They belong to the article bundle (cached with it), so every reader's article
 * says where they sit, and the text gates (text-gates.ts) know where a student's text stops.
 */
export function textItemsOf(db: Db, contentId: number) {
  return db
    .selectFrom('understanding_checks')
    .innerJoin('activities', 'activities.id', 'understanding_checks.activity_id')
    .select([
      'understanding_checks.activity_id',
      'activities.activity_type',
      'understanding_checks.id as item_id',
      'understanding_checks.article_level_id',
      'understanding_checks.after_block',
    ])
    .where('activities.content_id', '=', contentId)
    .orderBy('understanding_checks.article_level_id')
    .orderBy('understanding_checks.after_block')
    .execute();
}
export type TextItemRow = Awaited<ReturnType<typeof textItemsOf>>[number];

/** The checks of an article a student has answered (any answer opens the text after it). */
export function answeredCheckIds(db: Db, studentId: number, contentId: number) {
  return onePerPage(`answeredChecks:${studentId}:${contentId}`, async () => {
    const rows = await db
      .selectFrom('understanding_check_answers')
      .select('check_id')
      .where('content_id', '=', contentId)
      .where('student_id', '=', studentId)
      .execute();
    return new Set(rows.map((r) => r.check_id));
  });
}
