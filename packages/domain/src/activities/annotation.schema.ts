import { z } from 'zod';
import { BlockRange, placeAnchor, TextPositionSelector, TextQuoteSelector, textVersion, type Placement } from './anchoring.js';

/**
 * Annotations (ANNOT-01 … ANNOT-18, API-46): a highlight in a level's text with an optional
 * comment. A reader's annotations are their own; a teacher may share one with the students of
 * their classes, who may reply. Each student's replies and the teacher's answers to them form
 * that student's thread (a chain through `in_response_to`), seen by the student, the teacher who
 * shared and whoever wrote in it — never by the other students.
 *
 * Text is plain text, shown as text (never as HTML), so nothing a reader writes can run in another
 * reader's page; control characters are refused like everywhere else.
 */

/**
 * ANNOT-18 (open in the spec): the pen colours, the first the default. Each has its own underline
 * style as well, so colour is never the only cue (WCAG 1.4.1); their names are what a screen
 * reader and the colour picker say.
 */
export const PEN_NAMES = ['yellow', 'green', 'blue', 'pink'] as const;
export type PenName = (typeof PEN_NAMES)[number];
export const DEFAULT_PEN: PenName = PEN_NAMES[0];
export const PEN_LABELS: Record<PenName, string> = {
  yellow: 'Yellow, solid underline',
  green: 'Green, dotted underline',
  blue: 'Blue, dashed underline',
  pink: 'Pink, double underline',
};

/** The longest comment or reply. */
export const ANNOTATION_TEXT_MAX = 4000;
/** How many annotations one reader may keep on one level. */
export const ANNOTATIONS_PER_LEVEL_MAX = 500;

export const ANNOTATION_TEXT = {
  title: 'Annotations',
  empty: 'Highlight part of the article text to add a comment at this Lexile level.',
  learnMore: 'Learn more about annotations',
  placeholder: 'Start typing',
  replyRequired: 'Enter reply',
  onlyLast: 'Only the last comment can be edited or deleted',
  confirmDelete: 'Delete your comment?',
  neverMind: 'Never mind',
  delete: 'Delete',
  saveFailed: 'Unable to submit annotation',
  orphaned: 'Orphaned',
  orphanedHelp: 'The words this highlight marked are no longer in this level.',
  shareHelp: 'Shared annotations are visible to the students in your classes, who can reply to them.',
} as const;

const text = (max: number) => z.string().max(max, `Keep it to ${max.toLocaleString('en')} characters.`);

export const AnnotationUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type AnnotationUser = z.infer<typeof AnnotationUser>;

/**
 * Where the server placed an annotation in the level's text as it is now (`anchorRange`: by
 * position, exact quote or approximate quote; `orphaned` with no range when nowhere), on the text
 * the list's `text_version` names.
 */
export const AnnotationPlacement = z.object({
  range: BlockRange.nullable(),
  by: z.enum(['position', 'quote', 'fuzzy', 'orphaned']),
});

/** An annotation or a reply, as ANNOT-05 names its fields. */
export const Annotation = z.object({
  id: z.number().int(),
  /** The highlight colour. */
  pen_name: z.enum(PEN_NAMES),
  text: z.string(),
  user: AnnotationUser,
  /** Set: shared with the owner's classes. */
  date_shared: z.string().nullable(),
  /** Block index where the highlight starts (replies repeat their annotation's range). */
  start: z.number().int(),
  startoffset: z.number().int(),
  end: z.number().int(),
  endoffset: z.number().int(),
  /** `highlight` for an annotation, `user` for a reply. */
  category: z.enum(['highlight', 'user']),
  in_response_to: z.object({ id: z.number().int() }).nullable(),
  article_id: z.string(),
  article_level_id: z.number().int(),
  /** Replies the reader can see (their own thread for a student, every thread for the owner). */
  hasReplies: z.boolean(),
  reply_count: z.number().int(),
  quote: TextQuoteSelector,
  position: TextPositionSelector,
  date_created: z.string(),
  date_modified: z.string(),
  /** The student whose thread a reply belongs to (null on an annotation). */
  thread_student_id: z.number().int().nullable(),
  /** In a list (API-46), on an annotation: where it stands in the text `text_version` names. */
  placed: AnnotationPlacement.optional(),
});
export type Annotation = z.infer<typeof Annotation>;

