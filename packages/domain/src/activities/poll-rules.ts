/**
 * The rules of student polls that need no I/O (POLL-09, POLL-14 … POLL-20): limits, the texts the
 * spec gives, percentages, count and choice texts, and the form's checks.
 */

export const POLL_LIMITS = {
  minChoices: 2,
  maxChoices: 5,
  /** A blank poll starts with this many empty choices (POLL-09). */
  blankChoices: 3,
  questionMax: 200,
  choiceMax: 100,
} as const;

export const POLL_TEXT = {
  teacherTitle: 'Add student poll to assignment',
  resultsTitle: 'See poll results',
  studentTitle: 'Choose a response',
  editPoll: 'Edit poll',
  cancel: 'Cancel',
  chooseAnother: 'Choose another poll',
  startFromScratch: '+ Start from scratch',
  send: 'Send',
  sent: 'Sent',
  questionRequired: 'This poll needs a question.',
  firstChoiceRequired: 'Add a response. Try text and emojis.',
  choiceRequired: 'Add another response.',
  questionTooLong: `Keep the question under ${POLL_LIMITS.questionMax} characters.`,
  choiceTooLong: `Keep each response under ${POLL_LIMITS.choiceMax} characters.`,
  tooFewChoices: `A poll needs at least ${POLL_LIMITS.minChoices} responses.`,
  tooManyChoices: `A poll has at most ${POLL_LIMITS.maxChoices} responses.`,
  alreadyVoted: 'You already answered this poll. Your first answer stands.',
} as const;

/** POLL-18: a choice's share of the votes, rounded to a whole percent; 0 when nobody has voted. */
export function pollPercent(votes: number, totalVotes: number): number {
  if (totalVotes <= 0) return 0;
  return Math.round((votes / totalVotes) * 100);
}

/**
 * POLL-19: "{n} of {total} responses" for teachers (total: the students the assignment reaches),
 * "{n} total vote(s)" for students.
 */
export function pollCountText(viewer: 'teacher' | 'student', votes: number, total = votes): string {
  if (viewer === 'teacher') return `${votes} of ${total} responses`;
  return `${votes} total ${votes === 1 ? 'vote' : 'votes'}`;
}

/**
 * POLL-20: what a choice's result line says. A student sees their own choice as theirs ("You
 * chose this", "You and {n} others chose this"); everyone else's choices, and every choice for a
 * teacher, as counts ("{n} student(s) chose this"), or "Nobody chose this".
 */
export function pollChoiceText(votes: number, mine: boolean): string {
  if (mine) {
    const others = votes - 1;
    if (others <= 0) return 'You chose this';
    return `You and ${others} ${others === 1 ? 'other' : 'others'} chose this`;
  }
  if (votes <= 0) return 'Nobody chose this';
  return `${votes} ${votes === 1 ? 'student' : 'students'} chose this`;
}

/** The poll form's fields: a question and 2 to 5 response texts. */
export interface PollForm {
  question: string;
  choices: string[];
}

/** POLL-09: the blank form of "+ Start from scratch". */
export const blankPollForm = (): PollForm => ({
  question: '',
  choices: Array.from({ length: POLL_LIMITS.blankChoices }, () => ''),
});

/** POLL-15: a choice may be deleted only while there are more than the minimum. */
export const canDeleteChoice = (count: number) => count > POLL_LIMITS.minChoices;
/** POLL-15: the add button goes away at the maximum. */
export const canAddChoice = (count: number) => count < POLL_LIMITS.maxChoices;

export interface PollFormErrors {
  question?: string;
  /** One entry per choice, undefined where the choice is fine. */
  choices: (string | undefined)[];
}

/** POLL-14, POLL-16: the form's errors (the question, then each empty or too long response). */
export function pollFormErrors(form: PollForm): PollFormErrors {
  const q = form.question.trim();
  const question =
    q === '' ? POLL_TEXT.questionRequired : q.length > POLL_LIMITS.questionMax ? POLL_TEXT.questionTooLong : undefined;
  const choices = form.choices.map((c, i) => {
    const t = c.trim();
    if (t === '') return i === 0 ? POLL_TEXT.firstChoiceRequired : POLL_TEXT.choiceRequired;
    return t.length > POLL_LIMITS.choiceMax ? POLL_TEXT.choiceTooLong : undefined;
  });
  return question === undefined ? { choices } : { question, choices };
}

/** Whether a form has no error. */
export const pollFormValid = (errors: PollFormErrors) => errors.question === undefined && errors.choices.every((e) => !e);
