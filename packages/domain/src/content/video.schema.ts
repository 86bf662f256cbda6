import { z } from 'zod';

/**
 * Videos (PLAT-06, VIDEO-01 … VIDEO-31, API-36, API-37): the file each video of the corpus is
 * (content/videos/<slug>.json, validated at seed time), what the video API answers, the quiz
 * submissions of interactive videos, and the display rules both the server and the page use.
 */

export const VIDEO_CONTENT_TYPES = ['INTERACTIVE_VIDEO', 'GENERATION_GENIUS_VIDEO'] as const;
export type VideoContentType = (typeof VIDEO_CONTENT_TYPES)[number];

/** VIDEO-22: the PDF types a partner video lesson may carry. */
export const VIDEO_PDF_TYPES = [
  'lesson_plan',
  'teacher_guide',
  'reading_materials',
  'diy_activity_guide',
  'practice_word_problems',
  'practice_number_problems',
] as const;
export type VideoPdfType = (typeof VIDEO_PDF_TYPES)[number];

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use a kebab-case slug.');
/** A file inside the video's own folder: no path, no parent. */
const fileName = z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,80}$/, 'Use a plain file name.');

/** The ProseMirror nodes the lesson body uses (contract: doc, heading 2-3, paragraph, lists, text with bold and italic). */
export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown> | undefined;
  text?: string | undefined;
  marks?: { type: string }[] | undefined;
  content?: RichTextNode[] | undefined;
}
export const RichTextNode: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.enum(['doc', 'heading', 'paragraph', 'bulletList', 'orderedList', 'listItem', 'text']),
    attrs: z.record(z.string(), z.unknown()).optional(),
    text: z.string().max(5000).optional(),
    marks: z.array(z.object({ type: z.enum(['bold', 'italic']) })).optional(),
    content: z.array(RichTextNode).max(500).optional(),
  }),
);

export const TranscriptCue = z.object({ start: z.number().min(0), end: z.number().min(0), text: z.string().min(1) });
export type TranscriptCue = z.infer<typeof TranscriptCue>;

export const VideoAnswerFile = z.object({ id: z.string().min(1).max(20), text: z.string().min(1), is_correct: z.boolean() });
export const QuizAnnotationFile = z
  .object({
    id: z.string().min(1).max(20),
    time_seconds: z.number().min(0),
    question: z.string().min(1),
    answers: z.array(VideoAnswerFile).min(2).max(6),
  })
  .refine((q) => q.answers.filter((a) => a.is_correct).length === 1, 'A question has exactly one correct answer.');
export type QuizAnnotationFile = z.infer<typeof QuizAnnotationFile>;

export const VideoFile = z
  .object({
    slug,
    content_type: z.enum(VIDEO_CONTENT_TYPES),
    subject: z.enum(['SCIENCE', 'MATH', 'ELA', 'SOCIAL_STUDIES']),
    title: z.string().min(1),
    author: z.string(),
    published: z.iso.date(),
    teaser: z.string().min(1),
    maturity_range: z.object({ min: z.number().int().min(0).max(12), max: z.number().int().min(0).max(12) }),
    length_in_seconds: z.number().int().positive(),
    is_premium: z.boolean(),
    is_lite: z.boolean(),
    wistia_id: z.string().regex(/^[a-z0-9]{8}$/, 'A media id is 8 lower-case letters or digits.'),
    thumbnail_alt: z.string(),
    media: z.object({
      sources: z.array(z.object({ file: fileName, type: z.enum(['video/mp4', 'video/webm']) })).min(1),
      captions: z.array(z.object({ file: fileName, lang: z.string().min(2).max(10), label: z.string().min(1) })),
      thumbnail: fileName,
    }),
    raw_text: RichTextNode,
    transcript: z.array(TranscriptCue).min(1),
    vocabulary: z.array(z.object({ word: z.string().min(1), definition: z.string().min(1) })),
    discussion_questions: z.array(
      z.object({ section: z.enum(['before', 'after']), question: z.string().min(1), answer: z.string() }),
    ),
    standards: z.array(z.object({ code: z.string().min(1), name: z.string().min(1), description: z.string() })),
    pdfs: z.array(z.object({ type: z.enum(VIDEO_PDF_TYPES), file: fileName, title: z.string().min(1), intro: z.string() })),
    quiz_annotations: z.array(QuizAnnotationFile),
  })
  .refine((v) => v.maturity_range.min <= v.maturity_range.max, { message: 'min above max', path: ['maturity_range'] })
  .refine((v) => v.content_type === 'INTERACTIVE_VIDEO' || v.quiz_annotations.length === 0, {
    message: 'Only interactive videos have quiz annotations.',
    path: ['quiz_annotations'],
  });
