import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Assignment, KeyTerms, Me } from '@lectern/domain';
import { makeQueryClient } from '../../lib/query-client.js';
import { deferred, stubApi, type StubAnswer } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildContent, buildLevel, buildMe } from '../../test/fixtures.js';
import { contentQuery, readingLevelQuery, type ContentResult } from './api.js';
import { plainArticle, ViewPage, type ArticleComposition } from './view-page.js';

// ASSIGN-58 … ASSIGN-61: the article page marks the first occurrence of each key term of the level
// when vocabulary support is on and the terms have loaded; a teacher's switch flips it.

const level = buildLevel({
  grade_band: 'GRADE_7',
  grade: 7,
  raw_lexile: 900,
  lexile: 900,
  title: 'Islands from the sea floor',
  short_title: 'Islands',
  teaser: 'How volcanoes build islands.',
  slug: 'islands',
  word_count: 40,
  raw_text: '',
  body: [
    { kind: 'heading', text: 'Magma and a hot spot' },
    { kind: 'paragraph', text: 'Magma rises over a hot spot. The magma cools.' },
    { kind: 'paragraph', text: 'Pillow lava forms underwater; more magma follows.' },
  ],
});

const content = buildContent(level, {}, { header_image: { url: '/islands.jpg', alt: 'An island' } });

const terms: KeyTerms = {
  content_id: '900',
  algorithm_output: [
    { term: 'magma', definition: 'melted rock under the ground' },
    { term: 'hot spot', definition: 'a plume of hot rock rising from the mantle' },
    { term: 'pillow lava', definition: 'rounded lumps formed when lava cools underwater' },
  ],
};

const teacher = buildMe();
const student = buildMe({ id: 5, role: 'student', isStudent: true, isTeacher: false, isAuthorizedTeacher: false });
const assignment = {
  assignment_id: 3,
  date_created: '2025-09-01T10:00:00Z',
  assignment_config: {},
} as Assignment;

function renderArticle(me: Me, composition: ArticleComposition = plainArticle([])) {
  const qc = makeQueryClient();
  const article: ContentResult = { ok: true, content };
  qc.setQueryData(contentQuery(content.id).queryKey, article);
  qc.setQueryData(readingLevelQuery(content.id).queryKey, null);
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[`/view/${content.id}?levelId=${level.id}`]}>
        <Routes>
          <Route path="/view/:contentId" element={<ViewPage me={me} composition={composition} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The API: the key terms as `answer` says; the page-view event and the recommender go nowhere. */
function keyTermsApi(answer: () => StubAnswer | Promise<StubAnswer> = () => ({ status: 200, body: terms })) {
  return stubApi((req) => (req.path.includes('/key-terms/') ? answer() : { status: 204 }));
}

const termButtons = () => screen.queryAllByRole('button', { name: /, key term$/ });

beforeEach(() => {
  // The popover reads <meta> tags through CSS.escape, which jsdom lacks; names here need no escaping.
  vi.stubGlobal('CSS', { escape: (value: string) => value });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('key terms in the article text (ASSIGN-58 … ASSIGN-61)', () => {
  it('ASSIGN-58 ASSIGN-60 a teacher gets the level’s terms marked once each, in paragraphs, each opening its definition', async () => {
    const api = keyTermsApi();
    const { container } = renderArticle(teacher);
    await waitFor(() => expect(termButtons()).toHaveLength(3));
    expect(api.requests.some((r) => r.path === '/api/v3/content/900/key-terms/?level_id=11')).toBe(true);
    expect(termButtons().map((b) => b.textContent)).toEqual(['Magma', 'hot spot', 'Pillow lava']);
    // The heading stays plain; later occurrences stay plain.
    expect(within(screen.getByRole('heading', { level: 2, name: 'Magma and a hot spot' })).queryAllByRole('button')).toEqual([]);
    expect(container.querySelector('article')!.textContent).toContain('The magma cools.');

    const magma = screen.getByRole('button', { name: 'Magma, key term' });
    expect(magma.getAttribute('aria-expanded')).toBe('false');
    magma.focus();
    fireEvent.click(magma);
    const dialog = await screen.findByRole('dialog', { name: 'magma' }, { timeout: 5000 });
    expect(within(dialog).getByText('melted rock under the ground')).toBeTruthy();
    expect(magma.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(magma.getAttribute('aria-expanded')).toBe('false');
    // Focus goes back to the term, so a keyboard reader carries on where they were.
    await waitFor(() => expect(document.activeElement).toBe(magma));
  });

  it('ASSIGN-60 the teacher’s switch turns the marks off and on for their view, without saving anything', async () => {
    const api = keyTermsApi();
    renderArticle(teacher);
    const toggle = screen.getByRole('switch', { name: 'Vocabulary' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(termButtons()).toHaveLength(3));
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(termButtons()).toHaveLength(0);
    fireEvent.click(toggle);
    await waitFor(() => expect(termButtons()).toHaveLength(3));
    expect(api.writes().filter((r) => !r.path.startsWith('/api/v2/event-record/'))).toEqual([]);
  });

  it('ASSIGN-58 a teacher whose selected assignment disables vocabulary support starts with it off, and may turn it on', async () => {
    const api = keyTermsApi();
    renderArticle(teacher, {
      ...plainArticle([]),
      assignment: { ...assignment, assignment_config: { disable_vocabulary_support: true } },
    });
    const toggle = screen.getByRole('switch', { name: 'Vocabulary' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await act(() => Promise.resolve());
    expect(api.requests.some((r) => r.path.includes('/key-terms/'))).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(termButtons()).toHaveLength(3));
  });

  it('ASSIGN-59 a student gets the terms only through a recent assignment that allows them, and no switch', async () => {
    const api = keyTermsApi();
    renderArticle(student);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('switch')).toBeNull();
    expect(api.requests.some((r) => r.path.includes('/key-terms/'))).toBe(false);
    cleanup();

    renderArticle(student, { ...plainArticle([]), assignment: { ...assignment, date_created: '2024-01-15T10:00:00Z' } });
    await act(() => Promise.resolve());
    expect(termButtons()).toHaveLength(0);
    cleanup();

    renderArticle(student, { ...plainArticle([]), assignment });
    await waitFor(() => expect(termButtons()).toHaveLength(3));
  });

  it('ASSIGN-60 while the terms load, or when the call fails, the text is unmarked and nothing is said', async () => {
    const pending = deferred<StubAnswer>();
    keyTermsApi(() => pending.promise);
    const { container } = renderArticle(teacher);
    const before = container.querySelector('article')!.innerHTML;
    expect(termButtons()).toHaveLength(0);
    await act(async () => pending.resolve({ status: 500, body: { error: { code: 'internal', message: 'Boom.' } } }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(termButtons()).toHaveLength(0);
    expect(container.querySelector('article')!.innerHTML).toBe(before);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
