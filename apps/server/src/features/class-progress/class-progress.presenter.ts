import { stringify } from 'csv-stringify/sync';
import { formatReadingTime, type AssignmentProgress } from '@lectern/domain';

const STATE_WORDS = { not_started: 'Not started', started: 'Started', finished: 'Finished' } as const;

/**
 * The progress page's table as CSV, one row per student. A cell that a spreadsheet would run as a
 * formula (=, +, -, @ first) is quoted with a leading apostrophe: student names are typed by people.
 */
export function progressCsv(report: AssignmentProgress): string {
  const safe = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
  const header = [
    'Student',
    'Classes',
    'Opened',
    'First opened (UTC)',
    'Time reading (seconds)',
    'Time reading',
    'Furthest read (%)',
    ...report.activities.map((a) => a.label),
    'Quiz correct',
    'Quiz questions',
    ...report.questions.map((q) => `Question ${q.position}`),
  ];
  const rows = report.students.map((s) => [
    safe(s.display_name),
    safe(s.classrooms.join('; ')),
    s.opened ? 'Yes' : 'No',
    s.first_opened_at ?? '',
    String(s.seconds_read),
    formatReadingTime(s.seconds_read),
    s.furthest_depth === null ? '' : String(s.furthest_depth),
    ...report.activities.map((a) => STATE_WORDS[s.activities[String(a.id)] ?? 'not_started']),
    s.quiz ? String(s.quiz.correct) : '',
    s.quiz ? String(s.quiz.total) : '',
    ...report.questions.map((q) => {
      const answer = s.quiz?.answers.find((x) => x.position === q.position);
      return answer ? (answer.is_correct ? 'Correct' : 'Incorrect') : '';
    }),
  ]);
  return stringify([header, ...rows]);
}

/** A file name from the assignment's title: letters, digits and dashes. */
export function csvFileName(report: AssignmentProgress): string {
  const slug = report.assignment.title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `progress-${slug || 'assignment'}-${report.assignment.id}.csv`;
}
