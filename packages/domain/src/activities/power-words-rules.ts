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
