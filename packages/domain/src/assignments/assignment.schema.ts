import { z } from 'zod';
import { IsoDateTime } from '../input.js';
import { ASSIGNMENT_TEXT, ASSIGNMENT_TITLE_MAX } from './assignment-rules.js';

/** The assignment entity and its API (ASSIGN-01 … ASSIGN-04, API-01 … API-05). */

export const CONFIG_FLAGS = [
  'hide_read_aloud',
  'hide_quiz_answers',
  'hide_language_selector',
  'disable_vocabulary_support',
  'hide_translation',
  'hide_lexile_level',
  'hide_checks_for_understanding',
  'hide_guided_highlighting',
  // Partner videos only (VIDEO-29).
  'hide_generation_genius_discussion_answers',
  'hide_generation_genius_vocab_definitions',
  'show_generation_genius_video_only',
] as const;

export const AssignmentConfig = z.partialRecord(z.enum(CONFIG_FLAGS), z.boolean());
export type AssignmentConfig = z.infer<typeof AssignmentConfig>;

const isoDate = IsoDateTime;
const contentId = z.string().regex(/^\d{1,12}$/, 'Unknown content id.');

/** The payload of a create or update (API-04). */
export const AssignmentSaveBody = z
  .object({
    title: z.string().trim().max(ASSIGNMENT_TITLE_MAX, ASSIGNMENT_TEXT.titleTooLong),
    instructions: z.string().max(20_000, 'Keep the instructions under 20,000 characters.').default(''),
    is_draft: z.boolean(),
    date_goes_live: isoDate.nullable().default(null),
    date_due: isoDate.nullable().default(null),
    default_reading_level: z.number().int().positive().nullable().default(null),
    grade_level_lock: z.number().int().min(-1).max(12).nullable().default(null),
    is_reading_level_locked: z.boolean().default(false),
    assignment_config: AssignmentConfig.default({}),
    activity_members: z
      .array(z.string().regex(/^\d{1,12}$/))
      .max(50)
      .default([]),
    activity_element_selections: z.record(z.string(), z.record(z.string(), z.array(z.number().int()))).default({}),
    /** The student poll the assignment includes (ASSIGN-63): one of the teacher's own polls on the article. */
    poll_id: z.number().int().positive().nullable().default(null),
    assignment_members: z
      .array(z.object({ content_id: contentId, language: z.enum(['en', 'es']).default('en') }))
      .min(1, 'An assignment needs an article.')
      .max(1, 'One article per assignment.'),
    classroom_ids: z.array(z.number().int().positive()).max(50).default([]),
    group_ids: z.array(z.number().int().positive()).max(100).default([]),
    copied_from_assignment: z.number().int().positive().nullable().default(null),
  })
  .strict();
export type AssignmentSaveBody = z.infer<typeof AssignmentSaveBody>;

export const Assignment = z.object({
  assignment_id: z.number().int(),
  /** Set when the assignment is first published; a draft has none (ASSIGN-06). */
  content_id: z.string().nullable(),
  story_content_id: z.string(),
  /** What the assignment gives: an article, or a video (which opens on its own page). */
  story_content_type: z.enum(['ARTICLE', 'INTERACTIVE_VIDEO', 'GENERATION_GENIUS_VIDEO']).optional(),
  title: z.string(),
  instructions: z.string(),
  is_draft: z.boolean(),
  date_goes_live: z.string().nullable(),
  date_due: z.string().nullable(),
  date_created: z.string(),
  date_modified: z.string(),
  default_reading_level: z.number().int().nullable(),
  grade_level_lock: z.number().int().nullable(),
  is_reading_level_locked: z.boolean(),
  version: z.string(),
  copied_from_assignment: z.number().int().nullable(),
  assignment_config: AssignmentConfig,
  activity_members: z.array(z.string()),
  activity_element_selections: z.record(z.string(), z.record(z.string(), z.array(z.number().int()))),
  assignment_activity_selection: z.object({ selected_activities: z.array(z.string()) }),
  /** The student poll the assignment includes, if any (POLL-01, ASSIGN-63). */
  poll_id: z.number().int().nullable(),
  assignment_members: z.array(
    z.object({
      content_id: z.string(),
      content: z.object({
        content_id: z.string(),
        story_content_id: z.string(),
        language: z.string(),
        user_content_settings_override: z.record(z.string(), z.unknown()).nullable(),
      }),
    }),
  ),
  assignment_classrooms: z.array(
    z.object({
      classroom_id: z.number().int(),
      unique_id: z.string(),
      name: z.string(),
      date_assigned: z.string().nullable(),
      classroom: z.object({ id: z.number().int(), name: z.string() }),
    }),
  ),
  assignment_groups: z.array(
    z.object({
      group_id: z.number().int(),
      name: z.string(),
      date_assigned: z.string().nullable(),
      users: z.array(z.object({ first_name: z.string(), last_name: z.string(), unique_id: z.string() })),
    }),
  ),
  /**
   * For the assignment's teacher: how many students it reaches and how many of them have submitted
   * the article's quiz. Absent for students.
   */
  progress: z.object({ assigned: z.number().int(), submitted: z.number().int() }).optional(),
  created_by: z.object({ user: z.object({ id: z.number().int(), display_name: z.string() }) }),
  can_edit_assignees: z.boolean(),
  district_advisory_override: z.boolean(),
  content_settings_override: z.record(z.string(), z.unknown()).nullable(),
});
export type Assignment = z.infer<typeof Assignment>;

export const AssignmentEnvelope = z.object({ data: Assignment });

export const AssignmentListQuery = z.object({
  include_drafts: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  story_content_id: contentId.optional(),
  content_member_id: contentId.optional(),
  /** A parent's linked child: the assignments that child is given (anyone else's child is 404). */
  student_id: z.coerce.number().int().positive().optional(),
});

export const AssignmentGetQuery = z.object({
  include_template: z.enum(['true', 'false']).optional(),
  content_member_id: contentId.optional(),
});

export const AssignmentList = z.object({ count: z.number().int(), results: z.array(Assignment) });
export type AssignmentList = z.infer<typeof AssignmentList>;

export const AssignmentViewBody = z.object({ assignment_id: z.number().int().positive() }).strict();
