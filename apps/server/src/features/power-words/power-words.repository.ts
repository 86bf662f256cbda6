import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, VocabularyAnswersTable } from '../../db/schema.js';

type Conn = Db | Transaction<Database>;
// Any constant: with the student id it keys the per-student lock Power Words answers take.
const ANSWER_LOCK = 7_002_002;

/** The words of a Power Words activity at one level, in order. */
export function wordsAt(db: Db, activityId: number, levelId: number) {
  return db
    .selectFrom('power_words')
    .selectAll()
    .where('activity_id', '=', activityId)
    .where('article_level_id', '=', levelId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** One word with the article its activity belongs to. */
export function findWord(db: Db, id: number) {
  return db
    .selectFrom('power_words')
    .innerJoin('activities', 'activities.id', 'power_words.activity_id')
    .selectAll('power_words')
    .select('activities.content_id')
    .where('power_words.id', '=', id)
    .where('activities.activity_type', '=', 'POWER_WORDS_ACTIVITY')
    .executeTakeFirst();
}
export type WordRow = NonNullable<Awaited<ReturnType<typeof findWord>>>;

/**
 * Serialises one student's answers (their tokens are counted from all of them), so two answers
 * sent at once each see the other; other students are not held up.
 */
export async function lockStudent(trx: Transaction<Database>, studentId: number) {
  await sql`SELECT pg_advisory_xact_lock(${ANSWER_LOCK}, ${studentId})`.execute(trx);
}

/** Stores an answer unless the question was already answered; true when stored. */
export async function insertAnswer(trx: Transaction<Database>, a: Insertable<VocabularyAnswersTable>) {
  const row = await trx
    .insertInto('vocabulary_answers')
    .values(a)
    .onConflict((oc) => oc.columns(['student_id', 'power_word_id', 'question_index']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of some words a student has answered at least one question of. */
export async function answeredWordIds(db: Conn, studentId: number, wordIds: number[]) {
  const rows = await db
    .selectFrom('vocabulary_answers')
    .select('power_word_id')
    .distinct()
    .where('student_id', '=', studentId)
    .where('power_word_id', 'in', wordIds.concat(0))
    .execute();
  return rows.map((r) => r.power_word_id);
}

export function findAnswer(db: Conn, studentId: number, wordId: number, questionIndex: number) {
  return db
    .selectFrom('vocabulary_answers')
    .select(['is_correct', 'correct_choice_id'])
    .where('student_id', '=', studentId)
    .where('power_word_id', '=', wordId)
    .where('question_index', '=', questionIndex)
    .executeTakeFirst();
}

/** A student's answers at one level of an activity, and how many questions that level has. */
export async function progressAt(trx: Conn, studentId: number, activityId: number, levelId: number) {
  const [answers, words] = await Promise.all([
    trx
      .selectFrom('vocabulary_answers')
      .innerJoin('power_words', 'power_words.id', 'vocabulary_answers.power_word_id')
      .select([
        (eb) => eb.fn.countAll<string>().as('answered'),
        (eb) =>
          eb.fn.count<string>('vocabulary_answers.id').filterWhere('vocabulary_answers.is_correct', '=', true).as('correct'),
      ])
      .where('vocabulary_answers.student_id', '=', studentId)
      .where('power_words.activity_id', '=', activityId)
      .where('power_words.article_level_id', '=', levelId)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('power_words')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('activity_id', '=', activityId)
      .where('article_level_id', '=', levelId)
      .executeTakeFirstOrThrow(),
  ]);
  return { answered: Number(answers.answered), correct: Number(answers.correct), words: Number(words.n) };
}

/** A student's answers on one article with their words, in word order. */
export function answersOn(db: Db, studentId: number, contentId: number) {
  return db
    .selectFrom('vocabulary_answers')
    .innerJoin('power_words', 'power_words.id', 'vocabulary_answers.power_word_id')
    .select([
      'vocabulary_answers.id',
      'vocabulary_answers.power_word_id',
      'vocabulary_answers.question_index',
      'vocabulary_answers.article_level_id',
      'vocabulary_answers.choice_id',
      'vocabulary_answers.correct_choice_id',
      'vocabulary_answers.is_correct',
      'vocabulary_answers.date_answered',
      'power_words.headword',
      'power_words.definition',
    ])
    .where('vocabulary_answers.student_id', '=', studentId)
    .where('vocabulary_answers.content_id', '=', contentId)
    .orderBy('power_words.article_level_id')
    .orderBy('power_words.position')
    .orderBy('vocabulary_answers.question_index')
    .execute();
}
export type AnswerRow = Awaited<ReturnType<typeof answersOn>>[number];

/** PW-13: every word a student has answered, one entry per headword and article, newest first. */
export function wordWall(db: Db, studentId: number) {
  return db
    .selectFrom('vocabulary_answers')
    .innerJoin('power_words', 'power_words.id', 'vocabulary_answers.power_word_id')
    .innerJoin('contents', 'contents.id', 'vocabulary_answers.content_id')
    .select([
      'power_words.headword',
      'vocabulary_answers.content_id',
      'contents.title',
      sql<string>`(array_agg(power_words.definition ORDER BY vocabulary_answers.date_answered DESC))[1]`.as('definition'),
      (eb) => eb.fn.countAll<string>().as('answered'),
      (eb) => eb.fn.count<string>('vocabulary_answers.id').filterWhere('vocabulary_answers.is_correct', '=', true).as('correct'),
      (eb) => eb.fn.max('vocabulary_answers.date_answered').as('last_answered'),
    ])
    .where('vocabulary_answers.student_id', '=', studentId)
    .groupBy(['power_words.headword', 'vocabulary_answers.content_id', 'contents.title'])
    .orderBy('last_answered', 'desc')
    .orderBy('power_words.headword')
    .limit(1000)
    .execute();
}
export type WordWallRow = Awaited<ReturnType<typeof wordWall>>[number];

/** Words per level of some Power Words activities. */
export function wordCounts(db: Db, activityIds: number[]) {
  return db
    .selectFrom('power_words')
    .select(['activity_id', 'article_level_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('activity_id', 'in', activityIds.concat(0))
    .groupBy(['activity_id', 'article_level_id'])
    .execute();
}
