import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { SignInPage } from './sign-in-page.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });

function renderSignIn() {
  return renderInApp(
    <Routes>
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/signin' },
  );
}

describe('SignInPage', () => {
  it('after a refused empty password, typing one clears the error and one click signs in', async () => {
    const api = stubApi((req) => {
      if (req.method !== 'POST') return undefined;
      const { password } = req.body as { password: string };
      return password
        ? { status: 200, body: { user: buildMe() } }
        : refusal('Check the form.', { password: 'Enter your password.' });
    });
    const { container } = renderSignIn();
    type(screen.getByLabelText('Username'), 'teacher');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your password.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    type(screen.getByLabelText('Password'), 'lectern');
    expect(screen.queryByText('Enter your password.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(api.writes()).toHaveLength(2);
  });

  it('wrong details say so once; one click with the right ones signs in; a double click sends one request', async () => {
    const api = stubApi((req) => {
      if (req.method !== 'POST') return undefined;
      const { password } = req.body as { password: string };
      return password === 'lectern'
        ? { status: 200, body: { user: buildMe() } }
        : { status: 401, body: { error: { code: 'invalid_credentials', message: 'That username and password do not match.' } } };
    });
    renderSignIn();
    type(screen.getByLabelText('Username'), 'teacher');
    type(screen.getByLabelText('Password'), 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That username and password do not match.');

    type(screen.getByLabelText('Password'), 'lectern');
    const button = screen.getByRole('button', { name: 'Sign in' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Home page')).toBeTruthy();
    await waitFor(() => expect(api.writes()).toHaveLength(2));
  });
});
