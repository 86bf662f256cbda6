import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildClassroom, buildStudent } from '../../test/fixtures.js';
import { axeViolations } from '../../test/axe.js';
import { stubApi } from '../../test/api-stub.js';
import { renderInApp } from '../../test/render.js';
import { ClassDirectoryPage } from './class-directory-page.js';

beforeEach(() => {
  // The dialogs read <meta> tags through CSS.escape, which jsdom lacks; names here need no escaping.
  vi.stubGlobal('CSS', { escape: (value: string) => value });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const classroom = buildClassroom([buildStudent(21, 'Juno'), buildStudent(22, 'Ada')]);

describe('ClassDirectoryPage write buttons', () => {
  it('a double click on Remove or New code sends one request, and another row stays free meanwhile', async () => {
    const held: (() => void)[] = [];
    const api = stubApi((req) =>
      req.method === 'GET'
        ? { status: 200, body: { results: [classroom] } }
        : new Promise((r) => held.push(() => r(req.method === 'DELETE' ? { status: 204 } : { status: 200, body: classroom }))),
    );
    renderInApp(<ClassDirectoryPage />);
    const card = await screen.findByRole('region', { name: /^Period 4 Reading/ });
    fireEvent.click(within(card).getByRole('button', { name: /^Students and groups/ }));
    const removeJuno = within(card).getByRole('button', { name: 'Remove Juno Okoro from Period 4 Reading' });
    fireEvent.click(removeJuno);
    fireEvent.click(removeJuno);
    await waitFor(() => expect(removeJuno.getAttribute('aria-disabled')).toBe('true'));
    const removeAda = within(card).getByRole('button', { name: 'Remove Ada Okoro from Period 4 Reading' });
    expect(removeAda.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(removeAda);
    // New code asks first; its confirmation, pressed twice, sends once.
    fireEvent.click(within(card).getByRole('button', { name: 'New code' }));
    const ask = await screen.findByRole('dialog', { name: 'Make a new code?' });
    const newCode = within(ask).getByRole('button', { name: 'Make a new code' });
    fireEvent.click(newCode);
    fireEvent.click(newCode);
    await act(async () => held.forEach((release) => release()));
    await waitFor(() => expect(api.writes()).toHaveLength(3));
    expect(api.writes().map((w) => `${w.method} ${w.path}`)).toEqual([
      'DELETE /api/v2/classrooms/7/students/21/',
      'DELETE /api/v2/classrooms/7/students/22/',
      'POST /api/v2/classrooms/7/join-code/',
    ]);
  });
});

describe('ClassDirectoryPage rosters', () => {
  it('keeps each roster behind a disclosure, remembered for the session, and asks before a new code', async () => {
    sessionStorage.clear();
    const api = stubApi((req) =>
      req.method === 'GET' ? { status: 200, body: { results: [classroom] } } : { status: 200, body: classroom },
    );
    const { container } = renderInApp(<ClassDirectoryPage />);
    const card = await screen.findByRole('region', { name: /^Period 4 Reading/ });
    const roster = within(card).getByRole('button', { name: /^Students and groups/ });
    expect(roster.getAttribute('aria-expanded')).toBe('false');
    expect(roster.textContent).toContain('2 students · no small groups');
    expect(within(card).queryByText('Juno Okoro')).toBeNull();
    fireEvent.click(roster);
    expect(roster.getAttribute('aria-expanded')).toBe('true');
    expect(within(card).getByText('Juno Okoro')).toBeTruthy();
    expect(sessionStorage.getItem('lectern.class-roster-open.7')).toBe('1');
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: 'New code' }));
    const ask = await screen.findByRole('dialog', { name: 'Make a new code?' });
    expect(within(ask).getByText(/The old code stops working\./)).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toHaveLength(0);

    // A later visit in the same session finds the roster open.
    cleanup();
    renderInApp(<ClassDirectoryPage />);
    const again = await screen.findByRole('region', { name: /^Period 4 Reading/ });
    await waitFor(() =>
      expect(
        within(again)
          .getByRole('button', { name: /^Students and groups/ })
          .getAttribute('aria-expanded'),
      ).toBe('true'),
    );
  });
});
