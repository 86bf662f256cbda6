import { z } from 'zod';
import { DEFAULT_QUESTION_COUNT } from '../activities/quiz-rules.js';

/** Seed corpus file format (content/FORMAT.md): validated at seed time, so bad data fails loudly. */
export const SUBJECTS = ['ELA', 'SCIENCE', 'SOCIAL_STUDIES', 'MATH'] as const;
export const ARTICLE_TYPES = [
  'biography',
  'drama',
  'editorial',
  'fiction',
  'infographic',
  'information',
  'map',
  'photo',
  'poem',
  'news',
] as const;
export const READING_SKILLS = [
  'Main idea',
  'Key details',
  'Vocabulary in context',
  'Inference',
  'Cause and effect',
  "Author's purpose",
  'Compare and contrast',
  'Sequence',
  'Text structure',
  'Point of view',
  'Theme',
  'Figurative language',
  'Integrating visuals',
] as const;

const QuizQuestionFile = z.object({
  question: z.string().min(5),
  options: z.array(z.string().min(1)).length(4),
  correct: z.number().int().min(0).max(3),
  standard: z.string(),
  skill: z.enum(READING_SKILLS),
});

const PowerWordFile = z.object({
  headword: z.string().min(1),
  definition: z.string().min(3),
  questions: z
    .array(
      z.object({
        question: z.string().min(3),
        options: z.array(z.string().min(1)).length(2),
        correct: z.number().int().min(0).max(1),
      }),
    )
    .length(2),
});

/**
 * A check for understanding (CFU-01): a short question placed after one paragraph of a level; the
 * text after it stays hidden from a student until they answer. `after` is the 0-based index of the
 * paragraph it follows (never a subheading, never the last paragraph), and the question is
 * answerable from the text before it.
 */
export const CheckFile = z.object({
  after: z.number().int().min(0),
  question: z.string().min(5).max(300),
  options: z.array(z.string().min(1).max(200)).min(3).max(4),
  correct: z.number().int().min(0).max(3),
});
export type CheckFile = z.infer<typeof CheckFile>;

/**
 * A guided-highlighting question (GH-05): a reading-skill question whose answer is a passage of
 * the level's text. `answer.paragraph` is the 0-based index of a paragraph (never a subheading)
 * and `answer.text` an exact part of it; `suggested_answer` is shown after two misses (GH-08).
 */
export const GuidedHighlightingFile = z.object({
  skill: z.enum(READING_SKILLS),
  question: z.string().min(10).max(300),
  answer: z.object({ paragraph: z.number().int().min(0), text: z.string().min(3).max(1000) }),
  suggested_answer: z.string().min(10).max(600),
});
export type GuidedHighlightingFile = z.infer<typeof GuidedHighlightingFile>;

export const LevelFile = z.object({
  language: z.enum(['en', 'es']),
  grade_band: z.number().int().min(2).max(12),
  lexile: z.number().int().min(100).max(1600),
  is_original: z.boolean(),
  title: z.string().min(3),
  short_title: z.string().min(2).max(24),
  teaser: z.string().min(10),
  byline: z.string().min(3),
  author: z.string().min(3),
  paragraphs: z.array(z.string().min(1)).min(2),
  quiz: z.object({ questions: z.array(QuizQuestionFile).length(DEFAULT_QUESTION_COUNT) }).optional(),
  power_words: z.array(PowerWordFile).min(4).max(6),
  write_prompt: z.string().min(10),
  key_terms: z
    .array(z.object({ term: z.string().min(1), definition: z.string().min(3) }))
    .min(3)
    .max(8),
  /** Checks for understanding between paragraphs, in reading order (2 or 3 a level). */
  checks: z.array(CheckFile).max(4).default([]),
  /** Guided-highlighting questions (3 a level), each answered by a passage of one paragraph. */
  guided_highlighting: z.array(GuidedHighlightingFile).max(5).default([]),
});
export type LevelFile = z.infer<typeof LevelFile>;

