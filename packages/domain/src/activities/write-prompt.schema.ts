import { z } from 'zod';
import { WRITE_LIMITS, WRITE_TEXT } from './write-prompt-rules.js';
import { IsoDateTime } from '../input.js';

/**
 * Write prompts and students' responses (WRITE-01 … WRITE-25, API-26 … API-30). A teacher writes a
 * prompt on an article for some of their classes (or keeps the article's first generated prompt);
 * each student answers it once per class, with autosaved drafts, and the class's teacher reviews
 * the response with a score out of 4 and feedback.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const noControl = 'Remove control characters from the text.';
const idString = z.string().regex(/^\d{1,12}$/, 'Unknown content id.');
const classUniqueId = z.string().uuid('Unknown class.');

/** Text a person writes: line breaks and tabs kept, other control characters refused. */
const writtenText = (max: number, tooLong: string) =>
  z
    .string()
    .max(max, tooLong)
    .refine((v) => !CONTROL_BUT_LINES.test(v), noControl);

export const PromptText = writtenText(WRITE_LIMITS.promptMax, WRITE_TEXT.promptTooLong).refine(
  (v) => v.trim().length > 0,
  WRITE_TEXT.promptRequired,
);
export const ResponseText = writtenText(WRITE_LIMITS.responseMax, WRITE_TEXT.responseTooLong);
const RubricLine = z
  .string()
  .trim()
  .min(1, 'Describe each score.')
  .max(300, 'A score’s description can be at most 300 characters.')
  .refine((v) => !CONTROL_BUT_LINES.test(v) && !v.includes('\n'), noControl);
export const Rubric = z.tuple([RubricLine, RubricLine, RubricLine, RubricLine]);

// --- Generated prompts (API-26) ---

export const GeneratedPromptsQuery = z.object({ level_id: z.coerce.number().int().positive() });
/** WRITE-08: one prompt per line of `algorithm_output`, each led by "* ". */
export const GeneratedPrompts = z.object({ content_id: z.string(), algorithm_output: z.string() });
export type GeneratedPrompts = z.infer<typeof GeneratedPrompts>;

// --- Prompts (WRITE-04, API-27, API-28) ---

export const PromptClass = z.object({ id: z.number().int(), unique_id: z.string(), name: z.string() });
export type PromptClass = z.infer<typeof PromptClass>;

export const WritePrompt = z.object({
  id: z.number().int(),
  prompt_id: z.number().int(),
  /** The prompt as the teacher wrote it (the spec's questions[0].question). */
  text: z.string(),
  questions: z.array(z.object({ question: z.string() })),
  teacher: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  /** The article (the spec's collection). */
  collection_id: z.string(),
  /** The level the prompt was written at (the spec's header id), when it was chosen on one. */
  header_id: z.number().int().nullable(),
  /** WRITE-04: the classes' unique ids, joined by commas. */
  classroom_ids: z.string(),
  classrooms: z.array(PromptClass),
  /** What each score from 1 to 4 stands for (WRITE-24); the teacher may reword it. */
  rubric: Rubric,
  date_modified: z.string(),
});
export type WritePrompt = z.infer<typeof WritePrompt>;

export const PromptListQuery = z.object({ article_id: idString });

/**
 * `GET /api/v2/prompt/?article_id=`: for a teacher, their own prompts on the article; for a
 * student, one entry per class of theirs (WRITE-01, WRITE-03) with the prompt that class answers.
 */
export const StudentPromptClass = z.object({
  classroom: PromptClass,
  /** The class teacher's prompt, or null: the class then answers the article's first generated prompt. */
  prompt: WritePrompt.nullable(),
  /** The text the class answers. */
  text: z.string(),
  rubric: Rubric,
});
export type StudentPromptClass = z.infer<typeof StudentPromptClass>;
export const PromptList = z.object({ results: z.array(WritePrompt), classes: z.array(StudentPromptClass) });
export type PromptList = z.infer<typeof PromptList>;

