/**
 * Annotations (ANNOT-01 … ANNOT-17, API-46). Every path to an annotation comes through here:
 *
 * - A reader's annotations are theirs alone. A teacher may share one: the students of their
 *   classes and their co-teachers (teachers of a student of theirs) then see it.
 * - A student replies to a shared annotation in their own thread; the teacher who shared it
 *   answers in that thread. A thread is seen by its student, the teacher who shared and whoever
 *   wrote in it; never by another student.
 * - Only the author changes or deletes, and in a thread only the last comment (ANNOT-14). An
 *   annotation with replies stays shared and is not deleted (ANNOT-13): students' replies are
 *   their work.
 * - An annotation anyone cannot see does not exist for them (404); one they see but may not change
 *   is 403. Reading any of it needs the article's own access, the student's held level, and stops
 *   at the text a check for understanding still holds back.
 *
 * The anchor's quote and position are computed here from the level's text and the block range,
 * never taken from the client.
 */
import {
  ANNOTATION_TEXT,
  AnnotationList as AnnotationListSchema,
  ANNOTATIONS_PER_LEVEL_MAX,
  describeRange,
  rangeFits,
  textVersion,
  type Annotation,
  type AnnotationComments,
  type AnnotationList,
  type NewAnnotationBody,
  type NewReplyBody,
  type SaveAnnotationBody,
  type UpdateAnnotationBody,
} from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { levelOf, readableArticle, readerOf } from '../activities/article-access.js';
import { articleIdOfLevel } from '../activities/article-cache.js';
import { nextGoLiveOfStudent } from '../activities/assignments-given.repository.js';
import { heldLevelId } from '../activities/reading-level.js';
import { textGatesFor } from '../activities/text-gates.js';
import { keptListOf, type AnnotationListCache, type KeptList, type ReadList } from './annotation-list-cache.js';
import { placementOf } from './annotation-placement.js';
import { canShare } from './annotations.policy.js';
import { presentAnnotation } from './annotations.presenter.js';
import * as repo from './annotations.repository.js';

const missing = () => notFound('No annotation has that id.');
const missingLevel = () => notFound('No level has that id.');

/**
 * The level's text as this reader may read it: the article's access rules, the level a student is
 * held at, and the block a check for understanding holds the rest back from (`lastBlock`).
 */
async function readableLevel(db: Db, user: AuthUser, levelId: number) {
  const contentId = await articleIdOfLevel(db, levelId);
  if (contentId === undefined) throw missingLevel();
  const bundle = await readableArticle(db, user, contentId);
  const level = levelOf(bundle, levelId);
  // The level lock and the checks' gate are independent reads: one round trip's wait for both.
  const [held, { gates }] = await Promise.all([heldLevelId(db, user, bundle), textGatesFor(db, user, bundle)]);
  if (held !== null && held !== level.id) throw forbidden('Your teacher set the level you read this article at.');
  const gate = gates.get(level.id);
  return {
    contentId,
    level,
    blocks: level.body.map((b) => b.text),
    lastBlock: gate ? gate.after_block : level.body.length - 1,
  };
}

/** Whether the reader sees an annotation (their own, or shared by a teacher whose annotations reach them). */
async function sees(db: Db, user: AuthUser, row: { user_id: number; date_shared: Date | null }) {
  if (row.user_id === user.id) return true;
  if (row.date_shared === null) return false;
  return (await repo.sharersFor(db, user)).includes(row.user_id);
}

/** An annotation (not a reply) the reader sees, with its level readable to them; else 404/403. */
async function visibleAnnotation(db: Db, user: AuthUser, id: number) {
  const row = await repo.findAnnotation(db, id);
  if (!row || row.category !== 'highlight' || !(await sees(db, user, row))) throw missing();
  const level = await readableLevel(db, user, row.article_level_id);
  if (row.end_block > level.lastBlock) throw missing();
  return { row, level };
}