export const AdvisoryFile = z.object({
  reason: z.enum(['DISTRICT_ADVISORY', 'SCHOOL_ADVISORY']),
  grade_minimum: z.number().int().min(-1).max(12),
  grade_maximum: z.number().int().min(-1).max(12),
  message: z.string().min(5),
  learn_more_url: z.string().url(),
  block_teacher_view: z.boolean(),
});

/** A poll template shipped with an article (POLL-08): a question and 3 or 4 responses. */
export const PollTemplateFile = z.object({
  question: z.string().min(5).max(200),
  choices: z.array(z.string().min(1).max(100)).min(2).max(5),
});

export const ArticleFile = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    subject: z.enum(SUBJECTS),
    article_type: z.enum(ARTICLE_TYPES),
    published: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    provider: z.string().min(2),
    is_premium: z.boolean(),
    is_lite: z.boolean(),
    content_warning: z.string().nullable(),
    decodable: z.boolean(),
    quiz_omission_reason: z.enum(['QUIZ_COMING_SOON', 'INTENTIONALLY_OMITTED']).nullable(),
    noindex: z.boolean(),
    image_alt: z.string().min(3),
    standards: z.array(z.object({ code: z.string(), name: z.string(), description: z.string() })).min(1),
    advisories: z.array(AdvisoryFile),
    levels: z.array(LevelFile).min(5),
    /** The article's poll templates, in the order teachers are offered them. */
    polls: z.array(PollTemplateFile).max(10).default([]),
  })
  .superRefine((a, ctx) => {
    const codes = new Set(a.standards.map((s) => s.code));
    a.levels.forEach((l, i) => {
      if (a.quiz_omission_reason === null && !l.quiz)
        ctx.addIssue({ code: 'custom', path: ['levels', i, 'quiz'], message: 'quiz required' });
      if (a.quiz_omission_reason !== null && l.quiz)
        ctx.addIssue({ code: 'custom', path: ['levels', i, 'quiz'], message: 'quiz must be omitted' });
      let previous = -1;
      l.checks.forEach((c, j) => {
        const at = ['levels', i, 'checks', j];
        if (c.correct >= c.options.length) ctx.addIssue({ code: 'custom', path: [...at, 'correct'], message: 'no such option' });
        if (c.after <= previous)
          ctx.addIssue({ code: 'custom', path: [...at, 'after'], message: 'checks go in reading order, one per paragraph' });
        if (c.after >= l.paragraphs.length - 1)
          ctx.addIssue({ code: 'custom', path: [...at, 'after'], message: 'a check needs text after it' });
        else if (l.paragraphs[c.after]!.startsWith('## '))
          ctx.addIssue({ code: 'custom', path: [...at, 'after'], message: 'a check follows a paragraph, not a subheading' });
        previous = c.after;
      });
      l.guided_highlighting.forEach((g, j) => {
        const at = ['levels', i, 'guided_highlighting', j, 'answer'];
        const paragraph = l.paragraphs[g.answer.paragraph];
        if (paragraph === undefined) ctx.addIssue({ code: 'custom', path: [...at, 'paragraph'], message: 'no such paragraph' });
        else if (paragraph.startsWith('## '))
          ctx.addIssue({ code: 'custom', path: [...at, 'paragraph'], message: 'an answer is in a paragraph, not a subheading' });
        else if (!paragraph.includes(g.answer.text))
          ctx.addIssue({ code: 'custom', path: [...at, 'text'], message: 'answer text not found in its paragraph' });
        else if (g.answer.text.trim() !== g.answer.text)
          ctx.addIssue({ code: 'custom', path: [...at, 'text'], message: 'answer text starts or ends with a space' });
      });
      l.quiz?.questions.forEach((q, j) => {
        if (!codes.has(q.standard))
          ctx.addIssue({
            code: 'custom',
            path: ['levels', i, 'quiz', 'questions', j, 'standard'],
            message: `unknown standard ${q.standard}`,
          });
      });
    });
    for (const lang of new Set(a.levels.map((l) => l.language))) {
      const originals = a.levels.filter((l) => l.language === lang && l.is_original).length;
      if (originals !== 1) ctx.addIssue({ code: 'custom', path: ['levels'], message: `${lang}: exactly one original level` });
    }
  });
export type ArticleFile = z.infer<typeof ArticleFile>;
