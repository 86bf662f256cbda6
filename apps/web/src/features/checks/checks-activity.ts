import { CHECKS_TEXT, checksCount } from '@lectern/domain';
import type { Activity } from '../../activities/activity.js';
import { lazyPage } from '../../lib/lazy-page.js';
import { prefetchOf } from '../../lib/prefetch.js';
import { checksQuery } from './api.js';
import { CheckInText } from './check-card.js';

/**
 * Checks for understanding as an activity of the article page (CFU-01): cards in the text, where
 * a student's text waits for their answer, and a panel that explains them and lists the level's.
 */
export const checksActivity: Activity = {
  type: 'CHECKS_FOR_UNDERSTANDING_QUIZ',
  title: CHECKS_TEXT.title,
  panels: ['checks_for_understanding'],
  idParam: 'checksId',
  assignmentAction: 'Answer the checks',
  countLabel: checksCount,
  opensFor: () => true,
  InText: CheckInText,
  inTextPrefetch: (activityId, levelId) => prefetchOf(checksQuery(activityId, levelId)),
  Panel: lazyPage(() => import('./checks-panel.js').then((m) => m.ChecksPanel)),
};
