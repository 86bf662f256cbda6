/**
 * The Formative integration point and graphic organizers (API-23 … API-25, VIDEO-32 … VIDEO-37,
 * TOOLS-34 … TOOLS-41): the rules and the API shapes both apps share. The Formative tool itself
 * is any tool a district points FORMATIVE_URL at; Lectern hands it a short-lived signed token.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Grade bands (VIDEO-36, VIDEO-37)

/** The grade bands of the organizer table and the grades each covers (0 is kindergarten). */
export const ORGANIZER_GRADE_BANDS = {
  ALL: { min: 0, max: 12 },
  ES: { min: 1, max: 5 },
  'ES-MS': { min: 1, max: 8 },
  MS: { min: 6, max: 8 },
  'MS-HS': { min: 6, max: 12 },
  HS: { min: 9, max: 12 },
} as const;
export type GradeBand = keyof typeof ORGANIZER_GRADE_BANDS;
export const ORGANIZER_GRADE_BAND_NAMES = Object.keys(ORGANIZER_GRADE_BANDS) as GradeBand[];
export const GradeBandSchema = z.enum(ORGANIZER_GRADE_BAND_NAMES as [GradeBand, ...GradeBand[]]);

/** The band's grades as an item shows them after "GRADE": "K-12", "1-5", "6-12" (VIDEO-33, VIDEO-37). */
export function gradeBandRange(band: GradeBand): string {
  const { min, max } = ORGANIZER_GRADE_BANDS[band];
  return `${min === 0 ? 'K' : min}-${max}`;
}

/** Whether an organizer of this band suits a reader of this grade (a level's grade; 0 is K). */
export function bandCovers(band: GradeBand, grade: number): boolean {
  const { min, max } = ORGANIZER_GRADE_BANDS[band];
  return grade >= min && grade <= max;
}

// ---------------------------------------------------------------------------------------------
// The organizer table (VIDEO-35)

/** A row of the organizer table as authored: any field may be missing while it is being written. */
export interface OrganizerRow {
  slug: string;
  title?: string | null;
  clone_link?: string | null;
  png_url?: string | null;
  pdf_url?: string | null;
  grade_band?: string | null;
  reading_skill?: string | null;
  status?: string | null;
}

/** A row the table keeps: title, clone link, reading skill and a known grade band, all filled. */
export type CompleteOrganizerRow = OrganizerRow & {
  title: string;
  clone_link: string;
  reading_skill: string;
  grade_band: GradeBand;
};

const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim().length > 0;

/** VIDEO-35: only rows with title, clone link, reading skill and grade band all filled are kept. */
export function isCompleteOrganizer(row: OrganizerRow): row is CompleteOrganizerRow {
  return (
    filled(row.title) &&
    filled(row.clone_link) &&
    filled(row.reading_skill) &&
    filled(row.grade_band) &&
    (ORGANIZER_GRADE_BAND_NAMES as string[]).includes(row.grade_band)
  );
}

export const completeOrganizers = <R extends OrganizerRow>(rows: readonly R[]) =>
  rows.filter((r): r is R & CompleteOrganizerRow => isCompleteOrganizer(r));

/**
 * The organizers a page offers for one reading skill (VIDEO-34): published ones of that skill whose
 * band covers the grade, in the table's order. Without a grade (a video for all ages) the skill decides.
 */
export function organizersFor<R extends Pick<CompleteOrganizerRow, 'reading_skill' | 'grade_band'>>(
  rows: readonly R[],
  skill: string,
  grade: number | null,
): R[] {
  return rows.filter((r) => r.reading_skill === skill && (grade === null || bandCovers(r.grade_band, grade)));
}

/** VIDEO-32: the button's label, with the count and what they are. */
export const organizerButtonLabel = (skill: string, n: number) => `${n} ${skill} graphic organizer${n === 1 ? '' : 's'}`;

// ---------------------------------------------------------------------------------------------
// Formative texts and calls to action (TOOLS-35 … TOOLS-38)

export const FORMATIVE_TEXT = {
  section: 'Formative',
  help: 'Use Formative to bring this article to life with interactive questions and dynamic content.',
  callToAction: "Customize this article's activities.",
  organizerOpen: 'Open & print in Formative',
  organizerDownload: 'Download PDF',
  organizersEyebrow: 'Graphic organizers',
  done: 'Done',
  termsTitle: 'Before you open Formative',
  termsAccept: 'Accept and continue',
  termsRead: 'Read the terms',
} as const;

/** The subjects with a curated call to action (TOOLS-36) and their quiz-only tags (TOOLS-37). */
export const FORMATIVE_CTA_TAGS = {
  SCIENCE: ['Drag & Drop', 'Multiple Selection', 'Categorize'],
  SOCIAL_STUDIES: ['Multiple Choice', 'Multiple Selection', 'Categorize'],
} as const;

/** The curated call to action's tags for a subject, or null for a subject without one (TOOLS-36). */
export function formativeCallToActionTags(subject: string): readonly string[] | null {
  return subject in FORMATIVE_CTA_TAGS ? FORMATIVE_CTA_TAGS[subject as keyof typeof FORMATIVE_CTA_TAGS] : null;
}

