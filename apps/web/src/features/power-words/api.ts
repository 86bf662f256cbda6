import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Me, type VocabularyAnswer, type VocabularyAnswerResult } from '@lectern/domain';
import { api } from '../../lib/api.js';
import { apiQuery } from '../../lib/query.js';
import { refreshStudentWork } from '../../lib/student-work.js';

/** `GET /api/v3/power-words/{activityId}/?level_id=`: the questions (with answers for teachers). */
export const powerWordsQuery = (activityId: number, levelId: number) =>
  apiQuery({
    queryKey: ['power-words', activityId, levelId],
    endpoint: { path: `/api/v3/power-words/${activityId}/?level_id=${levelId}`, schema: 'PowerWordsQuiz' },
    staleTime: 5 * 60_000,
  });

/** API-21: the student's answers on this article; they decide where Power Words resumes (PW-09). */
export const vocabularyAnswersQuery = (contentId: string) =>
  apiQuery({
    queryKey: ['vocabulary-answers', contentId],
    endpoint: {
      path: `/api/v2/student-vocabulary-answer/?article_id=${encodeURIComponent(contentId)}`,
      schema: 'VocabularyAnswerList',
    },
    // Resuming must see the answers as stored, not a copy from before the last visit.
    staleTime: 0,
  });

/** `GET /api/v2/word-wall/`: the student's words, newest first (PW-13). */
export const wordWallQuery = apiQuery({
  queryKey: ['word-wall'],
  endpoint: { path: '/api/v2/word-wall/', schema: 'WordWall' },
});

/** `GET /api/v3/power-words/{activityId}/?level_id=`: the questions (with answers for teachers). */
export function usePowerWordsQuiz(activityId: number, levelId: number) {
  return useQuery(powerWordsQuery(activityId, levelId));
}

/** API-21: the student's answers on this article; they decide where Power Words resumes (PW-09). */
export function useVocabularyAnswers(contentId: string, enabled: boolean) {
  return useQuery({ ...vocabularyAnswersQuery(contentId), enabled });
}

export interface SubmitAnswer {
  questionId: number;
  articleLevelId: number;
  definition: string;
  choiceId: number;
}

/**
 * API-22: posts one answer at once. The result joins the cached answer list, so the question stays
 * locked without a refetch, and names the word (the questions leave it out until it is answered);
 * tokens, the word wall and the challenge are refreshed.
 */
export function useSubmitVocabularyAnswer(contentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: SubmitAnswer) =>
      api<VocabularyAnswerResult>('POST', '/api/v2/student-vocabulary-answer/', {
        answer_choice_content_id: a.choiceId,
        date_answered: new Date().toISOString(),
      }),
    onSuccess: (result, a) => {
      const answer: VocabularyAnswer = {
        id: -a.questionId,
        is_correct: result.is_correct,
        date_answered: new Date().toISOString(),
        answer_choice: { content_id: a.choiceId },
        correct_choice: { content_id: result.correct_choice_content_id },
        question: {
          id: a.questionId,
          article_level_id: a.articleLevelId,
          article_word: { headword: result.headword, definition: a.definition },
        },
      };
      qc.setQueryData(vocabularyAnswersQuery(contentId).queryKey, (list) => ({
        results: [...(list?.results ?? []).filter((x) => x.question.id !== a.questionId), answer],
      }));
      void qc.invalidateQueries({ queryKey: wordWallQuery.queryKey });
      refreshStudentWork(qc);
    },
  });
}

/** `GET /api/v2/word-wall/`: the student's words, newest first (PW-13). */
export function useWordWall(me: Me) {
  return useQuery({ ...wordWallQuery, enabled: me.isStudent });
}
