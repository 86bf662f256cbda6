import { GRADE_BANDS } from '../grades.js';

/**
 * Reading-level rules of the content view (LEVEL-04 … LEVEL-13): which article level a reader sees
 * first, how a grade maps to a level, and when the level selector is locked. Pure functions over
 * the few level fields they need, so the server renderer and the browser decide the same way.
 */

export type Language = 'en' | 'es';

export interface LevelRef {
  id: number;
  language: string;
  /** The grade the level is written for (the number in GRADE_n). */
  grade: number;
  /** 0 marks the original version (LEVEL-02). */
  raw_lexile: number;
  /** The level's measured text difficulty; for the original it stands in for raw_lexile. */
  lexile: number;
  is_original_level: boolean;
}

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Español' };

/** "GRADE_5" → 5; anything else → null. */
export function gradeOfBand(band: string): number | null {
  const m = /^GRADE_(-?\d+)$/.exec(band);
  return m ? Number(m[1]) : null;
}
export const bandOfGrade = (grade: number) => `GRADE_${grade}`;

/** Lexile of a level for comparisons: the original (raw 0) is measured by its lexile. */
const measure = (l: LevelRef) => (l.raw_lexile === 0 ? l.lexile : l.raw_lexile);

/** Position of a grade in the spec's band order (LEVEL-08), for sorting. */
function bandIndex(grade: number) {
  const i = GRADE_BANDS.findIndex((b) => grade >= b.min && grade <= b.max);
  return i === -1 ? GRADE_BANDS.length : i;
}

/** LEVEL-09: levels in article-level band order, then by grade and difficulty; originals last. */
export function sortLevels<L extends LevelRef>(levels: readonly L[]): L[] {
  return [...levels].sort(
    (a, b) =>
      Number(a.is_original_level) - Number(b.is_original_level) ||
      bandIndex(a.grade) - bandIndex(b.grade) ||
      a.grade - b.grade ||
      measure(a) - measure(b),
  );
}

/** The level selector's grouping: by language, then by grade band, in band order (LEVEL-08, LEVEL-09). */
export function groupLevels<L extends LevelRef>(levels: readonly L[]) {
  const languages = [...new Set(levels.map((l) => l.language))].sort((a, b) =>
    a === DEFAULT_LANGUAGE ? -1 : b === DEFAULT_LANGUAGE ? 1 : a.localeCompare(b),
  );
  return languages.map((language) => {
    const mine = sortLevels(levels.filter((l) => l.language === language));
    const bands = GRADE_BANDS.map((band) => ({
      band: band.key,
      label: band.label,
      levels: mine.filter((l) => l.grade >= band.min && l.grade <= band.max),
    })).filter((g) => g.levels.length > 0);
    return { language, name: LANGUAGE_NAMES[language] ?? language, bands };
  });
}

/**
 * The raw-lexile range a grade reads in (LEVEL-07). Ranges overlap on purpose: a strong reader at
 * the top of one grade and a developing reader in the next meet in the middle.
 */
export const LEXILE_RANGE_BY_GRADE: Readonly<Record<number, readonly [number, number]>> = {
  [-1]: [1, 250],
  0: [1, 300],
  1: [150, 420],
  2: [300, 520],
  3: [400, 600],
  4: [520, 760],
  5: [640, 820],
  6: [760, 950],
  7: [850, 1000],
  8: [900, 1005],
  9: [1000, 1100],
  10: [1050, 1150],
  11: [1100, 1300],
  12: [1150, 1400],
};

/**
 * LEVEL-07: the level for a grade within a language: the highest-lexile level inside the grade's
 * range, else the highest below it, else the lowest; the original when no range is known.
 */
export function levelForGrade<L extends LevelRef>(
  levels: readonly L[],
  grade: number | null | undefined,
  language: string = DEFAULT_LANGUAGE,
): L | undefined {
  const pool = levels.filter((l) => l.language === language);
  const candidates = pool.length > 0 ? pool : levels.filter((l) => l.language === DEFAULT_LANGUAGE);
  const original = candidates.find((l) => l.is_original_level) ?? candidates[candidates.length - 1];
  const range = grade === null || grade === undefined ? undefined : LEXILE_RANGE_BY_GRADE[grade];
  if (!range) return original;
  const [lo, hi] = range;
  const byMeasure = [...candidates].sort((a, b) => measure(b) - measure(a));
  return (
    byMeasure.find((l) => measure(l) >= lo && measure(l) <= hi) ??
    byMeasure.find((l) => measure(l) < lo) ??
    byMeasure[byMeasure.length - 1]
  );
}

