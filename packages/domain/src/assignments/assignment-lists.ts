import { formatDate } from '../content/display.js';

/**
 * How the lists of assignments read: the teacher's (upcoming due first, then newest), the
 * student's and a parent's (work to do first, soonest due first, done last), and what a due date
 * says. A due date is a calendar day: it is stored as the end of that day in UTC and read back
 * as that day, so it shows the same date everywhere (PLAT-56) and turns overdue the day after.
 */

interface Listed {
  assignment_id: number;
  is_draft: boolean;
  date_goes_live: string | null;
  date_due: string | null;
  date_modified: string;
}

/** The calendar day (yyyy-mm-dd) of a stored due date. */
export const dueDay = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** The stored due date of a calendar day (yyyy-mm-dd): the end of that day. */
export const dueDateOf = (day: string) => `${day}T23:59:00.000Z`;

/** Today as the reader's own calendar day (yyyy-mm-dd). */
export function localDay(now: Date): string {
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  const dd = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${mm}-${dd}`;
}

export type DueState = 'overdue' | 'today' | 'upcoming';

/** Whether the work is overdue, due today or due later; null without a due date. */
export function dueState(a: { date_due: string | null }, today: string): DueState | null {
  if (a.date_due === null) return null;
  const day = dueDay(a.date_due);
  return day < today ? 'overdue' : day === today ? 'today' : 'upcoming';
}

/** What a list says about a due date: "Due today", "Due 05/14/2026", "Overdue · was due 05/01/2026". */
export function dueLabel(a: { date_due: string | null }, today: string): string | null {
  const state = dueState(a, today);
  if (state === null) return null;
  if (state === 'today') return 'Due today';
  const date = formatDate(a.date_due!);
  return state === 'overdue' ? `Overdue · was due ${date}` : `Due ${date}`;
}

/** When it was given (or, for a draft, last saved): "newest" in the lists. */
const givenAt = (a: Listed) => Date.parse(a.is_draft ? a.date_modified : (a.date_goes_live ?? a.date_modified));
const newestFirst = (a: Listed, b: Listed) => givenAt(b) - givenAt(a) || b.assignment_id - a.assignment_id;
const soonestDueFirst = (a: Listed, b: Listed) => Date.parse(a.date_due!) - Date.parse(b.date_due!) || newestFirst(a, b);

/**
 * The teacher's list: published work due today or later, soonest first, then everything else
 * (no due date, past due, drafts) newest first.
 */
export function orderForTeacher<T extends Listed>(list: readonly T[], today: string): T[] {
  const upcoming = (a: T) => !a.is_draft && (dueState(a, today) === 'today' || dueState(a, today) === 'upcoming');
  return [...list.filter(upcoming).sort(soonestDueFirst), ...list.filter((a) => !upcoming(a)).sort(newestFirst)];
}

/**
 * A student's list (and a parent's view of it): work still to do first — anything with a due
 * date soonest first, so overdue work leads — then work without a due date newest first; finished
 * work last, newest first.
 */
export function orderForStudent<T extends Listed>(list: readonly T[], isDone: (a: T) => boolean): T[] {
  const todo = list.filter((a) => !isDone(a));
  return [
    ...todo.filter((a) => a.date_due !== null).sort(soonestDueFirst),
    ...todo.filter((a) => a.date_due === null).sort(newestFirst),
    ...list.filter(isDone).sort(newestFirst),
  ];
}

/** The teacher's count of who has handed in the quiz: "3 of 25 submitted". */
export function submittedLabel(progress: { assigned: number; submitted: number }): string {
  return `${progress.submitted} of ${progress.assigned} submitted`;
}
