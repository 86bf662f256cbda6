import type { ActivityFeature } from '../activities/registry.js';
import { questionCounts } from './guided-highlighting.repository.js';
import { guidedHighlightingRoutes } from './guided-highlighting.routes.js';

/** Guided highlighting as the activities core knows it: its type, its routes, its questions per level. */
export const guidedHighlightingActivity: ActivityFeature = {
  type: 'GUIDED_HIGHLIGHTING_QUIZ',
  routes: guidedHighlightingRoutes,
  levelCounts: questionCounts,
};
