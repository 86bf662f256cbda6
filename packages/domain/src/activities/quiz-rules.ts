/** Quiz rules with the spec's texts (QUIZ-08 … QUIZ-31). Pure functions; the web and the server share them. */
import type { StudentQuizSubmitBody } from './quiz.schema.js';

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
  reportQuestion: 'Report this question',
} as const;

/**
 * QUIZ-21: the small label above the quiz panel's title names the quiz's subject — "ELA" for an
 * English Language Arts quiz, as the spec shows it, and the subject's own name otherwise, so a
 * science article's quiz is not labelled ELA.
 */
export const QUIZ_SUBJECT_LABELS: Record<string, string> = {
  ELA: QUIZ_TEXT.label,
  SCIENCE: 'Science',
  SOCIAL_STUDIES: 'Social Studies',
  MATH: 'Math',
};

/** The quiz panel's small label for a subject (QUIZ-21); none for a subject without a name. */
export const quizSubjectLabel = (subject: string): string | undefined => QUIZ_SUBJECT_LABELS[subject];

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

// ---------------------------------------------------------------------------------------------
// The quiz panel's texts and state rules (QUIZ-03, QUIZ-07, QUIZ-09, QUIZ-15 … QUIZ-31).

/** QUIZ-15: a review item's title, "Question 2". */
export const questionTitle = (n: number) => `Question ${n}`;

/** QUIZ-26: the preview heading, "Question 2 of 4". */
export const previewHeading = (n: number, total: number) => `Question ${n} of ${total}`;

/** QUIZ-15, QUIZ-18: the score badge's text for screen readers, "3 of 4 correct". */
export const scoreText = (correct: number, total: number) => `${correct} of ${total} correct`;

/** TOKEN-02: what a submitted quiz earned, "You earned 113 tokens". */
export const tokensEarnedText = (n: number) => `You earned ${n} ${n === 1 ? 'token' : 'tokens'}`;

interface WithMetadata {
  metadata: readonly (
    | { content_type: 'STANDARD'; id: number; data: { standard_title: string; standard_description: string } }
    | { content_type: 'READING_SKILLS'; data: { name: string; title?: string | undefined } }
  )[];
}

/** QUIZ-03: the question's reading skill (its READING_SKILLS entry), or null. */
export function readingSkillOf(q: WithMetadata): string | null {
  for (const m of q.metadata) if (m.content_type === 'READING_SKILLS') return m.data.name;
  return null;
}

/** QUIZ-03, QUIZ-26: the question's standard (its STANDARD entry), or null. */
export function standardOf(q: WithMetadata): { id: number; title: string; description: string } | null {
  for (const m of q.metadata)
    if (m.content_type === 'STANDARD')
      return { id: m.id, title: m.data.standard_title, description: m.data.standard_description };
  return null;
}

/** QUIZ-24, QUIZ-25: the overview notice for the selected questions of a quiz. */
export function quizSelectionNotice<Q extends WithMetadata & { id: number }>(
  questions: readonly Q[],
  selectedIds: readonly number[],
): string {
  const keep = new Set(selectedIds);
  return selectionNotice(
    questions.filter((q) => keep.has(q.id)).map((q) => ({ reading_skill: readingSkillOf(q) ?? 'reading comprehension' })),
  );
}

/**
 * QUIZ-30: isReadingSkillSelected per skill name, in the order the skills first appear. A skill is
 * selected when every one of its questions is selected (isQuizQuestionSelected), partly selected
 * when only some are.
 */
export function readingSkillSelection<Q extends WithMetadata & { id: number; position: number }>(
  questions: readonly Q[],
  selectedIds: readonly number[],
): { skill: string; questionIds: number[]; isReadingSkillSelected: boolean; partial: boolean }[] {
  const keep = new Set(selectedIds);
  const bySkill = new Map<string, number[]>();
  for (const q of [...questions].sort((a, b) => a.position - b.position)) {
    const skill = readingSkillOf(q);
    if (skill === null) continue;
    bySkill.set(skill, [...(bySkill.get(skill) ?? []), q.id]);
  }
  return [...bySkill].map(([skill, questionIds]) => {
    const chosen = questionIds.filter((id) => keep.has(id)).length;
    return {
      skill,
      questionIds,
      isReadingSkillSelected: chosen === questionIds.length,
      partial: chosen > 0 && chosen < questionIds.length,
    };
  });
}

/**
 * QUIZ-31: the selection after a question or a whole skill is checked or unchecked, as question
 * ids in position order.
 */
