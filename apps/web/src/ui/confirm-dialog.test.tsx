import { useMutation } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api.js';
import { useSubmit } from '../lib/use-submit.js';
import { refusal, stubApi } from '../test/api-stub.js';
import { axeViolations } from '../test/axe.js';
import { renderInApp } from '../test/render.js';
import { ConfirmDialog } from './confirm-dialog.js';

beforeEach(() => {
  // The dialog reads <meta> tags through CSS.escape, which jsdom lacks; names here need no escaping.
  vi.stubGlobal('CSS', { escape: (value: string) => value });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A dialog as a feature uses it: one write through `useSubmit`, closing when it succeeds. */
function ArchiveDialog({ onArchived }: { onArchived: () => void }) {
  const [open, setOpen] = useState(true);
  const archive = useSubmit(useMutation({ mutationFn: () => api('POST', '/api/notes/archive/') }));
  return (
    <ConfirmDialog
      title="Archive the notes?"
      isOpen={open}
      onOpenChange={setOpen}
      confirmLabel="Archive"
      pendingLabel="Archiving…"
      pending={archive.isPending}
      error={archive.error?.message}
      onConfirm={() =>
        archive.submit(undefined, {
          onSuccess: () => {
            setOpen(false);
            onArchived();
          },
        })
      }
    >
      <p>Archived notes leave the list.</p>
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('says what confirming does, with the confirm button and Cancel, and passes axe', async () => {
    stubApi(() => ({ status: 204 }));
    const { baseElement } = renderInApp(<ArchiveDialog onArchived={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Archive the notes?' });
    expect(dialog.textContent).toContain('Archived notes leave the list.');
    expect(screen.getByRole('button', { name: 'Archive' })).toBeTruthy();
    expect(await axeViolations(baseElement)).toEqual([]);
  });

  it('disables the confirm button while the request is pending, sends once, and closes when it succeeds', async () => {
    let release!: () => void;
    const sent = stubApi(() => new Promise((r) => (release = () => r({ status: 204 }))));
    const onArchived = vi.fn();
    renderInApp(<ArchiveDialog onArchived={onArchived} />);
    const confirm = screen.getByRole('button', { name: 'Archive' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    const pending = await screen.findByRole('button', { name: 'Archiving…' });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(pending);
    release();
    await waitFor(() => expect(onArchived).toHaveBeenCalledTimes(1));
    expect(sent.writes()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the refusal said, and the button pressable again', async () => {
    stubApi(() => refusal('The notes are in use.'));
    renderInApp(<ArchiveDialog onArchived={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The notes are in use.');
    expect(screen.getByRole('dialog', { name: 'Archive the notes?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Archive' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('Cancel closes it without sending anything', async () => {
    const sent = stubApi(() => ({ status: 204 }));
    renderInApp(<ArchiveDialog onArchived={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.requests).toHaveLength(0);
  });
});