const CTA_SUBJECT_NAMES: Record<keyof typeof FORMATIVE_CTA_TAGS, string> = {
  SCIENCE: 'science',
  SOCIAL_STUDIES: 'social studies',
};

/** TOOLS-38: a call to action — what it says, and the launch its button posts (url and token). */
export interface FormativeCallToAction {
  headline: string;
  body: string;
  tags: readonly string[];
  url: string;
  payload: string;
}

/** The texts of the curated call to action for a subject, or null where there is none (TOOLS-36, TOOLS-37). */
export function formativeCallToActionText(subject: string): Omit<FormativeCallToAction, 'url' | 'payload'> | null {
  const tags = formativeCallToActionTags(subject);
  if (!tags) return null;
  const name = CTA_SUBJECT_NAMES[subject as keyof typeof FORMATIVE_CTA_TAGS];
  return {
    headline: FORMATIVE_TEXT.callToAction,
    body: `Add interactive ${name} questions to the quiz, ready for your class:`,
    tags,
  };
}

/** TOOLS-38: the call to action with the launch it posts, made at the click (a token lasts five minutes). */
export function formativeCallToAction(subject: string, launch: { url: string; payload: string }): FormativeCallToAction | null {
  const text = formativeCallToActionText(subject);
  return text ? { ...text, url: launch.url, payload: launch.payload } : null;
}

/** TOOLS-39: a Formative attachment — a name and where it is in the tool. */
export interface FormativeAttachment {
  name: string;
  url: string;
}

/** A graphic organizer as a Formative attachment: its title, and its place in the tool (its clone link). */
export const formativeAttachmentOf = (organizer: { title: string; clone_link: string }): FormativeAttachment => ({
  name: organizer.title,
  url: organizer.clone_link,
});

/** The terms the Formative tool asks a teacher to accept before the first launch (API-25, TOOLS-41). */
export const FORMATIVE_TERMS = { slug: 'formative-tos', version: 1 } as const;

// ---------------------------------------------------------------------------------------------
// API shapes

const Id = z.coerce.number().int().positive().max(2_147_483_647);

/** API-23's path. */
export const FormativeJwtParams = z.object({ contentId: Id });

/** API-23's optional query fields: where in the tool to land, and what the launch is about. */
export const FormativeJwtQuery = z.object({
  formativeDestination: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9/_.-]+$/, 'Use letters, digits, /, _, . and - only.')
    .optional(),
  quizContentId: Id.optional(),
  rawLexile: z.coerce.number().int().min(0).max(2000).optional(),
  formativeAttachmentId: Id.optional(),
  useOAuth: z.enum(['true', 'false']).optional(),
});
export type FormativeJwtQuery = z.infer<typeof FormativeJwtQuery>;

/** API-23's answer, also a call to action's url and payload (TOOLS-38) and the terms data (TOOLS-39). */
export const FormativeLaunch = z.object({ url: z.url(), payload: z.string() });
export type FormativeLaunch = z.infer<typeof FormativeLaunch>;

/** Whether the tool is there for this reader, and (for teachers) whether they accepted its terms (TOOLS-40). */
export const FormativeStatus = z.object({
  available: z.boolean(),
  terms: z.object({ slug: z.string(), version: z.number().int(), accepted: z.boolean() }).nullable(),
});
export type FormativeStatus = z.infer<typeof FormativeStatus>;

/** API-25's path. */
export const TermsParams = z.object({
  userId: Id,
  slug: z.string().min(1).max(60),
  version: z.coerce.number().int().min(1).max(1000),
});
export const TermsAcceptance = z.object({ slug: z.string(), version: z.number().int(), accepted_at: z.string() });
export type TermsAcceptance = z.infer<typeof TermsAcceptance>;

/** An organizer as the API gives it: what an item shows, and where its files are. */
export const GraphicOrganizer = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  grade_band: GradeBandSchema,
  grade_range: z.string(),
  reading_skill: z.string(),
  png_url: z.string(),
  pdf_url: z.string(),
  /** The organizer's place in the Formative tool, to pass as formativeDestination. */
  clone_link: z.string(),
});
export type GraphicOrganizer = z.infer<typeof GraphicOrganizer>;
/**
 * The organizers asked for; for an article's level, also the reading skills its quiz assesses that
 * have organizers for the level's grade, in the quiz's order (VIDEO-34).
 */
export const GraphicOrganizerList = z.object({ results: z.array(GraphicOrganizer), skills: z.array(z.string()) });
export type GraphicOrganizerList = z.infer<typeof GraphicOrganizerList>;

/** By reading skill and grade, or for one level of an article (content_id and level_id together). */
export const GraphicOrganizerQuery = z
  .object({
    reading_skill: z.string().trim().min(1).max(60).optional(),
    grade: z.coerce.number().int().min(0).max(12).optional(),
    content_id: Id.optional(),
    level_id: Id.optional(),
  })
  .refine((q) => (q.content_id === undefined) === (q.level_id === undefined), {
    message: 'Give content_id and level_id together.',
    path: ['level_id'],
  });
export type GraphicOrganizerQuery = z.infer<typeof GraphicOrganizerQuery>;
