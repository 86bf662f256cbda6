/**
 * Guided Highlighting (GH-01 … GH-20, TOKEN-03): a reading-skill question asks the student to
 * highlight the passage of the text that answers it. Two attempts, 10 points for a right first
 * highlight and 5 for a right second; after two misses the suggested answer is shown and the
 * question completes. The server judges every highlight against the passage stored with the
 * question (`highlightMatches`); the page only shows the verdict.
 */
import { overlapLength, toFlat, type BlockRange } from './anchoring.js';
import type { GuidedHighlightingStatus } from './guided-highlighting.schema.js';

/** GH-07: points for a right highlight on the first and on the second attempt. */
export const GH_POINTS = { first: 10, second: 5 } as const;
/** GH-07: attempts a question allows. */
export const GH_MAX_ATTEMPTS = 2;

/**
 * The overlap rule: the share of the answer passage a highlight must cover, and the share of the
 * highlight that must be the answer passage (both at least this). Covering most of the passage
 * is enough — a student who leaves out a word or takes one sentence of two long ones has found
 * it — but a highlight of a whole paragraph around a one-line answer is not an answer: too much
 * text is as wrong as too little.
 */
export const GH_OVERLAP = 0.6;

/**
 * GH-07: whether a highlight answers the question. Correct when the highlight covers at least 60 %
 * of the answer passage AND at least 60 % of the highlight is the answer passage (characters of
 * the level's flat text, blocks joined by one separator). A highlight elsewhere shares nothing and
 * is wrong; one that holds the passage inside a much longer selection is wrong too.
 */
export function highlightMatches(blocks: readonly string[], highlight: BlockRange, answer: BlockRange): boolean {
  const h = toFlat(blocks, highlight);
  const a = toFlat(blocks, answer);
  const shared = overlapLength(blocks, highlight, answer);
  const highlightLength = h.end - h.start;
  const answerLength = a.end - a.start;
  if (shared === 0 || highlightLength <= 0 || answerLength <= 0) return false;
  return shared >= GH_OVERLAP * answerLength && shared >= GH_OVERLAP * highlightLength;
}

/** What one checked attempt makes of a question (GH-06 … GH-08). */
export interface AttemptOutcome {
  status: Exclude<GuidedHighlightingStatus, 'initial'>;
  tokens: number;
}

/**
 * GH-07, GH-08: the state after attempt `attempt` (1 or 2) was judged `correct`. A right first try
 * completes with 10 points; a wrong one asks to try again; the second try completes either way,
 * with 5 points when right (and the suggested answer shown when wrong).
 */
export function outcomeOf(attempt: number, correct: boolean): AttemptOutcome {
  if (correct) return { status: 'completed', tokens: attempt <= 1 ? GH_POINTS.first : GH_POINTS.second };
  return attempt >= GH_MAX_ATTEMPTS ? { status: 'completed', tokens: 0 } : { status: 'tryAgain', tokens: 0 };
}

/**
 * GH-11: the attempt label. "1st attempt" while the first is to come; "1 out of 2 attempts" once
 * one is used and the second is to come. A completed question shows its points instead (null).
 */
export function attemptLabel(attemptsUsed: number, status: GuidedHighlightingStatus): string | null {
  if (status === 'completed') return null;
  return attemptsUsed === 0 ? '1st attempt' : `${Math.min(attemptsUsed, GH_MAX_ATTEMPTS)} out of ${GH_MAX_ATTEMPTS} attempts`;
}

/**
 * GH-13: the completion message by the activity's token total: 5 or 10 "Way to go", 15 "Good job",
 * 20 "Great job", none "Don't give up". With three questions a total can also be 25 or 30, which
 * the spec's list does not reach; those say "Great job" (docs/decisions.md, GH-13).
 */
export function completionMessage(total: number): string {
  if (total >= 20) return 'Great job';
  if (total === 15) return 'Good job';
  if (total === 5 || total === 10) return 'Way to go';
  return "Don't give up";
}

/** GH-13: totals of 10 or more add confetti. */
export const completionConfetti = (total: number) => total >= 10;

