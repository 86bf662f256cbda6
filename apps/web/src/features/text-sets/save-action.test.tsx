import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TextSet, TextSetList } from '@lectern/domain';
import { deferred, stubApi, type StubAnswer } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { renderInApp } from '../../test/render.js';
import { useSaveAction } from './save-action.js';

const LONG = 'The water cycle, the weather it makes and the climates of the world, from poles to tropics';

function Host({ mode = 'enabled' as const }: { mode?: 'enabled' | 'disabled' | 'hidden' }) {
  const action = useSaveAction(mode);
  return (
    <>
      {action.render({ contentId: '900', language: 'en' })}
      <ul aria-label="Menu entries">
        {action.menuEntries.map((e) => (
          <li key={e.id}>{e.label}</li>
        ))}
      </ul>
    </>
  );
}

function SetPage() {
  const { id } = useParams();
  return <h1>Text set {id}</h1>;
}

const app = (mode?: 'enabled' | 'disabled' | 'hidden') =>
  renderInApp(
    <Routes>
      <Route path="/" element={<Host mode={mode} />} />
      <Route path="/subject/other/:id" element={<SetPage />} />
    </Routes>,
  );

const set = (id: number, title: string, members: string[]): TextSet => ({
  id,
  content_id: `00000000000${id}`,
  title,
  description: '',
  date_shared: null,
  date_created: '2026-01-01T00:00:00.000Z',
  members: members.map((m) => ({ content_id: m, story_content_id: m, language: 'en' })),
});

function api(
  list: TextSetList,
  write: (req: { method: string; path: string }) => StubAnswer | Promise<StubAnswer> = () => ({ status: 201, body: {} }),
) {
  return stubApi((req) => {
    if (req.method === 'GET' && req.path.startsWith('/api/v3/content/selector/created-by-me/'))
      return { status: 200, body: list };
    return write(req);
  });
}

// The modal's keyboard handling asks for CSS.escape, which jsdom lacks.
beforeEach(() => vi.stubGlobal('CSS', { escape: (value: string) => value }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openDialog = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('dialog', { name: 'Add to text set' });
};

describe('Save / Add to text set', () => {
  it('TOOLBAR-13 TOOLBAR-14 TOOLBAR-15 the sets are ticked by membership, titles shortened; a tick adds at once and says "Added to {set}"', async () => {
    const held = deferred<StubAnswer>();
    const stub = api({ count: 2, results: [set(1, LONG, []), set(2, 'Storms', ['900'])] }, () => held.promise);
    app();
    const dialog = await openDialog();
    const short = `${LONG.slice(0, 59).trimEnd()}…`;
    const first = await within(dialog).findByRole('checkbox', { name: new RegExp(`^${short}`) });
    expect(first.getAttribute('aria-checked')).toBe('false');
    expect(
      within(dialog)
        .getByRole('checkbox', { name: /^Storms/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(await axeViolations(dialog)).toEqual([]);

    fireEvent.click(first);
    // Optimistic: ticked before the API answers.
    await waitFor(() => expect(first.getAttribute('aria-checked')).toBe('true'));
    expect(stub.writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/v3/content-membership/',
      body: { container_id: 1, member_id: 900, language: 'en' },
    });
    held.resolve({ status: 201, body: { container_id: 1, member_id: '900', language: 'en' } });
    expect(await screen.findByText(`Added to ${short}`)).toBeTruthy();
  });

  it('TOOLBAR-14 TOOLBAR-15 TOOLBAR-16 unticking removes with "Removed from {set}"; a failure rolls back with the error toast', async () => {
    const stub = api({ count: 1, results: [set(2, 'Storms', ['900'])] }, () => ({ status: 204 }));
    app();
    const storms = await within(await openDialog()).findByRole('checkbox', { name: /^Storms/ });
    fireEvent.click(storms);
    await waitFor(() =>
      expect(stub.writes()[0]).toMatchObject({ method: 'DELETE', body: { container_id: 2, member_id: 900, language: 'en' } }),
    );
    expect(await screen.findByText('Removed from Storms')).toBeTruthy();
    cleanup();

    api({ count: 1, results: [set(2, 'Storms', [])] }, () => ({
      status: 500,
      body: { error: { code: 'internal', message: 'Down' } },
    }));
    app();
    const again = await within(await openDialog()).findByRole('checkbox', { name: /^Storms/ });
    fireEvent.click(again);
    expect(await screen.findByText('Article cannot be deleted from text set')).toBeTruthy();
    await waitFor(() => expect(again.getAttribute('aria-checked')).toBe('false'));
  });

  it('TOOLBAR-17 creating a text set puts the article in it and opens its page', async () => {
    const stub = api({ count: 0, results: [] }, (req) =>
      req.path === '/api/v3/text-set/'
        ? { status: 201, body: { textSet: set(41, 'Rivers', []) } }
        : { status: 201, body: { container_id: 41, member_id: '900', language: 'en' } },
    );
    app();
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Create a text set' }));
    const form = await screen.findByRole('dialog', { name: 'Create a text set' });
    expect(await axeViolations(form)).toEqual([]);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Rivers' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Description (optional)' }), { target: { value: 'Unit 3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create text set' }));
    expect(await screen.findByRole('heading', { name: 'Text set 41' })).toBeTruthy();
    const [created, added] = stub.writes();
    expect(created).toMatchObject({
      method: 'POST',
      path: '/api/v3/text-set/',
      body: { title: 'Rivers', description: 'Unit 3' },
    });
    expect(typeof (created!.body as { date_shared: unknown }).date_shared).toBe('string');
    expect(added).toMatchObject({ method: 'POST', body: { container_id: 41, member_id: 900, language: 'en' } });
  });

  it('TOOLBAR-17 a failed creation is silent: no message, the form stays', async () => {
    api({ count: 0, results: [] }, () => ({ status: 500, body: { error: { code: 'internal', message: 'Down' } } }));
    app();
    fireEvent.click(await within(await openDialog()).findByRole('button', { name: 'Create a text set' }));
    const form = await screen.findByRole('dialog', { name: 'Create a text set' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Rivers' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create text set' }));
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Create text set' }).getAttribute('aria-disabled')).toBeNull(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Down')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Create a text set' })).toBeTruthy();
  });

  it('TOOLBAR-10 TOOLBAR-11 disabled for the lite UI type with the reason; hidden where it is not offered', async () => {
    const stub = api({ count: 0, results: [] });
    app('disabled');
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Add to text set' });
    expect(within(dialog).getByText(/come with a school subscription/)).toBeTruthy();
    expect(stub.requests).toEqual([]);
    cleanup();

    app('hidden');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Menu entries' })).queryAllByRole('listitem')).toHaveLength(0);
  });
});