/**
 * LEVEL-04 step 2: the level written for a locked grade, else the highest lower band when no
 * level matches the grade exactly.
 */
export function levelForLockedGrade<L extends LevelRef>(levels: readonly L[], grade: number, language: string): L | undefined {
  const pool = sortLevels(levels.filter((l) => l.language === language));
  const exact = pool.find((l) => l.grade === grade);
  if (exact) return exact;
  const lower = pool.filter((l) => l.grade < grade);
  return lower[lower.length - 1] ?? pool[0];
}

export interface InitialLevelInput<L extends LevelRef> {
  levels: readonly L[];
  /** `levelId` from the query (LEVEL-06: it wins when it names a level of this article). */
  queryLevelId?: number | null | undefined;
  isStudent: boolean;
  /** The level the recommender chose for a student, if it answered. */
  recommendedLevelId?: number | null | undefined;
  /** The grade to match: a student's recommended grade, or a teacher's class grade. */
  grade?: number | null | undefined;
  language?: string | undefined;
}

/** LEVEL-06: the level shown when the page opens. */
export function chooseInitialLevel<L extends LevelRef>(input: InitialLevelInput<L>): L | undefined {
  const { levels } = input;
  const byQuery = input.queryLevelId ? levels.find((l) => l.id === input.queryLevelId) : undefined;
  if (byQuery) return byQuery;
  if (input.isStudent && input.recommendedLevelId) {
    const recommended = levels.find((l) => l.id === input.recommendedLevelId);
    if (recommended) return recommended;
  }
  return levelForGrade(levels, input.grade, input.language ?? DEFAULT_LANGUAGE);
}

export interface AssignmentLevelSettings {
  default_reading_level?: number | null | undefined;
  grade_level_lock?: number | null | undefined;
  is_reading_level_locked?: boolean | undefined;
  /** Languages of the assignment's members (LEVEL-05). */
  member_languages?: readonly string[] | undefined;
}

/** LEVEL-05: assignment members, else the chosen level, else the student's reading level, else the default. */
export function readingLanguage(input: {
  assignment?: AssignmentLevelSettings | null | undefined;
  level?: { language: string } | null | undefined;
  studentLanguage?: string | null | undefined;
}): string {
  return input.assignment?.member_languages?.[0] ?? input.level?.language ?? input.studentLanguage ?? DEFAULT_LANGUAGE;
}

/**
 * LEVEL-04: the level a student reads under an assignment, by the first rule that applies.
 * `default_reading_level` names a level id.
 */
export function chooseStudentLevel<L extends LevelRef>(input: {
  levels: readonly L[];
  assignment?: AssignmentLevelSettings | null | undefined;
  chosen?: L | null | undefined;
  recommended?: L | null | undefined;
  language: string;
}): L | undefined {
  const { levels, assignment, chosen, recommended, language } = input;
  if (assignment?.default_reading_level) {
    const level = levels.find((l) => l.id === assignment.default_reading_level);
    if (level) return level;
  }
  if (assignment?.grade_level_lock !== null && assignment?.grade_level_lock !== undefined)
    return levelForLockedGrade(levels, assignment.grade_level_lock, language);
  if (assignment?.is_reading_level_locked) return recommended ?? undefined;
  if (chosen && chosen.language === language) return chosen;
  return recommended ?? undefined;
}

/**
 * LEVEL-10: a student is held at the assigned level while the linked quiz has no answers, when the
 * assignment locks the reading level or the grade.
 */
export function isLevelLocked(input: {
  isStudent: boolean;
  isArticle: boolean;
  assignment?: Pick<AssignmentLevelSettings, 'grade_level_lock' | 'is_reading_level_locked'> | null | undefined;
  quizAnswered: boolean;
}): boolean {
  const a = input.assignment;
  if (!input.isStudent || !input.isArticle || !a) return false;
  const locks = Boolean(a.is_reading_level_locked) || (a.grade_level_lock !== null && a.grade_level_lock !== undefined);
  return locks && !input.quizAnswered;
}

/** LEVEL-12: the selector is disabled while locked and in student preview. */
export const levelSelectorDisabled = (locked: boolean, studentPreview: boolean) => locked || studentPreview;

/**
 * LEVEL-13: the query after a level change: `levelId` set, `question` back to 1 when it was
 * something else. (Clearing the text selection is the page's job.)
 */
export function queryAfterLevelChange(query: URLSearchParams, levelId: number): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set('levelId', String(levelId));
  if (next.has('question') && next.get('question') !== '1') next.set('question', '1');
  return next;
}
