/**
 * Printing an article (PRINT-01 … PRINT-12): the spec's options and formats with their labels, the
 * print link, the query it takes, and who may print what. The server's print policy and the
 * page's Print menu both decide here, so the menu never offers what the PDF route refuses.
 */
import { z } from 'zod';
import type { Role } from '../users/roles.js';

/** PRINT-09: the print options, by their query parameter. */
export const PRINT_OPTION_PARAMS = [
  'quiz',
  'quiz_answers',
  'write_prompt',
  'power_words',
  'power_words_answers',
  'eco_mode',
] as const;
export type PrintOptionParam = (typeof PRINT_OPTION_PARAMS)[number];

/** PRINT-08: a print option is its query parameter and its label. */
export interface PrintOption {
  queryParam: PrintOptionParam;
  label: string;
}

/** PRINT-09, with eco_mode's label verbatim. */
export const PRINT_OPTIONS: Readonly<Record<PrintOptionParam, PrintOption>> = {
  quiz: { queryParam: 'quiz', label: 'Quiz' },
  quiz_answers: { queryParam: 'quiz_answers', label: 'Quiz answers' },
  write_prompt: { queryParam: 'write_prompt', label: 'Write prompt' },
  power_words: { queryParam: 'power_words', label: 'Power Words' },
  power_words_answers: { queryParam: 'power_words_answers', label: 'Power Words answers' },
  eco_mode: {
    queryParam: 'eco_mode',
    label: 'Ink-Saving Mode: Save ink and paper by excluding images and consolidating text with activities.',
  },
};

/** PRINT-10: what the `content` parameter names, the article always first. */
export const ARTICLE_FORMATS = [
  'article_only',
  'article_and_quiz',
  'article_quiz_and_answers',
  'article_and_write_prompt',
  'article_write_prompt_and_quiz',
  'article_write_prompt_quiz_and_answers',
] as const;
export const ArticleFormat = z.enum(ARTICLE_FORMATS);
export type ArticleFormat = z.infer<typeof ArticleFormat>;

export const ARTICLE_FORMAT_LABELS: Readonly<Record<ArticleFormat, string>> = {
  article_only: 'Article',
  article_and_quiz: 'Article and quiz',
  article_quiz_and_answers: 'Article, quiz and answers',
  article_and_write_prompt: 'Article and write prompt',
  article_write_prompt_and_quiz: 'Article, write prompt and quiz',
  article_write_prompt_quiz_and_answers: 'Article, write prompt, quiz and answers',
};

/** The parts a format prints beside the article. */
export interface FormatParts {
  quiz: boolean;
  quizAnswers: boolean;
  writePrompt: boolean;
}

const PARTS: Readonly<Record<ArticleFormat, FormatParts>> = {
  article_only: { quiz: false, quizAnswers: false, writePrompt: false },
  article_and_quiz: { quiz: true, quizAnswers: false, writePrompt: false },
  article_quiz_and_answers: { quiz: true, quizAnswers: true, writePrompt: false },
  article_and_write_prompt: { quiz: false, quizAnswers: false, writePrompt: true },
  article_write_prompt_and_quiz: { quiz: true, quizAnswers: false, writePrompt: true },
  article_write_prompt_quiz_and_answers: { quiz: true, quizAnswers: true, writePrompt: true },
};

export const formatParts = (format: ArticleFormat): FormatParts => PARTS[format];

/** The format that prints these parts (answers imply the quiz). */
export function formatOf(parts: { quiz: boolean; quizAnswers: boolean; writePrompt: boolean }): ArticleFormat {
  const quiz = parts.quiz || parts.quizAnswers;
  const found = ARTICLE_FORMATS.find((f) => {
    const p = PARTS[f];
    return p.quiz === quiz && p.quizAnswers === parts.quizAnswers && p.writePrompt === parts.writePrompt;
  });
  return found ?? 'article_only';
}

/** A switch in the print link: present (`&eco_mode`), or `true`/`1`; `false`/`0` is off. */
const Switch = z
  .enum(['', 'true', '1', 'false', '0'])
  .optional()
  .transform((v) => v !== undefined && v !== 'false' && v !== '0');

