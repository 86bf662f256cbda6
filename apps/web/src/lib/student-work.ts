import type { QueryClient } from '@tanstack/react-query';

/**
 * Queries that summarise a student's work across features — tokens, the monthly challenge, the
 * student's list of submitted quizzes — start with these keys (their features build their keys
 * from them). A feature that records work (a quiz submit, a Power Words answer) refreshes them by
 * prefix without knowing their owners.
 */
export const STUDENT_WORK_KEYS = {
  tokens: ['tokens'],
  challenges: ['challenges'],
  myQuizzes: ['studentquiz', 'mine'],
} as const;

export function refreshStudentWork(qc: QueryClient) {
  for (const queryKey of Object.values(STUDENT_WORK_KEYS)) void qc.invalidateQueries({ queryKey });
}

/**
 * The article's own query key (features/content builds its query on it): a feature whose answer
 * changes what the article sends (a check for understanding opens the text after it) refreshes it.
 */
export const articleKey = (contentId: string) => ['content', contentId] as const;