export function toggleQuizSelection<Q extends WithMetadata & { id: number; position: number }>(
  questions: readonly Q[],
  selectedIds: readonly number[],
  change: { questionId: number; selected: boolean } | { skill: string; selected: boolean },
): number[] {
  const touched = new Set(
    'questionId' in change ? [change.questionId] : questions.filter((q) => readingSkillOf(q) === change.skill).map((q) => q.id),
  );
  const keep = new Set(selectedIds);
  for (const id of touched) {
    if (change.selected) keep.add(id);
    else keep.delete(id);
  }
  return [...questions]
    .sort((a, b) => a.position - b.position)
    .filter((q) => keep.has(q.id))
    .map((q) => q.id);
}

/**
 * QUIZ-05, QUIZ-17: the index in the shown question list that a `question` parameter points to
 * (a position, or index + 1 in a custom quiz); 0 when the parameter is missing or unknown.
 */
export function questionIndex(questions: readonly { position: number }[], custom: boolean, param: string | null): number {
  const total = questions.length;
  const n = parseQuestionParam(param, 1, custom ? total : Math.max(total, ...questions.map((q) => q.position)));
  if (n === null) return 0;
  const i = questions.findIndex((q, index) => questionNumber(q, index, custom) === n);
  return i < 0 ? 0 : i;
}

/** QUIZ-07: a student's chosen options in progress, per question id. */
export type QuizProgress = Record<number, { value: number; date_answered: string }>;

/** QUIZ-07: where a student's answers in progress are kept (per user, quiz and level). */
export const quizProgressKey = (userUniqueId: string, quizId: number, levelId: number) =>
  `lectern.quizAnswers.${userUniqueId}.${quizId}.${levelId}`;

/** Reads stored answers in progress; anything malformed is dropped rather than trusted. */
export function parseQuizProgress(raw: string | null): QuizProgress {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: QuizProgress = {};
    for (const [key, v] of Object.entries(parsed as Record<string, unknown>)) {
      const id = Number(key);
      const entry = v as { value?: unknown; date_answered?: unknown } | null;
      if (
        Number.isSafeInteger(id) &&
        entry &&
        Number.isSafeInteger(entry.value) &&
        typeof entry.date_answered === 'string' &&
        !Number.isNaN(Date.parse(entry.date_answered))
      )
        out[id] = { value: entry.value as number, date_answered: entry.date_answered };
    }
    return out;
  } catch {
    return {};
  }
}

/** QUIZ-08: chosen option ids per question id, the shape skippedQuestions reads. */
export const chosenOptions = (progress: QuizProgress): Record<number, number | undefined> =>
  Object.fromEntries(Object.entries(progress).map(([id, a]) => [id, a.value]));

/**
 * QUIZ-09, API-18: the submit body. Every shown question's answer goes at once; date_started
 * equals date_completed. Null while a question is unanswered (the submit is held back, QUIZ-08).
 */
export function quizSubmitBody(input: {
  questionIds: readonly number[];
  progress: QuizProgress;
  contentId: string;
  quizId: number;
  assignmentId: number | null;
  now: Date;
}): StudentQuizSubmitBody | null {
  const answers = input.questionIds.map((id) => {
    const a = input.progress[id];
    return a ? { quiz_question_id: id, value: a.value, date_answered: a.date_answered } : null;
  });
  if (answers.length === 0 || answers.some((a) => a === null)) return null;
  const at = input.now.toISOString();
  return {
    answers: answers as StudentQuizSubmitBody['answers'],
    assignment_ids: input.assignmentId === null ? [] : [input.assignmentId],
    associated_content_id: input.contentId,
    date_started: at,
    date_completed: at,
    quiz_id: input.quizId,
  };
}

/**
 * QUIZ-15, QUIZ-16: a review item's line of text: the student's answer, and the correct one when
 * the answer was wrong, unless the assignment hides answers (correct_answer is null).
 */
export function reviewLine(
  answer: { value: number; correct_answer: number | null; is_correct: boolean } | undefined,
  options: readonly { id: number; position: number; text: string }[],
): { yourAnswer: string; correctAnswer: string | null } {
  const first = Math.min(...options.map((o) => o.position));
  const label = (id: number) => {
    const o = options.find((x) => x.id === id);
    return o ? `${optionLetter(o.position, first)}. ${o.text}` : '—';
  };
  if (!answer) return { yourAnswer: 'Your answer: —', correctAnswer: null };
  return {
    yourAnswer: `Your answer: ${label(answer.value)}`,
    correctAnswer:
      !answer.is_correct && answer.correct_answer !== null ? `Correct answer: ${label(answer.correct_answer)}` : null,
  };
}
