import { describe, expect, it } from 'vitest';
import {
  dueDateOf,
  dueDay,
  dueLabel,
  dueState,
  localDay,
  orderForStudent,
  orderForTeacher,
  submittedLabel,
} from './assignment-lists.js';

const a = (id: number, over: Partial<{ is_draft: boolean; date_goes_live: string | null; date_due: string | null }> = {}) => ({
  assignment_id: id,
  is_draft: false,
  date_goes_live: `2026-03-${String(id).padStart(2, '0')}T09:00:00.000Z`,
  date_due: null,
  date_modified: '2026-03-01T09:00:00.000Z',
  ...over,
});
const ids = (list: { assignment_id: number }[]) => list.map((x) => x.assignment_id);

describe('due dates', () => {
  it('PLAT-56 a due date is a calendar day, shown as mm/dd/yyyy and overdue the day after', () => {
    expect(dueDateOf('2026-05-14')).toBe('2026-05-14T23:59:00.000Z');
    expect(dueDay(dueDateOf('2026-05-14'))).toBe('2026-05-14');
    const due = { date_due: dueDateOf('2026-05-14') };
    expect(dueState(due, '2026-05-13')).toBe('upcoming');
    expect(dueState(due, '2026-05-14')).toBe('today');
    expect(dueState(due, '2026-05-15')).toBe('overdue');
    expect(dueState({ date_due: null }, '2026-05-15')).toBeNull();
    expect(dueLabel(due, '2026-05-13')).toBe('Due 05/14/2026');
    expect(dueLabel(due, '2026-05-14')).toBe('Due today');
    expect(dueLabel(due, '2026-05-20')).toBe('Overdue · was due 05/14/2026');
    expect(dueLabel({ date_due: null }, '2026-05-20')).toBeNull();
  });

  it('reads today in the reader’s own calendar', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('list order', () => {
  it('the teacher’s list: upcoming due soonest first, then the rest (past due, undated, drafts) newest first', () => {
    const list = [
      a(1),
      a(2, { date_due: dueDateOf('2026-04-20') }),
      a(3, { date_due: dueDateOf('2026-03-10') }), // past due
      a(4, { date_due: dueDateOf('2026-04-02') }),
      a(5, { is_draft: true, date_goes_live: null, date_due: dueDateOf('2026-04-01') }),
      a(6),
    ];
    expect(ids(orderForTeacher(list, '2026-04-01'))).toEqual([4, 2, 6, 3, 5, 1]);
  });

  it('the student’s list: to do first with overdue and soonest due leading, undated newest first, done last', () => {
    const list = [
      a(1),
      a(2, { date_due: dueDateOf('2026-04-20') }),
      a(3, { date_due: dueDateOf('2026-03-10') }),
      a(4, { date_due: dueDateOf('2026-04-02') }),
      a(5),
      a(6, { date_due: dueDateOf('2026-03-20') }),
    ];
    const done = new Set([6, 5]);
    expect(ids(orderForStudent(list, (x) => done.has(x.assignment_id)))).toEqual([3, 4, 2, 1, 6, 5]);
  });

  it('the teacher’s progress reads "N of M submitted"', () => {
    expect(submittedLabel({ assigned: 25, submitted: 3 })).toBe('3 of 25 submitted');
  });
});
