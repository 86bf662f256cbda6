import {
  decideSave,
  mayRespondAgain,
  type ResponseList,
  type ResponseSaveBody,
  type ReviewBody,
  type WriteResponse,
} from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { readableArticle } from '../activities/article-access.js';
import { assignmentsOfStudent } from '../activities/assignments-given.repository.js';
import { relationTo } from '../activities/relations.js';
import { canRespond, canReadResponses, canReviewResponse, canWritePrompts, seesReview } from './write-prompts.policy.js';
import { exportFileName, presentResponse, presentResponsesCsv, stateOf } from './write-prompts.presenter.js';
import { classesOfStudent } from './write-prompts.repository.js';
import { generatedTextFor } from './write-prompts.service.js';
import * as repo from './write-responses.repository.js';

const invalid = (field: string, message: string) => new AppError('validation_failed', message, { [field]: message });
const missingResponse = () => notFound('No response has that id.');
const missingClass = () => notFound('No class with that id.');
const missingStudent = () => notFound('No student with that id.');

/** The body of a save as the route has parsed it (assignment_ids defaulted). */
type SaveBody = Omit<ResponseSaveBody, 'assignment_ids'> & { assignment_ids: number[] };

async function presentFor(db: Db, user: AuthUser, id: number): Promise<WriteResponse> {
  const row = await repo.findResponse(db, id);
  if (!row) throw missingResponse();
  return presentResponse(row, seesReview(user, row));
}

/** Named assignments must be this article's, given to this student (as a quiz submit names them). */
async function givenAssignments(db: Db, user: AuthUser, contentId: number, ids: number[]) {
  const named = [...new Set(ids)];
  if (named.length === 0) return named;
  const given = await assignmentsOfStudent(db, user.id, { storyId: contentId });
  if (named.some((id) => !given.some((a) => a.id === id)))
    throw invalid('assignment_ids', 'Name only assignments of this article that were given to you.');
  return named;
}

type Outcome =
  | { kind: 'created' | 'stored' | 'same' | 'stale' | 'submitted'; id: number }
  /** The student left the class, or the response is gone, while the save was on its way. */
  | { kind: 'gone'; what: 'class' | 'response' };

/**
 * `POST /api/v2/constructedresponseanswer/` and `…/{id}/` (WRITE-14, WRITE-19, WRITE-20, API-29):
 * a student's autosaved draft, or with `date_completed` their submission, in one of their classes.
 *
 * A student has one open draft per article and class. The save is decided by decideSave against
 * the stored response, inside a transaction that holds the student's place in the class, so saves
 * of one student in one class are decided one after the other:
 * - no response yet, or the latest is submitted and its review lets the student write again
 *   (WRITE-16): a new response (201);
 * - a save made from the stored revision: stored, revision + 1 (200);
 * - the stored text again (a retry, a second identical submit): answered with the stored response,
 *   nothing written (200);
 * - made from an older revision: 409 stale_draft; to a submitted response: 409 already_submitted;
 *   both carry the stored response as `current`.
 * Creating while a draft is open is a save against that draft (so usually stale_draft). The
 * completion date is the server's clock, never the client's.
 */
export async function saveResponse(
  db: Db,
  user: AuthUser,
  body: SaveBody,
  pathId?: number,
): Promise<{ status: 200 | 201; response: WriteResponse }> {
  if (!canRespond(user)) throw forbidden('Only students write responses.');
  if (pathId !== undefined && body.id !== undefined && body.id !== pathId)
    throw invalid('id', 'The id in the body is not the one in the address.');
  const id = pathId ?? body.id;
  const submit = body.date_completed !== null && body.date_completed !== undefined;
  if (submit && body.text.trim() === '') throw invalid('text', 'Write your response before you submit it.');

  const bundle = await readableArticle(db, user, Number(body.article_id));
  const contentId = bundle.content.id;
  const [cls] = await classesOfStudent(db, user.id, contentId, body.classroom_id.toLowerCase());
  if (!cls) throw missingClass();
  const existing = id === undefined ? undefined : await repo.findResponse(db, id);
  if (
    id !== undefined &&
    (!existing || existing.student_id !== user.id || existing.content_id !== contentId || existing.class_id !== cls.id)
  )
    throw missingResponse();
  // A draft begun on a prompt the teacher has since replaced stays on its own prompt: the student
  // keeps writing what they started (and their page, not yet refreshed, keeps saving).
  const onOwnPrompt = existing !== undefined && existing.date_completed === null && body.prompt_content_id === existing.prompt_id;
  if (body.prompt_content_id !== cls.prompt_id && !onOwnPrompt)
    throw invalid(
      'prompt_content_id',
      cls.prompt_id === null ? 'Your class answers the article’s own prompt.' : 'That is not the prompt your class answers.',
    );
  const assignmentIds = await givenAssignments(db, user, contentId, body.assignment_ids);
  // The prompt answered, as the student saw it: the teacher's, else the article's own (kept as it
  // was when the draft began, so a changed recommendation does not change it under the student).
  const promptText = onOwnPrompt
    ? existing.prompt_text
    : (cls.prompt_text ??
      (existing && existing.prompt_id === null ? existing.prompt_text : await generatedTextFor(db, user, bundle)));
  const promptId = onOwnPrompt ? existing.prompt_id : cls.prompt_id;
  const values = { text: body.text, submit, promptId, promptText, assignmentIds };

  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    if (!(await repo.lockMembership(trx, user.id, cls.id))) return { kind: 'gone', what: 'class' };
    const stored =
      id !== undefined ? await repo.findResponse(trx, id) : await repo.latestResponse(trx, user.id, contentId, cls.id);
    const create = async (): Promise<Outcome> => ({
      kind: 'created',
      id: await repo.insertResponse(trx, { ...values, studentId: user.id, contentId, classId: cls.id }),
    });
    if (!stored) return id === undefined ? create() : { kind: 'gone', what: 'response' };
    // WRITE-16: after a review (that the student was shown) without a score, or asking for a revision.
    if (id === undefined && mayRespondAgain(stateOf(stored, seesReview(user, stored)))) return create();
    const decision = decideSave(
      { revision: stored.revision, text: stored.text, submitted: stored.date_completed !== null },
      { base: body.base_revision, text: body.text, submit },
    );
    if (decision.kind !== 'store') return { kind: decision.kind, id: stored.id };
    const saved = await repo.storeSave(trx, stored.id, stored.revision, values);
    return { kind: saved ? 'stored' : 'stale', id: stored.id };
  });

  if (outcome.kind === 'gone') throw outcome.what === 'class' ? missingClass() : missingResponse();
  const response = await presentFor(db, user, outcome.id);
  if (outcome.kind === 'stale') throw new AppError('stale_draft', undefined, undefined, { current: response });
  if (outcome.kind === 'submitted') throw new AppError('already_submitted', undefined, undefined, { current: response });
  return { status: outcome.kind === 'created' ? 201 : 200, response };
}

