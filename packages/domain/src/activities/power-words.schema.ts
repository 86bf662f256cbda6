import { z } from 'zod';
import { IsoDateTime } from '../input.js';

/**
 * Power Words API shapes (PW-03, API-21, API-22). Each headword has two questions with two options
 * (PW-04). Ids are derived from the stored word so they are stable without extra tables:
 * question id = word id × 10 + question index; option (answer choice) id = word id × 100 +
 * question index × 10 + option index. `powerWordIds` in power-words-rules.ts encodes and decodes.
 */
export const PowerWordOption = z.object({
  id: z.number().int(),
  position: z.number().int(),
  text: z.string(),
  /** Present only for teachers and staff (answers are never sent to students before they answer). */
  is_correct: z.boolean().optional(),
});
export const PowerWordQuestion = z.object({
  id: z.number().int(),
  position: z.number().int(),
  question: z.string(),
  article_word: z.object({
    id: z.number().int(),
    /**
     * The word practised, often the answer itself ("Magma forms in Earth's …": mantle). Present
     * with the answer key, and for a student only once they have answered a question of the word;
     * the answer's result names it (`VocabularyAnswerResult.headword`).
     */
    headword: z.string().optional(),
    definition: z.string(),
  }),
  options: z.array(PowerWordOption),
});
export type PowerWordQuestion = z.infer<typeof PowerWordQuestion>;

/** `GET /api/v3/power-words/{activityId}/?level_id=` */
export const PowerWordsQuiz = z.object({
  id: z.number().int(),
  content_id: z.string(),
  article_level_id: z.number().int(),
  answers_included: z.boolean(),
  questions: z.array(PowerWordQuestion),
});
export type PowerWordsQuiz = z.infer<typeof PowerWordsQuiz>;

/** `POST /api/v2/student-vocabulary-answer/` (API-22). The first answer to a question stands. */
export const VocabularyAnswerBody = z.object({
  answer_choice_content_id: z.number().int().positive(),
  date_answered: IsoDateTime,
});
export type VocabularyAnswerBody = z.infer<typeof VocabularyAnswerBody>;
export const VocabularyAnswerResult = z.object({
  is_correct: z.boolean(),
  /** The correct choice, so the panel can mark it when the answer was wrong (PW-06). */
  correct_choice_content_id: z.number().int(),
  /** The word practised, now that the question is answered (the questions leave it out until then). */
  headword: z.string(),
});
export type VocabularyAnswerResult = z.infer<typeof VocabularyAnswerResult>;

export const VocabularyAnswer = z.object({
  id: z.number().int(),
  is_correct: z.boolean(),
  date_answered: z.string(),
  answer_choice: z.object({ content_id: z.number().int() }),
  correct_choice: z.object({ content_id: z.number().int() }),
  question: z.object({
    id: z.number().int(),
    article_level_id: z.number().int(),
    article_word: z.object({ headword: z.string(), definition: z.string() }),
  }),
});
export type VocabularyAnswer = z.infer<typeof VocabularyAnswer>;

/** `GET /api/v2/student-vocabulary-answer/?article_id=&student_id=` (API-21); article_id is the article's content id. */
export const VocabularyAnswerQuery = z.object({
  article_id: z.string().regex(/^\d{1,12}$/),
  student_id: z.coerce.number().int().positive().optional(),
});
export const VocabularyAnswerList = z.object({ results: z.array(VocabularyAnswer) });
export type VocabularyAnswerList = z.infer<typeof VocabularyAnswerList>;

/** `GET /api/v2/word-wall/`: the words a student has met in Power Words, newest first (PW-13). */
export const WordWallEntry = z.object({
  headword: z.string(),
  definition: z.string(),
  content_id: z.string(),
  article_title: z.string(),
  correct: z.number().int(),
  answered: z.number().int(),
  date_last_answered: z.string(),
});
export const WordWall = z.object({ results: z.array(WordWallEntry) });
export type WordWall = z.infer<typeof WordWall>;
export type WordWallEntry = z.infer<typeof WordWallEntry>;