/** GET /api/v3/annotations/?level_id=: the reader's own annotations on a level and those shared with them. */
export async function listAnnotations(db: Db, user: AuthUser, levelId: number): Promise<AnnotationList> {
  const [level, sharers] = await Promise.all([readableLevel(db, user, levelId), repo.sharersFor(db, user)]);
  const rows = await repo.annotationsAt(db, levelId, user.id, sharers);
  return {
    article_level_id: levelId,
    can_share: canShare(user),
    // Each annotation placed in the level's text here (kept per annotation and text), so the page only paints.
    text_version: textVersion(level.blocks),
    results: rows
      .filter((r) => r.end_block <= level.lastBlock)
      .map((r) => ({
        ...presentAnnotation(r, r.reply_count ?? 0, Boolean(r.has_any_reply)),
        ...(r.category === 'highlight' ? { placed: placementOf(level.blocks, r) } : {}),
      })),
  };
}

/**
 * What of the signed-in user (not of the database) the list's checks read: a kept list is kept under
 * it, so a user whose licence, role, grade or school changed reads afresh.
 */
function readerFacts(user: AuthUser) {
  const r = readerOf(user);
  return [
    r.isStudent,
    r.isLiteUser,
    r.activeELALicense,
    user.role,
    user.grade_level,
    user.resolved_district_id,
    user.school_id,
  ].join('|');
}

/**
 * When a student's scheduled assignment of the level's article goes live: it may lock the level or
 * turn the checks off without any row changing, so a list is kept until then at most.
 */
async function nextGoLive(db: Db, user: AuthUser, levelId: number) {
  if (user.role !== 'student') return null;
  const contentId = await articleIdOfLevel(db, levelId);
  return contentId === undefined ? null : nextGoLiveOfStudent(db, user.id, contentId);
}

/**
 * The same list as the JSON text it is sent as, with its ETag: kept per reader and level in this
 * process when a cache is given (annotation-list-cache.ts), made by `listAnnotations` — every check
 * included — whenever it is not kept. What is kept was checked for this reader; every table the
 * checks read forgets it when it changes.
 */
export async function listAnnotationsJson(
  db: Db,
  user: AuthUser,
  levelId: number,
  cache: AnnotationListCache | null,
): Promise<KeptList> {
  const read = async (): Promise<ReadList> => {
    const [list, goesLive] = await Promise.all([listAnnotations(db, user, levelId), nextGoLive(db, user, levelId)]);
    // The response schema whitelists the fields sent, as the route's serializer would.
    return { body: JSON.stringify(AnnotationListSchema.parse(list)), keepUntil: goesLive?.getTime() };
  };
  if (!cache) {
    return keptListOf((await read()).body);
  }
  return cache.get(`${user.id}:${levelId}:${readerFacts(user)}`, levelId, user.id, read);
}

/** GET /api/v3/annotations/{id}/comments/: the threads the reader may read under an annotation. */
export async function commentsOf(db: Db, user: AuthUser, id: number): Promise<AnnotationComments> {
  const { row } = await visibleAnnotation(db, user, id);
  // The owner reads every thread; anyone else only their own (a co-teacher reads none).
  const replies = await repo.repliesOf(db, row.id, row.user_id === user.id ? undefined : user.id);
  const studentIds = [...new Set(replies.map((r) => r.thread_student_id!))];
  const names = new Map((await repo.namesOf(db, studentIds)).map((n) => [n.id, n]));
  return {
    annotation_id: row.id,
    threads: studentIds.map((sid) => {
      const n = names.get(sid);
      return {
        student: { id: sid, first_name: n?.first_name ?? '', last_name: n?.last_name ?? '' },
        comments: replies.filter((r) => r.thread_student_id === sid).map((r) => presentAnnotation(r, 0, false)),
      };
    }),
  };
}

