import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ArticleLevel } from '@lectern/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { buildLevel } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { useCiteAction } from './cite-action.js';

const level = (overrides: Partial<ArticleLevel> = {}) =>
  buildLevel({
    id: 34,
    header_content_id: '12',
    title: 'Bees Dance to Share Directions',
    byline: 'By Hana Lindqvist and Owen Tully, adapted by Lectern Staff',
    author: '',
    display_published_at: '2026-09-14T12:00:00.000Z',
    content_provider: { name: 'Lectern Newsroom' },
    lexile: 740,
    is_original_level: false,
    ...overrides,
  });

/** The toolbar's part as the route composes it. */
function Toolbar({ enabled = true, of = level() }: { enabled?: boolean; of?: ArticleLevel }) {
  const cite = useCiteAction(enabled);
  return <div>{cite.render(of)}</div>;
}

let writeText: ReturnType<typeof vi.fn>;
// The modal is a chunk of its own: load it once, so no test waits on its first import.
beforeAll(() => import('./citation-modal.js'), 20_000);
beforeEach(() => {
  // The dialog reads <meta> tags through CSS.escape, which jsdom lacks; names here need no escaping.
  vi.stubGlobal('CSS', { escape: (value: string) => value });
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openCitation(of?: ArticleLevel) {
  renderInApp(<Toolbar of={of} />);
  fireEvent.click(screen.getByRole('button', { name: 'Cite' }));
  return screen.findByRole('dialog', { name: 'Cite this article' }, { timeout: 5000 });
}

const citation = (dialog: HTMLElement) => within(dialog).getByRole('tabpanel').textContent;

describe('the citation modal', { timeout: 20_000 }, () => {
  it('TOOLBAR-23 has the MLA, APA and Chicago tabs, the copy button, Edit and Done, and passes axe', async () => {
    const dialog = await openCitation();
    const tabs = within(dialog).getByRole('tablist', { name: 'Citation style' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['MLA', 'APA', 'Chicago']);
    expect(within(tabs).getByRole('tab', { name: 'MLA' }).getAttribute('aria-selected')).toBe('true');
    const origin = window.location.host;
    expect(citation(dialog)).toMatch(
      new RegExp(
        `^Lindqvist, Hana, and Owen Tully\\. “Bees Dance to Share Directions\\.” Adapted by Lectern Staff, Version 740, Lectern Newsroom via Lectern, 14 Sept\\. 2026, ${origin}/view/12\\?levelId=34\\. Accessed \\d+ \\w+\\.? \\d{4}\\.$`,
      ),
    );
    expect(within(dialog).getByText('Adapted by Lectern Staff').tagName).toBe('I');
    for (const name of ['Copy citation', 'Edit', 'Done']) within(dialog).getByRole('button', { name });
    expect(await axeViolations(dialog)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('TOOLBAR-24 copies the citation, says "Citation copied", and switching tabs resets it', async () => {
    const dialog = await openCitation();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'APA' }));
    expect(citation(dialog)).toMatch(/^Lindqvist, H\., & Tully, O\. \(2026, September 14\)\. Bees Dance/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy citation' }));
    await within(dialog).findByRole('button', { name: 'Citation copied' });
    expect(writeText).toHaveBeenCalledWith(citation(dialog));
    expect(within(dialog).getByRole('status').textContent).toBe('Citation copied');

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Chicago' }));
    within(dialog).getByRole('button', { name: 'Copy citation' });
    expect(citation(dialog)).toMatch(/^Lindqvist, Hana, and Owen Tully\. “Bees Dance to Share Directions\.” Version 740\./);
  });

  it('TOOLBAR-25 … TOOLBAR-28 edits the citation: sections, touched errors, Save blocked until it passes', async () => {
    const dialog = await openCitation();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit citation information' });
    for (const name of ['Article', 'Contributors', 'Online publication info']) within(form).getByRole('region', { name });
    within(form).getByRole('button', { name: 'Cancel' });
    expect(await axeViolations(form)).toEqual([]);

    const title = within(form).getByLabelText(/^Title/);
    fireEvent.change(title, { target: { value: '' } });
    expect(within(form).queryByText('Missing')).toBeNull(); // not touched yet
    // Leaving it for a button does not draw its error yet: the button would move under the pointer.
    fireEvent.blur(title, { relatedTarget: within(form).getByRole('button', { name: 'Cancel' }) });
    expect(within(form).queryByText('Missing')).toBeNull();
    const first = within(form).getAllByLabelText(/^First name/)[0]!;
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.blur(first);
    expect(first.getAttribute('aria-invalid')).toBe('true'); // touched: its error shows
    expect(within(form).getAllByText('Missing')).toHaveLength(1);

    fireEvent.click(within(form).getByRole('button', { name: 'Save Edits' }));
    // The first attempt shows every error and keeps the form.
    expect(within(form).getAllByText('Missing')).toHaveLength(2);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(title); // the first field in error
    expect(await axeViolations(form)).toEqual([]);

    fireEvent.change(title, { target: { value: 'How Bees Talk' } });
    fireEvent.change(first, { target: { value: 'Hanna' } });
    const last = within(form).getAllByLabelText(/^Last name/)[1]!;
    fireEvent.change(last, { target: { value: 'Tull' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Edits' }));

    const view = await screen.findByRole('dialog', { name: 'Cite this article' });
    expect(citation(view)).toMatch(/^Lindqvist, Hanna, and Owen Tull\. “How Bees Talk\.”/);
  });

  it('TOOLBAR-25 Cancel leaves the citation as it was; a contributor can be added and removed', async () => {
    const dialog = await openCitation();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit citation information' });
    fireEvent.click(within(form).getByRole('button', { name: 'Remove contributor 2' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add contributor' }));
    expect(within(form).getAllByRole('group', { name: /^Contributor/ })).toHaveLength(2);
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    const view = await screen.findByRole('dialog', { name: 'Cite this article' });
    expect(citation(view)).toMatch(/^Lindqvist, Hana, and Owen Tully\./);
  });

  it('TOOLBAR-29 without a published date: the banner, and the date marked Missing in the form', async () => {
    const dialog = await openCitation(level({ display_published_at: '' }));
    within(dialog).getByText('Some important information is missing, please edit them manually.');
    expect(within(dialog).getByText('Date published').tagName).toBe('MARK');
    expect(await axeViolations(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit citation information' });
    const published = within(form).getByRole('group', { name: /^Date published/ });
    within(published).getByText('Missing');
    expect(within(published).getByLabelText('Day').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(form)).toEqual([]);

    fireEvent.change(within(published).getByLabelText('Day'), { target: { value: '3' } });
    fireEvent.change(within(published).getByLabelText('Month'), { target: { value: '10' } });
    fireEvent.change(within(published).getByLabelText('Year'), { target: { value: '2026' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Edits' }));
    const view = await screen.findByRole('dialog', { name: 'Cite this article' });
    expect(within(view).queryByText(/Some important information is missing/)).toBeNull();
    expect(citation(view)).toContain('Lectern Newsroom via Lectern, 3 Oct. 2026,');
  });

  it('TOOLBAR-23 offers no Cite when citation_feature is off', () => {
    renderInApp(<Toolbar enabled={false} />);
    expect(screen.queryByRole('button', { name: 'Cite' })).toBeNull();
  });
});
