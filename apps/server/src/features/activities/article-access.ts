/**
 * Who may read an article, in one place: the content service (the article page and its API) and
 * every activity (quizzes, Power Words, tokens, grading, and those to come) ask here, so a page and
 * an activity can never disagree. Signed-out visitors get the public shape of free articles;
 * advisories of the reader's own district or school keep the students in their grades out (451).
 */
import { contentAccess, userFlags, type Reader } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors.js';
import { articleBundle, type ArticleBundle } from './article-cache.js';
import { findActivity, type MarkerRow } from './articles.repository.js';
import { hiddenFromStudent } from './content-hides.repository.js';
import type { ActivityType } from './registry.js';

/** The reader facts the access rules need; null is a signed-out visitor. */
export function readerOf(user: AuthUser | null): Reader {
  if (!user) return { isAuthenticated: false, isStudent: false, isLiteUser: false, activeELALicense: false };
  const flags = userFlags(user);
  return {
    isAuthenticated: true,
    isStudent: flags.isStudent,
    isLiteUser: flags.isLiteUser,
    activeELALicense: flags.activeELALicense,
  };
}

/** The advisories set by the reader's own district or school; none for a signed-out visitor. */
export function markersFor(user: AuthUser | null, all: readonly MarkerRow[]): MarkerRow[] {
  if (!user) return [];
  return all.filter((m) =>
    m.reason === 'DISTRICT_ADVISORY'
      ? user.resolved_district_id !== null && m.district_id === user.resolved_district_id
      : user.school_id !== null && m.school_id === user.school_id,
  );
}

/**
 * Whether an advisory of the reader's own district or school hides the article from them (451):
 * a student whose grade it covers, or a non-student when it blocks teacher view. Parents are never
 * flagged (PLAT-49).
 */
export function isVeiled(user: AuthUser | null, markers: readonly MarkerRow[]): boolean {
  if (!user || user.role === 'parent' || user.role === 'staff') return false;
  return markers.some((m) =>
    user.role === 'student'
      ? user.grade_level !== null && user.grade_level >= m.grade_minimum && user.grade_level <= m.grade_maximum
      : m.block_teacher_view,
  );
}

/**
 * An article for one reader through the access table (PLAT-34 … PLAT-37): the bundle, the
 * advisories that apply to the reader, and whether they read it in full or in its public shape.
 * 404 unknown; 401 signed out on a premium article; 403 subscription_required without a licence
 * (or a lite student outside the free collection); 451 district_restricted under an advisory.
 */
export async function articleFor(
  db: Db,
  user: AuthUser | null,
  contentId: number,
): Promise<{ bundle: ArticleBundle; markers: MarkerRow[]; restricted: boolean }> {
  const bundle = await articleBundle(db, contentId);
  if (!bundle) throw notFound('No article has that id.');
  const markers = markersFor(user, bundle.markers);
  const access = contentAccess(readerOf(user), {
    is_premium: bundle.content.is_premium,
    is_lite: bundle.content.is_lite,
    veiled: isVeiled(user, markers),
  });
  if (access.kind === 'error') {
    if (access.status === 401) throw new AppError('unauthenticated', 'Sign in to read this article.');
    if (access.status === 451) throw new AppError('district_restricted');
    throw new AppError('subscription_required');
  }
  // TOOLBAR-18: an article a teacher hid from the student's class, unless it is assigned to them.
  if (user?.role === 'student' && (await hiddenFromStudent(db, user.id, contentId)))
    throw new AppError('forbidden', 'This article is hidden from your class.');
  return { bundle, markers, restricted: access.kind === 'public' };
}

/**
 * Who may open a video (PLAT-06): never a signed-out visitor (401); the licence rules of articles
 * (403); a lite reader, student or teacher, sees a video outside the free collection behind the veil
 * (PLAT-45). The video API and a video's related content both ask here.
 */
export function videoAccessFor(user: AuthUser | null, video: { is_premium: boolean; is_lite: boolean }): { veiled: boolean } {
  if (!user) throw new AppError('unauthenticated', 'Sign in to watch this video.');
  const access = contentAccess(readerOf(user), { is_premium: video.is_premium, is_lite: video.is_lite, veiled: false });
  if (access.kind === 'error') throw new AppError(access.status === 451 ? 'district_restricted' : 'subscription_required');
  return { veiled: user.is_lite && !video.is_lite };
}

/** The article with its levels and activities, when the user may read it in full (else as articleFor refuses, or 403). */
export async function readableArticle(db: Db, user: AuthUser, contentId: number): Promise<ArticleBundle> {
  const { bundle, restricted } = await articleFor(db, user, contentId);
  if (restricted) throw new AppError('subscription_required');
  return bundle;
}

/** An activity of one type by id, else 404 with the activity's own words. */
export async function activityOfType(db: Db, id: number, type: ActivityType, missing: string) {
  const activity = await findActivity(db, id);
  if (!activity || activity.activity_type !== type) throw notFound(missing);
  return activity;
}

/** A level of this article, else 404. */
export function levelOf(bundle: ArticleBundle, levelId: number) {
  const level = bundle.levels.find((l) => l.id === levelId);
  if (!level) throw notFound('That level is not a level of this article.');
  return level;
}
