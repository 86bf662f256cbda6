import { gradeLabel } from '../grades.js';

/** Display constants shared by every content page (PLAT-47, PLAT-51, PLAT-53, PLAT-55, PLAT-56). */

export const SUBJECT_NAMES: Record<string, string> = {
  ELA: 'English Language Arts',
  SCIENCE: 'Science',
  SOCIAL_STUDIES: 'Social Studies',
  MATH: 'Math',
};
/** PLAT-55: the alternate name of ELA, used where the subject stands for the skill. */
export const ELA_ALTERNATE_NAME = 'Reading Comprehension';

export const ARTICLE_TYPE_NAMES: Record<string, string> = {
  biography: 'Biography',
  drama: 'Drama',
  editorial: 'Opinion',
  fiction: 'Fiction',
  infographic: 'Infographic',
  information: 'Informational',
  map: 'Map',
  photo: 'Photo essay',
  poem: 'Poem',
  news: 'News',
};

export const DEFAULT_CONTENT_WARNING = 'This material contains sensitive content that may be upsetting for some readers.';

/** PLAT-47: an empty warning means the default text; null means none. */
export function contentWarningText(warning: string | null | undefined): string | null {
  if (warning === null || warning === undefined) return null;
  return warning.trim() === '' ? DEFAULT_CONTENT_WARNING : warning;
}

/** PLAT-56: dates as mm/dd/yyyy, read in UTC so server and browser agree. */
export function formatDate(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(d.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${d.getUTCFullYear()}`;
}

export const formatLexile = (lexile: number) => `${lexile}L`;

/** PLAT-51: the grades an advisory covers, with 0 as "K". */
export function advisoryGradeRange(min: number, max: number): string {
  return min === max ? gradeLabel(min) : `${gradeLabel(min)}–${gradeLabel(max)}`;
}

/** PLAT-50: the advisory banner's text varies with the level that set it. */
export function advisoryHeading(reason: 'DISTRICT_ADVISORY' | 'SCHOOL_ADVISORY', min: number, max: number): string {
  const who = reason === 'DISTRICT_ADVISORY' ? 'Your district' : 'Your school';
  return `${who} has flagged this content for grades ${advisoryGradeRange(min, max)}.`;
}

/** PLAT-53: the first three standards by name; the rest behind "View all". */
export function standardsPreview<S extends { name: string }>(standards: readonly S[]) {
  return { shown: standards.slice(0, 3), more: standards.length > 3 };
}

/** "Grade 5" or "Grades 3–12": the grades an article's levels are written for. */
export function recommendedForLabel(grades: readonly number[]): string {
  if (grades.length === 0) return '';
  const lo = Math.min(...grades);
  const hi = Math.max(...grades);
  return lo === hi ? `Grade ${gradeLabel(lo)}` : `Grades ${gradeLabel(lo)}–${gradeLabel(hi)}`;
}