async function present(db: Db, id: number, viewer: AuthUser): Promise<Annotation> {
  const row = await repo.findAnnotation(db, id);
  if (!row) throw missing();
  if (row.category === 'user') return presentAnnotation(row, 0, false);
  const replies = await repo.repliesOf(db, row.id, row.user_id === viewer.id ? undefined : viewer.id);
  return presentAnnotation(row, replies.length, await repo.hasReplies(db, row.id));
}

/**
 * POST /api/v3/annotations/ (API-46, save): a new highlight or a reply. A retry with the same
 * `client_key` returns what the first stored (200) instead of storing twice (201).
 */
export async function saveAnnotation(
  db: Db,
  user: AuthUser,
  body: SaveAnnotationBody,
  cache: AnnotationListCache | null = null,
): Promise<{ created: boolean; annotation: Annotation }> {
  const again = await repo.byClientKey(db, user.id, body.client_key);
  if (again) return { created: false, annotation: await present(db, again.id, user) };
  const { id, created } = 'in_response_to' in body ? await reply(db, user, body) : await highlight(db, user, body);
  const annotation = await present(db, id, user);
  // The writer's next list, in this process, sees it without waiting to hear the database.
  cache?.forgetLevel(annotation.article_level_id);
  return { created, annotation };
}

async function highlight(db: Db, user: AuthUser, body: NewAnnotationBody) {
  const level = await readableLevel(db, user, body.article_level_id);
  const r = body.range;
  if (!rangeFits(level.blocks, r) || r.end > level.lastBlock)
    throw new AppError('validation_failed', 'That range is not in the text of this level.', {
      range: 'Select text in the article.',
    });
  if ((await repo.countOwnAt(db, user.id, level.level.id)) >= ANNOTATIONS_PER_LEVEL_MAX)
    throw new AppError('conflict', `You can keep up to ${ANNOTATIONS_PER_LEVEL_MAX} annotations on one level.`);
  const anchor = describeRange(level.blocks, r);
  return repo.insertOnce(db, {
    user_id: user.id,
    content_id: level.contentId,
    article_level_id: level.level.id,
    category: 'highlight',
    root_id: null,
    in_response_to: null,
    thread_student_id: null,
    pen_name: body.pen_name,
    text: body.text,
    start_block: anchor.start,
    start_offset: anchor.startoffset,
    end_block: anchor.end,
    end_offset: anchor.endoffset,
    quote_exact: anchor.quote.exact,
    quote_prefix: anchor.quote.prefix,
    quote_suffix: anchor.quote.suffix,
    position_start: anchor.position.start,
    position_end: anchor.position.end,
    client_key: body.client_key,
  });
}

/**
 * A reply: a student in their own thread under a shared annotation they see; the teacher who
 * shared it in a student's thread that has begun. It answers the thread's last comment (or the
 * annotation, to begin one); replies to one annotation are written one at a time, so two at once
 * still form a chain.
 */
async function reply(db: Db, user: AuthUser, body: NewReplyBody) {
  const target = await repo.findAnnotation(db, body.in_response_to.id);
  if (!target) throw missing();
  const rootId = target.category === 'highlight' ? target.id : target.root_id!;
  const { row: root } = await visibleAnnotation(db, user, rootId);
  if (root.date_shared === null) throw new AppError('conflict', 'Replies are for shared annotations.');
  const isOwner = root.user_id === user.id;
  if (!isOwner && user.role !== 'student') throw forbidden('Only students and the teacher who shared it reply.');
  const studentId = isOwner ? body.thread_student_id : user.id;
  if (studentId === undefined)
    throw new AppError('validation_failed', 'Say whose thread you answer.', { thread_student_id: 'Choose a thread.' });
  if (!isOwner && body.thread_student_id !== undefined && body.thread_student_id !== user.id) throw missing();
  if (target.category === 'user' && target.thread_student_id !== studentId) throw missing();
  return db.transaction().execute(async (trx) => {
    await repo.lockAnnotation(trx, root.id);
    const again = await repo.byClientKey(trx, user.id, body.client_key);
    if (again) return { id: again.id, created: false };
    const last = await repo.lastOfThread(trx, root.id, studentId);
    if (isOwner && !last) throw notFound('That student has not replied to this annotation.');
    return repo.insertOnce(trx, {
      user_id: user.id,
      content_id: root.content_id,
      article_level_id: root.article_level_id,
      category: 'user',
      root_id: root.id,
      in_response_to: last?.id ?? root.id,
      thread_student_id: studentId,
      pen_name: root.pen_name,
      text: body.text.trim(),
      start_block: root.start_block,
      start_offset: root.start_offset,
      end_block: root.end_block,
      end_offset: root.end_offset,
      quote_exact: root.quote_exact,
      quote_prefix: root.quote_prefix,
      quote_suffix: root.quote_suffix,
      position_start: root.position_start,
      position_end: root.position_end,
      client_key: body.client_key,
    });
  });
}

