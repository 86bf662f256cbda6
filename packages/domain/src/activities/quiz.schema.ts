import { z } from 'zod';
import { IsoDateTime } from '../input.js';

/**
 * Quiz API shapes (QUIZ-01 … QUIZ-03, API-17 … API-19). A quiz is the article's QUIZ activity at one
 * level; its id is the activity id. Correct answers (`is_correct` on options) are sent only to
 * authorised teachers and staff (QUIZ-29); students learn them from their own submitted answers.
 */
export const QuizOption = z.object({
  id: z.number().int(),
  position: z.number().int(),
  text: z.string(),
  raw_text: z.string(),
  /** Present only when the caller may see answers (`answers_included`). */
  is_correct: z.boolean().optional(),
});
export type QuizOption = z.infer<typeof QuizOption>;

export const QuestionMetadataEntry = z.discriminatedUnion('content_type', [
  z.object({
    content_type: z.literal('STANDARD'),
    id: z.number().int(),
    data: z.object({ standard_title: z.string(), standard_description: z.string() }),
  }),
  z.object({ content_type: z.literal('READING_SKILLS'), data: z.object({ name: z.string(), title: z.string().optional() }) }),
]);
export type QuestionMetadataEntry = z.infer<typeof QuestionMetadataEntry>;

export const QuizQuestion = z.object({
  id: z.number().int(),
  position: z.number().int(),
  raw_question: z.string(),
  html_question: z.string(),
  options: z.array(QuizOption),
  metadata: z.array(QuestionMetadataEntry),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;

export const Quiz = z.object({
  id: z.number().int(),
  content_id: z.string(),
  article_level_id: z.number().int(),
  grade_band: z.number().int(),
  /** Whether options carry is_correct for this caller (QUIZ-29). */
  answers_included: z.boolean(),
  questions: z.array(QuizQuestion),
});
export type Quiz = z.infer<typeof Quiz>;

/** `GET /api/v3/quiz/{activityId}/?level_id=` */
export const QuizQuery = z.object({ level_id: z.coerce.number().int().positive() });

const isoDate = IsoDateTime;

/** `POST /api/v3/studentquiz/` (API-18). quiz_id is the activity id; associated_content_id the article's id. */
export const StudentQuizSubmitBody = z.object({
  answers: z
    .array(
      z.object({ date_answered: isoDate, quiz_question_id: z.number().int().positive(), value: z.number().int().positive() }),
    )
    .min(1)
    .max(50),
  assignment_ids: z.array(z.number().int().positive()).max(50).default([]),
  associated_content_id: z.string().regex(/^\d{1,12}$/),
  date_started: isoDate,
  date_completed: isoDate,
  quiz_id: z.number().int().positive(),
});
export type StudentQuizSubmitBody = z.infer<typeof StudentQuizSubmitBody>;

export const StudentQuizAnswer = z.object({
  quiz_question_id: z.number().int(),
  /** The chosen option id. */
  value: z.number().int(),
  /** The correct option id; null when the assignment hides answers (hide_quiz_answers, QUIZ-16). */
  correct_answer: z.number().int().nullable(),
  is_correct: z.boolean(),
  date_answered: z.string(),
});
export type StudentQuizAnswer = z.infer<typeof StudentQuizAnswer>;

/** One submitted quiz (QUIZ-02). A student has at most one per quiz; submitting again returns it. */
export const StudentQuiz = z.object({
  id: z.number().int(),
  quiz: z.object({ id: z.number().int() }),
  quiz_id: z.number().int(),
  student_id: z.number().int(),
  associated_content_id: z.string(),
  article_level_id: z.number().int(),
  grade_band: z.number().int(),
  assignment_ids: z.array(z.number().int()),
  date_started: z.string(),
  date_completed: z.string(),
  correct_count: z.number().int(),
  question_count: z.number().int(),
  tokens_earned: z.number().int(),
  answers: z.array(StudentQuizAnswer),
});
export type StudentQuiz = z.infer<typeof StudentQuiz>;

/** `GET /api/v3/studentquiz/` (API-17): the caller's answers, or a teacher's student's with student_id. */
export const StudentQuizQuery = z.object({
  associated_content_id: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  quiz_id: z.coerce.number().int().positive().optional(),
  student_id: z.coerce.number().int().positive().optional(),
});
export const StudentQuizList = z.object({ results: z.array(StudentQuiz) });
export type StudentQuizList = z.infer<typeof StudentQuizList>;

/** Report reasons, verbatim (QUIZ-33). */
export const QUIZ_REPORT_REASONS = [
  'No correct answer',
  'Not aligned with standard/reading skill',
  'Grammar and punctuation errors',
  'Incorrect answer',
  'More than one correct answer',
] as const;

/** `POST /api/v3/quiz/{activityId}/question/{questionId}/flag/` (API-19, QUIZ-32). */
export const QuestionFlagBody = z.object({ message: z.enum(QUIZ_REPORT_REASONS) });
export const QuestionFlag = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  questionId: z.number().int(),
  /** What was reported: a quiz question, or a guided-highlighting question (GH-16). */
  activity_type: z.enum(['QUIZ', 'GUIDED_HIGHLIGHTING_QUIZ']),
  /** The level the question belongs to. */
  level_id: z.number().int(),
  message: z.string(),
  reported_by: z.object({ id: z.number().int(), display_name: z.string() }),
  content_id: z.string(),
  question_text: z.string(),
  date_created: z.string(),
});
export type QuestionFlag = z.infer<typeof QuestionFlag>;
export const QuestionFlagList = z.object({ results: z.array(QuestionFlag) });
export type QuestionFlagList = z.infer<typeof QuestionFlagList>;
