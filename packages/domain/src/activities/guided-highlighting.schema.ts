import { z } from 'zod';
import { BlockRange } from './anchoring.js';

/**
 * Guided Highlighting's API (GH-05, GH-06, API-45). The spec's question fields keep their names
 * (camelCase, as the spec has them); Lectern adds where the highlights are in the text, so the
 * page can paint them, and the answer passage — for readers who may see the key (QUIZ-29's rule),
 * and for a student only once the question is completed.
 */
export const GH_STATUSES = ['initial', 'tryAgain', 'completed'] as const;
export const GuidedHighlightingStatus = z.enum(GH_STATUSES);
export type GuidedHighlightingStatus = z.infer<typeof GuidedHighlightingStatus>;

const id = z.number().int().positive().max(2_147_483_647);

/** A passage of the level's text: where it is and what it says. */
export const HighlightPassage = z.object({ range: BlockRange, text: z.string() });
export type HighlightPassage = z.infer<typeof HighlightPassage>;

export const GuidedHighlightingQuestion = z.object({
  id: z.number().int(),
  /** 1-based order of the question at its level. */
  position: z.number().int(),
  question: z.string(),
  readingSkill: z.string(),
  /** GH-06: initial, tryAgain or completed (for a student; a teacher's cards are initial). */
  status: GuidedHighlightingStatus,
  tokensEarned: z.number().int(),
  /** The text of the student's last checked highlight; null before the first check. */
  selectedText: z.string().nullable(),
  /** Whether that highlight was right; null before the first check. */
  isCorrect: z.boolean().nullable(),
  /** Attempts used, 0 to 2. */
  attempt: z.number().int(),
  /** GH-08: shown once the question is completed (and to teachers); null before. */
  suggestedAnswer: z.object({ content: z.string() }).nullable(),
  /** GH-16: this teacher reported the question (it is left out of their cards). */
  reported: z.boolean(),
  /** GH-15: this teacher liked the question. */
  liked: z.boolean(),
  /** Where the student's last checked highlight is; null before the first check. */
  selectedRange: BlockRange.nullable(),
  /** The answer passage: for readers who may see the key, and for a student once completed. */
  answer: HighlightPassage.nullable(),
});
export type GuidedHighlightingQuestion = z.infer<typeof GuidedHighlightingQuestion>;

/** `GET /api/v3/guided-highlighting/{activityId}/?level_id=`: one level's questions. */
export const GuidedHighlighting = z.object({
  id: z.number().int(),
  content_id: z.string(),
  article_level_id: z.number().int(),
  /** The answer passages are included (QUIZ-29's rule); a teacher without it completes their account. */
  answers_included: z.boolean(),
  /** The reader's can_view_guided_highlighting flag is off: a teacher sees the activity as a beta preview. */
  beta: z.boolean(),
  /** A student's points on this level (GH-13's total). */
  tokens_earned: z.number().int(),
  /** GH-05: the questions, in order; a teacher's reported ones left out. */
  questions: z.array(GuidedHighlightingQuestion),
});
export type GuidedHighlighting = z.infer<typeof GuidedHighlighting>;

/**
 * `POST /api/v3/guided-highlighting/checks/`: a student's highlight for one attempt. `attempt`
 * names which attempt this is (1 or 2), so a repeated request (a retry, a double click) gets the
 * recorded result instead of using the second attempt.
 */
export const GuidedHighlightingCheckBody = z.object({
  question_id: id,
  attempt: z.number().int().min(1).max(2),
  range: BlockRange,
});
export type GuidedHighlightingCheckBody = z.infer<typeof GuidedHighlightingCheckBody>;

export const GuidedHighlightingCheckResult = z.object({
  question: GuidedHighlightingQuestion,
  /** The student's points on the question's level after this check. */
  tokens_earned: z.number().int(),
});
export type GuidedHighlightingCheckResult = z.infer<typeof GuidedHighlightingCheckResult>;

/** GH-17: the longest problem description a report takes. */
export const FEEDBACK_DESCRIPTION_MAX = 2000;

/**
 * `POST /api/v3/feedback-report/` (API-45): a teacher's rating of a guided-highlighting question.
 * Thumbs-up names the question by `question_id`; thumbs-down names it by `content_id` (the
 * question is the content reported) and carries the description, which is required (GH-17).
 */
export const FeedbackReportBody = z.discriminatedUnion('reaction', [
  z
    .object({
      reportSource: z.literal('GuidedHighlightingQuestion'),
      reaction: z.literal('thumbs_up'),
      question_id: id,
    })
    .strict(),
  z
    .object({
      reportSource: z.literal('GuidedHighlightingQuestion'),
      reaction: z.literal('thumbs_down'),
      content_id: id,
      description: z
        .string()
        .trim()
        .min(1, 'Describe the problem before you submit.')
        .max(FEEDBACK_DESCRIPTION_MAX, `Keep the description under ${FEEDBACK_DESCRIPTION_MAX} characters.`),
    })
    .strict(),
]);
export type FeedbackReportBody = z.infer<typeof FeedbackReportBody>;

export const FeedbackReport = z.object({
  id: z.number().int(),
  reportSource: z.literal('GuidedHighlightingQuestion'),
  reaction: z.enum(['thumbs_up', 'thumbs_down']),
  question_id: z.number().int(),
  date_created: z.string(),
});
export type FeedbackReport = z.infer<typeof FeedbackReport>;

/** The query of the questions: the level, and for a teacher or parent the student whose work to show. */
export const GuidedHighlightingQuery = z.object({
  level_id: z.coerce.number().int().positive().max(2_147_483_647),
  student_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type GuidedHighlightingQuery = z.infer<typeof GuidedHighlightingQuery>;