/** A row the reader may change: their own, and for a reply, the last of its thread (ANNOT-14). */
async function ownChangeable(db: Db, user: AuthUser, id: number) {
  const row = await repo.findAnnotation(db, id);
  if (!row) throw missing();
  if (row.category === 'highlight') {
    await visibleAnnotation(db, user, row.id);
  } else {
    const root = await repo.findAnnotation(db, row.root_id!);
    const mayRead = row.user_id === user.id || row.thread_student_id === user.id || root?.user_id === user.id;
    if (!root || !mayRead) throw missing();
    await visibleAnnotation(db, user, root.id);
  }
  if (row.user_id !== user.id) throw forbidden('Only the person who wrote it can change it.');
  if (row.category === 'user') {
    const last = await repo.lastOfThread(db, row.root_id!, row.thread_student_id!);
    if (last?.id !== row.id) throw new AppError('conflict', ANNOTATION_TEXT.onlyLast);
  }
  return row;
}

/** POST /api/v3/annotations/{id}/ (API-46, save): new text or colour; share or unshare (teachers). */
export async function updateAnnotation(
  db: Db,
  user: AuthUser,
  id: number,
  body: UpdateAnnotationBody,
  cache: AnnotationListCache | null = null,
): Promise<Annotation> {
  const row = await ownChangeable(db, user, id);
  if (row.category === 'user') {
    if (body.shared !== undefined || body.pen_name !== undefined)
      throw new AppError('validation_failed', 'A reply has only its text to change.');
    if (body.text !== undefined && body.text.trim() === '')
      throw new AppError('validation_failed', ANNOTATION_TEXT.replyRequired, { text: ANNOTATION_TEXT.replyRequired });
  }
  let date_shared: Date | null | undefined;
  if (body.shared !== undefined) {
    if (!canShare(user)) throw forbidden('Only teachers share annotations.');
    if (body.shared && row.date_shared === null) date_shared = new Date();
    if (!body.shared && row.date_shared !== null) {
      if (await repo.hasReplies(db, row.id))
        throw new AppError('conflict', 'Students have replied to this annotation, so it stays shared.');
      date_shared = null;
    }
  }
  await repo.updateAnnotation(db, row.id, {
    ...(body.text !== undefined && { text: row.category === 'user' ? body.text.trim() : body.text }),
    ...(body.pen_name !== undefined && { pen_name: body.pen_name }),
    ...(date_shared !== undefined && { date_shared }),
  });
  cache?.forgetLevel(row.article_level_id);
  return present(db, row.id, user);
}

/** DELETE /api/v3/annotations/{id}/ (API-46): the author's annotation (without replies) or last comment. */
export async function deleteAnnotation(db: Db, user: AuthUser, id: number, cache: AnnotationListCache | null = null) {
  const row = await ownChangeable(db, user, id);
  if (row.category === 'highlight' && (await repo.hasReplies(db, row.id)))
    throw new AppError('conflict', 'Students have replied to this annotation, so it stays.');
  await repo.deleteAnnotation(db, row.id);
  cache?.forgetLevel(row.article_level_id);
}
