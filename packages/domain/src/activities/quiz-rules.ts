/** Quiz rules with the spec's texts (QUIZ-08 … QUIZ-31). Pure functions; the web and the server share them. */

export const QUIZ_TEXT = {
  title: 'Quiz',
  label: 'ELA',
  tabsLabel: 'Quiz navigation',
  overview: 'Overview',
  preview: 'Preview',
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  review: 'Review',
  reviewQuestions: 'Review questions',
  showAnswer: 'Show answer',
  hideAnswer: 'Hide answer',
  submitError: 'Unable to submit Quiz response.',
  noSelection: 'Please select at least one question to assign this quiz.',
  completeAccount: 'To see the correct answers, first complete your teacher account',
  reportCancel: 'Cancel',
  reportSubmit: 'Submit report',
  reportReturn: 'Return to quiz',
  reportNoReason: 'Select a reason.',
  reportThanks: 'Thank you for the feedback. This question will be reviewed shortly.',
  correct: 'Correct',
  incorrect: 'Incorrect',
} as const;

/** QUIZ-14: notices for an article published without its quiz. */
export const QUIZ_OMISSION_TEXT = {
  QUIZ_COMING_SOON: "This article's quiz isn't published yet. Check again in a couple of days.",
  INTENTIONALLY_OMITTED: 'This article will remain published without a quiz.',
} as const;

/** QUIZ-19: the default number of questions in a quiz. */
export const DEFAULT_QUESTION_COUNT = 4;

/** QUIZ-19: "1 point", "0 points", "2 points". */
export function pointsLabel(n: number): string {
  return `${n} ${n === 1 ? 'point' : 'points'}`;
}

/** QUIZ-20: A, B, C … from the option's position (1-based; 0-based positions are accepted too). */
export function optionLetter(position: number, firstPosition = 1): string {
  const i = position - firstPosition;
  if (i < 0) return '';
  let out = '';
  let n = i;
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}

/** "A", "A and B", "A, B and C" (QUIZ-10, QUIZ-25). */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** QUIZ-10: "You skipped Question 2, Question 3 and Question 5"; null when nothing was skipped. */
export function skippedText(questionNumbers: readonly number[]): string | null {
  if (questionNumbers.length === 0) return null;
  return `You skipped ${joinWithAnd(questionNumbers.map((n) => `Question ${n}`))}`;
}

/** QUIZ-08: the 1-based numbers of questions without an answer, in order. */
export function skippedQuestions(
  questionIds: readonly number[],
  answers: Readonly<Record<number, number | undefined>>,
): number[] {
  return questionIds.flatMap((id, i) => (answers[id] === undefined ? [i + 1] : []));
}

/** QUIZ-24, QUIZ-25: the overview notice for the selected questions' skills. */
export function selectionNotice(selected: readonly { reading_skill: string }[]): string {
  if (selected.length === 0) return 'Please select at least one question to assign this quiz.';
  const skills = [...new Set(selected.map((q) => q.reading_skill))];
  const n = selected.length;
  return `Based on your reading skills focus, assigning this quiz will assess ${joinWithAnd(skills)} with ${n} ${n === 1 ? 'question' : 'questions'}.`;
}

/** QUIZ-18: the result badge colour. Power-word mode is gold at its top score of 50. */
export type BadgeColour = 'grey' | 'blue' | 'gold';
export function badgeColour(correct: number, total: number, mode: 'quiz' | 'power_words' = 'quiz', points?: number): BadgeColour {
  if (correct <= 0) return 'grey';
  if (mode === 'power_words' ? points === POWER_WORDS_TOP_SCORE || (total > 0 && correct >= total) : correct >= total)
    return 'gold';
  return 'blue';
}

/** PW-12: the top score in power-word mode. */
export const POWER_WORDS_TOP_SCORE = 50;

/**
 * QUIZ-13, QUIZ-28, QUIZ-31: a custom quiz keeps the selected question ids, sorted by position.
 * With no selection, or every question selected, the full list is used.
 */
export function selectQuestions<Q extends { id: number; position: number }>(
  questions: readonly Q[],
  selectedIds?: readonly number[] | null,
): Q[] {
  const all = [...questions].sort((a, b) => a.position - b.position);
  if (!selectedIds || selectedIds.length === 0) return all;
  const keep = new Set(selectedIds);
  const chosen = all.filter((q) => keep.has(q.id));
  return chosen.length === 0 || chosen.length === all.length ? all : chosen;
}

/** True when the question list is a custom subset (question numbers are then index + 1, QUIZ-17). */
export function isCustomQuiz(total: number, selectedCount: number | undefined): boolean {
  return selectedCount !== undefined && selectedCount > 0 && selectedCount !== total;
}

/** QUIZ-17: the `question` parameter for a question: its position, or index + 1 in a custom quiz. */
export function questionNumber(q: { position: number }, index: number, custom: boolean): number {
  return custom ? index + 1 : q.position;
}

/**
 * The selected question ids an assignment keeps for a quiz at a level
 * (`activity_element_selections[quizId][levelId]`); undefined when the quiz is not customised.
 */
export function selectedQuestionIds(
  selections: Readonly<Record<string, Readonly<Record<string, readonly number[]>>>> | undefined | null,
  quizId: number,
  levelId: number,
): number[] | undefined {
  const ids = selections?.[String(quizId)]?.[String(levelId)];
  return ids && ids.length > 0 ? [...ids] : undefined;
}

/** TOKEN-02: quiz tokens, up to 150, in proportion to the share of correct answers. */
export const QUIZ_MAX_TOKENS = 150;
export function quizTokens(correct: number, total: number): number {
  if (total <= 0 || correct <= 0) return 0;
  return Math.round((QUIZ_MAX_TOKENS * Math.min(correct, total)) / total);
}

/** Parses the `question` parameter: a 1-based number, or continue/next/back relative to the current one (PLAT query). */
export function parseQuestionParam(value: string | null, current: number, total: number): number | null {
  if (value === null || value === '') return null;
  let n: number;
  if (value === 'next' || value === 'continue') n = current + 1;
  else if (value === 'back') n = current - 1;
  else if (/^\d{1,4}$/.test(value)) n = Number(value);
  else return null;
  if (total <= 0) return null;
  return Math.min(Math.max(n, 1), total);
}

/** Option ids derive from the stored question: question id × 10 + option index (positions are index + 1). */
export const quizOptionIds = {
  option: (questionId: number, optionIndex: number) => questionId * 10 + optionIndex,
  decode(optionId: number): { questionId: number; optionIndex: number } | null {
    if (!Number.isSafeInteger(optionId) || optionId < 10) return null;
    return { questionId: Math.floor(optionId / 10), optionIndex: optionId % 10 };
  },
};
