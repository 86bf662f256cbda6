import { useMutation } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api.js';
import { useSubmit } from '../lib/use-submit.js';
import { refusal, stubApi } from '../test/api-stub.js';
import { axeViolations } from '../test/axe.js';
import { renderInApp } from '../test/render.js';
import { SubmitButton } from './submit-button.js';
import { SubmitForm } from './submit-form.js';
import { TextField } from './text-field.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function NoteForm({ onSaved }: { onSaved: () => void }) {
  const save = useSubmit(useMutation({ mutationFn: (text: string) => api('POST', '/api/notes/', { text }) }));
  return (
    <SubmitForm
      submit={save}
      onSubmit={(e) => {
        const text = new FormData(e.currentTarget).get('text');
        save.submit(typeof text === 'string' ? text : '', { onSuccess: onSaved });
      }}
    >
      <TextField label="Note" name="text" />
      <SubmitButton pending={save.isPending} pendingLabel="Saving…">
        Save note
      </SubmitButton>
    </SubmitForm>
  );
}

describe('SubmitForm', () => {
  it('shows a refusal of a field the form does not have above the fields, so no refusal goes unsaid', async () => {
    stubApi(() => refusal('Check the form.', { folder_id: 'Choose a folder.' }));
    const { container } = renderInApp(<NoteForm onSaved={vi.fn()} />);
    fireEvent.input(screen.getByLabelText('Note'), { target: { value: 'Tide pools' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a folder.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends once however often it is pressed while pending, and says so on the button', async () => {
    let release!: () => void;
    const sent = stubApi(() => new Promise((r) => (release = () => r({ status: 201, body: {} }))));
    const onSaved = vi.fn();
    renderInApp(<NoteForm onSaved={onSaved} />);
    fireEvent.input(screen.getByLabelText('Note'), { target: { value: 'Tide pools' } });
    const button = screen.getByRole('button', { name: 'Save note' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(saving);
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent.writes()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save note' }).getAttribute('aria-disabled')).toBeNull();
  });
});
