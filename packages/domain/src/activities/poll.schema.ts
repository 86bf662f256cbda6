import { z } from 'zod';
import { POLL_LIMITS, POLL_TEXT } from './poll-rules.js';

/**
 * Student polls (POLL-01 … POLL-20, API-20): one question with 2 to 5 choices that a teacher adds
 * to an assignment and the assignment's students answer once. Templates ship with the corpus; a
 * teacher's own poll starts from a template or from scratch.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;

/** One line of poll text: trimmed, bounded, no control characters (not even a line break). */
const pollText = (max: number, tooLong: string, empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(max, tooLong)
    .refine((v) => !CONTROL.test(v), 'Remove control characters (such as line breaks) from the text.');

export const PollQuestionText = pollText(POLL_LIMITS.questionMax, POLL_TEXT.questionTooLong, POLL_TEXT.questionRequired);
export const PollChoiceText = pollText(POLL_LIMITS.choiceMax, POLL_TEXT.choiceTooLong, POLL_TEXT.choiceRequired);

export const PollChoice = z.object({
  choice_id: z.number().int(),
  text: z.string(),
  /**
   * Who chose it. The poll's teacher (and staff) get every voter; a student gets only their own
   * id, on the choice they made; nobody else gets any.
   */
  voter_ids: z.array(z.number().int()),
  votes: z.number().int(),
});
export type PollChoice = z.infer<typeof PollChoice>;

/** `GET /api/v3/polls/{pollId}/` (POLL-04). */
export const Poll = z.object({
  id: z.number().int(),
  /**
   * Whether the reader is shown the results: a student once they have answered; the poll's
   * teacher once students can answer it (it is on a published assignment) or have answered it.
   */
  can_see_results: z.boolean(),
  is_template: z.boolean(),
  data: z.object({ question: z.string(), choices: z.array(PollChoice) }),
  total_votes: z.number().int(),
  content_type: z.literal('POLL'),
  /** The article the poll is about. */
  article_id: z.string(),
  /** Null for the templates that ship with the corpus. */
  created_by_id: z.number().int().nullable(),
  date_created: z.string(),
  date_modified: z.string(),
  /** A template's place in the article's list; null for a teacher's own poll. */
  template_display_order: z.number().int().nullable(),
});
export type Poll = z.infer<typeof Poll>;

/** `GET /api/v3/polls/?article_id=`: the article's templates, then the teacher's own polls on it. */
export const PollListQuery = z.object({ article_id: z.string().regex(/^\d{1,12}$/, 'Unknown content id.') });
export const PollList = z.object({ results: z.array(Poll) });
export type PollList = z.infer<typeof PollList>;

const PollData = z
  .object({
    question: PollQuestionText,
    choices: z
      .array(z.object({ text: PollChoiceText }).strict())
      .min(POLL_LIMITS.minChoices, POLL_TEXT.tooFewChoices)
      .max(POLL_LIMITS.maxChoices, POLL_TEXT.tooManyChoices),
  })
  .strict();

/** `POST /api/v3/polls/`: a teacher's own poll on an article (from a template or from scratch). */
export const PollCreateBody = z
  .object({ article_id: z.string().regex(/^\d{1,12}$/, 'Unknown content id.'), data: PollData })
  .strict();
export type PollCreateBody = z.infer<typeof PollCreateBody>;

/** `PUT /api/v3/polls/{pollId}/`: the owner changes the question and choices before anyone can answer. */
export const PollUpdateBody = z.object({ data: PollData }).strict();
export type PollUpdateBody = z.infer<typeof PollUpdateBody>;

/** `POST /api/v3/activity/interaction/` (POLL-05, API-20): a student's answer to a poll. */
export const PollInteractionBody = z
  .object({
    data: z.object({ choice_id: z.number().int().positive() }).strict(),
    activity: z.number().int().positive(),
  })
  .strict();
export type PollInteractionBody = z.infer<typeof PollInteractionBody>;

export const PollInteraction = z.object({
  activity: z.number().int(),
  data: z.object({ choice_id: z.number().int() }),
  date_created: z.string(),
});
export type PollInteraction = z.infer<typeof PollInteraction>;
