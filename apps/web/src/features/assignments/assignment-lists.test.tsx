import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Assignment } from '@lectern/domain';
import { renderInApp } from '../../test/render.js';
import { TeacherAssignmentList } from './assignment-lists.js';

afterEach(cleanup);

/** A published assignment with the fields the teacher's list reads. */
function published(id: number, title: string, reach: Partial<Pick<Assignment, 'assignment_classrooms' | 'assignment_groups'>>) {
  return {
    assignment_id: id,
    content_id: `00000000000${id}`,
    story_content_id: '900',
    title,
    instructions: '',
    is_draft: false,
    date_goes_live: null,
    date_due: null,
    date_created: '2026-11-20T10:00:00Z',
    date_modified: '2026-11-20T10:00:00Z',
    assignment_classrooms: [],
    assignment_groups: [],
    ...reach,
  } as unknown as Assignment;
}

describe('the teacher’s assignment list', () => {
  it('PLAT-42 offers Progress only for an assignment that reaches a class or a group (one whose classes were all removed has no progress page to open)', () => {
    renderInApp(
      <TeacherAssignmentList
        list={[
          published(1, 'Volcanoes', {
            assignment_classrooms: [
              { classroom_id: 4, unique_id: 'c4', name: 'Period 2', date_assigned: null, classroom: { id: 4, name: 'Period 2' } },
            ],
          }),
          published(2, 'Tide pools', {
            assignment_groups: [{ group_id: 7, name: 'Reading group A', date_assigned: null, users: [] }],
          }),
          published(3, 'Orphaned', {}),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Class progress: Volcanoes' }).getAttribute('href')).toBe('/progress/assignments/1');
    expect(screen.getByRole('link', { name: 'Class progress: Tide pools' }).getAttribute('href')).toBe('/progress/assignments/2');
    expect(screen.queryByRole('link', { name: 'Class progress: Orphaned' })).toBeNull();
    const orphaned = screen.getByRole('link', { name: 'Orphaned' }).closest('li')!;
    expect(within(orphaned).getByText('No classes or groups yet')).toBeTruthy();
    // Its students' work is still there to review.
    expect(within(orphaned).getByRole('link', { name: 'Review work: Orphaned' }).getAttribute('href')).toBe(
      '/grading/900?assignment_id=3',
    );
  });
});
