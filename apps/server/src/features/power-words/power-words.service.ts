import {
  powerWordIds,
  powerWordsPoints,
  powerWordsTotal,
  type PowerWordsQuiz,
  type VocabularyAnswerBody,
  type VocabularyAnswerList,
  type VocabularyAnswerResult,
  type WordWall,
} from '@lectern/domain';
import type { Db } from '../../db/database.js';
import { AppError, forbidden } from '../../errors.js';
import { canSeeAnswerKey } from '../activities/answer-key.policy.js';
import { activityOfType, levelOf, readableArticle } from '../activities/article-access.js';
import { studentWhoseWork } from '../activities/relations.js';
import { upsertAward } from '../activities/tokens.repository.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { canAnswerPowerWords, canUsePowerWords } from './power-words.policy.js';
import { presentAnswer, presentPowerWords, presentWordWallEntry } from './power-words.presenter.js';
import * as repo from './power-words.repository.js';

const badChoice = () =>
  new AppError('validation_failed', 'That is not an answer choice of a Power Words question.', {
    answer_choice_content_id: 'Unknown answer choice.',
  });

/**
 * GET /api/v3/power-words/{id}/?level_id= (PW-03, PW-04). The headword is often the answer, so it
 * goes with the answer key: without the key a reader gets it only for the words they have answered
 * a question of (a student; anyone else never answers).
 */
export async function getPowerWords(db: Db, user: AuthUser, activityId: number, levelId: number): Promise<PowerWordsQuiz> {
  if (!canUsePowerWords(user)) throw forbidden('Power Words is not available on this account.');
  const activity = await activityOfType(db, activityId, 'POWER_WORDS_ACTIVITY', 'No Power Words activity has that id.');
  const bundle = await readableArticle(db, user, activity.content_id);
  const level = levelOf(bundle, levelId);
  const words = await repo.wordsAt(db, activity.id, level.id);
  const withAnswers = canSeeAnswerKey(user);
  const wordIds = words.map((w) => w.id);
  const named = withAnswers ? wordIds : canAnswerPowerWords(user) ? await repo.answeredWordIds(db, user.id, wordIds) : [];
  return presentPowerWords({
    activityId: activity.id,
    contentId: activity.content_id,
    levelId: level.id,
    words,
    withAnswers,
    named: new Set(named),
  });
}

/**
 * POST /api/v2/student-vocabulary-answer/ (PW-06, API-22): grades one answer. The first answer
 * to a question stands: answering it again returns the stored result (`created` false). Each new
 * answer updates the student's Power Words tokens (PW-11), done when every question of the level
 * is answered.
 */
export async function answerPowerWord(
  db: Db,
  user: AuthUser,
  body: VocabularyAnswerBody,
): Promise<{ created: boolean; result: VocabularyAnswerResult }> {
  if (!canAnswerPowerWords(user)) throw forbidden('Only students with Power Words answer its questions.');
  const choice = powerWordIds.decodeChoice(body.answer_choice_content_id);
  if (!choice) throw badChoice();
  const word = await repo.findWord(db, choice.wordId);
  const question = word?.questions[choice.questionIndex];
  if (!word || !question || choice.optionIndex >= question.options.length) throw badChoice();
  await readableArticle(db, user, word.content_id);

  const correctChoice = powerWordIds.choice(word.id, choice.questionIndex, question.correct);
  const isCorrect = choice.optionIndex === question.correct;
  const now = new Date();
  const created = await db.transaction().execute(async (trx) => {
    await repo.lockStudent(trx, user.id);
    const stored = await repo.insertAnswer(trx, {
      student_id: user.id,
      power_word_id: word.id,
      question_index: choice.questionIndex,
      content_id: word.content_id,
      article_level_id: word.article_level_id,
      choice_id: body.answer_choice_content_id,
      correct_choice_id: correctChoice,
      is_correct: isCorrect,
      date_answered: new Date(body.date_answered),
    });
    if (!stored) return false;
    const progress = await repo.progressAt(trx, user.id, word.activity_id, word.article_level_id);
    const total = powerWordsTotal(progress.words);
    await upsertAward(trx, {
      student_id: user.id,
      activity_id: word.activity_id,
      content_id: word.content_id,
      interaction: 'POWER_WORDS_ACTIVITY',
      tokens: powerWordsPoints(progress.correct, total),
      is_done: progress.answered >= total,
      now,
    });
    return true;
  });
  // Answered, the word may be named (the questions leave it out until then).
  if (created)
    return { created, result: { is_correct: isCorrect, correct_choice_content_id: correctChoice, headword: word.headword } };
  // Answered before: the first answer stands.
  const stored = await repo.findAnswer(db, user.id, word.id, choice.questionIndex);
  if (!stored) throw new Error('the stored Power Words answer could not be read back');
  return {
    created,
    result: { is_correct: stored.is_correct, correct_choice_content_id: stored.correct_choice_id, headword: word.headword },
  };
}

/** GET /api/v2/student-vocabulary-answer/ (API-21): one student's answers on one article. */
export async function listVocabularyAnswers(
  db: Db,
  user: AuthUser,
  q: { article_id: string; student_id?: number | undefined },
): Promise<VocabularyAnswerList> {
  const studentId = await studentWhoseWork(db, user, q.student_id);
  if (studentId === null) return { results: [] };
  return { results: (await repo.answersOn(db, studentId, Number(q.article_id))).map(presentAnswer) };
}

/** GET /api/v2/word-wall/ (PW-13): the signed-in student's words. */
export async function getWordWall(db: Db, user: AuthUser): Promise<WordWall> {
  if (user.role !== 'student') throw forbidden('The word wall belongs to students.');
  return { results: (await repo.wordWall(db, user.id)).map(presentWordWallEntry) };
}
