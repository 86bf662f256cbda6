import { randomBytes } from 'node:crypto';
import {
  actionsDisabled,
  dueDay,
  userFlags,
  VIDEO_CONTENT_TYPES,
  videoFlagsProblem,
  type AssignmentSaveBody,
} from '@lectern/domain';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors.js';
import type { AuthUser } from '../../auth/auth-user.js';
import { articleBundle } from '../activities/article-cache.js';
import { findContent } from '../activities/articles.repository.js';
import { assignmentsOfStudent } from '../activities/assignments-given.repository.js';
import { recordEvent } from '../activities/events.repository.js';
import { noticeAssignment } from '../activities/live-notices.js';
import { relationTo } from '../activities/relations.js';
import { canCreateAssignment, canListAssignmentsOf, canManageAssignment } from './assignments.policy.js';
import { presentAssignment } from './assignments.presenter.js';
import * as repo from './assignments.repository.js';
import { sanitizeInstructions } from './sanitize.js';

const invalid = (field: string, message: string) => new AppError('validation_failed', message, { [field]: message });

/**
 * Presents assignments with their classrooms, groups and authors in a few queries, whatever the
 * count; for their teacher also the students reached and the quizzes submitted.
 */
async function present(db: Db, rows: repo.AssignmentRow[], user: AuthUser) {
  const ids = rows.map((r) => r.id);
  const [assignees, authors, progress, types] = await Promise.all([
    repo.assigneesOf(db, ids),
    repo.usersByIds(db, [...new Set(rows.map((r) => r.created_by))]),
    user.role === 'teacher' ? repo.progressOf(db, ids) : Promise.resolve([]),
    repo.contentTypesOf(db, [...new Set(rows.map((r) => r.story_content_id))]),
  ]);
  // A parent sees their child's groups by name, never the classmates in them.
  const shownAssignees = user.role === 'parent' ? { ...assignees, members: [] as typeof assignees.members } : assignees;
  return rows.map((r) =>
    presentAssignment(
      r,
      shownAssignees,
      authors.find((a) => a.id === r.created_by)!,
      user.role === 'teacher'
        ? {
            assigned: progress.find((p) => p.assignment_id === r.id)?.assigned ?? 0,
            submitted: progress.find((p) => p.assignment_id === r.id)?.submitted ?? 0,
          }
        : undefined,
      types.get(r.story_content_id),
    ),
  );
}

/** Go-live to the minute (ASSIGN-32); none means now. */
function goLive(iso: string | null) {
  if (iso === null) return null;
  const d = new Date(iso);
  d.setUTCSeconds(0, 0);
  return d;
}

async function checkBody(db: Db, user: AuthUser, body: AssignmentSaveBody) {
  const storyId = Number(body.assignment_members[0]!.content_id);
  const bundle = await articleBundle(db, storyId);
  // A video lesson is assigned too (VIDEO-24): its title, assignees, schedule and its own three flags.
  const video = bundle ? undefined : await findContent(db, storyId);
  const isVideo = !!video && (VIDEO_CONTENT_TYPES as readonly string[]).includes(video.content_type);
  if (!bundle && !isVideo) throw invalid('assignment_members', 'No article has that id.');
  const content = bundle?.content ?? video!;
  const flags = userFlags(user);
  // PLAT-46: a lite teacher reads premium articles but cannot assign them.
  if (actionsDisabled(flags, content)) throw new AppError('subscription_required');
  // VIDEO-29: the video-only flags, together, and on videos only.
  const flagProblem = videoFlagsProblem(body.assignment_config, isVideo);
  if (flagProblem) throw invalid('assignment_config', flagProblem);
  // ASSIGN-28, ASSIGN-29: a title for drafts and published assignments alike.
  if (body.title === '')
    throw invalid(
      'title',
      body.is_draft ? 'Please add a title to save this assignment as a draft' : 'An assignment must have a title.',
    );
  if (!body.is_draft && body.classroom_ids.length + body.group_ids.length === 0)
    throw invalid('assignees', 'Please add at least one assignee');
  const owned = await repo.ownedAssignees(db, user.id, body.classroom_ids, body.group_ids);
  if (body.classroom_ids.some((id) => !owned.classIds.has(id)))
    throw invalid('classroom_ids', 'You can only assign your own classes.');
  if (body.group_ids.some((id) => !owned.groupIds.has(id)))
    throw invalid('group_ids', 'You can only assign groups in your own classes.');
  if (!bundle) {
    // A video has no levels, activities or polls.
    if (body.default_reading_level !== null || body.activity_members.length > 0 || body.poll_id !== null)
      throw invalid('assignment_members', 'A video has no levels, activities or polls to assign.');
  } else if (body.default_reading_level !== null && !bundle.levels.some((l) => l.id === body.default_reading_level))
    throw invalid('default_reading_level', 'That level is not a level of this article.');
  const activityIds = new Set(bundle?.activities.map((a) => String(a.id)));
  if (body.activity_members.some((id) => !activityIds.has(id)))
    throw invalid('activity_members', 'Pick activities of this article.');
  // ASSIGN-63, POLL-13: the poll is one of the teacher's own on this article (students never answer a template).
  if (body.poll_id !== null) {
    const poll = await repo.pollOwnerOf(db, body.poll_id);
    if (!poll || poll.is_template || poll.created_by !== user.id || poll.content_id !== storyId)
      throw invalid('poll_id', 'Choose one of your own polls on this article.');
  }
  const live = goLive(body.date_goes_live);
  // A due date is a calendar day; it cannot come before the day the work goes live.
  if (body.date_due !== null && live && dueDay(body.date_due) < dueDay(live.toISOString()))
    throw invalid('date_due', 'The due date can’t be before the day the assignment goes live.');
  // ASSIGN-34: a lite account cannot publish past the end of its grant.
  if (!body.is_draft && user.is_lite && user.lite_grant_expires_at) {
    const expires = new Date(user.lite_grant_expires_at);
    if ((live ?? new Date()) > expires) throw new AppError('lite_schedule_after_grant');
  }
  return { storyId, live };
}

