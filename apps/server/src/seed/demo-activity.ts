/**
 * Demo student work, so the grading page, the token panel and the challenge pages have something
 * to show: students 13 … 20 of "Period 2 · English 7" took the volcanoes quiz this month (some did
 * its Power Words too), and students 13 … 15 read several articles last month, 13 enough for the
 * monthly badge. Written after the corpus, with the same grading rules the API uses.
 */
import { powerWordIds, powerWordsPoints, powerWordsTotal, quizOptionIds, quizTokens } from '@lectern/domain';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

const ARTICLE = 'volcanoes-build-islands';
/** Right (true) or wrong per question, for students 13 … 20. */
const QUIZ_PATTERNS = [
  [true, true, true, true],
  [true, true, true, false],
  [true, false, true, true],
  [false, true, true, false],
  [true, true, false, false],
  [false, false, true, false],
  [true, true, true, true],
  [false, false, false, false],
];
/** Power Words answered by students 13 … 18: how many, and every third one wrong. */
const WORDS_ANSWERED = [8, 8, 6, 8, 3, 8];

type Trx = Transaction<Database>;

async function levelNearGrade7(trx: Trx, contentId: number) {
  const levels = await trx
    .selectFrom('article_levels')
    .select(['id', 'grade'])
    .where('content_id', '=', contentId)
    .where('language', '=', 'en')
    .execute();
  return levels.sort((a, b) => Math.abs(a.grade - 7) - Math.abs(b.grade - 7) || a.grade - b.grade)[0];
}

async function takeQuiz(trx: Trx, studentId: number, contentId: number, pattern: (i: number) => boolean, when: Date) {
  const quiz = await trx
    .selectFrom('activities')
    .select('id')
    .where('content_id', '=', contentId)
    .where('activity_type', '=', 'QUIZ')
    .executeTakeFirst();
  const level = await levelNearGrade7(trx, contentId);
  if (!quiz || !level) return;
  const questions = await trx
    .selectFrom('quiz_questions')
    .select(['id', 'options', 'correct_index'])
    .where('activity_id', '=', quiz.id)
    .where('article_level_id', '=', level.id)
    .orderBy('position')
    .execute();
  if (questions.length === 0) return;
  const answers = questions.map((q, i) => {
    const correct = quizOptionIds.option(q.id, q.correct_index);
    const value = pattern(i) ? correct : quizOptionIds.option(q.id, (q.correct_index + 1) % q.options.length);
    return { quiz_question_id: q.id, value, correct_answer: correct, is_correct: value === correct, date_answered: when };
  });
  const correctCount = answers.filter((a) => a.is_correct).length;
  const tokens = quizTokens(correctCount, answers.length);
  const attempt = await trx
    .insertInto('student_quizzes')
    .values({
      student_id: studentId,
      activity_id: quiz.id,
      content_id: contentId,
      article_level_id: level.id,
      grade_band: level.grade,
      assignment_ids: [],
      date_started: when,
      date_completed: when,
      correct_count: correctCount,
      question_count: answers.length,
      tokens_earned: tokens,
      date_created: when,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('student_quiz_answers')
    .values(answers.map((a) => ({ ...a, student_quiz_id: attempt.id })))
    .execute();
  await trx
    .insertInto('token_awards')
    .values({
      student_id: studentId,
      activity_id: quiz.id,
      content_id: contentId,
      interaction: 'QUIZ',
      tokens,
      is_done: true,
      date_done: when,
      date_modified: when,
    })
    .execute();
}

async function answerWords(trx: Trx, studentId: number, contentId: number, count: number, when: Date) {
  const activity = await trx
    .selectFrom('activities')
    .select('id')
    .where('content_id', '=', contentId)
    .where('activity_type', '=', 'POWER_WORDS_ACTIVITY')
    .executeTakeFirst();
  const level = await levelNearGrade7(trx, contentId);
  if (!activity || !level) return;
  const words = await trx
    .selectFrom('power_words')
    .selectAll()
    .where('activity_id', '=', activity.id)
    .where('article_level_id', '=', level.id)
    .orderBy('position')
    .execute();
  const questions = words.flatMap((w) => w.questions.map((q, qi) => ({ w, q, qi })));
  const rows = questions.slice(0, count).map(({ w, q, qi }, i) => {
    const right = (i + 1) % 3 !== 0;
    return {
      student_id: studentId,
      power_word_id: w.id,
      question_index: qi,
      content_id: contentId,
      article_level_id: level.id,
      choice_id: powerWordIds.choice(w.id, qi, right ? q.correct : 1 - q.correct),
      correct_choice_id: powerWordIds.choice(w.id, qi, q.correct),
      is_correct: right,
      date_answered: when,
      date_created: when,
    };
  });
  if (rows.length === 0) return;
  await trx.insertInto('vocabulary_answers').values(rows).execute();
  const total = powerWordsTotal(words.length);
  const done = rows.length >= total;
  await trx
    .insertInto('token_awards')
    .values({
      student_id: studentId,
      activity_id: activity.id,
      content_id: contentId,
      interaction: 'POWER_WORDS_ACTIVITY',
      tokens: powerWordsPoints(rows.filter((r) => r.is_correct).length, total),
      is_done: done,
      date_done: done ? when : null,
      date_modified: when,
    })
    .execute();
}

/** Adds the demo work; does nothing when the demo students or the article are missing. */
export async function seedDemoActivity(db: Db) {
  await db.transaction().execute(async (trx) => {
    const article = await trx.selectFrom('contents').select('id').where('slug', '=', ARTICLE).executeTakeFirst();
    const students = await trx
      .selectFrom('users')
      .select(['id', 'username'])
      .where(
        'username',
        'in',
        QUIZ_PATTERNS.map((_, i) => `student${i + 13}`),
      )
      .execute();
    if (!article || students.length !== QUIZ_PATTERNS.length) return;
    const id = (n: number) => students.find((s) => s.username === `student${n}`)!.id;
    const now = Date.now();
    const today = new Date(now);
    const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
    for (const [i, pattern] of QUIZ_PATTERNS.entries()) {
      // This month, a few minutes apart (earlier than now, never before the 1st).
      const when = new Date(Math.max(now - (i + 1) * 5 * 60_000, monthStart));
      await takeQuiz(trx, id(i + 13), article.id, (q) => pattern[q] ?? true, when);
      const words = WORDS_ANSWERED[i];
      if (words !== undefined) await answerWords(trx, id(i + 13), article.id, words, when);
    }

    // Last month: student13 reads nine other articles (the grade-7 badge), 14 five, 15 two.
    const others = await trx
      .selectFrom('contents')
      .innerJoin('activities', 'activities.content_id', 'contents.id')
      .select('contents.id')
      .where('activities.activity_type', '=', 'QUIZ')
      .where('contents.id', '!=', article.id)
      .orderBy('contents.published_at', 'desc')
      .execute();
    const lastMonth = (day: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, day, 15));
    for (const [n, count] of [
      [13, 9],
      [14, 5],
      [15, 2],
    ] as const) {
      for (const [k, other] of others.slice(0, count).entries()) {
        const when = lastMonth(2 + k * 3);
        await takeQuiz(trx, id(n), other.id, (q) => (q + k + n) % 4 !== 0, when);
      }
    }
  });
}
