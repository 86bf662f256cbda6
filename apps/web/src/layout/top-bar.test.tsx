import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '@lectern/domain';
import { makeQueryClient } from '../lib/query-client.js';
import { axeViolations } from '../test/axe.js';
import { SkipLink } from './skip-link.js';
import { TopBar } from './top-bar.js';

const teacher: Me = {
  id: 1,
  unique_id: 'u-1',
  username: 'teacher',
  first_name: 'Jordan',
  last_name: 'Rivera',
  display_name: 'Jordan Rivera',
  grade_level: null,
  role: 'teacher',
  school: null,
  district: null,
  isStudent: false,
  isTeacher: true,
  isParent: false,
  isSchoolAdmin: false,
  isStaff: false,
  isLiteUser: false,
  isAuthenticatedUser: true,
  isAuthorizedTeacher: true,
  activeELALicense: true,
  canViewPowerWords: true,
  canPrintPremiumContent: true,
  date_lite_product_grant_expires: null,
  impersonator: null,
};

function renderBar(me: Me | null) {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <MemoryRouter initialEntries={['/search']}>
        <SkipLink />
        <TopBar me={me} />
        <main id="main" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('TopBar', () => {
  it('names the brand link and the account button by the text they show (WCAG 2.5.3)', async () => {
    const { container } = renderBar(teacher);
    expect(screen.getByRole('link', { name: 'Lectern home' })).toBeTruthy();
    const account = screen.getByRole('button', { name: 'Account menu for Jordan Rivera, Teacher' });
    expect(account.getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' }).textContent).toBe('HomeLibraryAssignmentsClasses');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('starts every page with a skip link to #main, and offers a signed-out visitor sign-in back to the page', async () => {
    const { container } = renderBar(null);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveProperty('textContent', 'Skip to main content');
    expect(links[0]!.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin?next=%2Fsearch');
    expect(await axeViolations(container)).toEqual([]);
  });
});
