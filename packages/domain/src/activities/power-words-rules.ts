/** Power Words rules with the spec's texts (PW-04 … PW-12, TOKEN-02). */

export const POWER_WORDS_TEXT = {
  title: 'Power Words',
  submit: 'Submit',
  continue: 'Continue',
  back: 'Back',
  next: 'Next',
  returnToActivities: 'Return to activities',
  selectAnswer: 'Select an answer.',
  submitFailed: 'Something went wrong. Please try to resubmit your answer.',
  correct: 'correct',
  yourAnswer: 'your answer',
  wordWall: 'Word wall',
  showAnswers: 'Show answers',
  hideAnswers: 'Hide answers',
} as const;

/** PW-04: two questions per headword. */
export const QUESTIONS_PER_WORD = 2;
export const powerWordsTotal = (words: number) => QUESTIONS_PER_WORD * words;

/** PW-11: points by the share of correct answers; 50 at 100 %. Also the Power Words tokens (TOKEN-02). */
export function powerWordsPoints(correct: number, total: number): number {
  if (total <= 0 || correct <= 0) return 0;
  if (correct >= total) return 50;
  const share = correct / total;
  if (share <= 0.5) return correct;
  if (share <= 0.6) return 10;
  if (share <= 0.7) return 15;
  if (share <= 0.8) return 25;
  if (share <= 0.9) return 35;
  return 45;
}

/** PW-12: "Scored x/y and earned n point(s)." */
export function powerWordsSummary(correct: number, total: number): string {
  const n = powerWordsPoints(correct, total);
  return `Scored ${correct}/${total} and earned ${n} ${n === 1 ? 'point' : 'points'}.`;
}

/** PW-09: on resuming, the question to show is the one after the answered ones (1-based), capped at the total. */
export function resumeQuestion(answered: number, total: number): number {
  return Math.min(answered + 1, Math.max(total, 1));
}

/** Stable ids for questions and answer choices, derived from the stored word (see power-words.schema.ts). */
export const powerWordIds = {
  question: (wordId: number, questionIndex: number) => wordId * 10 + questionIndex,
  choice: (wordId: number, questionIndex: number, optionIndex: number) => wordId * 100 + questionIndex * 10 + optionIndex,
  decodeChoice(choiceId: number): { wordId: number; questionIndex: number; optionIndex: number } | null {
    if (!Number.isSafeInteger(choiceId) || choiceId < 100) return null;
    const optionIndex = choiceId % 10;
    const questionIndex = Math.floor(choiceId / 10) % 10;
    if (optionIndex > 1 || questionIndex > 1) return null;
    return { wordId: Math.floor(choiceId / 100), questionIndex, optionIndex };
  },
};

/** What a locked question remembers: the choice the student made and the choice that was right. */
export interface PowerWordResult {
  chosen: number;
  correct: number;
}

/** PW-06: the marks on one option of a locked question: "correct", "your answer", or none. */
export type PowerWordMark = 'correct' | 'your answer';

/**
 * PW-06: a right answer is marked "correct"; a wrong one is marked "your answer" and the other
 * option "correct". `result` is null while the question is open; then, with `showCorrect` (a teacher
 * preview with answers shown), the correct option is still marked.
 */
export function powerWordMark(
  optionId: number,
  result: PowerWordResult | null,
  showCorrect: { correctId: number | null } | null = null,
): PowerWordMark | null {
  if (result) {
    if (optionId === result.correct) return 'correct';
    if (optionId === result.chosen) return 'your answer';
    return null;
  }
  if (showCorrect && showCorrect.correctId === optionId) return 'correct';
  return null;
}

/** PW-09: how many of a quiz's questions the answers cover, and how many of those were right. */
export function powerWordsTally(
  questionIds: readonly number[],
  results: Readonly<Record<number, { is_correct: boolean } | undefined>>,
): { answered: number; correct: number } {
  let answered = 0;
  let correct = 0;
  for (const id of questionIds) {
    const r = results[id];
    if (!r) continue;
    answered += 1;
    if (r.is_correct) correct += 1;
  }
  return { answered, correct };
}

/** PW-13: a word on the word wall is mastered once both of its questions were answered right. */
export function wordMastered(entry: { correct: number }): boolean {
  return entry.correct >= QUESTIONS_PER_WORD;
}

/** The word wall's count line: "12 words · 5 mastered". */
export function wordWallCount(words: number, mastered: number): string {
  return `${words} ${words === 1 ? 'word' : 'words'} · ${mastered} mastered`;
}