/**
 * PRINT-11: `/content/{levelId}/print/?format=pdf&content={option}` with the optional switches.
 * Anything else in the query is refused (400), so a misspelt option never prints without it.
 */
export const PrintQuery = z
  .object({
    format: z.literal('pdf'),
    content: ArticleFormat.default('article_only'),
    eco_mode: Switch,
    power_words: Switch,
    power_words_answers: Switch,
  })
  .strict();
export type PrintQuery = z.infer<typeof PrintQuery>;

/** `GET /api/v3/print-options/?level_id=`: the level whose options the Print menu shows. */
export const PrintOptionsQuery = z.object({ level_id: z.coerce.number().int().positive() });

/** What the Print menu or modal offers this reader on one level (PRINT-01). */
export const PrintOptionsResponse = z.object({
  level_id: z.number().int(),
  /** PRINT-07: printing is locked; `message` says why. */
  locked: z.boolean(),
  message: z.string().nullable(),
  /** Whether the reader prints answers (teachers and admins). */
  answers: z.boolean(),
  formats: z.array(z.object({ value: ArticleFormat, label: z.string() })),
  options: z.array(z.object({ queryParam: z.enum(PRINT_OPTION_PARAMS), label: z.string() })),
});
export type PrintOptionsResponse = z.infer<typeof PrintOptionsResponse>;

/** What one PDF is asked to hold. */
export interface PrintRequest {
  content: ArticleFormat;
  eco_mode?: boolean;
  power_words?: boolean;
  power_words_answers?: boolean;
}

/** PRINT-11: the print link of one level. */
export function printPath(levelId: number, r: PrintRequest): string {
  const q = new URLSearchParams({ format: 'pdf', content: r.content });
  for (const flag of ['eco_mode', 'power_words', 'power_words_answers'] as const) if (r[flag]) q.set(flag, 'true');
  return `/content/${levelId}/print/?${q.toString()}`;
}

/**
 * PRINT-12 (open in the spec; our choice, docs/decisions.md): "Print this assignment" links to
 * `/assignments/{assignmentId}/print/`, which sends its owner on to the print link of the
 * assignment's level with the activities it includes, without answers: the copy students get.
 */
export const assignmentPrintPath = (assignmentId: number) => `/assignments/${assignmentId}/print/`;

/** The article format that prints an assignment's quiz and write prompt, without answers. */
export const assignmentFormat = (parts: { quiz: boolean; writePrompt: boolean }): ArticleFormat =>
  formatOf({ quiz: parts.quiz, quizAnswers: false, writePrompt: parts.writePrompt });

/** PRINT-07, verbatim. */
export const PRINT_LOCKED_TEXT =
  'Subscription needed. Unlimited printing requires a school subscription. Request school access to put us in touch with your administrator.';

export const PRINT_TEXT = {
  button: 'Print',
  modalTitle: 'Print Options',
  submit: 'Print',
  cancel: 'Cancel',
  printAssignment: 'Print this assignment',
} as const;

/** The reader facts printing depends on. */
export interface PrintReader {
  role: Role;
  /** A completed teacher account, or an authorised principal or district admin (PRINT-05). */
  isAuthorized: boolean;
  isLiteUser: boolean;
  canPrintPremiumContent: boolean;
  canViewPowerWords: boolean;
  /** A teacher viewing the page as a student (PRINT-02). */
  studentPreview?: boolean;
}

/** What the level has to print beside its text. */
export interface PrintableLevel {
  isPremium: boolean;
  hasQuiz: boolean;
  hasWritePrompt: boolean;
  hasPowerWords: boolean;
}

/** Who the reader is to printing: students print the article; answer-key readers get answers. */
export type PrintAudience = 'student' | 'answer_key' | 'other';

/**
 * PRINT-02 … PRINT-05: students (and a teacher's student preview) are students; teachers with a
 * completed account, Lectern's staff and authorised principals and district admins see answers;
 * anyone else (a parent, an unfinished teacher or admin account) prints without them. An unfinished
 * teacher account sees no answers on screen either (QUIZ-29), so none on paper.
 */
