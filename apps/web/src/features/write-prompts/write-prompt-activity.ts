import { WRITE_TEXT, type Me } from '@lectern/domain';
import type { Activity } from '../../activities/activity.js';
import { lazyPage } from '../../lib/lazy-page.js';

const writesPrompts = (me: Me) => me.isStudent || me.isTeacher || me.isParent;

/**
 * The write prompt as an activity of the article page (WRITE-01 … WRITE-23): students answer it
 * once per class (the class is the query's classroomId); teachers set it for their classes and
 * parents pick one for home. Its panel loads as its own chunk.
 */
export const writePromptActivity: Activity = {
  type: 'WRITE_PROMPT',
  title: WRITE_TEXT.panelTitle,
  panels: ['write_prompt'],
  idParam: 'writePromptId',
  // WRITE-02: Back removes the chosen class with the panel.
  panelQuery: ['classroomId'],
  assignmentAction: 'Write your response',
  countLabel: (n) => `${n} ${n === 1 ? 'prompt' : 'prompts'}`,
  // Students answer it; teachers set it; parents pick one for home. School and district admins
  // (and staff, who act as a teacher to set one) have nothing to do with it, and the API says so.
  listedFor: (viewer) => writesPrompts(viewer),
  opensFor: ({ me, attachmentId }) => attachmentId > 0 && writesPrompts(me),
  Panel: lazyPage(() => import('./write-prompt-activity-panel.js').then((m) => m.WritePromptActivityPanel)),
};
