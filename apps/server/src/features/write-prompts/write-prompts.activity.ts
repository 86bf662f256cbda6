import type { ActivityFeature } from '../activities/registry.js';
import { promptLevelCounts } from './write-prompts.repository.js';
import { writePromptsRoutes } from './write-prompts.routes.js';

/** The write prompt as the activities core knows it: every level offers it (each has generated prompts). */
export const writePromptActivity: ActivityFeature = {
  type: 'WRITE_PROMPT',
  routes: writePromptsRoutes,
  levelCounts: promptLevelCounts,
};
