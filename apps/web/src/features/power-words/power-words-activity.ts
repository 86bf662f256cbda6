import type { Activity } from '../../activities/activity.js';
import { lazyPage } from '../../lib/lazy-page.js';

/** Power Words as an activity of the article page (PW-01 … PW-15). Its panel loads as its own chunk. */
export const powerWordsActivity: Activity = {
  type: 'POWER_WORDS_ACTIVITY',
  title: 'Power Words',
  panels: ['power_words_activity'],
  idParam: 'powerWordsActivityId',
  assignmentAction: 'Practise Power Words',
  countLabel: (n) => `${n} ${n === 1 ? 'word' : 'words'}`,
  // PW-02: left out of the picker for readers who may not use it; teachers may always open it.
  listedFor: (viewer) => viewer.canViewPowerWords,
  opensFor: ({ me }) => me.canViewPowerWords || me.isTeacher,
  Panel: lazyPage(() => import('./power-words-activity-panel.js').then((m) => m.PowerWordsActivityPanel)),
};
