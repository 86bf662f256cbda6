import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal, stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { ActAsTeacher } from './act-as-teacher.js';

const assign = vi.fn();

beforeEach(() => {
  // Success reloads the app as the teacher; jsdom cannot navigate, so the reload is recorded.
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  assign.mockReset();
});

const type = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });

describe('ActAsTeacher', () => {
  it('after an unknown username, one click with another acts as the teacher', async () => {
    const api = stubApi((req) => {
      if (req.method !== 'POST') return undefined;
      const { username } = req.body as { username: string };
      return username === 'teacher'
        ? { status: 200, body: { user: buildMe() } }
        : { status: 403, body: { error: { code: 'forbidden', message: 'You may not act as this user.' } } };
    });
    const { container } = renderInApp(<ActAsTeacher />);
    type(screen.getByLabelText('Teacher’s username'), 'nobody');
    fireEvent.click(screen.getByRole('button', { name: 'Act as teacher' }));
    expect((await screen.findByRole('alert')).textContent).toBe('There is no teacher with that username.');
    expect(await axeViolations(container)).toEqual([]);

    type(screen.getByLabelText('Teacher’s username'), 'teacher');
    fireEvent.click(screen.getByRole('button', { name: 'Act as teacher' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.writes()).toHaveLength(2);
  });

  it('an empty username is refused with the API’s message, which goes as soon as one is typed; a double click sends one request', async () => {
    const api = stubApi((req) => {
      if (req.method !== 'POST') return undefined;
      const { username } = req.body as { username: string };
      return username
        ? { status: 200, body: { user: buildMe() } }
        : refusal('Check the form.', { username: 'Enter the teacher’s username.' });
    });
    renderInApp(<ActAsTeacher />);
    fireEvent.click(screen.getByRole('button', { name: 'Act as teacher' }));
    expect(await screen.findByText('Enter the teacher’s username.')).toBeTruthy();

    type(screen.getByLabelText('Teacher’s username'), 'teacher');
    expect(screen.queryByText('Enter the teacher’s username.')).toBeNull();
    const button = screen.getByRole('button', { name: 'Act as teacher' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.writes()).toHaveLength(2);
  });
});
