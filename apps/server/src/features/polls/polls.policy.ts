import type { AuthUser } from '../../auth/auth-user.js';
import type { PollRow } from './polls.repository.js';

/** POLL-01: teachers write polls and add them to assignments. */
export const canWritePolls = (user: AuthUser) => user.role === 'teacher';

/** POLL-13: only students answer, and only polls that are not templates. */
export const canAnswerPolls = (user: AuthUser) => user.role === 'student';

/** Only the teacher who wrote a poll changes it or sees who answered it. */
export const ownsPoll = (user: AuthUser, poll: PollRow) => poll.created_by !== null && poll.created_by === user.id;

/** Who reads templates: those who write polls, and staff. */
export const canReadTemplates = (user: AuthUser) => user.role === 'teacher' || user.role === 'staff';
