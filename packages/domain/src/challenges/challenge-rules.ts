/** The monthly reading challenge and tokens (TOKEN-02 … TOKEN-11). */

export const POWER_WORDS_MAX_TOKENS = 50;
/** TOKEN-03: guided highlighting adds this where permitted. */
export const GUIDED_HIGHLIGHTING_TOKENS = 30;

/** TOKEN-10: articles to read for the monthly badge: 5 in elementary school (grades K–5), 9 in middle and high school. */
export function challengeGoal(gradeLevel: number | null | undefined): number {
  return gradeLevel !== null && gradeLevel !== undefined && gradeLevel <= 5 ? 5 : 9;
}

/** TOKEN-09: the explainer differs for teachers and students. */
export function challengeExplainer(role: 'teacher' | 'student', gradeLevel?: number | null): { title: string; body: string[] } {
  const goal = challengeGoal(gradeLevel);
  if (role === 'teacher') {
    return {
      title: 'The monthly reading challenge',
      body: [
        'Every month your students can earn a reading badge. Elementary students earn it by reading at least 5 articles in the month; middle and high school students by reading at least 9.',
        'An article counts once a student finishes its quiz or its Power Words. Students earn up to 150 tokens for a quiz and up to 50 for Power Words.',
        'You see each class’s progress towards its goal. Students see only their own progress: there is no leaderboard.',
      ],
    };
  }
  return {
    title: 'Your monthly reading challenge',
    body: [
      `Read at least ${goal} articles this month to earn this month’s badge.`,
      'An article counts when you finish its quiz or its Power Words. You earn up to 150 tokens for a quiz and up to 50 for Power Words.',
      'A new challenge starts on the first day of every month.',
    ],
  };
}

/** Challenge ids are months, "YYYY-MM", in UTC. */
export function challengeIdFor(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function isChallengeId(id: string): boolean {
  const m = /^(\d{4})-(\d{2})$/.exec(id);
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

/** The month's bounds [start, end) in UTC. */
export function challengeBounds(id: string): { start: Date; end: Date } {
  const [y, m] = id.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(y, m - 1, 1)), end: new Date(Date.UTC(y, m, 1)) };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** "November 2026" */
export function challengeName(id: string): string {
  const [y, m] = id.split('-').map(Number) as [number, number];
  return `${MONTHS[m - 1]} ${y}`;
}

/** Progress as a whole percentage for the bar, capped at 100. */
export function progressPercent(done: number, goal: number): number {
  if (goal <= 0) return 100;
  return Math.min(100, Math.round((100 * Math.max(0, done)) / goal));
}

/** TOKEN-04: token display sizes. */
export const TOKEN_SIZES = ['XS', 'SM', 'MD', 'LG', 'PICKER'] as const;
export type TokenSize = (typeof TOKEN_SIZES)[number];

/** TOKEN-04: the text of a single or double (earned / total) value. */
export function tokenValueText(earned: number, total?: number): string {
  return total === undefined ? `${earned}` : `${earned} / ${total}`;
}
export function tokenAccessibleText(earned: number, total?: number): string {
  return total === undefined ? `${earned} ${earned === 1 ? 'token' : 'tokens'}` : `${earned} of ${total} tokens earned`;
}

/** TOKEN-10: the student's progress line under the bar: "4 of 9 articles". */
export function articlesProgressText(read: number, goal: number): string {
  return `${read} of ${goal} ${goal === 1 ? 'article' : 'articles'}`;
}

/** TOKEN-10: what is left to do for the month's badge, or that it is earned. */
export function articlesToGoText(read: number, goal: number): string {
  const left = goal - read;
  if (left <= 0) return 'You earned this month’s badge!';
  return `Read ${left} more ${left === 1 ? 'article' : 'articles'} to earn this month’s badge.`;
}

/** TOKEN-09: a class goal, as counts only (no names, no ranking): "12 of 25 students have earned this month's badge". */
export function classGoalText(completed: number, students: number): string {
  return `${completed} of ${students} ${students === 1 ? 'student has' : 'students have'} earned this month's badge`;
}

/** TOKEN-01: the name of an interaction that earns tokens. */
export function interactionName(type: 'QUIZ' | 'POWER_WORDS_ACTIVITY' | 'GUIDED_HIGHLIGHTING_QUIZ'): string {
  return type === 'QUIZ' ? 'Quiz' : type === 'POWER_WORDS_ACTIVITY' ? 'Power Words' : 'Guided Highlighting';
}

/** The month `delta` months from a challenge id: shiftChallengeId("2026-01", -1) is "2025-12". */
export function shiftChallengeId(id: string, delta: number): string {
  const { start } = challengeBounds(id);
  return challengeIdFor(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + delta, 1)));
}