/** GH-07: "10 points", "5 points", "1 point". */
export const pointsText = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/** The picker's count: "3 questions". */
export const guidedHighlightingCount = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;

/** ASSIGN-62: an assignment may hide guided highlighting from its students. */
export const guidedHighlightingHidden = (config: { hide_guided_highlighting?: boolean | undefined } | null | undefined) =>
  config?.hide_guided_highlighting === true;

/**
 * ASSIGN-62, ASSIGN-63: the builder's "Guided Highlighting" switch adds the activity to the
 * assignment or removes it, and sets hide_guided_highlighting to match, which is what the article
 * and the API read. An article without guided highlighting leaves the config as it is.
 */
export function configWithGuidedHighlighting<C extends Record<string, boolean | undefined>>(
  config: C,
  attachments: readonly { id: number; content_type: string }[],
  activityMembers: readonly string[],
): C {
  const gh = attachments.find((a) => a.content_type === 'GUIDED_HIGHLIGHTING_QUIZ');
  if (!gh) return config;
  return { ...config, hide_guided_highlighting: !activityMembers.includes(String(gh.id)) };
}

/** Every text of the guided-highlighting screen (GH-02 … GH-18), verbatim where the spec quotes it. */
export const GH_TEXT = {
  title: 'Guided Highlighting',
  /** GH-02: the teacher's badge; the picker's tag while the flag is off. */
  beta: 'Beta',
  info: 'How Guided Highlighting works',
  /** GH-03, GH-04: the welcome modal. */
  welcomeTitle: 'Welcome',
  instructionsTitle: 'Instructions',
  welcomeBody: [
    'Guided Highlighting helps you find the answers in what you read.',
    'Each card asks a question about one reading skill, like finding the main idea or a key detail. You answer by highlighting the words in the article that answer it.',
  ],
  instructionsBody: [
    'Read the question on the card. Then select the sentence or words in the article that answer it.',
    'With a keyboard, use Next sentence and Add next sentence to select text.',
    'Press Check. A right answer the first time earns 10 points; on your second try, 5 points. After two tries we show you a suggested answer.',
  ],
  next: 'Next',
  back: 'Back',
  getStarted: 'Get Started!',
  doNotShowAgain: 'Do not show again',
  /** GH-09, GH-10: the card's buttons. */
  clear: 'Clear',
  check: 'Check',
  tryAgain: 'Try again',
  nextQuestion: 'Next',
  complete: 'Complete activity',
  selectFirst: 'Select text in the article to answer, then press Check.',
  yourHighlight: 'Your highlight',
  correct: 'Correct!',
  incorrect: 'Not quite. Try again: look for the words that answer the question.',
  missedTwice: 'Not quite. Here is a suggested answer.',
  suggestedAnswer: 'Suggested answer',
  answerInText: 'The answer in the text',
  showInText: 'Show in the article',
  /** GH-13: the completion screen. */
  completeHeading: 'Activity complete',
  earned: 'You earned',
  /** GH-14 … GH-17: the teacher's cards and report modal. */
  correctAnswer: 'Correct answer',
  like: 'Like',
  liked: 'Liked',
  dislike: 'Dislike',
  reportTitle: 'Report content',
  reportPrompt: 'Describe the problem you are experiencing. Your feedback helps us improve results.',
  reportPlaceholder: 'Start typing...',
  reportSubmit: 'Submit and remove',
  reportRequired: 'Describe the problem before you submit.',
  cancel: 'Cancel',
  allReported: 'You removed every question of this level. Thank you for the feedback.',
  completeAccount: 'To see the correct answers, first complete your teacher account.',
  teacherIntro:
    'Students highlight the passage that answers each question. Rate a question with Like, or report a problem with Dislike.',
  /** Refusals shown in the panel. */
  hiddenByAssignment: 'Your teacher turned off Guided Highlighting for this assignment.',
  notAvailable: 'Guided Highlighting is not available for your account.',
  noQuestions: 'This level has no Guided Highlighting questions.',
} as const;
