import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { AccountSettingsPage } from './account-settings-page.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });

describe('AccountSettingsPage', () => {
  it('after a refused empty name, typing one clears the error and one click saves; a double click sends one request', async () => {
    const me = buildMe();
    const api = stubApi((req) => {
      if (req.method !== 'PATCH') return undefined;
      const { first_name } = req.body as { first_name: string };
      return first_name.trim()
        ? { status: 200, body: { ...me, first_name } }
        : refusal('Check the form.', { first_name: 'Enter your first name.' });
    });
    const { container } = renderInApp(<AccountSettingsPage me={me} />);
    type(screen.getByLabelText('First name'), '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your first name.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    type(screen.getByLabelText('First name'), 'Ada');
    expect(screen.queryByText('Enter your first name.')).toBeNull();
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Your settings are saved.')).toBeTruthy();
    await waitFor(() => expect(api.writes()).toHaveLength(2));
  });
});