export type VideoFile = z.infer<typeof VideoFile>;

/** Where a video's media files are served from (its slug's folder of content/videos). */
export const VIDEO_MEDIA_PREFIX = '/media/videos/';
export const videoMediaUrl = (slug: string, file: string) => `${VIDEO_MEDIA_PREFIX}${slug}/${file}`;

/** The page a video card opens: the interactive video view, or the partner video lesson page (VIDEO-10). */
export const videoHref = (contentType: string, id: string) =>
  contentType === 'GENERATION_GENIUS_VIDEO' ? `/video-lesson?contentId=${id}` : `/video/${id}`;

/** The page any content card opens: an article's view, or a video's page. */
export const contentHref = (contentType: string, id: string) =>
  (VIDEO_CONTENT_TYPES as readonly string[]).includes(contentType) ? videoHref(contentType, id) : `/view/${id}`;

/**
 * Where an assignment opens for its students: a video lesson with the assignment selected
 * (VIDEO-10), an interactive video's view, or `articleHref` for an article.
 */
export const assignedContentHref = (
  a: { story_content_type?: string | undefined; story_content_id: string; assignment_id: number },
  articleHref: string,
) =>
  a.story_content_type === 'GENERATION_GENIUS_VIDEO'
    ? `/video-lesson?contentId=${a.story_content_id}&selectedAssignmentId=${a.assignment_id}`
    : a.story_content_type === 'INTERACTIVE_VIDEO'
      ? videoHref(a.story_content_type, a.story_content_id)
      : articleHref;

/** What a card calls a video where an article's card names its type. */
export const VIDEO_KIND_NAMES: Record<VideoContentType, string> = {
  INTERACTIVE_VIDEO: 'Interactive video',
  GENERATION_GENIUS_VIDEO: 'Video lesson',
};

// ——— Display rules ———

