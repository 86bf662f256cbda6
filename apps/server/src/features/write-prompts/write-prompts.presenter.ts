import { DEFAULT_RUBRIC, responseStatus, type ResponseState, type WritePrompt, type WriteResponse } from '@lectern/domain';
import type { PromptClassRow, PromptRow } from './write-prompts.repository.js';
import type { ClassStudentRow, ResponseRow } from './write-responses.repository.js';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

type Rubric = WritePrompt['rubric'];
type PromptClass = WritePrompt['classrooms'][number];

/** The stored rubric (always four lines; the default should a row ever hold another count). */
export function rubricOf(lines: readonly string[] | null): Rubric {
  const [a, b, c, d] = lines && lines.length === 4 ? lines : DEFAULT_RUBRIC;
  return [a!, b!, c!, d!];
}

export const presentClass = (c: { id: number; unique_id: string; name: string }): PromptClass => ({
  id: c.id,
  unique_id: c.unique_id,
  name: c.name,
});

/** A prompt with the classes that answer it (WRITE-04); `classes` may hold other prompts' too. */
export function presentPrompt(p: PromptRow, classes: readonly PromptClassRow[]): WritePrompt {
  const own = classes.filter((c) => c.prompt_id === p.id).map(presentClass);
  return {
    id: p.id,
    prompt_id: p.id,
    text: p.text,
    questions: [{ question: p.text }],
    teacher: { id: p.created_by, first_name: p.teacher_first_name, last_name: p.teacher_last_name },
    collection_id: String(p.content_id),
    header_id: p.article_level_id,
    classroom_ids: own.map((c) => c.unique_id).join(','),
    classrooms: own,
    rubric: rubricOf(p.rubric),
    date_modified: iso(p.date_modified),
  };
}

/** The response's state as the status rules read it, with the review only if the reader sees it. */
export function stateOf(r: ResponseRow, withReview: boolean): ResponseState {
  return {
    date_completed: isoOrNull(r.date_completed),
    review:
      withReview && r.date_reviewed !== null
        ? { score: r.review_score, date_revision_requested: isoOrNull(r.review_date_revision_requested) }
        : null,
  };
}

/** A response for one reader (WRITE-11); the review only when `withReview` (seesReview). */
export function presentResponse(r: ResponseRow, withReview: boolean): WriteResponse {
  return {
    id: r.id,
    article_id: String(r.content_id),
    classroom_id: r.class_unique_id,
    prompt_content_id: r.prompt_id,
    prompt_text: r.prompt_text,
    assignment_ids: r.assignment_ids,
    text: r.text,
    revision: r.revision,
    date_completed: isoOrNull(r.date_completed),
    date_modified: iso(r.date_modified),
    student: { id: r.student_id, first_name: r.student_first_name, last_name: r.student_last_name },
    review:
      withReview && r.date_reviewed !== null
        ? {
            score: r.review_score,
            text: r.review_text ?? '',
            date_shared: isoOrNull(r.review_date_shared),
            date_revision_requested: isoOrNull(r.review_date_revision_requested),
            teacher: { user: { first_name: r.reviewer_first_name ?? '', last_name: r.reviewer_last_name ?? '' } },
          }
        : null,
  };
}

// --- The class export (CSV) ---

const STATUS_LABEL = { draft: 'Draft', submitted: 'Submitted', reviewed: 'Reviewed' } as const;
export const EXPORT_HEADER = ['Student', 'Username', 'Status', 'Score', 'Date submitted', 'Feedback', 'Response'] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces. A
 * cell that a spreadsheet would read as a formula (= + - @, or a leading tab or carriage return)
 * is prefixed with a single quote, so a student's text can never run in the teacher's spreadsheet.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/u.test(safe) ? `"${safe.replace(/"/gu, '""')}"` : safe;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The class's responses as CSV, one row per student of the class by last name then first name:
 * the latest response each (a student who wrote again after a review has several), or "Not
 * started". Opens as UTF-8 in spreadsheets (byte order mark); lines end in CRLF.
 */
export function presentResponsesCsv(students: readonly ClassStudentRow[], latest: ReadonlyMap<number, ResponseRow>): string {
  const sorted = [...students].sort(
    (a, b) => collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name) || a.id - b.id,
  );
  const rows = sorted.map((s) => {
    const r = latest.get(s.id);
    const name = `${s.first_name} ${s.last_name}`.trim();
    if (!r) return [name, s.username, 'Not started', '', '', '', ''];
    const reviewed = r.date_reviewed !== null;
    return [
      name,
      s.username,
      STATUS_LABEL[responseStatus(stateOf(r, true))],
      reviewed && r.review_score !== null ? String(r.review_score) : '',
      r.date_completed === null ? '' : iso(r.date_completed),
      reviewed ? (r.review_text ?? '') : '',
      r.text,
    ];
  });
  return `\uFEFF${[[...EXPORT_HEADER], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The export's file name: ASCII only, from the article's slug and the class's name. */
export function exportFileName(articleSlug: string, className: string) {
  const part = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^\w\s-]/gu, '')
      .trim()
      .replace(/[\s_-]+/gu, '-')
      .toLowerCase()
      .slice(0, 60) || 'class';
  return `write-responses-${part(articleSlug)}-${part(className)}.csv`;
}
