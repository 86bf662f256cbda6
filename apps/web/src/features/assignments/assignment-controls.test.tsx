import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleLevel, Assignment } from '@lectern/domain';
import { stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { AssignmentControls } from './assignment-controls.js';

const level = { id: 11, title: 'Tide pools at dawn', language: 'en' } as ArticleLevel;

// The controls read the status badge's fields and the id; the builder stays closed here.
const draft = {
  assignment_id: 3,
  title: 'Tide pools',
  is_draft: true,
  date_goes_live: null,
  date_modified: new Date().toISOString(),
} as Assignment;

function controls(assignment: Assignment | null, onSelect = vi.fn()) {
  return (
    <AssignmentControls
      me={buildMe()}
      storyId="900"
      level={level}
      attachments={[]}
      assignment={assignment}
      here="/view/900"
      disabledReason={null}
      onSelect={onSelect}
    />
  );
}

/** The controls on a page whose selected assignment the test can take away, as the article page may. */
let select: (a: Assignment | null) => void;
function Page({ initial }: { initial: Assignment }) {
  const [assignment, setAssignment] = useState<Assignment | null>(initial);
  select = setAssignment;
  return controls(assignment);
}

const openDeleteDialog = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Assignment options' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Delete assignment' }));
  return screen.getByRole('dialog', { name: 'Delete assignment' });
};

beforeEach(() => {
  // The dialog reads <meta> tags through CSS.escape, which jsdom lacks; names here need no escaping.
  vi.stubGlobal('CSS', { escape: (value: string) => value });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AssignmentControls: deleting', () => {
  it('ASSIGN-42 asks first, then deletes the assignment once, says so and deselects it', async () => {
    let release!: () => void;
    const api = stubApi((req) =>
      req.method === 'DELETE' ? new Promise((r) => (release = () => r({ status: 204 }))) : undefined,
    );
    const onSelect = vi.fn();
    const { baseElement } = renderInApp(controls(draft, onSelect));
    const dialog = openDeleteDialog();
    expect(dialog.textContent).toContain('Are you sure you want to delete this assignment?');
    expect(await axeViolations(baseElement)).toEqual([]);
    const confirm = screen.getByRole('button', { name: 'Delete assignment' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBe('true'));
    release();
    expect(await screen.findByText('You have successfully deleted an assignment.')).toBeTruthy();
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/v3/assignment/3/', body: undefined }]);
    expect(onSelect).toHaveBeenCalledWith(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('ASSIGN-44 deleting when there is no assignment id just closes the modal: no request is sent', async () => {
    const api = stubApi(() => ({ status: 204 }));
    renderInApp(<Page initial={draft} />);
    openDeleteDialog();
    // The assignment goes (deselected, or deleted in another tab) while the dialog is open.
    act(() => select(null));
    expect(screen.getByRole('dialog', { name: 'Delete assignment' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete assignment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([]);
  });
});
