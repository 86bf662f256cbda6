import {
  challengeBounds,
  challengeIdFor,
  challengeName,
  type ArticleTokens,
  type ChallengeHistory,
  type ChallengeRewards,
  type ChallengeTopic,
  type ChallengeView,
} from '@lectern/domain';
import type { Db } from '../../db/database.js';
import { AppError, forbidden } from '../../errors.js';
import { readableArticle } from '../activities/article-access.js';
import { featuresFor } from '../activities/feature-flags.js';
import { guidedHighlightingOffer, isOffered } from '../activities/guided-highlighting-offer.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { challengeEnabled, challengeRole, hasOwnTokens } from './challenges.policy.js';
import { badgeDate, presentArticleTokens, presentClass, presentProgress, presentTopic } from './challenges.presenter.js';
import * as repo from './challenges.repository.js';

async function requireChallenge(db: Db, user: AuthUser) {
  const features = await featuresFor(db, user);
  if (!challengeEnabled(features)) throw new AppError('feature_disabled', 'Tokens and the reading challenge are turned off.');
}

async function requireStudent(db: Db, user: AuthUser) {
  if (!hasOwnTokens(user)) throw forbidden('Tokens belong to students.');
  await requireChallenge(db, user);
}

/**
 * GET /api/v3/tokens/article/{contentId}/ (TOKEN-01 … TOKEN-03): guided highlighting's 30 count
 * only where the student is offered it (its flag on, not hidden by their assignment).
 */
export async function getArticleTokens(db: Db, user: AuthUser, contentId: number): Promise<ArticleTokens> {
  await requireStudent(db, user);
  const bundle = await readableArticle(db, user, contentId);
  const [awards, offer] = await Promise.all([
    repo.awardsOf(db, [user.id], undefined, contentId),
    guidedHighlightingOffer(db, user, contentId),
  ]);
  const activities = isOffered(offer)
    ? bundle.activities
    : bundle.activities.filter((a) => a.activity_type !== 'GUIDED_HIGHLIGHTING_QUIZ');
  return presentArticleTokens({ id: bundle.content.id, subject: bundle.content.subject, activities }, awards);
}

/** GET /api/v3/challenges/{id}/: "current" or a month "YYYY-MM" (TOKEN-09, TOKEN-10). */
export async function getChallenge(db: Db, user: AuthUser, idOrCurrent: string): Promise<ChallengeView> {
  const role = challengeRole(user);
  if (!role) throw forbidden('The reading challenge is for students and their teachers.');
  await requireChallenge(db, user);
  const id = idOrCurrent === 'current' ? challengeIdFor(new Date()) : idOrCurrent;
  const month = challengeBounds(id);
  if (role === 'student') {
    const awards = await repo.awardsOf(db, [user.id], month);
    return { id, name: challengeName(id), role, student: presentProgress(id, awards, user.grade_level), classes: [] };
  }
  const classes = await repo.classesWithStudents(db, user.id);
  const studentIds = [...new Set(classes.flatMap((c) => c.students.map((s) => s.id)))];
  const awards = await repo.awardsOf(db, studentIds, month);
  return { id, name: challengeName(id), role, student: null, classes: classes.map((c) => presentClass(id, c, awards)) };
}

/** Every month a student earned or finished something in, oldest first. */
function monthsOf(awards: repo.AwardRow[]) {
  return [...new Set(awards.map((a) => challengeIdFor(new Date(a.date_done ?? a.date_modified))))].sort();
}

/** GET /api/v3/challenges/history/: a student's past months with any activity, newest first. */
export async function getHistory(db: Db, user: AuthUser): Promise<ChallengeHistory> {
  await requireStudent(db, user);
  const current = challengeIdFor(new Date());
  const awards = await repo.awardsOf(db, [user.id]);
  return {
    results: monthsOf(awards)
      .filter((id) => id < current)
      .reverse()
      .map((id) => presentProgress(id, awards, user.grade_level)),
  };
}

/** GET /api/v3/challenges/rewards/: lifetime tokens and the monthly badges earned, newest first. */
export async function getRewards(db: Db, user: AuthUser): Promise<ChallengeRewards> {
  await requireStudent(db, user);
  const awards = await repo.awardsOf(db, [user.id]);
  const badges = monthsOf(awards)
    .reverse()
    .flatMap((id) => {
      const date = badgeDate(presentProgress(id, awards, user.grade_level));
      return date ? [{ challenge_id: id, name: challengeName(id), date_earned: date }] : [];
    });
  return { total_tokens: awards.reduce((n, a) => n + a.tokens, 0), badges };
}

/** GET /api/v3/challenges/topics/{subject}/ (TOKEN-05): a subject's articles and the tokens on each. */
export async function getTopic(
  db: Db,
  user: AuthUser,
  subject: 'ELA' | 'SCIENCE' | 'SOCIAL_STUDIES' | 'MATH',
): Promise<ChallengeTopic> {
  await requireChallenge(db, user);
  const [articles, awards] = await Promise.all([
    repo.articlesOfSubject(db, subject),
    hasOwnTokens(user) ? repo.awardsOf(db, [user.id]) : Promise.resolve([]),
  ]);
  return presentTopic(subject, articles, awards);
}
