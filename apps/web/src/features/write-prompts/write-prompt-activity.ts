import { WRITE_TEXT } from '@lectern/domain';
import type { Activity } from '../../activities/activity.js';
import { lazyPage } from '../../lib/lazy-page.js';

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
  opensFor: ({ attachmentId }) => attachmentId > 0,
  Panel: lazyPage(() => import('./write-prompt-activity-panel.js').then((m) => m.WritePromptActivityPanel)),
};
