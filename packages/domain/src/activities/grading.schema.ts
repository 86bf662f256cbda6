import { z } from 'zod';

/**
 * `GET /api/v3/grading/{contentId}/` for a teacher: their students' quiz results on one article
 * and, per question, how many answered it correctly. With assignment_id, only that assignment's
 * students; otherwise every student in the teacher's classes ("Independent Work").
 */
export const GradingQuery = z.object({
  assignment_id: z.coerce.number().int().positive().optional(),
  lexile_level: z.coerce.number().int().positive().optional(),
  header_id: z.coerce.number().int().positive().optional(),
});

export const GradingStudent = z.object({
  user_id: z.number().int(),
  display_name: z.string(),
  classrooms: z.array(z.string()),
  status: z.enum(['not_started', 'completed']),
  article_level_id: z.number().int().nullable(),
  grade_band: z.number().int().nullable(),
  correct_count: z.number().int().nullable(),
  question_count: z.number().int().nullable(),
  date_completed: z.string().nullable(),
  answers: z.array(z.object({ position: z.number().int(), is_correct: z.boolean() })),
  power_words: z.object({ correct: z.number().int(), answered: z.number().int() }),
  /** CFU-01: the student's answers to the checks for understanding, in reading order. */
  checks: z.array(z.object({ check_id: z.number().int(), question: z.string(), answer: z.string(), is_correct: z.boolean() })),
});
export type GradingStudent = z.infer<typeof GradingStudent>;

export const GradingReport = z.object({
  content_id: z.string(),
  title: z.string(),
  assignment: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** Per question position (questions at every level share positions and skills). */
  questions: z.array(
    z.object({ position: z.number().int(), reading_skill: z.string(), correct: z.number().int(), answered: z.number().int() }),
  ),
  students: z.array(GradingStudent),
});
export type GradingReport = z.infer<typeof GradingReport>;
