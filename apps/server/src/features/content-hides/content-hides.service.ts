/**
 * Hide from classes (TOOLBAR-18 … TOOLBAR-20, API-42 … API-44): teachers hide an article they can
 * read from a class they teach, and open it again. An article in an assignment for that class
 * stays open (409). The rule that keeps hidden articles from students lives in the activities core
 * (content-hides.repository.ts), where every path to an article passes.
 */
import type { ContentHide, ContentHideBody, ContentHideList } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { readableArticle } from '../activities/article-access.js';
import * as repo from './content-hides.repository.js';

function teacherOnly(user: AuthUser) {
  if (user.role !== 'teacher') throw forbidden('Only teachers hide content from their classes.');
}

const present = (r: { id: number; content_id: number; class_id: number }): ContentHide => ({
  id: r.id,
  content_id: String(r.content_id),
  classroom_id: r.class_id,
});

export async function listHides(db: Db, user: AuthUser, contentId: number): Promise<ContentHideList> {
  teacherOnly(user);
  await readableArticle(db, user, contentId);
  const [rows, assigned] = await Promise.all([
    repo.hidesOf(db, user.id, contentId),
    repo.assignedClassIds(db, user.id, contentId),
  ]);
  return { results: rows.map(present), assigned_classroom_ids: assigned };
}

export async function hide(db: Db, user: AuthUser, body: ContentHideBody): Promise<{ created: boolean; hide: ContentHide }> {
  teacherOnly(user);
  await readableArticle(db, user, body.content_id);
  const cls = await repo.ownClass(db, user.id, body.classroom_id);
  if (!cls) throw notFound('No class of yours has that id.');
  if ((await repo.assignedClassIds(db, user.id, body.content_id)).includes(cls.id))
    throw new AppError('conflict', 'This article is assigned to that class, so it stays open to it.');
  const { row, created } = await repo.insertHide(db, body.content_id, cls.id, user.id);
  return { created, hide: present(row) };
}

export async function unhide(db: Db, user: AuthUser, id: number) {
  teacherOnly(user);
  const found = await repo.findHide(db, id);
  if (!found || found.teacher_id !== user.id) throw notFound('No hide record of yours has that id.');
  await repo.deleteHide(db, id);
}
