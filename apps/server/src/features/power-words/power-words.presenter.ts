import {
  powerWordIds,
  type PowerWordQuestion,
  type PowerWordsQuiz,
  type VocabularyAnswer,
  type WordWallEntry,
} from '@lectern/domain';
import type { PowerWordsTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import type { AnswerRow, WordWallRow } from './power-words.repository.js';

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * PW-04: two questions per word, numbered through the level; ids derive from the word (powerWordIds).
 * A word's headword is sent only for the words in `named` (the service decides: it is often the answer).
 */
export function presentPowerWords(input: {
  activityId: number;
  contentId: number;
  levelId: number;
  words: Selectable<PowerWordsTable>[];
  withAnswers: boolean;
  /** The words whose headword this reader may see. */
  named: ReadonlySet<number>;
}): PowerWordsQuiz {
  const questions: PowerWordQuestion[] = input.words.flatMap((w) =>
    w.questions.map((q, qi) => ({
      id: powerWordIds.question(w.id, qi),
      position: 0,
      question: q.question,
      article_word: {
        id: w.id,
        ...(input.named.has(w.id) ? { headword: w.headword } : {}),
        definition: w.definition,
      },
      options: q.options.map((text, oi) => ({
        id: powerWordIds.choice(w.id, qi, oi),
        position: oi + 1,
        text,
        ...(input.withAnswers ? { is_correct: oi === q.correct } : {}),
      })),
    })),
  );
  return {
    id: input.activityId,
    content_id: String(input.contentId),
    article_level_id: input.levelId,
    answers_included: input.withAnswers,
    questions: questions.map((q, i) => ({ ...q, position: i + 1 })),
  };
}

export function presentAnswer(a: AnswerRow): VocabularyAnswer {
  return {
    id: a.id,
    is_correct: a.is_correct,
    date_answered: iso(a.date_answered),
    answer_choice: { content_id: a.choice_id },
    correct_choice: { content_id: a.correct_choice_id },
    question: {
      id: powerWordIds.question(a.power_word_id, a.question_index),
      article_level_id: a.article_level_id,
      article_word: { headword: a.headword, definition: a.definition },
    },
  };
}

export function presentWordWallEntry(r: WordWallRow): WordWallEntry {
  return {
    headword: r.headword,
    definition: r.definition,
    content_id: String(r.content_id),
    article_title: r.title,
    correct: Number(r.correct),
    answered: Number(r.answered),
    date_last_answered: iso(r.last_answered),
  };
}
