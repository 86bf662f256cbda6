import type { ActivityFeature } from '../activities/registry.js';
import { wordCounts } from './power-words.repository.js';
import { powerWordsRoutes } from './power-words.routes.js';

/** Power Words as the activities core knows it: its type, its routes, its words per level. */
export const powerWordsActivity: ActivityFeature = {
  type: 'POWER_WORDS_ACTIVITY',
  routes: powerWordsRoutes,
  levelCounts: wordCounts,
};
