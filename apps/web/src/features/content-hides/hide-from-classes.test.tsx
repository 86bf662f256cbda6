import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentHideList } from '@lectern/domain';
import { stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildClassroom } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { useHideAction } from './hide-from-classes.js';

function Host() {
  const action = useHideAction(true);
  return <>{action.render('900')}</>;
}

const classes = [
  buildClassroom([], { id: 7, name: 'Period 4 Reading' }),
  buildClassroom([], { id: 8, unique_id: 'c-8', name: 'Period 6 Science' }),
];

function api(list: ContentHideList, opts: { classes?: typeof classes; fail?: boolean } = {}) {
  return stubApi((req) => {
    if (req.method === 'GET' && req.path === '/api/v2/classrooms/')
      return { status: 200, body: { results: opts.classes ?? classes } };
    if (req.method === 'GET' && req.path.startsWith('/api/v3/content-hide/?')) return { status: 200, body: list };
    if (opts.fail) return { status: 500, body: { error: { code: 'internal', message: 'Down' } } };
    if (req.method === 'POST') return { status: 201, body: { id: 3, content_id: '900', classroom_id: 7 } };
    if (req.method === 'DELETE') return { status: 204 };
    return undefined;
  });
}

beforeEach(() => vi.stubGlobal('CSS', { escape: (value: string) => value }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Hide from classes', () => {
  it('TOOLBAR-18 TOOLBAR-19 TOOLBAR-21 each class is open or hidden; hiding says "Hidden from {class}"', async () => {
    const stub = api({ results: [], assigned_classroom_ids: [] });
    renderInApp(<Host />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide from classes' }));
    const dialog = await screen.findByRole('dialog');
    const p4 = await within(dialog).findByRole('switch', { name: 'Hide from Period 4 Reading' });
    expect(p4.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(p4);
    await waitFor(() => expect(stub.writes()[0]).toMatchObject({ method: 'POST', body: { content_id: 900, classroom_id: 7 } }));
    expect(await screen.findByText('Hidden from Period 4 Reading')).toBeTruthy();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('TOOLBAR-19 TOOLBAR-21 opening a hidden class deletes its record: "Open to {class}"; a failure says "Article cannot be un-hidden"', async () => {
    const stub = api({ results: [{ id: 3, content_id: '900', classroom_id: 8 }], assigned_classroom_ids: [] });
    renderInApp(<Host />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide from classes' }));
    const p6 = await screen.findByRole('switch', { name: 'Hide from Period 6 Science' });
    expect(p6.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(p6);
    await waitFor(() => expect(stub.writes()[0]).toMatchObject({ method: 'DELETE', path: '/api/v3/content-hide/3/' }));
    expect(await screen.findByText('Open to Period 6 Science')).toBeTruthy();
    cleanup();

    api({ results: [{ id: 3, content_id: '900', classroom_id: 8 }], assigned_classroom_ids: [] }, { fail: true });
    renderInApp(<Host />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide from classes' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Hide from Period 6 Science' }));
    expect(await screen.findByText('Article cannot be un-hidden')).toBeTruthy();
  });

  it('TOOLBAR-20 a class the article is assigned to cannot be hidden', async () => {
    api({ results: [], assigned_classroom_ids: [7] });
    renderInApp(<Host />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide from classes' }));
    const p4 = await screen.findByRole('switch', { name: 'Hide from Period 4 Reading' });
    expect((p4 as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Assigned to this class, so it stays open')).toBeTruthy();
  });

  it('TOOLBAR-22 a teacher without classes is sent to create one', async () => {
    api({ results: [], assigned_classroom_ids: [] }, { classes: [] });
    renderInApp(<Host />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide from classes' }));
    const link = await screen.findByRole('link', { name: 'to hide this content, first create a class' });
    expect(link.getAttribute('href')).toBe('/account/classes/');
  });
});
