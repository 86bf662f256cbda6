import type { AuthUser } from '../../auth/auth-user.js';
import type { PromptRow } from './write-prompts.repository.js';
import type { ResponseRow } from './write-responses.repository.js';

/** WRITE-01: teachers write prompts for their classes (parents use the generated ones at home). */
export const canWritePrompts = (user: AuthUser) => user.role === 'teacher';

/** API-26: generated prompts are for whoever may read the level: teachers, parents, staff and students. */
export const canReadGeneratedPrompts = (user: AuthUser) =>
  user.role === 'teacher' || user.role === 'parent' || user.role === 'staff' || user.role === 'student';

/** Who lists prompts: teachers their own, students their classes', parents (an empty list). */
export const canListPrompts = (user: AuthUser) => user.role === 'teacher' || user.role === 'student' || user.role === 'parent';

/** Only the teacher who wrote a prompt changes it. */
export const ownsPrompt = (user: AuthUser, prompt: PromptRow) => prompt.created_by === user.id;

/** WRITE-14: students answer, in their own classes. */
export const canRespond = (user: AuthUser) => user.role === 'student';

/**
 * Who reads responses: a student their own, a teacher their classes', a parent their child's.
 * Staff act through a teacher's account (impersonation), not here.
 */
export const canReadResponses = (user: AuthUser) => user.role === 'student' || user.role === 'teacher' || user.role === 'parent';

/** WRITE-24: the teacher of the response's class reviews it. */
export const canReviewResponse = (user: AuthUser, response: ResponseRow) =>
  user.role === 'teacher' && response.class_teacher_id === user.id;

/**
 * Whether the reader sees the response's review: the class's teacher always; the student and
 * their parents once the teacher shared it.
 */
export const seesReview = (user: AuthUser, response: ResponseRow) =>
  response.class_teacher_id === user.id || response.review_date_shared !== null;
