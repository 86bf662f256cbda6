/**
 * The class progress pages: for an assignment, who has opened it, how long and how far they read,
 * which activities they finished and how they did on the quiz, question by question; for a class,
 * the same in one line per assignment. Teachers of the class only.
 */
import { z } from 'zod';

const Id = z.number().int().positive().max(2_147_483_647);

export const ProgressAssignmentParams = z.object({ assignmentId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ProgressClassParams = z.object({ classId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ProgressAssignmentQuery = z.object({
  /** One of the assignment's classes, to see only its students. */
  class_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const ACTIVITY_PROGRESS = ['not_started', 'started', 'finished'] as const;
export type ActivityProgress = (typeof ACTIVITY_PROGRESS)[number];

export const ProgressActivity = z.object({
  id: Id,
  type: z.string(),
  label: z.string(),
});

export const StudentProgress = z.object({
  user_id: Id,
  display_name: z.string(),
  classrooms: z.array(z.string()),
  opened: z.boolean(),
  first_opened_at: z.string().nullable(),
  /** Active reading time on the article (idle time left out), in seconds. */
  seconds_read: z.number().int().min(0),
  /** The deepest scroll-depth milestone reached, in percent; null when the page never reported one. */
  furthest_depth: z.number().int().min(0).max(100).nullable(),
  /** Activity id → how far the student got. */
  activities: z.record(z.string(), z.enum(ACTIVITY_PROGRESS)),
  quiz: z
    .object({
      correct: z.number().int().min(0),
      total: z.number().int().min(0),
      /** Per question position: whether the student's answer was right. */
      answers: z.array(z.object({ position: z.number().int(), is_correct: z.boolean() })),
    })
    .nullable(),
});
export type StudentProgress = z.infer<typeof StudentProgress>;

export const AssignmentProgress = z.object({
  assignment: z.object({ id: Id, title: z.string(), content_id: Id, content_title: z.string() }),
  /** The assignment's classes that the teacher teaches (the page can narrow to one). */
  classrooms: z.array(z.object({ id: Id, name: z.string() })),
  class_id: Id.nullable(),
  activities: z.array(ProgressActivity),
  /** The quiz per question position: how many answered it and how many were right. */
  questions: z.array(
    z.object({ position: z.number().int(), reading_skill: z.string(), answered: z.number().int(), correct: z.number().int() }),
  ),
  students: z.array(StudentProgress),
});
export type AssignmentProgress = z.infer<typeof AssignmentProgress>;

export const ClassAssignmentSummary = z.object({
  id: Id,
  title: z.string(),
  content_id: Id,
  date_due: z.string().nullable(),
  students: z.number().int().min(0),
  opened: z.number().int().min(0),
  /** Students who finished every activity of the assignment (or opened it, when it has none). */
  finished: z.number().int().min(0),
  median_seconds_read: z.number().int().min(0).nullable(),
  average_depth: z.number().int().min(0).max(100).nullable(),
  /** The class's average quiz score in percent, over the students who took it. */
  average_quiz_percent: z.number().int().min(0).max(100).nullable(),
});
export type ClassAssignmentSummary = z.infer<typeof ClassAssignmentSummary>;

export const ClassProgress = z.object({
  classroom: z.object({ id: Id, name: z.string() }),
  students: z.number().int().min(0),
  assignments: z.array(ClassAssignmentSummary),
});
export type ClassProgress = z.infer<typeof ClassProgress>;

/** Seconds as a reader says them: "45 s", "3 min", "1 h 5 min". */
export function formatReadingTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** The middle value (the mean of the two middle ones for an even count), rounded; null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}
