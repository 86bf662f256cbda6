import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ELA_LICENCE_TEXT, type Attachment, type Features, type Me } from '@lectern/domain';
import { ACTIVITIES } from '../activities/registry.js';
import { featuresQuery } from '../lib/use-features.js';
import { makeQueryClient } from '../lib/query-client.js';
import { axeViolations } from '../test/axe.js';
import { buildContent, buildLevel, buildMe } from '../test/fixtures.js';
import { contentQuery, readingLevelQuery, type ContentResult } from '../features/content/api.js';
import { plainArticle, ViewPage, type ArticleComposition } from '../features/content/view-page.js';

const level = buildLevel();
const attachment = (id: number, content_type: Attachment['content_type'], name: string): Attachment => ({
  id,
  content_type,
  data: { assessment_type: 'QUIZ', name, levels: [{ article_level_id: level.id, question_count: 3 }] },
  subject: { data: { subject: 'ELA' } },
});
const attachments = [
  attachment(31, 'CHECKS_FOR_UNDERSTANDING_QUIZ', 'Checks for Understanding'),
  attachment(32, 'GUIDED_HIGHLIGHTING_QUIZ', 'Guided Highlighting'),
];

/** The teacher's composition as the article route gives it: Annotations, Student Poll, Review Student Work. */
const teacherComposition: ArticleComposition = {
  ...plainArticle(ACTIVITIES),
  slots: {
    panels: () => [{ value: 'annotations', title: 'Annotations', count: '0 on this level', body: <p>Annotations panel</p> }],
    pickerLinks: () => [{ value: 'student_poll', title: 'Student Poll', href: '#poll-block-title' }],
    pickerEnd: () => <button type="button">Review Student Work</button>,
    afterArticle: () => (
      <section aria-labelledby="poll-block-title">
        <h2 id="poll-block-title">Student Poll</h2>
      </section>
    ),
  },
};

function renderArticle(me: Me, subject: string, features: Partial<Features> = {}) {
  const content = buildContent(level, { attachments }, { subject: subject as 'ELA' });
  const qc = makeQueryClient();
  const article: ContentResult = { ok: true, content };
  qc.setQueryData(contentQuery(content.id).queryKey, article);
  qc.setQueryData(readingLevelQuery(content.id).queryKey, null);
  qc.setQueryData(featuresQuery.queryKey, features as Features);
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[`/view/${content.id}?levelId=${level.id}`]}>
        <Routes>
          <Route path="/view/:contentId" element={<ViewPage me={me} composition={teacherComposition} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const scrolled = vi.fn();

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  );
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowNames = (picker: HTMLElement) =>
  [...picker.querySelectorAll('a, button')]
    .map((el) => el.textContent?.trim() ?? '')
    .filter((t) => t && !['Hide activities'].includes(t));

describe('the teacher Activities panel', () => {
  it('TOOLS-30 is titled Activities: Annotations, Student Poll, the subject’s activities (Checks for Understanding, Guided Highlighting with Beta), then Review Student Work', async () => {
    const { container } = renderArticle(buildMe(), 'ELA', { can_view_guided_highlighting: false });
    const picker = screen.getByRole('complementary', { name: 'Activities' });
    expect(within(picker).getByRole('heading', { level: 2, name: 'Activities' })).toBeTruthy();
    expect(within(picker).getByRole('heading', { level: 3, name: 'English Language Arts activities' })).toBeTruthy();
    await waitFor(() => expect(within(picker).getByRole('link', { name: /Guided Highlighting/ }).textContent).toContain('Beta'));
    const rows = rowNames(picker);
    const order = ['Annotations', 'Student Poll', 'Checks for Understanding', 'Guided Highlighting', 'Review Student Work'];
    const at = order.map((name) => rows.findIndex((r) => r.startsWith(name)));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(rows.at(-1)).toBe('Review Student Work');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('TOOLS-30 each row opens what it names: Student Poll brings the poll section into view and focus, Checks for Understanding its panel', async () => {
    renderArticle(buildMe(), 'SCIENCE');
    const picker = screen.getByRole('complementary', { name: 'Activities' });
    expect(within(picker).getByRole('heading', { level: 3, name: 'Science activities' })).toBeTruthy();
    fireEvent.click(within(picker).getByRole('link', { name: 'Student Poll' }));
    const poll = screen.getByRole('heading', { level: 2, name: 'Student Poll' });
    await waitFor(() => expect(document.activeElement).toBe(poll));
    expect(scrolled).toHaveBeenCalled();
    fireEvent.click(within(picker).getByRole('link', { name: /Checks for Understanding/ }));
    expect(await screen.findByRole('complementary', { name: 'Checks For Understanding' })).toBeTruthy();
  });

  it('TOOLS-33 a teacher without an active ELA licence sees an ELA article’s activities as previews; a licensed one, and other subjects, do not', () => {
    const unlicensed = buildMe({ activeELALicense: false, isLiteUser: true });
    renderArticle(unlicensed, 'ELA');
    expect(screen.getByText(ELA_LICENCE_TEXT.readOnly)).toBeTruthy();
    // The activities themselves still open for a look.
    expect(screen.getByRole('link', { name: /Checks for Understanding/ })).toBeTruthy();
    cleanup();
    renderArticle(buildMe(), 'ELA');
    expect(screen.queryByText(ELA_LICENCE_TEXT.readOnly)).toBeNull();
    cleanup();
    renderArticle(unlicensed, 'SCIENCE');
    expect(screen.queryByText(ELA_LICENCE_TEXT.readOnly)).toBeNull();
  });
});
