import {
  GH_TEXT,
  GUIDED_HIGHLIGHTING_TOKENS,
  highlightMatches,
  MAX_QUOTE,
  outcomeOf,
  rangeFits,
  textOf,
  trimRange,
  type FeedbackReport,
  type FeedbackReportBody,
  type GuidedHighlighting,
  type GuidedHighlightingCheckBody,
  type GuidedHighlightingCheckResult,
  type GuidedHighlightingQuery,
} from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { forgetPageReads } from '../../db/page-reads.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { canSeeAnswerKey } from '../activities/answer-key.policy.js';
import type { ArticleBundle } from '../activities/article-cache.js';
import { activityOfType, levelOf, readableArticle } from '../activities/article-access.js';
import { firstAnswerInFlight } from '../activities/first-answer.js';
import { guidedHighlightingOffer } from '../activities/guided-highlighting-offer.js';
import { heldLevelId } from '../activities/reading-level.js';
import { studentWhoseWork } from '../activities/relations.js';
import { textGatesFor } from '../activities/text-gates.js';
import { upsertAward } from '../activities/tokens.repository.js';
import { canCheckHighlights, canRateQuestions } from './guided-highlighting.policy.js';
import { answerRange, presentFeedback, presentQuestion } from './guided-highlighting.presenter.js';
import * as repo from './guided-highlighting.repository.js';

const heldElsewhere = () => forbidden('Your teacher set the level you read this article at.');

/** GH-01, ASSIGN-62: refuses a reader the activity is not offered to (a teacher's beta preview is offered). */
async function requireOffered(db: Db, user: AuthUser, contentId: number) {
  const offer = await guidedHighlightingOffer(db, user, contentId);
  if (offer === 'flag_off') throw new AppError('feature_disabled', GH_TEXT.notAvailable);
  if (offer === 'hidden_by_assignment') throw forbidden(GH_TEXT.hiddenByAssignment);
  return offer;
}

/** A student held at an assigned level works at that level only (LEVEL-10). */
async function requireLevel(db: Db, user: AuthUser, bundle: ArticleBundle, levelId: number) {
  const held = await heldLevelId(db, user, bundle);
  if (held !== null && held !== levelId) throw heldElsewhere();
}

const blockTexts = (level: { body: readonly { text: string }[] }) => level.body.map((b) => b.text);

/**
 * GET /api/v3/guided-highlighting/{activityId}/?level_id=&student_id= (GH-05): a level's questions
 * for a reader it is offered to, with a student's own answers (or, for their teacher or parent,
 * `student_id`'s), the answer passages for readers who may see the key, and a teacher's ratings —
 * the questions a teacher reported are left out for them (GH-16).
 */
export async function getQuestions(
  db: Db,
  user: AuthUser,
  activityId: number,
  query: GuidedHighlightingQuery,
): Promise<GuidedHighlighting> {
  const activity = await activityOfType(db, activityId, 'GUIDED_HIGHLIGHTING_QUIZ', 'No guided highlighting has that id.');
  const bundle = await readableArticle(db, user, activity.content_id);
  const level = levelOf(bundle, query.level_id);
  const offer = await requireOffered(db, user, activity.content_id);
  await requireLevel(db, user, bundle, level.id);
  const studentId = await studentWhoseWork(db, user, query.student_id);
  const questions = await repo.questionsAt(db, activity.id, level.id);
  const ids = questions.map((q) => q.id);
  const [answers, ratings] = await Promise.all([
    studentId === null ? Promise.resolve([]) : repo.answersOf(db, studentId, ids),
    canRateQuestions(user) ? repo.feedbackOf(db, user.id, ids) : Promise.resolve([]),
  ]);
  const withKey = canSeeAnswerKey(user);
  const blocks = blockTexts(level);
  return {
    id: activity.id,
    content_id: String(activity.content_id),
    article_level_id: level.id,
    answers_included: withKey,
    beta: offer === 'beta',
    tokens_earned: answers.reduce((n, a) => n + a.tokens, 0),
    questions: questions
      .map((q) =>
        presentQuestion(q, blocks, {
          withKey,
          answer: answers.find((a) => a.question_id === q.id),
          reaction: ratings.find((r) => r.question_id === q.id)?.reaction,
        }),
      )
      .filter((q) => !q.reported),
  };
}

const once = firstAnswerInFlight<{ created: boolean; result: GuidedHighlightingCheckResult }>();

/**
 * POST /api/v3/guided-highlighting/checks/ (GH-06 … GH-08): a student's highlight for attempt 1 or
 * 2 of a question, judged here against the stored answer passage (never the page's verdict). Each
 * attempt is recorded once: a repeat gets the recorded result (`created` false), a second attempt
 * without a first, or after the question completed, is 409. Tokens are the core's to write: the
 * student's best level, at most 30 (TOKEN-03), done once a level's questions are all completed.
 */
export function checkHighlight(
  db: Db,
  user: AuthUser,
  body: GuidedHighlightingCheckBody,
): Promise<{ created: boolean; result: GuidedHighlightingCheckResult }> {
  return once(
    `${user.id}:${body.question_id}:${body.attempt}`,
    () => recordCheck(db, user, body),
    (first) => ({ ...first, created: false }),
  );
}