export function printAudience(reader: PrintReader): PrintAudience {
  if (reader.role === 'student' || reader.studentPreview) return 'student';
  if (reader.role === 'staff') return 'answer_key';
  if ((reader.role === 'teacher' || reader.role === 'principal' || reader.role === 'district_admin') && reader.isAuthorized)
    return 'answer_key';
  return 'other';
}

/** What a reader may print of one level. */
export type PrintPermission =
  | { kind: 'locked'; message: typeof PRINT_LOCKED_TEXT }
  | {
      kind: 'allowed';
      audience: PrintAudience;
      /** The formats offered, `article_only` first. */
      formats: ArticleFormat[];
      powerWords: boolean;
      powerWordsAnswers: boolean;
    };

/**
 * The one print rule (PRINT-02 … PRINT-07). With the `premium_print_gating` flag on (PRINT-06), a
 * lite account is locked (PRINT-07), and so is a reader who may not print premium content
 * (`canPrintPremiumContent`) on a premium article — except students, who print the article text
 * their school's licence already lets them read, and Lectern's staff. With the flag off nobody is
 * locked. The content decides which parts exist (a level without a quiz offers no quiz formats).
 */
export function printPermission(reader: PrintReader, level: PrintableLevel, gating: boolean): PrintPermission {
  const audience = printAudience(reader);
  if (gating) {
    const exempt = audience === 'student' || reader.role === 'staff';
    if (reader.isLiteUser || (level.isPremium && !reader.canPrintPremiumContent && !exempt))
      return { kind: 'locked', message: PRINT_LOCKED_TEXT };
  }
  if (audience === 'student')
    return { kind: 'allowed', audience, formats: ['article_only'], powerWords: false, powerWordsAnswers: false };
  const answers = audience === 'answer_key';
  const formats = ARTICLE_FORMATS.filter((f) => {
    const p = PARTS[f];
    return (!p.quiz || level.hasQuiz) && (!p.quizAnswers || answers) && (!p.writePrompt || level.hasWritePrompt);
  });
  const powerWords = level.hasPowerWords && reader.canViewPowerWords;
  return { kind: 'allowed', audience, formats, powerWords, powerWordsAnswers: powerWords && answers };
}

/** Why a print request is refused, or null when the permission covers it. */
export function refusedPart(permission: PrintPermission, r: PrintRequest): string | null {
  if (permission.kind === 'locked') return permission.message;
  if (!permission.formats.includes(r.content)) {
    const p = PARTS[r.content];
    if (permission.audience === 'student') return 'Students print the article only.';
    if (p.quizAnswers && permission.audience !== 'answer_key') return 'Only teachers and school admins print quiz answers.';
    return `This level cannot be printed as “${ARTICLE_FORMAT_LABELS[r.content]}”.`;
  }
  if ((r.power_words || r.power_words_answers) && !permission.powerWords)
    return permission.audience === 'student' ? 'Students print the article only.' : 'Power Words cannot be printed here.';
  if (r.power_words_answers && !permission.powerWordsAnswers) return 'Only teachers and school admins print Power Words answers.';
  return null;
}

/** What the Print menu or modal lists: the formats, then the switches this reader may use. */
export function printChoices(permission: PrintPermission): {
  formats: { value: ArticleFormat; label: string }[];
  options: PrintOption[];
} {
  if (permission.kind === 'locked') return { formats: [], options: [] };
  const options: PrintOption[] = [];
  if (permission.powerWords) options.push(PRINT_OPTIONS.power_words);
  if (permission.powerWordsAnswers) options.push(PRINT_OPTIONS.power_words_answers);
  options.push(PRINT_OPTIONS.eco_mode);
  return { formats: permission.formats.map((value) => ({ value, label: ARTICLE_FORMAT_LABELS[value] })), options };
}

/**
 * The citation line at the foot of every printed page: "{title}. {provider}, {date}. Lectern."
 * (the full citation modal formats MLA, APA and Chicago; a printed page needs only this line).
 */
export function printCitation(a: { title: string; provider: string; published: Date | string }): string {
  const date = new Date(a.published).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const title = a.title.trim();
  return `${/[.!?]$/.test(title) ? title : `${title}.`} ${a.provider}, ${date}. Lectern.`;
}
