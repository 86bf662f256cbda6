import type { CheckAnswerBody, CheckAnswerResult, UnderstandingChecks } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { forgetPageReads } from '../../db/page-reads.js';
import { AppError, forbidden } from '../../errors.js';
import { canSeeAnswerKey } from '../activities/answer-key.policy.js';
import { activityOfType, levelOf, readableArticle } from '../activities/article-access.js';
import { heldLevelId } from '../activities/reading-level.js';
import { checksApplyTo } from '../activities/text-gates.js';
import { canAnswerChecks } from './checks.policy.js';
import { presentAnswer, presentCheck } from './checks.presenter.js';
import * as repo from './checks.repository.js';

const heldElsewhere = () => forbidden('Your teacher set the level you read this article at.');

/**
 * GET /api/v3/checks-for-understanding/{activityId}/?level_id= (CFU-01): a level's checks for
 * anyone who may read that level's text (a student held at an assigned level gets only its
 * checks), with the answer key for teachers who may see it (QUIZ-29's rule) and a student's own
 * answers. `hidden` says the student's assignment turns them off (ASSIGN-62).
 */
export async function getChecks(db: Db, user: AuthUser, activityId: number, levelId: number): Promise<UnderstandingChecks> {
  const activity = await activityOfType(
    db,
    activityId,
    'CHECKS_FOR_UNDERSTANDING_QUIZ',
    'No checks for understanding have that id.',
  );
  const bundle = await readableArticle(db, user, activity.content_id);
  const level = levelOf(bundle, levelId);
  const held = await heldLevelId(db, user, bundle);
  if (held !== null && held !== level.id) throw heldElsewhere();
  const checks = await repo.checksAt(db, activity.id, level.id);
  const answers = canAnswerChecks(user)
    ? await repo.answersOf(
        db,
        user.id,
        checks.map((c) => c.id),
      )
    : [];
  const withKey = canSeeAnswerKey(user);
  return {
    id: activity.id,
    content_id: String(activity.content_id),
    article_level_id: level.id,
    answers_included: withKey,
    hidden: canAnswerChecks(user) ? !(await checksApplyTo(db, user, activity.content_id)) : false,
    checks: checks.map((c) =>
      presentCheck(
        c,
        withKey,
        answers.find((a) => a.check_id === c.id),
      ),
    ),
  };
}

/**
 * POST /api/v3/checks-for-understanding/answers/: a student's answer to one check. The first
 * answer stands (`created` false for a repeat, which returns the stored one); any answer opens the
 * text after the check. The student must be able to read the check's level.
 */
export async function answerCheck(
  db: Db,
  user: AuthUser,
  body: CheckAnswerBody,
): Promise<{ created: boolean; result: CheckAnswerResult }> {
  if (!canAnswerChecks(user)) throw forbidden('Only students answer checks for understanding.');
  const check = await repo.findCheck(db, body.check_id);
  if (!check) throw new AppError('not_found', 'No check for understanding has that id.');
  const bundle = await readableArticle(db, user, check.content_id);
  const held = await heldLevelId(db, user, bundle);
  if (held !== null && held !== check.article_level_id) throw heldElsewhere();
  if (body.choice >= check.options.length)
    throw new AppError('validation_failed', 'That is not an answer of this check.', { choice: 'Unknown answer.' });
  const created = await repo.insertAnswer(db, {
    student_id: user.id,
    check_id: check.id,
    content_id: check.content_id,
    choice_index: body.choice,
    is_correct: body.choice === check.correct_index,
  });
  forgetPageReads();
  const [stored] = await repo.answersOf(db, user.id, [check.id]);
  return { created, result: { check_id: check.id, ...presentAnswer(stored!, check.correct_index) } };
}
