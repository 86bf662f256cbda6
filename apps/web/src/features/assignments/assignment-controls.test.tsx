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

describe('AssignmentControls: the status badge across hydration', () => {
  it('ASSIGN-40 a badge written by the server a minute earlier hydrates without a mismatch, then reads the browser’s clock', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { QueryClientProvider } = await import('@tanstack/react-query');
    const { MemoryRouter } = await import('react-router');
    const { makeQueryClient } = await import('../../lib/query-client.js');
    const { ToastProvider } = await import('../../ui/toast.js');
    stubApi(() => undefined);
    const published = {
      assignment_id: 4,
      title: 'Tide pools',
      is_draft: false,
      date_goes_live: '2026-05-10T10:00:00.000Z',
      date_modified: '2026-05-10T10:00:00.000Z',
    } as Assignment;
    const app = () => (
      <QueryClientProvider client={makeQueryClient()}>
        <MemoryRouter>
          <ToastProvider>{controls(published)}</ToastProvider>
        </MemoryRouter>
      </QueryClientProvider>
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // The server renders at 30 s past publishing ("just now") …
      vi.setSystemTime(new Date('2026-05-10T10:00:30.000Z'));
      const container = document.createElement('div');
      container.innerHTML = renderToString(app());
      document.body.appendChild(container);
      expect(container.textContent).toContain('just now');
      // … and the browser hydrates 45 s later ("1 minute ago").
      vi.setSystemTime(new Date('2026-05-10T10:01:15.000Z'));
      const recoverable = vi.fn();
      let root!: ReturnType<typeof hydrateRoot>;
      await act(async () => {
        root = hydrateRoot(container, app(), { onRecoverableError: recoverable });
      });
      await waitFor(() => expect(container.textContent).toContain('1 minute ago'));
      expect(recoverable).not.toHaveBeenCalled();
      act(() => root.unmount());
      container.remove();
    } finally {
      vi.useRealTimers();
    }
  });
});