const newContentId = () => randomBytes(6).toString('hex');

/** ASSIGN-06, ASSIGN-07, API-04, API-07: create or update, publishing when is_draft is false. */
export async function saveAssignment(db: Db, user: AuthUser, body: AssignmentSaveBody, id?: number) {
  if (user.role !== 'teacher') throw new AppError('forbidden', 'Only teachers create assignments.');
  if (!canCreateAssignment(user)) throw new AppError('account_incomplete');
  const existing = id === undefined ? undefined : await repo.findAssignment(db, id);
  if (id !== undefined && (!existing || !canManageAssignment(user, existing))) throw notFound('No assignment with that id.');
  if (existing && !existing.is_draft && body.is_draft)
    throw invalid('is_draft', 'A published assignment cannot go back to being a draft.');
  const { storyId, live } = await checkBody(db, user, body);
  const firstPublish = !body.is_draft && !(await repo.hasPublishedBefore(db, user.id));

  const values = {
    story_content_id: storyId,
    language: body.assignment_members[0]!.language,
    title: body.title,
    instructions: sanitizeInstructions(body.instructions),
    is_draft: body.is_draft,
    // Published with no go-live means "now" (to the minute), so the newest assignment is well defined.
    date_goes_live: live ?? (body.is_draft ? null : (existing?.date_goes_live ?? goLive(new Date().toISOString()))),
    date_due: body.date_due === null ? null : new Date(body.date_due),
    default_reading_level: body.default_reading_level,
    grade_level_lock: body.grade_level_lock,
    is_reading_level_locked: body.is_reading_level_locked,
    assignment_config: JSON.stringify(body.assignment_config),
    activity_members: JSON.stringify(body.activity_members),
    activity_element_selections: JSON.stringify(body.activity_element_selections),
    poll_id: body.poll_id,
    date_modified: new Date(),
  };
  const saved = await db.transaction().execute(async (trx) => {
    let row: repo.AssignmentRow;
    if (existing) {
      row = await repo.updateAssignment(trx, existing.id, {
        ...values,
        content_id: existing.content_id ?? (body.is_draft ? null : newContentId()),
      });
    } else {
      const copied = body.copied_from_assignment;
      const source = copied === null ? undefined : await repo.findAssignment(trx, copied);
      row = await repo.insertAssignment(trx, {
        ...values,
        content_id: body.is_draft ? null : newContentId(),
        created_by: user.id,
        copied_from_assignment: source && source.created_by === user.id ? source.id : null,
      });
    }
    await repo.replaceAssignees(trx, row.id, 'classrooms', body.classroom_ids, !body.is_draft);
    await repo.replaceAssignees(trx, row.id, 'groups', body.group_ids, !body.is_draft);
    return row;
  });
  // SESSION-07: the pages open under a published assignment hear that it changed (or that its level was unlocked).
  if (existing && !existing.is_draft)
    noticeAssignment(
      db,
      saved.id,
      existing.is_reading_level_locked && !body.is_reading_level_locked ? 'level_unlocked' : 'assignment_changed',
    );
  if (firstPublish) {
    const licence = user.is_lite ? 'lite' : user.has_ela_license ? 'licensed' : 'unlicensed';
    await recordEvent(db, user.id, 'first_assignment_published', { assignment_id: saved.id, licence_type: licence });
  }
  return (await present(db, [saved], user))[0]!;
}

