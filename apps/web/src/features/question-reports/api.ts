import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../lib/query.js';

/** `GET /api/v3/quiz-question-flags/`: teachers' reports on quiz questions, for content staff (QUIZ-32). */
export const questionReportsQuery = apiQuery({
  queryKey: ['question-reports'],
  endpoint: { path: '/api/v3/quiz-question-flags/', schema: 'QuestionFlagList' },
});

export function useQuestionReports() {
  return useQuery(questionReportsQuery);
}
