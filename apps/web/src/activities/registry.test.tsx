import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentQuery, readingLevelQuery, type ContentResult } from '../features/content/api.js';
import { plainArticle, ViewPage } from '../features/content/view-page.js';
import { lazyPage } from '../lib/lazy-page.js';
import { makeQueryClient } from '../lib/query-client.js';
import { axeViolations } from '../test/axe.js';
import { buildContent, buildLevel, buildMe } from '../test/fixtures.js';
import { panelParams, type Activity, type ActivityPanelProps } from './activity.js';
import { ACTIVITIES } from './registry.js';

// A new activity is one registry entry: this one lives here, for articles' write prompts, in place of
// the registered one, and reaches the page through one line of the list.
const withoutWritePrompts = ACTIVITIES.filter((a) => a.type !== 'WRITE_PROMPT');

function DummyPanel({ attachmentId, level, panel }: ActivityPanelProps) {
  return (
    <p>
      Dummy panel {panel} for attachment {attachmentId} at level {level.id}
    </p>
  );
}

const dummyActivity: Activity = {
  type: 'WRITE_PROMPT',
  title: 'Dummy activity',
  panels: ['dummy'],
  idParam: 'dummyId',
  countLabel: (n) => `${n} dummy ${n === 1 ? 'item' : 'items'}`,
  opensFor: ({ attachmentId }) => attachmentId > 0,
  Panel: lazyPage(() => Promise.resolve(DummyPanel)),
};

const level = buildLevel();

const content = buildContent(
  level,
  {
    attachments: [
      {
        id: 77,
        content_type: 'WRITE_PROMPT',
        data: { assessment_type: 'WRITE', name: 'Write about tide pools', levels: [{ article_level_id: 11, question_count: 1 }] },
        subject: { data: { subject: 'SCIENCE' } },
      },
    ],
  },
  { header_image: { url: '/tide-pools.jpg', alt: 'A tide pool' } },
);

const teacher = buildMe();

function renderArticle(activities: readonly Activity[]) {
  const qc = makeQueryClient();
  const article: ContentResult = { ok: true, content };
  qc.setQueryData(contentQuery(content.id).queryKey, article);
  qc.setQueryData(readingLevelQuery(content.id).queryKey, null);
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[`/view/${content.id}?levelId=${level.id}`]}>
        <Routes>
          <Route path="/view/:contentId" element={<ViewPage me={teacher} composition={plainArticle(activities)} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // Wide screen: the activity panel opens beside the article. The page-view event goes nowhere.
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
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the activity registry', () => {
  it('PLAT-56 PLAT-58 a registered activity is listed in the picker and opens its panel', async () => {
    const activities = [...withoutWritePrompts, dummyActivity];
    const { container } = renderArticle(activities);

    const picker = screen.getByRole('complementary', { name: 'Activities' });
    const link = within(picker).getByRole('link', { name: /Write prompt\s*1 dummy item/ });
    fireEvent.click(link);

    const panel = await screen.findByRole('complementary', { name: 'Dummy activity' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Dummy activity' })).toBeTruthy();
    expect(await within(panel).findByText('Dummy panel dummy for attachment 77 at level 11')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('PLAT-56 PLAT-60 without its entry, the attachment is not offered: nothing is listed that cannot open', () => {
    renderArticle(withoutWritePrompts);
    const picker = screen.getByRole('complementary', { name: 'Activities' });
    expect(within(picker).queryByText('Write prompt')).toBeNull();
    expect(within(picker).queryByRole('link', { name: /Write prompt/ })).toBeNull();
  });

  it('PLAT-14 the activity parameters of /view/{contentId} open their panels, and Back removes each of them', () => {
    expect(panelParams(ACTIVITIES)).toEqual(
      expect.arrayContaining([
        'activityPanel',
        'question',
        'assignmentId',
        'quizId',
        'powerWordsActivityId',
        'writePromptId',
        'classroomId',
      ]),
    );
    expect(ACTIVITIES.map((a) => a.idParam)).toEqual(expect.arrayContaining(['quizId', 'powerWordsActivityId', 'writePromptId']));
  });
});