/** `POST /api/v2/prompt/` (API-27). */
export const PromptCreateBody = z
  .object({
    collection_id: idString,
    header_id: z.number().int().positive().nullable().optional(),
    text: PromptText,
    /** The classes (their unique ids) that answer it; each must be the teacher's. */
    classroom_ids: z.array(classUniqueId).min(1, 'Choose at least one class.').max(50),
    rubric: Rubric.optional(),
  })
  .strict();
export type PromptCreateBody = z.infer<typeof PromptCreateBody>;

/** `POST /api/v2/prompt/{promptId}/` (API-28): new text, classes or rubric. */
export const PromptUpdateBody = z
  .object({
    text: PromptText.optional(),
    classroom_ids: z.array(classUniqueId).min(1, 'Choose at least one class.').max(50).optional(),
    rubric: Rubric.optional(),
  })
  .strict();
export type PromptUpdateBody = z.infer<typeof PromptUpdateBody>;

// --- Responses (WRITE-11, API-29, API-30) ---

export const ResponseReview = z.object({
  /** Out of 4 (WRITE-24); null for feedback without a score. */
  score: z.number().int().min(0).max(WRITE_LIMITS.maxScore).nullable(),
  text: z.string(),
  date_shared: z.string().nullable(),
  date_revision_requested: z.string().nullable(),
  teacher: z.object({ user: z.object({ first_name: z.string(), last_name: z.string() }) }),
});
export type ResponseReview = z.infer<typeof ResponseReview>;

export const WriteResponse = z.object({
  id: z.number().int(),
  article_id: z.string(),
  classroom_id: z.string(),
  /** The teacher's prompt answered, or null for the article's generated prompt. */
  prompt_content_id: z.number().int().nullable(),
  /** The prompt as the student saw it when they wrote. */
  prompt_text: z.string(),
  assignment_ids: z.array(z.number().int()),
  text: z.string(),
  /** Counts the stored saves; a save names the revision it was made from. */
  revision: z.number().int(),
  /** Null while a draft (WRITE-12). */
  date_completed: z.string().nullable(),
  date_modified: z.string(),
  student: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  /** A student sees it once shared; the class's teachers always. */
  review: ResponseReview.nullable(),
});
export type WriteResponse = z.infer<typeof WriteResponse>;

/**
 * `POST /api/v2/constructedresponseanswer/` (new) and `…/{id}/` (existing) (API-29): an autosaved
 * draft, or with `date_completed` the submission. `base_revision` is the revision the text was
 * written on (0 for a new response): a save from an older one is refused (409 stale_draft, with the
 * stored response), so a late autosave never overwrites newer text.
 */
export const ResponseSaveBody = z
  .object({
    id: z.number().int().positive().optional(),
    article_id: idString,
    classroom_id: classUniqueId,
    prompt_content_id: z.number().int().positive().nullable(),
    assignment_ids: z.array(z.number().int().positive()).max(50).default([]),
    text: ResponseText,
    date_completed: IsoDateTime.nullable().optional(),
    base_revision: z.number().int().min(0).max(1_000_000_000),
  })
  .strict();
export type ResponseSaveBody = z.input<typeof ResponseSaveBody>;

/** `GET /api/v2/constructedresponseanswer/?article_id=&student_id=|classroom_id=` (API-30). */
export const ResponseListQuery = z.object({
  article_id: idString,
  student_id: z.coerce.number().int().positive().optional(),
  classroom_id: classUniqueId.optional(),
});
export const ResponseList = z.object({ results: z.array(WriteResponse) });
export type ResponseList = z.infer<typeof ResponseList>;

/** `PUT /api/v2/constructedresponseanswer/{id}/review/` (WRITE-24): the class's teacher reviews. */
export const ReviewBody = z
  .object({
    score: z.number().int().min(0).max(WRITE_LIMITS.maxScore).nullable(),
    text: writtenText(WRITE_LIMITS.feedbackMax, WRITE_TEXT.feedbackTooLong),
    share: z.boolean(),
    request_revision: z.boolean(),
  })
  .strict();
export type ReviewBody = z.infer<typeof ReviewBody>;