/** `GET /api/v3/annotations/?level_id=`: the reader's own annotations and those shared with them. */
export const AnnotationQuery = z.object({ level_id: z.coerce.number().int().positive().max(2_147_483_647) });
export const AnnotationList = z.object({
  article_level_id: z.number().int(),
  /** Whether the reader may share (teachers). */
  can_share: z.boolean(),
  /** The fingerprint (`textVersion`) of the level's text the annotations' `placed` ranges are in. */
  text_version: z.string().optional(),
  results: z.array(Annotation),
});
export type AnnotationList = z.infer<typeof AnnotationList>;

/**
 * Where an annotation of a list stands in the page's text: the server's placement when the page's
 * text is the one the server placed it in (same `textVersion`), else placed here.
 */
export function placeAnnotation(
  texts: readonly string[],
  listVersion: string | undefined,
  a: Pick<Annotation, 'quote' | 'position' | 'placed'>,
): Placement {
  if (a.placed && listVersion !== undefined && listVersion === textVersion(texts)) return a.placed;
  return placeAnchor(texts, a);
}

/** One student's thread under an annotation: their replies and the answers to them, oldest first. */
export const AnnotationThread = z.object({
  student: AnnotationUser,
  comments: z.array(Annotation),
});
export type AnnotationThread = z.infer<typeof AnnotationThread>;

/** `GET /api/v3/annotations/{id}/comments/` */
export const AnnotationComments = z.object({
  annotation_id: z.number().int(),
  threads: z.array(AnnotationThread),
});
export type AnnotationComments = z.infer<typeof AnnotationComments>;

const id = z.number().int().positive().max(2_147_483_647);

/**
 * `POST /api/v3/annotations/`: a new highlight (a block range in a level) or a reply (to an
 * annotation or to the last comment of a thread). `client_key` makes a retry of the same save
 * return the first one instead of making two.
 */
export const NewAnnotationBody = z.object({
  client_key: z.uuid(),
  article_level_id: id,
  range: BlockRange,
  pen_name: z.enum(PEN_NAMES).default(DEFAULT_PEN),
  text: text(ANNOTATION_TEXT_MAX).default(''),
  assignment_id: id.optional(),
});
export type NewAnnotationBody = z.infer<typeof NewAnnotationBody>;

export const NewReplyBody = z.object({
  client_key: z.uuid(),
  in_response_to: z.object({ id }),
  text: text(ANNOTATION_TEXT_MAX).refine((t) => t.trim().length > 0, ANNOTATION_TEXT.replyRequired),
  /** Whose thread a teacher answers in; a student always writes in their own. */
  thread_student_id: id.optional(),
});
export type NewReplyBody = z.infer<typeof NewReplyBody>;

export const SaveAnnotationBody = z.union([NewReplyBody.strict(), NewAnnotationBody.strict()]);
export type SaveAnnotationBody = z.infer<typeof SaveAnnotationBody>;

/** `POST /api/v3/annotations/{id}/`: edit the text or colour, share or unshare (teachers). */
export const UpdateAnnotationBody = z
  .object({
    text: text(ANNOTATION_TEXT_MAX).optional(),
    pen_name: z.enum(PEN_NAMES).optional(),
    shared: z.boolean().optional(),
  })
  .strict()
  .refine((b) => b.text !== undefined || b.pen_name !== undefined || b.shared !== undefined, 'Say what to change.');
export type UpdateAnnotationBody = z.infer<typeof UpdateAnnotationBody>;

export const AnnotationIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
