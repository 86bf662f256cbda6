import { LEXILE_RANGE_BY_GRADE } from './levels.js';

/**
 * The reading-level recommendation (LEVEL-03, LEVEL-14), kept explainable: every answer carries
 * the reason a teacher can read ("Grade 7 from the class roster; last 3 quizzes averaged 92% at
 * grade 7 → one grade up").
 */

export interface RecentQuiz {
  /** The grade of the level the quiz was taken at. */
  grade: number;
  /** Fraction correct, 0..1. */
  score: number;
}

export interface Recommendation {
  grade: number | null;
  source: 'teacher_override' | 'quiz_scores' | 'grade_level' | 'none';
  explanation: string;
}

/** How many recent quizzes count, and the averages that move the level. */
export const RECOMMENDER = { recentQuizzes: 3, stepUpAt: 0.85, stepDownAt: 0.5, minGrade: 1, maxGrade: 12 } as const;

const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * A teacher's override wins. Otherwise start from the student's grade; when the last three quizzes
 * were taken at one grade and averaged at least 85%, recommend one grade up from it; at or below
 * 50%, one grade down.
 */
export function recommendGrade(input: {
  gradeLevel: number | null;
  override: number | null;
  recentQuizzes: readonly RecentQuiz[];
}): Recommendation {
  if (input.override !== null)
    return { grade: input.override, source: 'teacher_override', explanation: `Set to grade ${input.override} by a teacher.` };
  const recent = input.recentQuizzes.slice(0, RECOMMENDER.recentQuizzes);
  const base = input.gradeLevel;
  if (recent.length === RECOMMENDER.recentQuizzes && recent.every((q) => q.grade === recent[0]!.grade)) {
    const at = recent[0]!.grade;
    const avg = recent.reduce((s, q) => s + q.score, 0) / recent.length;
    const clamp = (g: number) => Math.min(RECOMMENDER.maxGrade, Math.max(RECOMMENDER.minGrade, g));
    if (avg >= RECOMMENDER.stepUpAt && clamp(at + 1) !== at)
      return {
        grade: clamp(at + 1),
        source: 'quiz_scores',
        explanation: `The last ${recent.length} quizzes at grade ${at} averaged ${pct(avg)}, so the next level up.`,
      };
    if (avg <= RECOMMENDER.stepDownAt && clamp(at - 1) !== at)
      return {
        grade: clamp(at - 1),
        source: 'quiz_scores',
        explanation: `The last ${recent.length} quizzes at grade ${at} averaged ${pct(avg)}, so one level down.`,
      };
  }
  if (base !== null) return { grade: base, source: 'grade_level', explanation: `Matched to the student's grade (${base}).` };
  return { grade: null, source: 'none', explanation: 'No grade is known, so the original article.' };
}

/** A single lexile figure for a grade: the middle of its range (the reading level's `value`). */
export function lexileForGrade(grade: number | null): number | null {
  if (grade === null) return null;
  const range = LEXILE_RANGE_BY_GRADE[grade];
  return range ? Math.round((range[0] + range[1]) / 2 / 10) * 10 : null;
}

/** The API path of the level recommender (API-10) and the client's time-out for it. */
export const RECOMMENDER_PATH = '/seti/article-level-recommender/recommend-article-level';
export const RECOMMENDER_TIMEOUT_MS = 5000;
