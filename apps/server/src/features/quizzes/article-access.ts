/**
 * Access rules every article activity shares (quizzes, Power Words, tokens, grading): the reader
 * must be allowed to read the article itself, and someone else's work is readable only by the
 * student's own teachers, parents and staff. Other people's students do not exist for a reader (404).
 */
import { contentAccess } from '@lectern/domain';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors.js';
import { articleBundle, type ArticleBundle } from '../content/content-cache.js';
import { isVeiled, readerOf } from '../content/content.policy.js';
import { markersFor } from '../content/content.repository.js';
import { parentHasChild, teacherHasStudent } from '../content/reading-level.repository.js';
import type { AuthUser } from '../users/users.repository.js';

/**
 * The article with its levels and activities, when the user may read it in full: 404 unknown,
 * 403 subscription_required without a licence (or a lite student outside the free collection),
 * 451 district_restricted under an advisory of the user's district or school.
 */
export async function readableArticle(db: Db, user: AuthUser, contentId: number): Promise<ArticleBundle> {
  const bundle = await articleBundle(db, contentId);
  if (!bundle) throw notFound('No article has that id.');
  const markers = await markersFor(db, contentId, { districtId: user.resolved_district_id, schoolId: user.school_id });
  const access = contentAccess(readerOf(user), {
    is_premium: bundle.content.is_premium,
    is_lite: bundle.content.is_lite,
    veiled: isVeiled(user, markers),
  });
  if (access.kind === 'error' && access.status === 451) throw new AppError('district_restricted');
  if (access.kind !== 'full') throw new AppError('subscription_required');
  return bundle;
}

/**
 * Whose work a read of student answers is about: a student reads only their own; a teacher a
 * student in one of their classes; a parent a linked child; staff anyone. Null means "nobody"
 * (a teacher or parent who named no student), so the list is empty. Anyone else: 404.
 */
export async function studentWhoseWork(db: Db, user: AuthUser, studentId: number | undefined): Promise<number | null> {
  const missing = () => notFound('No student with that id.');
  if (user.role === 'student') {
    if (studentId !== undefined && studentId !== user.id) throw missing();
    return user.id;
  }
  if (studentId === undefined) return null;
  if (user.role === 'staff') return studentId;
  if (user.role === 'teacher' && (await teacherHasStudent(db, user.id, studentId))) return studentId;
  if (user.role === 'parent' && (await parentHasChild(db, user.id, studentId))) return studentId;
  throw missing();
}

/** An activity (quiz, Power Words, write prompt) by id, with the article it belongs to. */
export function findActivity(db: Db, id: number) {
  return db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A level of this article, else 404. */
export function levelOf(bundle: ArticleBundle, levelId: number) {
  const level = bundle.levels.find((l) => l.id === levelId);
  if (!level) throw notFound('That level is not a level of this article.');
  return level;
}