async function recordCheck(db: Db, user: AuthUser, body: GuidedHighlightingCheckBody) {
  if (!canCheckHighlights(user)) throw forbidden('Only students answer guided highlighting.');
  const question = await repo.findQuestion(db, body.question_id);
  if (!question) throw notFound('No guided-highlighting question has that id.');
  const bundle = await readableArticle(db, user, question.content_id);
  const level = levelOf(bundle, question.article_level_id);
  await requireOffered(db, user, question.content_id);
  await requireLevel(db, user, bundle, level.id);

  // The highlight must lie in the text this student was sent: not past a check for understanding
  // they have not answered (CFU-01), so a check can never tell them what the text there says.
  const blocks = blockTexts(level);
  const gate = (await textGatesFor(db, user, bundle)).gates.get(level.id);
  const sent = gate ? blocks.slice(0, gate.after_block + 1) : blocks;
  const notInText = () =>
    new AppError('validation_failed', 'That highlight is not in the text of this level.', {
      range: 'Select text in the article.',
    });
  if (!rangeFits(sent, body.range)) throw notInText();
  const range = trimRange(sent, body.range);
  if (!range) throw notInText();
  const text = textOf(sent, range);
  if (text.length > MAX_QUOTE)
    throw new AppError('validation_failed', 'That highlight is too long.', { range: 'Select less text.' });

  const isCorrect = highlightMatches(blocks, range, answerRange(question));
  const outcome = outcomeOf(body.attempt, isCorrect);
  const now = new Date();
  const attempt = {
    student_id: user.id,
    question_id: question.id,
    activity_id: question.activity_id,
    content_id: question.content_id,
    article_level_id: level.id,
    range,
    selected_text: text,
    is_correct: isCorrect,
    status: outcome.status,
    tokens: outcome.tokens,
    now,
  };
  const created = await db.transaction().execute(async (trx) => {
    await repo.lockStudentActivity(trx, user.id, question.activity_id);
    const row = body.attempt === 1 ? await repo.insertFirstAttempt(trx, attempt) : await repo.recordSecondAttempt(trx, attempt);
    if (!row) {
      const [recorded] = await repo.answersOf(trx, user.id, [question.id]);
      if (!recorded) throw new AppError('conflict', 'Check a first highlight before a second one.');
      if (recorded.attempts < body.attempt) throw new AppError('conflict', 'This question is already complete.');
      return false;
    }
    const levels = await repo.levelTotals(trx, user.id, question.activity_id);
    await upsertAward(trx, {
      student_id: user.id,
      activity_id: question.activity_id,
      content_id: question.content_id,
      interaction: 'GUIDED_HIGHLIGHTING_QUIZ',
      tokens: Math.min(GUIDED_HIGHLIGHTING_TOKENS, Math.max(0, ...levels.map((l) => Number(l.tokens)))),
      is_done: levels.some((l) => Number(l.completed) >= Number(l.questions)),
      now,
    });
    return true;
  });
  forgetPageReads();

  const questions = await repo.questionsAt(db, question.activity_id, level.id);
  const answers = await repo.answersOf(
    db,
    user.id,
    questions.map((q) => q.id),
  );
  const self = questions.find((q) => q.id === question.id)!;
  return {
    created,
    result: {
      question: presentQuestion(self, blocks, {
        withKey: false,
        answer: answers.find((a) => a.question_id === question.id),
        reaction: undefined,
      }),
      tokens_earned: answers.reduce((n, a) => n + a.tokens, 0),
    },
  };
}

/**
 * POST /api/v3/feedback-report/ (API-45, GH-15 … GH-17): a teacher's Like (thumbs_up, by question
 * id) or Dislike (thumbs_down, by content id, with the problem). One rating per teacher and
 * question: the same one again returns it (`created` false), another is 409. A thumbs-down joins
 * the staff's question reports and takes the question out of the teacher's cards.
 */
export async function reportFeedback(
  db: Db,
  user: AuthUser,
  body: FeedbackReportBody,
): Promise<{ created: boolean; report: FeedbackReport }> {
  if (!canRateQuestions(user)) throw forbidden('Only teachers rate guided-highlighting questions.');
  const questionId = body.reaction === 'thumbs_up' ? body.question_id : body.content_id;
  const question = await repo.findQuestion(db, questionId);
  if (!question) throw notFound('No guided-highlighting question has that id.');
  const bundle = await readableArticle(db, user, question.content_id);
  levelOf(bundle, question.article_level_id);
  await requireOffered(db, user, question.content_id);
  const description = body.reaction === 'thumbs_down' ? body.description : null;
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await repo.insertFeedback(trx, {
      question_id: question.id,
      user_id: user.id,
      reaction: body.reaction,
      description,
    });
    if (inserted && description !== null)
      await repo.insertQuestionFlag(trx, {
        activity_id: question.activity_id,
        question_id: question.id,
        message: description,
        reported_by: user.id,
      });
    return inserted;
  });
  if (row) return { created: true, report: presentFeedback(row) };
  const existing = await repo.findFeedback(db, question.id, user.id);
  if (!existing || existing.reaction !== body.reaction) throw new AppError('conflict', 'You already rated this question.');
  return { created: false, report: presentFeedback(existing) };
}
