import { z } from 'zod';

/**
 * The lesson planner's rules and words (TOOLS-10 … TOOLS-29, API-33), for the form and the server
 * alike. The planner itself is offered only behind its feature flag (TOOLS-09).
 */
export const LESSON_PLAN_TEXT = {
  tab: 'Lesson planner',
  tabBadge: 'New',
  applyStandards: 'Apply standards',
  objectiveRequired: 'You must include a learning objective',
  objectiveTooShort: 'Learning objective is too short (minimum 10 characters)',
  objectiveTooLong: 'Learning objective is too long (maximum 500 characters)',
  standardRequired: 'You must include a standard',
  tooManyStandards: 'You can only include up to 3 standards',
  banner: 'You must include a learning objective and at least one standard.',
  missingParameter: 'A required parameter (contentId, learningObjective, selectedStandards) is missing',
  generating: 'Preparing your lesson plan',
  cancel: 'Cancel',
  failed: 'Oh no! Something went wrong.',
  tryAgain: 'Try again',
  result: 'Your lesson plan',
  edit: 'Edit lesson',
  copy: 'Copy to clipboard',
  copied: 'Copied',
  download: 'Download as PDF',
  newLesson: 'New Lesson',
  saved: 'Your edits have been updated successfully.',
} as const;

/** TOOLS-12: the allotted time's choices in minutes; 60 unless the teacher picks another. */
export const ALLOTTED_TIMES = [30, 45, 60, 90] as const;
export const DEFAULT_ALLOTTED_TIME = 60;
export const OBJECTIVE_MIN = 10;
export const OBJECTIVE_MAX = 500;
export const MAX_STANDARDS = 3;
/** API-33: time-out and retries of the request. */
export const LESSON_PLAN_TIMEOUT_MS = 40_000;
export const LESSON_PLAN_RETRIES = 3;

/** TOOLS-20: the form's fields, as the page keeps them. */
export interface LessonPlanForm {
  contentId: string;
  learningObjective: string;
  allottedTime: number;
  includeProjectIdea: boolean;
  includeMultilingualLearners: boolean;
  includeAssessmentQuestions: boolean;
  selectedStandards: number[];
}

export interface LessonPlanErrors {
  learningObjective?: string;
  selectedStandards?: string;
}

/**
 * TOOLS-13 … TOOLS-16: the form's errors, by field (none: the form may be sent). The objective is
 * measured trimmed for its minimum (TOOLS-14) and as typed for its maximum (TOOLS-15).
 */
export function lessonPlanErrors(form: Pick<LessonPlanForm, 'learningObjective' | 'selectedStandards'>): LessonPlanErrors {
  const errors: LessonPlanErrors = {};
  const trimmed = form.learningObjective.trim();
  if (trimmed.length === 0) errors.learningObjective = LESSON_PLAN_TEXT.objectiveRequired;
  else if (trimmed.length < OBJECTIVE_MIN) errors.learningObjective = LESSON_PLAN_TEXT.objectiveTooShort;
  else if (form.learningObjective.length > OBJECTIVE_MAX) errors.learningObjective = LESSON_PLAN_TEXT.objectiveTooLong;
  if (form.selectedStandards.length === 0) errors.selectedStandards = LESSON_PLAN_TEXT.standardRequired;
  else if (form.selectedStandards.length > MAX_STANDARDS) errors.selectedStandards = LESSON_PLAN_TEXT.tooManyStandards;
  return errors;
}

/** TOOLS-17: the banner shows while any error does. */
export const lessonPlanBanner = (errors: LessonPlanErrors): string | null =>
  errors.learningObjective || errors.selectedStandards ? LESSON_PLAN_TEXT.banner : null;

/** TOOLS-19: the request is made only with a content id, an objective and a standard. */
export const mayRequestLessonPlan = (form: Pick<LessonPlanForm, 'contentId' | 'learningObjective' | 'selectedStandards'>) =>
  form.contentId.trim() !== '' && form.learningObjective.trim() !== '' && form.selectedStandards.length > 0;

/** API-33's payload, from the form (TOOLS-20). */
export function lessonPlanPayload(form: LessonPlanForm): LessonPlanRequest {
  return {
    article_story_content_id: Number(form.contentId),
    standard_content_ids: form.selectedStandards,
    learning_objective: form.learningObjective.trim(),
    allotted_time: form.allottedTime,
    project_ideas: form.includeProjectIdea,
    support_of_multilingual_learners: form.includeMultilingualLearners,
    additional_assessment_questions: form.includeAssessmentQuestions,
  };
}

/** `POST seti/generate-lesson-plan/?format=prosemirror` (API-33): what the server accepts. */
export const LessonPlanRequest = z.object({
  article_story_content_id: z.number().int().positive().max(2_147_483_647),
  standard_content_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(MAX_STANDARDS),
  learning_objective: z.string().trim().min(OBJECTIVE_MIN).max(OBJECTIVE_MAX),
  allotted_time: z
    .number()
    .int()
    .refine((n) => (ALLOTTED_TIMES as readonly number[]).includes(n))
    .default(DEFAULT_ALLOTTED_TIME),
  project_ideas: z.boolean().default(false),
  support_of_multilingual_learners: z.boolean().default(false),
  additional_assessment_questions: z.boolean().default(false),
});
export type LessonPlanRequest = z.input<typeof LessonPlanRequest>;

/** A ProseMirror node as JSON (Tiptap's document format): bounded in depth by the schema's use. */
export interface ProseMirrorNode {
  type: string;
  attrs?: Record<string, unknown> | undefined;
  content?: ProseMirrorNode[] | undefined;
  text?: string | undefined;
  marks?: { type: string; attrs?: Record<string, unknown> | undefined }[] | undefined;
}
export const ProseMirrorNode: z.ZodType<ProseMirrorNode> = z.lazy(() =>
  z.object({
    type: z.string().min(1).max(50),
    attrs: z.record(z.string(), z.unknown()).optional(),
    content: z.array(ProseMirrorNode).max(500).optional(),
    text: z.string().max(10_000).optional(),
    marks: z
      .array(z.object({ type: z.string().min(1).max(50), attrs: z.record(z.string(), z.unknown()).optional() }))
      .max(10)
      .optional(),
  }),
);
export const LessonPlanQuery = z.object({ format: z.literal('prosemirror') });
/** API-33's answer: the plan as a ProseMirror document. */
export const LessonPlanResponse = z.object({ prosemirror_document: ProseMirrorNode });
export type LessonPlanResponse = z.infer<typeof LessonPlanResponse>;

/** "Download as PDF" (TOOLS-24): the plan as the teacher sees it, for the article it was made for. */
export const LessonPlanPdfRequest = z.object({
  article_story_content_id: z.number().int().positive().max(2_147_483_647),
  prosemirror_document: ProseMirrorNode,
});
export type LessonPlanPdfRequest = z.infer<typeof LessonPlanPdfRequest>;

/** TOOLS-28: a plan as the page keeps it in the browser, per user and article. */
export const StoredLessonPlan = z.object({
  version: z.literal(1),
  document: ProseMirrorNode,
  savedAt: z.string().max(40),
});
export type StoredLessonPlan = z.infer<typeof StoredLessonPlan>;
