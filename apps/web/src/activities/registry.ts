import { checksActivity } from '../features/checks/checks-activity.js';
import { guidedHighlightingActivity } from '../features/guided-highlighting/guided-highlighting-activity.js';
import { powerWordsActivity } from '../features/power-words/power-words-activity.js';
import { quizActivity } from '../features/quizzes/quiz-activity.js';
import { writePromptActivity } from '../features/write-prompts/write-prompt-activity.js';
import type { Activity } from './activity.js';

/**
 * The activities the article page offers. A new activity is a folder under features/ that exports
 * an `Activity` (see activity.ts) and one line here; the picker lists them in the article's own
 * order of attachments.
 */
export const ACTIVITIES: readonly Activity[] = [
  quizActivity, // QUIZ-*
  powerWordsActivity, // PW-*
  writePromptActivity, // WRITE-*
  checksActivity, // CFU-*
  guidedHighlightingActivity, // GH-*
];
