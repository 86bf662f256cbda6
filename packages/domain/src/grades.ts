/** Grade bands of the spec (LEVEL-08), in their sort order. Grade -1 is pre-K, 0 kindergarten. */
export const GRADE_BANDS = [
  { key: 'KINDERGARTEN', label: 'Kindergarten', min: -1, max: 0 },
  { key: 'LOWER_ELEMENTARY', label: 'Lower Elementary', min: 1, max: 3 },
  { key: 'UPPER_ELEMENTARY', label: 'Upper Elementary', min: 4, max: 5 },
  { key: 'MIDDLE_SCHOOL', label: 'Middle School', min: 6, max: 8 },
  { key: 'HIGH_SCHOOL', label: 'High School', min: 9, max: 12 },
] as const;

export type GradeBandKey = (typeof GRADE_BANDS)[number]['key'];

export function gradeBandOf(grade: number) {
  return GRADE_BANDS.find((b) => grade >= b.min && grade <= b.max);
}

/** Grades as people write them: 0 is "K" (PLAT-51), -1 is "Pre-K". */
export function gradeLabel(grade: number): string {
  if (grade === 0) return 'K';
  if (grade < 0) return 'Pre-K';
  return String(grade);
}

/** "K–2", "3", "6–8": a list of grades as a compact range label. */
export function gradeRangeLabel(grades: readonly number[]): string {
  if (grades.length === 0) return '';
  const sorted = [...grades].sort((a, b) => a - b);
  const lo = sorted[0]!;
  const hi = sorted[sorted.length - 1]!;
  return lo === hi ? gradeLabel(lo) : `${gradeLabel(lo)}–${gradeLabel(hi)}`;
}

export const SCHOOL_GRADES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