/** A visible assignment, else 404: students outside its classes and groups never learn it exists. */
async function visibleAssignment(db: Db, user: AuthUser, id: number) {
  if (user.role === 'teacher') {
    const a = await repo.findAssignment(db, id);
    if (a && canManageAssignment(user, a)) return a;
  } else if (user.role === 'student') {
    const [a] = await assignmentsOfStudent(db, user.id, { assignmentId: id });
    if (a) return a;
  }
  throw notFound('No assignment with that id.');
}

export async function getAssignment(db: Db, user: AuthUser, id: number) {
  return (await present(db, [await visibleAssignment(db, user, id)], user))[0]!;
}

export async function getAssignmentByContentId(db: Db, user: AuthUser, contentId: string) {
  const a = await repo.findAssignmentByContentId(db, contentId);
  if (!a) throw notFound('No assignment with that id.');
  return getAssignment(db, user, a.id);
}

/**
 * API-03: a teacher's own (drafts when asked), a student's published ones; with `student_id`, the
 * published ones a parent's linked child is given. Nobody else has any.
 */
export async function listAssignments(
  db: Db,
  user: AuthUser,
  q: { include_drafts: boolean; story_content_id?: string | undefined; student_id?: number | undefined },
) {
  const storyId = q.story_content_id === undefined ? undefined : Number(q.story_content_id);
  if (q.student_id !== undefined) {
    const relation = await relationTo(db, user, q.student_id);
    if (!canListAssignmentsOf(user, relation)) throw notFound('No student with that id.');
    const rows = await assignmentsOfStudent(db, q.student_id, { storyId });
    return { count: rows.length, results: await present(db, rows, user) };
  }
  const rows =
    user.role === 'teacher'
      ? await repo.assignmentsOfTeacher(db, user.id, { includeDrafts: q.include_drafts, storyId })
      : user.role === 'student'
        ? await assignmentsOfStudent(db, user.id, { storyId })
        : [];
  return { count: rows.length, results: await present(db, rows, user) };
}

async function ownAssignment(db: Db, user: AuthUser, where: { id: number } | { contentId: string }) {
  const a = 'id' in where ? await repo.findAssignment(db, where.id) : await repo.findAssignmentByContentId(db, where.contentId);
  if (!a || !canManageAssignment(user, a)) throw notFound('No assignment with that id.');
  return a;
}

/** API-05: delete by id or by content id; assignees and views go with it. */
export async function deleteAssignment(db: Db, user: AuthUser, where: { id: number } | { contentId: string }) {
  const a = await ownAssignment(db, user, where);
  await repo.deleteAssignment(db, a.id);
}

/** ASSIGN-08, API-05: a copy saved as a draft, with no content id and a link to its source. */
export async function duplicateAssignment(db: Db, user: AuthUser, id: number) {
  const a = await ownAssignment(db, user, { id });
  const assignees = await repo.assigneesOf(db, [a.id]);
  const copy = await db.transaction().execute(async (trx) => {
    const row = await repo.insertAssignment(trx, {
      content_id: null,
      story_content_id: a.story_content_id,
      language: a.language,
      title: a.title,
      instructions: a.instructions,
      is_draft: true,
      date_goes_live: null,
      date_due: a.date_due,
      default_reading_level: a.default_reading_level,
      grade_level_lock: a.grade_level_lock,
      is_reading_level_locked: a.is_reading_level_locked,
      copied_from_assignment: a.id,
      assignment_config: JSON.stringify(a.assignment_config),
      activity_members: JSON.stringify(a.activity_members),
      activity_element_selections: JSON.stringify(a.activity_element_selections),
      poll_id: a.poll_id,
      created_by: user.id,
    });
    await repo.replaceAssignees(
      trx,
      row.id,
      'classrooms',
      assignees.classrooms.map((c) => c.id),
      false,
    );
    await repo.replaceAssignees(
      trx,
      row.id,
      'groups',
      assignees.groups.map((g) => g.id),
      false,
    );
    return row;
  });
  return (await present(db, [copy], user))[0]!;
}

/** API-01: a student opened an assignment given to them. */
export async function recordAssignmentView(db: Db, user: AuthUser, assignmentId: number) {
  if (user.role !== 'student') throw new AppError('forbidden', 'Only students record assignment views.');
  const a = await visibleAssignment(db, user, assignmentId);
  await repo.recordView(db, a.id, user.id);
}
