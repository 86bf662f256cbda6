import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Me,
  PowerWordsQuiz,
  VocabularyAnswer,
  VocabularyAnswerList,
  VocabularyAnswerResult,
  WordWall,
} from '@lectern/domain';
import { api } from '../../lib/api.js';
import { refreshStudentWork } from '../../lib/student-work.js';

export const powerWordsKey = (activityId: number, levelId: number) => ['power-words', activityId, levelId] as const;
export const vocabularyAnswersKey = (contentId: string) => ['vocabulary-answers', contentId] as const;
export const wordWallKey = ['word-wall'] as const;

/** `GET /api/v3/power-words/{activityId}/?level_id=`: the questions (with answers for teachers). */
export function usePowerWordsQuiz(activityId: number, levelId: number) {
  return useQuery({
    queryKey: powerWordsKey(activityId, levelId),
    queryFn: () => api<PowerWordsQuiz>('GET', `/api/v3/power-words/${activityId}/?level_id=${levelId}`),
    staleTime: 5 * 60_000,
  });
}

/** API-21: the student's answers on this article; they decide where Power Words resumes (PW-09). */
export function useVocabularyAnswers(contentId: string, enabled: boolean) {
  return useQuery({
    queryKey: vocabularyAnswersKey(contentId),
    queryFn: () =>
      api<VocabularyAnswerList>('GET', `/api/v2/student-vocabulary-answer/?article_id=${encodeURIComponent(contentId)}`),
    enabled,
    // Resuming must see the answers as stored, not a copy from before the last visit.
    staleTime: 0,
  });
}

export interface SubmitAnswer {
  questionId: number;
  articleLevelId: number;
  headword: string;
  definition: string;
  choiceId: number;
}

/**
 * API-22: posts one answer at once. The result joins the cached answer list, so the question stays
 * locked without a refetch; tokens, the word wall and the challenge are refreshed.
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
          article_word: { headword: a.headword, definition: a.definition },
        },
      };
      qc.setQueryData<VocabularyAnswerList>(vocabularyAnswersKey(contentId), (list) => ({
        results: [...(list?.results ?? []).filter((x) => x.question.id !== a.questionId), answer],
      }));
      void qc.invalidateQueries({ queryKey: wordWallKey });
      refreshStudentWork(qc);
    },
  });
}

/** `GET /api/v2/word-wall/`: the student's words, newest first (PW-13). */
export function useWordWall(me: Me) {
  return useQuery({
    queryKey: wordWallKey,
    queryFn: () => api<WordWall>('GET', '/api/v2/word-wall/'),
    enabled: me.isStudent,
  });
}
