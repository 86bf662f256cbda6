import type { Db } from '../../db/database.js';

/** The checks of an activity at one level, in reading order. */
export function checksAt(db: Db, activityId: number, levelId: number) {
  return db
    .selectFrom('understanding_checks')
    .selectAll()
    .where('activity_id', '=', activityId)
    .where('article_level_id', '=', levelId)
    .orderBy('after_block')
    .execute();
}
export type CheckRow = Awaited<ReturnType<typeof checksAt>>[number];

/** One check with the article its activity belongs to. */
export function findCheck(db: Db, id: number) {
  return db
    .selectFrom('understanding_checks')
    .innerJoin('activities', 'activities.id', 'understanding_checks.activity_id')
    .selectAll('understanding_checks')
    .select('activities.content_id')
    .where('understanding_checks.id', '=', id)
    .executeTakeFirst();
}

/** A student's answers to some checks. */
export function answersOf(db: Db, studentId: number, checkIds: number[]) {
  return db
    .selectFrom('understanding_check_answers')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('check_id', 'in', checkIds.concat(0))
    .execute();
}
export type CheckAnswerRow = Awaited<ReturnType<typeof answersOf>>[number];

/** Stores a first answer; a second one to the same check changes nothing. True when stored. */
export async function insertAnswer(
  db: Db,
  a: { student_id: number; check_id: number; content_id: number; choice_index: number; is_correct: boolean },
) {
  const row = await db
    .insertInto('understanding_check_answers')
    .values(a)
    .onConflict((oc) => oc.columns(['student_id', 'check_id']).doNothing())
    .returning('check_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** How many checks each level of some activities has (the picker's count). */
export function checkCounts(db: Db, activityIds: number[]) {
  return db
    .selectFrom('understanding_checks')
    .select(['activity_id', 'article_level_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('activity_id', 'in', activityIds.concat(0))
    .groupBy(['activity_id', 'article_level_id'])
    .execute();
}
