import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@lectern/domain';
import { makeQueryClient } from '../lib/query-client.js';
import { stubApi } from '../test/api-stub.js';
import { axeViolations } from '../test/axe.js';
import { buildMe } from '../test/fixtures.js';
import { SkipLink } from './skip-link.js';
import { TopBar } from './top-bar.js';

const teacher = buildMe({ first_name: 'Jordan', last_name: 'Rivera', display_name: 'Jordan Rivera', grade_level: null });

function renderBar(me: Me | null, path = '/search') {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <SkipLink />
        <TopBar me={me} />
        <main id="main" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TopBar', () => {
  it('names the brand link and the account button by the text they show (WCAG 2.5.3)', async () => {
    const { container } = renderBar(teacher);
    expect(screen.getByRole('link', { name: 'Lectern home' })).toBeTruthy();
    const account = screen.getByRole('button', { name: 'Account menu for Jordan Rivera, Teacher' });
    expect(account.getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' }).textContent).toBe('HomeLibraryAssignmentsClasses');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ['/', 'Home'],
    ['/home', 'Home'],
    ['/search?q=bees', 'Library'],
    ['/view/12', 'Library'],
    ['/assignments', 'Assignments'],
    ['/binder/assignments', 'Assignments'],
    ['/assignment/0a1b2c3d4e5f', 'Assignments'],
    ['/account/classes', 'Classes'],
  ])('marks the section of %s as current: %s', (path, section) => {
    renderBar(teacher, path);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = Array.from(nav.querySelectorAll('a[aria-current="page"]')).map((a) => a.textContent);
    expect(current).toEqual([section]);
  });

  it('marks no section on a page outside them, and keeps Home for every role', () => {
    renderBar({ ...teacher, role: 'principal', isTeacher: false, isSchoolAdmin: true }, '/challenges');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.textContent).toBe('HomeLibrary');
    expect(nav.querySelectorAll('a[aria-current]')).toHaveLength(0);
  });

  it('starts every page with a skip link to #main, and offers a signed-out visitor sign-in back to the page', async () => {
    const { container } = renderBar(null);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveProperty('textContent', 'Skip to main content');
    expect(links[0]!.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin?next=%2Fsearch');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('API-09 PLAT-26 signs out with DELETE /api/v2/session/, retrying a failure, then forgets the cached data and opens sign-in', async () => {
    let calls = 0;
    const api = stubApi((req) => {
      if (req.method !== 'DELETE' || req.path !== '/api/v2/session/') return undefined;
      calls++;
      return calls === 1 ? { status: 503, body: { error: { code: 'unavailable', message: 'Try again.' } } } : { status: 204 };
    });
    const client = makeQueryClient();
    client.setQueryData(['cached', 'class list'], ['Period 2']);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/search']}>
          <TopBar me={teacher} />
          <Routes>
            <Route path="/search" element={<main>Library</main>} />
            <Route path="/signin" element={<main>Sign-in page</main>} />
            <Route path="/impersonate-stop" element={<main>Stopping</main>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Account menu for/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('Sign-in page', {}, { timeout: 4000 })).toBeTruthy();
    expect(api.writes().map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/v2/session/', 'DELETE /api/v2/session/']);
    expect(client.getQueryData(['cached', 'class list'])).toBeUndefined();
  });

  it('PLAT-26 a teacher acted as by staff leaves through /impersonate-stop, without ending the staff session', async () => {
    const api = stubApi(() => undefined);
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <MemoryRouter initialEntries={['/search']}>
          <TopBar me={{ ...teacher, impersonator: { id: 9, display_name: 'Lee Park' } }} />
          <Routes>
            <Route path="/search" element={<main>Library</main>} />
            <Route path="/impersonate-stop" element={<main>Stopping</main>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Account menu for/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('Stopping')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });
});
