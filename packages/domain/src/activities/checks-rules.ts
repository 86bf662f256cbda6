import type { TextGate } from './checks.schema.js';

/** Every text of checks for understanding (CFU-01, CFU-02). */
export const CHECKS_TEXT = {
  /** CFU-01: the panel's title. */
  title: 'Checks For Understanding',
  /** CFU-01: the panel's explanation, for students. */
  studentExplanation:
    'Short questions wait for you in the article. Answer each one to keep reading: the text after a check opens as soon as you answer it.',
  /** CFU-01: the panel's explanation, for teachers. */
  teacherExplanation:
    'Short questions sit between paragraphs of each level. Students answer a check to open the text after it, so they stop to think as they read. Their answers appear on Review Student Work.',
  /** The card in the text. */
  cardLabel: 'Check for understanding',
  submit: 'Check my answer',
  correct: 'Correct!',
  incorrect: (answer: string) => `Not quite. The answer is: ${answer}`,
  chooseFirst: 'Choose an answer first.',
  /** Where the text waits. */
  gated: 'Answer the check above to keep reading.',
  /** In a teacher's view of a card. */
  teacherNote: 'Students answer this to keep reading.',
  /** ASSIGN-62: the assignment turns them off. */
  hiddenByAssignment: 'Your teacher turned off checks for understanding for this assignment.',
  /** CFU-02: read-aloud reaches text a check still holds. */
  readAloudBlocked: 'Exit listen mode and complete the checks for understanding quiz to continue.',
  toggle: 'Checks for Understanding',
} as const;

/** "1 check", "3 checks": the picker's count. */
export const checksCount = (n: number) => `${n} ${n === 1 ? 'check' : 'checks'}`;

/**
 * Where a level's text stops for a student: at the first check (in reading order) that they have
 * not answered; null when every check is answered, or the level has none.
 */
export function gateOf(
  checks: readonly { id: number; after_block: number }[],
  answered: ReadonlySet<number>,
  blockCount: number,
): TextGate | null {
  const next = [...checks].sort((a, b) => a.after_block - b.after_block).find((c) => !answered.has(c.id));
  if (!next || next.after_block >= blockCount - 1) return null;
  return { check_id: next.id, after_block: next.after_block, hidden_blocks: blockCount - next.after_block - 1 };
}

/**
 * CFU-02: read-aloud must not read past a check the student has not answered. A chunk of text that
 * begins after the gate's block is blocked: the audio pauses and the warning toast is shown.
 */
export const readAloudBlocked = (gate: TextGate | null, blockIndex: number) => gate !== null && blockIndex > gate.after_block;

/** ASSIGN-62: the assignment's config decides whether the checks apply; they do unless it hides them. */
export const checksHidden = (config: { hide_checks_for_understanding?: boolean | undefined } | null | undefined) =>
  config?.hide_checks_for_understanding === true;

/**
 * ASSIGN-62, ASSIGN-63: the builder's "Checks for Understanding" switch adds the activity to the
 * assignment or removes it, and sets hide_checks_for_understanding to match, which is what the
 * article reads. An article without checks leaves the config as it is.
 */
export function configWithChecks<C extends Record<string, boolean | undefined>>(
  config: C,
  attachments: readonly { id: number; content_type: string }[],
  activityMembers: readonly string[],
): C {
  const checks = attachments.find((a) => a.content_type === 'CHECKS_FOR_UNDERSTANDING_QUIZ');
  if (!checks) return config;
  return { ...config, hide_checks_for_understanding: !activityMembers.includes(String(checks.id)) };
}