/** VIDEO-02: m:ss in the interactive video view ("1:44"). */
export function formatDurationShort(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** VIDEO-02: hh:mm:ss on the video lesson page, with hours only when the video is over an hour ("01:44", "01:02:05"). */
export function formatDurationLong(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${two(h)}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

/** VIDEO-12: the byline when a video names no author. */
export const DEFAULT_VIDEO_AUTHOR = 'Lectern Studio';

/** VIDEO-05: students and parents never see which answer is correct; everyone but students answers read-only. */
export const quizPlayerRules = (viewer: { isStudent: boolean; isParent: boolean }) => ({
  showCorrectAnswers: !viewer.isStudent && !viewer.isParent,
  quizReadOnly: !viewer.isStudent,
});

/** VIDEO-03: what present mode offers for a video. */
export const presentModeChoices = (flagOn: boolean, quizCount: number): 'none' | 'direct' | 'choose' =>
  !flagOn ? 'none' : quizCount > 0 ? 'choose' : 'direct';

/** VIDEO-09: the assignment builder for an interactive video, opened in a new tab. */
export const videoAssignmentCreateHref = (contentId: string, returnUrl: string) =>
  `/assignments/create?${new URLSearchParams({ contentIds: contentId, createdFrom: contentId, return_url: returnUrl }).toString()}`;

/** The transcript cue playing at a time (the last that has started), or -1 before the first. */
export function activeCueIndex(cues: readonly TranscriptCue[], time: number): number {
  let found = -1;
  for (let i = 0; i < cues.length; i++) {
    if (cues[i]!.start <= time + 0.05) found = i;
    else break;
  }
  return found;
}

/** The first quiz annotation reached between two playback times that is not answered yet (VIDEO-03 pause). */
export function quizDueBetween<T extends { id: string; time_seconds: number }>(
  quizzes: readonly T[],
  from: number,
  to: number,
  done: ReadonlySet<string>,
): T | undefined {
  if (to < from || to - from > 2) return undefined; // a seek, not playback
  return quizzes.find((q) => !done.has(q.id) && q.time_seconds > from - 0.001 && q.time_seconds <= to);
}

/** VIDEO-21: the assessments a partner video lesson may carry, by name, and the PDF each comes from (when it is one). */
export const VIDEO_ASSESSMENTS: readonly { name: string; pdf: VideoPdfType | null }[] = [
  { name: 'Practice Word Problems', pdf: 'practice_word_problems' },
  { name: 'Practice Number Problems', pdf: 'practice_number_problems' },
  { name: 'Exit Ticket', pdf: null },
  { name: 'Genius Challenge', pdf: null },
  { name: 'Quiz Game', pdf: null },
];
/** VIDEO-20: the materials of the lesson a class works with. */
export const VIDEO_LESSON_MATERIALS: readonly VideoPdfType[] = ['reading_materials', 'diy_activity_guide'];
/** VIDEO-19: Teacher Resources. */
export const VIDEO_TEACHER_RESOURCES: readonly VideoPdfType[] = ['lesson_plan', 'teacher_guide'];
export const NO_LESSON_MATERIALS = 'No Lesson Materials Available';

// ——— API shapes ———

export const VideoIdParams = z.object({ contentId: z.string().regex(/^\d{1,9}$/, 'Unknown video id.') });

const Pdf = z.object({ type: z.enum(VIDEO_PDF_TYPES), url: z.string(), title: z.string(), intro: z.string() });

/** One video for its page (the interactive view and the lesson page read the same shape). */
export const VideoView = z.object({
  id: z.string(),
  content_type: z.enum(VIDEO_CONTENT_TYPES),
  subject: z.enum(['SCIENCE', 'MATH', 'ELA', 'SOCIAL_STUDIES']),
  title: z.string(),
  author: z.string(),
  teaser: z.string(),
  date_published: z.string(),
  maturity_range: z.object({ min: z.number().int(), max: z.number().int() }),
  length_in_seconds: z.number().int(),
  wistia_id: z.string(),
  is_premium: z.boolean(),
  is_lite: z.boolean(),
  date_lite_product_grant_expires: z.string().nullable(),
  /** A lite reader on a video outside the free collection: the page shows the veil, no media. */
  veiled: z.boolean(),
  thumbnail: z.object({ url: z.string(), alt: z.string() }),
  sources: z.array(z.object({ url: z.string(), type: z.string() })),
  captions: z.array(z.object({ url: z.string(), lang: z.string(), label: z.string() })),
  raw_text: RichTextNode.nullable(),
  transcript: z.array(TranscriptCue),
  vocabulary: z.array(z.object({ word: z.string(), definition: z.string().nullable() })),
  discussion_questions: z.array(
    z.object({ section: z.enum(['before', 'after']), question: z.string(), answer: z.string().nullable() }),
  ),
  /** VIDEO-23 */
  page_viewmodel: z.object({
    subject: z.string(),
    standards: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), description: z.string() })),
  }),
  /** VIDEO-19: teachers only; empty for everyone else. */
  pdfs: z.array(Pdf),
  /** API-37: the interactive video's data (its quiz annotations); null for partner videos. */
  data: z.object({ url: z.string().nullable() }),
  quiz_count: z.number().int(),
  /** VIDEO-30: a student given this video "video only" sees the player alone. */
  video_only: z.boolean(),
});
export type VideoView = z.infer<typeof VideoView>;

