import type { ActivityFeature } from '../activities/registry.js';
import { questionCounts } from './quizzes.repository.js';
import { quizzesRoutes } from './quizzes.routes.js';

/** The quiz as the activities core knows it: its type, its routes, its questions per level. */
export const quizActivity: ActivityFeature = { type: 'QUIZ', routes: quizzesRoutes, levelCounts: questionCounts };
