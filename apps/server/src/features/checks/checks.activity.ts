import type { ActivityFeature } from '../activities/registry.js';
import { checkCounts } from './checks.repository.js';
import { checksRoutes } from './checks.routes.js';

/** Checks for understanding as the activities core knows it: its type, its routes, its checks per level. */
export const checksActivity: ActivityFeature = {
  type: 'CHECKS_FOR_UNDERSTANDING_QUIZ',
  routes: checksRoutes,
  levelCounts: checkCounts,
};
