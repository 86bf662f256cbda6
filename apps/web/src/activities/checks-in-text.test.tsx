import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKS_TEXT, type Content, type Me, type UnderstandingChecks } from '@lectern/domain';
import { contentQuery, readingLevelQuery, type ContentResult } from '../features/content/api.js';
import { plainArticle, ViewPage } from '../features/content/view-page.js';
import { makeQueryClient } from '../lib/query-client.js';
import { stubApi, type StubAnswer } from '../test/api-stub.js';
import { axeViolations } from '../test/axe.js';
import { buildContent, buildLevel, buildMe } from '../test/fixtures.js';
import { ACTIVITIES } from './registry.js';

// CFU-01: a check for understanding sits in the text after its paragraph. A student's text stops
// there until they answer (the server sends no more); the answer asks for the article again.

const full = [
  { kind: 'paragraph' as const, text: 'Magma rises over a hot spot.' },
  { kind: 'paragraph' as const, text: 'The magma cools into new rock.' },
  { kind: 'paragraph' as const, text: 'Layer by layer, an island grows.' },
  { kind: 'paragraph' as const, text: 'Plants arrive on the wind.' },
];
const item = { activity_id: 55, activity_type: 'CHECKS_FOR_UNDERSTANDING_QUIZ', item_id: 501, after_block: 1 };
const attachment = {
  id: 55,
  content_type: 'CHECKS_FOR_UNDERSTANDING_QUIZ' as const,
  data: {
    assessment_type: 'checks for understanding',
    name: 'Checks for Understanding',
    levels: [{ article_level_id: 11, question_count: 1 }],
  },
  subject: { data: { subject: 'SCIENCE' as const } },
};
const gated = buildLevel({ body: full.slice(0, 2), in_text: [item], gate: { check_id: 501, after_block: 1, hidden_blocks: 2 } });
const opened = buildLevel({ body: full, in_text: [item], gate: null });
const article = (level: typeof gated): Content =>
  buildContent(level, { attachments: [attachment] }, { header_image: { url: '/i.jpg', alt: 'An island' } });

const check = (answer: UnderstandingChecks['checks'][number]['answer'] = null, key?: number): UnderstandingChecks => ({
  id: 55,
  content_id: '900',
  article_level_id: 11,
  answers_included: key !== undefined,
  hidden: false,
  checks: [
    {
      id: 501,
      position: 1,
      after_block: 1,
      question: 'What does the magma become?',
      options: [
        { id: 0, text: 'Sea water' },
        { id: 1, text: 'New rock' },
        { id: 2, text: 'Clouds' },
      ],
      ...(key !== undefined ? { correct_choice: key } : {}),
      answer,
    },
  ],
});

const student = buildMe({ id: 5, role: 'student', isStudent: true, isTeacher: false, isAuthorizedTeacher: false });

function renderArticle(me: Me, level: typeof gated) {
  const qc = makeQueryClient();
  const result: ContentResult = { ok: true, content: article(level) };
  qc.setQueryData(contentQuery('900').queryKey, result);
  qc.setQueryData(readingLevelQuery('900').queryKey, null);
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[`/view/900?levelId=11`]}>
        <Routes>
          <Route path="/view/:contentId" element={<ViewPage me={me} composition={plainArticle(ACTIVITIES)} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
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

describe('checks for understanding in the text (CFU-01)', () => {
  it('CFU-01 a student reads to the check, answers it, and the article is asked for again with the rest of the text', async () => {
    let answered = false;
    const api = stubApi((req): StubAnswer => {
      if (req.method === 'POST' && req.path === '/api/v3/checks-for-understanding/answers/') {
        answered = true;
        return {
          status: 201,
          body: { check_id: 501, choice: 2, is_correct: false, correct_choice: 1, date_answered: '2026-11-26T10:00:00.000Z' },
        };
      }
      if (req.path.startsWith('/api/v3/checks-for-understanding/55/')) return { status: 200, body: check() };
      if (req.path === '/api/v3/content/900/') return { status: 200, body: article(answered ? opened : gated) };
      if (req.path.includes('/key-terms/')) return { status: 200, body: { content_id: '900', algorithm_output: [] } };
      return { status: 204 };
    });
    const { container } = renderArticle(student, gated);
    const body = container.querySelector('article')!;
    expect(body.textContent).toContain('The magma cools into new rock.');
    expect(body.textContent).not.toContain('Layer by layer');
    expect(screen.getByText(CHECKS_TEXT.gated)).toBeTruthy();
    // The waiting text is only a shape, hidden from assistive technology and the keyboard.
    const bars = container.querySelector('[inert]')!;
    expect(bars.getAttribute('aria-hidden')).toBe('true');
    expect(bars.textContent).toBe('');

    const card = await screen.findByRole('group', { name: CHECKS_TEXT.cardLabel });
    const group = await within(card).findByRole('group', { name: 'What does the magma become?' });
    fireEvent.click(within(card).getByRole('button', { name: CHECKS_TEXT.submit }));
    expect(within(card).getByRole('alert').textContent).toBe(CHECKS_TEXT.chooseFirst);
    const answers = () => api.writes().filter((w) => w.path.startsWith('/api/v3/checks-for-understanding/'));
    expect(answers()).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(within(group).getByRole('radio', { name: 'Clouds' }));
    fireEvent.click(within(card).getByRole('button', { name: CHECKS_TEXT.submit }));
    const result = await within(card).findByRole('status');
    expect(result.textContent).toBe(CHECKS_TEXT.incorrect('New rock'));
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(answers()).toEqual([
      { method: 'POST', path: '/api/v3/checks-for-understanding/answers/', body: { check_id: 501, choice: 2 } },
    ]);
    await waitFor(() => expect(body.textContent).toContain('Layer by layer, an island grows.'));
    expect(screen.queryByText(CHECKS_TEXT.gated)).toBeNull();
    expect(
      within(card)
        .getAllByRole('radio')
        .every((r) => r.matches(':disabled')),
    ).toBe(true);
  });

  it('CFU-01 a teacher reads the whole text with the check and its answer in place; nothing waits', async () => {
    stubApi((req) =>
      req.path.startsWith('/api/v3/checks-for-understanding/')
        ? { status: 200, body: check(null, 1) }
        : req.path.includes('/key-terms/')
          ? { status: 200, body: { content_id: '900', algorithm_output: [] } }
          : { status: 204 },
    );
    const { container } = renderArticle(buildMe(), opened);
    const card = await screen.findByRole('group', { name: CHECKS_TEXT.cardLabel });
    await within(card).findByText('What does the magma become?');
    expect(within(card).queryByRole('radio')).toBeNull();
    expect(within(card).getByText('Answer').parentElement!.textContent).toContain('New rock');
    fireEvent.click(within(card).getByRole('button', { name: 'Hide answer' }));
    expect(within(card).queryByText('Answer')).toBeNull();
    expect(container.querySelector('article')!.textContent).toContain('Plants arrive on the wind.');
    expect(screen.queryByText(CHECKS_TEXT.gated)).toBeNull();
    // The card follows its paragraph.
    const paragraphs = [...container.querySelectorAll('article p, article [data-check-card]')];
    const at = paragraphs.indexOf(card);
    expect(paragraphs[at - 1]!.textContent).toBe('The magma cools into new rock.');
  });
});
