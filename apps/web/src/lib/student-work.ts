import type { QueryClient } from '@tanstack/react-query';

/**
 * Queries that summarise a student's work across features — tokens, the monthly challenge, the
 * student's list of submitted quizzes — start with these keys. A feature that records work
 * (a quiz submit, a Power Words answer) refreshes them by prefix without knowing their owners.
 */
const STUDENT_WORK_PREFIXES = [['tokens'], ['challenges'], ['studentquiz', 'mine']] as const;

export function refreshStudentWork(qc: QueryClient) {
  for (const queryKey of STUDENT_WORK_PREFIXES) void qc.invalidateQueries({ queryKey });
}
