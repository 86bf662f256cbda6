import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Content, Me } from '@lectern/domain';
import { makeQueryClient } from '../../lib/query-client.js';
import { deferred, stubApi, type StubAnswer } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildContent, buildLevel, buildMe, buildStudentMe } from '../../test/fixtures.js';
import { contentQuery, readingLevelQuery, type ContentResult } from './api.js';
import { levelToUpdate, plainArticle, ViewPage } from './view-page.js';

// What the article page shows before it has an article, and what it only logs (PLAT-21, PLAT-44, LEVEL-15).

const level = buildLevel({
  title: 'Islands from the sea floor',
  raw_text: '',
  body: [{ kind: 'paragraph', text: 'Magma rises over a hot spot and cools into new land.' }],
});
const content = buildContent(level);
/** The public shape of a premium article: no text (PLAT-35). */
const publicShape = buildContent(buildLevel({ ...level, body: [], raw_text: '' }), { restricted: true }, { is_premium: true });
const liteStudent = buildStudentMe({ isLiteUser: true });

function renderPage(me: Me, url: string, seed?: ContentResult) {
  const qc = makeQueryClient();
  if (seed) qc.setQueryData(contentQuery(content.id).queryKey, seed);
  qc.setQueryData(readingLevelQuery(content.id).queryKey, null);
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/view/:contentId" element={<ViewPage me={me} composition={plainArticle([])} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const shell = () => screen.queryByLabelText('Loading the article');
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
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
  vi.restoreAllMocks();
});

const logged = (text: string) => errors.mock.calls.some((args) => args[0] === text);

describe('the empty shell (PLAT-21)', () => {
  it('PLAT-21 shows the empty shell while the article loads, then the article in its place', async () => {
    const answer = deferred<StubAnswer>();
    stubApi((req) => (req.path === `/api/v3/content/${content.id}/` ? answer.promise : { status: 204 }));
    const { container } = renderPage(buildMe(), `/view/${content.id}?levelId=${level.id}`);
    expect(shell()?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(/Magma rises/)).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    answer.resolve({ status: 200, body: content });
    expect(await screen.findByText(/Magma rises over a hot spot/)).toBeTruthy();
    expect(shell()).toBeNull();
  });

  it('PLAT-21 with a redirectUrl and an error the page stays an empty shell (the browser is sent on), not an error screen', async () => {
    stubApi(() => ({ status: 204 }));
    renderPage(buildMe(), `/view/${content.id}?redirectUrl=%2Fsearch%3Fq%3Dislands`, {
      ok: false,
      status: 403,
      code: 'subscription_required',
      message: 'Your account does not include this content.',
    });
    expect(shell()).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    // Without a redirectUrl the same refusal is an error screen.
    cleanup();
    renderPage(buildMe(), `/view/${content.id}`, {
      ok: false,
      status: 403,
      code: 'subscription_required',
      message: 'Your account does not include this content.',
    });
    expect(shell()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Subscription required' })).toBeTruthy();
  });
});

describe('logged only (PLAT-44, LEVEL-15)', () => {
  it('PLAT-44 a restricted article that came with its text logs "Licensing mismatch error." and shows only the restricted screen', async () => {
    stubApi(() => ({ status: 204 }));
    const mismatched: Content = { ...content, restricted: true };
    renderPage(liteStudent, `/view/${content.id}?levelId=${level.id}`, { ok: true, content: mismatched });
    expect(await screen.findByRole('heading', { name: /^This content isn't available\. Ask a teacher/ })).toBeTruthy();
    await waitFor(() => expect(logged('Licensing mismatch error.')).toBe(true));
    expect(screen.queryByText(/Magma rises/)).toBeNull();
    expect(screen.queryByText(/Licensing mismatch/)).toBeNull();
  });

  it('PLAT-44 the ordinary restricted shape (no text) shows the same screen and logs nothing', async () => {
    stubApi(() => ({ status: 204 }));
    renderPage(liteStudent, `/view/${content.id}?levelId=${level.id}`, { ok: true, content: publicShape });
    expect(await screen.findByRole('heading', { name: /^This content isn't available\. Ask a teacher/ })).toBeTruthy();
    expect(logged('Licensing mismatch error.')).toBe(false);
  });

  it('LEVEL-15 a level update without a level (or with another article’s) logs an error and changes nothing', () => {
    const levels = [{ id: 11 }, { id: 12 }];
    expect(levelToUpdate(levels, undefined, '900')).toBeNull();
    expect(errors).toHaveBeenCalledWith('Level undefined is not a level of content 900.');
    expect(levelToUpdate(levels, 77, '900')).toBeNull();
    expect(errors).toHaveBeenCalledTimes(2);
    expect(levelToUpdate(levels, 12, '900')).toBe(12);
    expect(errors).toHaveBeenCalledTimes(2);
  });
});
