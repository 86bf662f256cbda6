import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoad } from '../../lib/page-load.js';
import { stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { renderInApp } from '../../test/render.js';
import { BadgeSignInPage } from './badge-sign-in-page.js';

const SECRET = 'A'.repeat(40) + '_-9';

function visit(hash: string) {
  window.history.replaceState(null, '', `/badge${hash}`);
  const replace = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
  return { replace, ...renderInApp(<BadgeSignInPage />, { route: '/badge' }) };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('BadgeSignInPage', () => {
  it('posts the badge’s secret from the fragment once, takes it out of the address, and goes home', async () => {
    const api = stubApi((req) => (req.path === '/api/v2/session/badge/' ? { status: 200, body: { ok: true } } : undefined));
    const { replace } = visit(`#${SECRET}`);
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/v2/session/badge/', body: { secret: SECRET } }]);
    expect(window.location.href).not.toContain(SECRET);
    expect(window.location.pathname).toBe('/badge');
  });

  it('says why when the badge was replaced, and offers the username sign-in', async () => {
    stubApi(() => ({
      status: 401,
      body: { error: { code: 'invalid_badge', message: 'This badge no longer works. Ask your teacher for a new one.' } },
    }));
    const { replace, container } = visit(`#${SECRET}`);
    expect((await screen.findByRole('alert')).textContent).toBe('This badge no longer works. Ask your teacher for a new one.');
    expect(screen.getByRole('link', { name: 'Sign in with a username' }).getAttribute('href')).toBe('/signin');
    expect(replace).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('without a badge in the link, asks for a scan and sends nothing', async () => {
    const api = stubApi(() => undefined);
    visit('#not-a-badge');
    expect((await screen.findByRole('alert')).textContent).toBe('Scan your sign-in badge with the camera to sign in.');
    expect(api.requests).toEqual([]);
  });
});