/**
 * `GET /api/v2/constructedresponseanswer/?article_id=` (API-30): a student's own responses; a
 * teacher's classes' (narrowed to one class or one student of theirs); a parent's linked child's
 * (`student_id` required). Reviews reach students and parents once shared. An id that is not the
 * reader's to see is 404; roles that read no responses get 403.
 */
export async function listResponses(
  db: Db,
  user: AuthUser,
  q: { article_id: string; student_id?: number | undefined; classroom_id?: string | undefined },
): Promise<ResponseList> {
  if (!canReadResponses(user)) throw forbidden('Only students, their teachers and their parents read responses.');
  const bundle = await readableArticle(db, user, Number(q.article_id));
  const contentId = bundle.content.id;
  const classUniqueId = q.classroom_id?.toLowerCase();
  const filter: { studentId?: number; classId?: number; teacherId?: number } = {};
  if (user.role === 'teacher') {
    filter.teacherId = user.id;
    if (classUniqueId !== undefined) {
      const cls = await repo.classTaughtBy(db, user.id, classUniqueId);
      if (!cls) throw missingClass();
      filter.classId = cls.id;
    }
    if (q.student_id !== undefined) {
      if ((await relationTo(db, user, q.student_id)) !== 'teacher') throw missingStudent();
      filter.studentId = q.student_id;
    }
  } else {
    let studentId: number;
    if (user.role === 'student') {
      if (q.student_id !== undefined && q.student_id !== user.id) throw missingStudent();
      studentId = user.id;
    } else {
      if (q.student_id === undefined) throw invalid('student_id', 'Choose which of your children’s responses to read.');
      if ((await relationTo(db, user, q.student_id)) !== 'parent') throw missingStudent();
      studentId = q.student_id;
    }
    filter.studentId = studentId;
    if (classUniqueId !== undefined) {
      const cls = await repo.classOfStudent(db, studentId, classUniqueId);
      if (!cls) throw missingClass();
      filter.classId = cls.id;
    }
  }
  const rows = await repo.responsesOn(db, { contentId, ...filter });
  return { results: rows.map((r) => presentResponse(r, seesReview(user, r))) };
}

/**
 * `PUT /api/v2/constructedresponseanswer/{id}/review/` (WRITE-24): the teacher of the response's
 * class scores it (0 to 4, or none) and writes feedback. A draft cannot be reviewed (409
 * not_submitted). `share` shows the review to the student (the first share date stands; a shared
 * review stays shared); `request_revision` asks for a new response and shares the review with it.
 */
export async function reviewResponse(db: Db, user: AuthUser, id: number, body: ReviewBody): Promise<WriteResponse> {
  if (!canWritePrompts(user)) throw forbidden('Only teachers review responses.');
  const row = await repo.findResponse(db, id);
  if (!row || !canReviewResponse(user, row)) throw missingResponse();
  await readableArticle(db, user, row.content_id);
  if (!(await repo.storeReview(db, row.id, user.id, body))) throw new AppError('not_submitted');
  return presentFor(db, user, row.id);
}

/**
 * `GET /api/v2/constructedresponseanswer/export/?article_id=&classroom_id=`: one class's responses
 * on an article as CSV, for the class's teacher.
 */
export async function exportResponses(
  db: Db,
  user: AuthUser,
  q: { article_id: string; classroom_id: string },
): Promise<{ fileName: string; csv: string }> {
  if (!canWritePrompts(user)) throw forbidden('Only teachers export responses.');
  const bundle = await readableArticle(db, user, Number(q.article_id));
  const cls = await repo.classTaughtBy(db, user.id, q.classroom_id.toLowerCase());
  if (!cls) throw missingClass();
  const [students, rows] = await Promise.all([
    repo.studentsOfClass(db, cls.id),
    repo.responsesOn(db, { contentId: bundle.content.id, classId: cls.id }),
  ]);
  // Oldest first, so the last one seen is each student's latest.
  const latest = new Map(rows.map((r) => [r.student_id, r]));
  return { fileName: exportFileName(bundle.content.slug, cls.name), csv: presentResponsesCsv(students, latest) };
}
