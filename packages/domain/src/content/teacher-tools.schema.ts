import { z } from 'zod';
import { KeyTerm } from './key-terms.schema.js';

/**
 * The teacher tools of "Apply to your lesson" (TOOLS-01, API-32): each runs on one level of an
 * article. "key-terms" is the level's key-terms endpoint (API-31), the same path and shape.
 */
export const TEACHER_TOOLS = ['main-idea', 'key-terms', 'before-reading-activity', 'discussion-questions'] as const;
export type TeacherToolName = (typeof TEACHER_TOOLS)[number];
/** The tools the `GET /api/v3/content/{id}/{tool}/` route runs (key terms have their own route, API-31). */
export const GENERATED_TOOLS = ['main-idea', 'before-reading-activity', 'discussion-questions'] as const;
export type GeneratedToolName = (typeof GENERATED_TOOLS)[number];

/** TOOLS-01: the tabs as the panel names them, in order (the lesson planner only behind its flag). */
export const TEACHER_TOOL_TABS: { tool: TeacherToolName; label: string }[] = [
  { tool: 'main-idea', label: 'Main idea' },
  { tool: 'key-terms', label: 'Key terms' },
  { tool: 'before-reading-activity', label: 'Before reading activity' },
  { tool: 'discussion-questions', label: 'Discussion questions' },
];

export const TEACHER_TOOLS_TEXT = {
  title: 'Apply to your lesson',
  show: 'Show',
  hide: 'Hide',
  empty: 'Select from the list above to generate a response in seconds!',
  loading: 'Loading...',
  /** TOOLS-05 (the wording is ours; the spec states its meaning). */
  disclaimer:
    'These suggestions are drafted by a computer from the article’s text. Review and edit them before you use them with a class.',
  failure: "Unfortunately, we've run into a problem trying to generate this. Please try again later.",
} as const;

export const TeacherToolParams = z.object({
  contentId: z.string().regex(/^\d{1,9}$/),
  tool: z.enum(GENERATED_TOOLS),
});
export const TeacherToolQuery = z.object({ level_id: z.coerce.number().int().positive().max(2_147_483_647) });

const Text = z.string().min(1).max(2000);

export const MainIdea = z.object({
  /** A sentence of the level's text that states its main idea. */
  main_idea: Text,
  /** Sentences of the text that support it, in the text's order. */
  supporting_details: z.array(Text).max(5),
});
export type MainIdea = z.infer<typeof MainIdea>;

export const BeforeReadingActivity = z.object({
  /** What the teacher does with the class before they read (one paragraph). */
  instructions: Text,
  /** Words to preview, with a short meaning. */
  words: z.array(KeyTerm).max(8),
  /** Questions that start the class thinking about the topic. */
  questions: z.array(Text).min(1).max(6),
});
export type BeforeReadingActivity = z.infer<typeof BeforeReadingActivity>;

export const DiscussionQuestion = z.object({
  question: Text,
  /** Where the question comes from: a claim, a cause, a person of the text, or the article as a whole. */
  kind: z.enum(['claim', 'cause', 'person', 'general']),
});
export const DiscussionQuestions = z.object({ questions: z.array(DiscussionQuestion).min(1).max(8) });
export type DiscussionQuestions = z.infer<typeof DiscussionQuestions>;

/** TOOLS-07: a tool's output, `{algorithm_output, content_id}`; `engine` says what drafted it. */
export const TeacherToolOutput = z.object({
  content_id: z.string(),
  engine: z.enum(['offline', 'model']),
  algorithm_output: z.union([MainIdea, BeforeReadingActivity, DiscussionQuestions]),
});
export type TeacherToolOutput = z.infer<typeof TeacherToolOutput>;

export type ToolResult<T extends GeneratedToolName> = T extends 'main-idea'
  ? MainIdea
  : T extends 'before-reading-activity'
    ? BeforeReadingActivity
    : DiscussionQuestions;

/**
 * API-48: a teacher reports a tool's draft through a report form ("path not shown" in the spec:
 * `POST /api/v3/content/{contentId}/{tool}/report/`). The report keeps the draft as it was shown.
 */
export const GeneratedContentReportBody = z
  .object({
    level_id: z.number().int().positive().max(2_147_483_647),
    message: z.string().trim().min(1, 'Describe the problem before you submit.').max(2000),
  })
  .strict();
export type GeneratedContentReportBody = z.infer<typeof GeneratedContentReportBody>;

export const GeneratedContentReport = z.object({
  id: z.number().int(),
  content_id: z.string(),
  level_id: z.number().int(),
  tool: z.enum(GENERATED_TOOLS),
  engine: z.enum(['offline', 'model']),
  /** The draft the teacher reported, as it was shown. */
  algorithm_output: TeacherToolOutput.shape.algorithm_output,
  message: z.string(),
  reported_by: z.object({ id: z.number().int(), display_name: z.string() }),
  date_created: z.string(),
});
export type GeneratedContentReport = z.infer<typeof GeneratedContentReport>;
export const GeneratedContentReportList = z.object({ results: z.array(GeneratedContentReport) });
export type GeneratedContentReportList = z.infer<typeof GeneratedContentReportList>;

/** The report form's words (API-48; the prompt and placeholder are the Guided Highlighting report's, GH-17). */
export const GENERATED_REPORT_TEXT = {
  open: 'Report this content',
  title: 'Report content',
  prompt: 'Describe the problem you are experiencing. Your feedback helps us improve results.',
  placeholder: 'Start typing...',
  required: 'Describe the problem before you submit.',
  cancel: 'Cancel',
  submit: 'Submit report',
  thanks: 'Thank you for the feedback. This content will be reviewed shortly.',
  failure: 'We couldn’t send your report. Please try again.',
} as const;
