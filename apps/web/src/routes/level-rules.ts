import type { QueryClient } from '@tanstack/react-query';
import type { Assignment, Me, StudentQuizList } from '@lectern/domain';
import { activeAssignment, levelSettingsOf, storyAssignmentsQuery } from '../features/assignments/api.js';
import type { LevelRules } from '../features/content/resolve-view.js';
import { studentQuizzesQuery } from '../features/quizzes/api.js';

/**
 * The rules a student's assignment sets over the article's level (LEVEL-04, LEVEL-10, ASSIGN-27,
 * ASSIGN-57), from the assignment and the student's submitted quizzes (LEVEL-11: one releases the
 * lock). The page and the server renderer's <head> and embedded cache all take them from here, so
 * the first HTML and the hydrated page show the same level.
 */
export function levelRulesOf(assignment: Assignment | null, quizzes: StudentQuizList | undefined): LevelRules | null {
  if (!assignment) return null;
  return {
    settings: levelSettingsOf(assignment)!,
    quizAnswered: (quizzes?.results.length ?? 0) > 0,
    hideLevel: Boolean(assignment.assignment_config.hide_lexile_level),
    hideLanguage: Boolean(assignment.assignment_config.hide_language_selector),
  };
}

/** The same rules read from the cache a page was rendered from (students only, as on the page). */
export function cachedLevelRules(qc: QueryClient, me: Me | null, contentId: string): LevelRules | null {
  if (!me?.isStudent) return null;
  const list = qc.getQueryData(storyAssignmentsQuery(contentId, me).queryKey);
  return levelRulesOf(activeAssignment(list?.results, me, null), qc.getQueryData(studentQuizzesQuery(contentId).queryKey));
}
