import { z } from 'zod';

/**
 * Checks for understanding (CFU-01, CFU-02, ASSIGN-62, ASSIGN-63): short questions placed between
 * paragraphs of a level. A student reads the text up to the first check they have not answered;
 * the rest of the level is not sent to them until they answer it (the article's level carries a
 * `gate` then). Any answer opens the text: a check is a pause to think, not a test to pass, and
 * the first answer stands, so a teacher sees what each student understood on first reading.
 */
export const CheckOption = z.object({
  /** The option's index in the check, from 0. */
  id: z.number().int(),
  text: z.string(),
});

export const CheckAnswer = z.object({
  choice: z.number().int(),
  is_correct: z.boolean(),
  correct_choice: z.number().int(),
  date_answered: z.string(),
});
export type CheckAnswer = z.infer<typeof CheckAnswer>;

export const UnderstandingCheck = z.object({
  id: z.number().int(),
  position: z.number().int(),
  /** The body block (0-based) the check follows. */
  after_block: z.number().int(),
  question: z.string(),
  options: z.array(CheckOption),
  /** The answer key: only for readers who may see it (teachers with a complete account, staff). */
  correct_choice: z.number().int().optional(),
  /** The student's own answer, once given. */
  answer: CheckAnswer.nullable(),
});
export type UnderstandingCheck = z.infer<typeof UnderstandingCheck>;

/** `GET /api/v3/checks-for-understanding/{activityId}/?level_id=` */
export const UnderstandingChecks = z.object({
  id: z.number().int(),
  content_id: z.string(),
  article_level_id: z.number().int(),
  answers_included: z.boolean(),
  /** The student's assignment turns them off (hide_checks_for_understanding): the text is not gated. */
  hidden: z.boolean(),
  checks: z.array(UnderstandingCheck),
});
export type UnderstandingChecks = z.infer<typeof UnderstandingChecks>;

/** `POST /api/v3/checks-for-understanding/answers/`: the first answer to a check stands. */
export const CheckAnswerBody = z.object({
  check_id: z.number().int().positive().max(2_147_483_647),
  choice: z.number().int().min(0).max(9),
});
export type CheckAnswerBody = z.infer<typeof CheckAnswerBody>;

export const CheckAnswerResult = z.object({ check_id: z.number().int() }).extend(CheckAnswer.shape);
export type CheckAnswerResult = z.infer<typeof CheckAnswerResult>;

/** Where a level's text stops for a student until they answer a check (on the article's level). */
export const TextGate = z.object({
  /** The check that holds the text. */
  check_id: z.number().int(),
  /** The last body block sent: the paragraph the check follows. */
  after_block: z.number().int(),
  /** How many blocks follow that the student has not been sent. */
  hidden_blocks: z.number().int(),
});
export type TextGate = z.infer<typeof TextGate>;

/** An activity item placed in a level's text, after one of its blocks (a check for understanding). */
export const InTextItem = z.object({
  activity_id: z.number().int(),
  activity_type: z.string(),
  item_id: z.number().int(),
  after_block: z.number().int(),
});
export type InTextItem = z.infer<typeof InTextItem>;