/** API-37: the JSON at a video's data.url; `is_correct` only for readers shown correct answers (VIDEO-05). */
export const VideoData = z.object({
  annotations: z.array(
    z.object({
      type: z.literal('quiz'),
      time_seconds: z.number(),
      quiz: z.object({
        id: z.string(),
        question: z.string(),
        answers: z.array(z.object({ id: z.string(), text: z.string(), is_correct: z.boolean().optional() })),
      }),
    }),
  ),
});
export type VideoData = z.infer<typeof VideoData>;

const quizKey = z.string().trim().min(1).max(20);

/** VIDEO-07: what a student sends; the server grades it (answer_is_correct is never trusted). */
export const VideoQuizSubmissionBody = z.object({
  interactive_video_id: z.coerce.number().int().positive().max(999_999_999),
  quiz_id: quizKey,
  answer_id: quizKey,
});
export type VideoQuizSubmissionBody = z.infer<typeof VideoQuizSubmissionBody>;

/** VIDEO-07: one stored answer. */
export const VideoQuizSubmission = z.object({
  interactive_video_id: z.string(),
  submitted_by_user: z.number().int(),
  quiz_id: z.string(),
  answer_id: z.string(),
  answer_is_correct: z.boolean(),
  submitted_at: z.string(),
});
export type VideoQuizSubmission = z.infer<typeof VideoQuizSubmission>;

/** A comma-separated list of ids, as the spec's query sends them (repeated parameters are joined). */
const idList = z
  .union([z.string(), z.array(z.string()).max(50)])
  .transform((v) => (Array.isArray(v) ? v.join(',') : v))
  .pipe(
    z
      .string()
      .max(500)
      .regex(/^\d{1,9}(,\d{1,9})*$/, 'Give ids separated by commas.')
      .transform((s) => [...new Set(s.split(',').map(Number))]),
  )
  .refine((ids) => ids.length <= 50, 'At most 50 ids.');

/** API-36: the answers of these users to these interactive videos. */
export const VideoQuizSubmissionQuery = z.object({ interactive_video_ids: idList, submitted_by_users: idList });
export const VideoQuizSubmissionList = z.object({ results: z.array(VideoQuizSubmission) });
export type VideoQuizSubmissionList = z.infer<typeof VideoQuizSubmissionList>;

// ——— Video-only assignments (VIDEO-29 … VIDEO-31) ———

export const VIDEO_ONLY_FLAGS = [
  'hide_generation_genius_discussion_answers',
  'hide_generation_genius_vocab_definitions',
  'show_generation_genius_video_only',
] as const;

/** VIDEO-29: the video-only toggle sets the three flags together. */
export const videoOnlyConfig = (on: boolean) => ({
  hide_generation_genius_discussion_answers: on,
  hide_generation_genius_vocab_definitions: on,
  show_generation_genius_video_only: on,
});

type VideoFlags = Partial<Record<(typeof VIDEO_ONLY_FLAGS)[number], boolean>>;

/**
 * VIDEO-29: the flags a save may carry. Video only hides both answer kinds (the two answer toggles
 * are inert and off while it is on); the flags belong to videos only.
 */
export function videoFlagsProblem(config: VideoFlags, isVideo: boolean): string | null {
  const set = VIDEO_ONLY_FLAGS.some((f) => config[f] === true);
  if (set && !isVideo) return 'These settings are for videos only.';
  if (
    config.show_generation_genius_video_only === true &&
    (config.hide_generation_genius_discussion_answers !== true || config.hide_generation_genius_vocab_definitions !== true)
  )
    return 'Video only hides the discussion answers and vocabulary definitions too.';
  return null;
}

/**
 * VIDEO-30, VIDEO-31: what a student given this video in several assignments sees: the strictest
 * of their assignments' rules (a hidden answer stays hidden whichever assignment they came from).
 */
export function videoRulesOf(configs: VideoFlags[]) {
  return {
    hideAnswers: configs.some((c) => c.hide_generation_genius_discussion_answers === true),
    hideDefinitions: configs.some((c) => c.hide_generation_genius_vocab_definitions === true),
    videoOnly: configs.some((c) => c.show_generation_genius_video_only === true),
  };
}
