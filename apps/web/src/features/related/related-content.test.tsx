import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentCard } from '@lectern/domain';
import { stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildContent, buildLevel, buildMe, buildStudentMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { RelatedContent } from './related-content.js';

const card = (n: number): ContentCard => ({
  id: String(100 + n),
  content_type: 'ARTICLE',
  slug: `article-${n}`,
  title: `Related article ${n}`,
  teaser: `What article ${n} is about.`,
  subject: 'SCIENCE',
  article_type: 'news',
  header_image: { url: `/media/article-${n}.svg`, alt: '' },
  grades: [7, 3, 5],
  lexile_min: 480 + n,
  lexile_max: 1200,
  languages: ['en'],
  is_premium: false,
  is_lite: true,
  date_lite_product_grant_expires: null,
  date_published: '2026-03-02T12:00:00.000Z',
});

const content = buildContent(buildLevel());
const searches = (requests: { path: string }[]) => requests.filter((r) => r.path.startsWith('/api/v3/content/?'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RelatedContent', () => {
  it('RELATED-01 RELATED-05 RELATED-06 API-34 a teacher gets "Related content", the first 4 results as cards with Assign', async () => {
    const api = stubApi((req) =>
      req.path.startsWith('/api/v3/content/?')
        ? { status: 200, body: { count: 6, results: [1, 2, 3, 4, 5, 6].map(card) } }
        : undefined,
    );
    const { container } = renderInApp(<RelatedContent me={buildMe()} content={content} presentMode={false} />);
    const block = await screen.findByRole('region', { name: 'Related content' });
    expect(searches(api.requests).map((r) => r.path)).toEqual(['/api/v3/content/?strategy=similar_to&similar_to=900&limit=4']);
    const items = within(block).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Related article 1' }).getAttribute('href')).toBe('/view/101');
    expect(first.getByText('Grade 3')).toBeTruthy();
    expect(first.getByText('481L')).toBeTruthy();
    expect(first.getByText('03/02/2026')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Assign Related article 1' }).getAttribute('href')).toBe('/view/101?assign=new');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('RELATED-04 RELATED-05 a student’s search names the allowed types; their cards have no Assign', async () => {
    const api = stubApi(() => ({ status: 200, body: { count: 2, results: [card(1), card(2)] } }));
    const { container } = renderInApp(<RelatedContent me={buildStudentMe()} content={content} presentMode={false} />);
    const block = await screen.findByRole('region', { name: 'Related content' });
    expect(searches(api.requests)[0]!.path).toBe(
      '/api/v3/content/?strategy=similar_to&similar_to=900&content_types=VIDEO&content_types=ARTICLE&content_types=INTERACTIVE_VIDEO&limit=4',
    );
    expect(within(block).getAllByRole('listitem')).toHaveLength(2);
    expect(within(block).queryByRole('link', { name: /^Assign/ })).toBeNull();
    expect(within(block).queryByText('481L')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('RELATED-08 a failed search logs "Failed to fetch delivery search: {status}" and shows nothing; no results show nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi(() => ({ status: 503, body: { error: { code: 'unavailable', message: 'Down.' } } }));
    const failed = renderInApp(<RelatedContent me={buildMe()} content={content} presentMode={false} />);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to fetch delivery search: 503'));
    expect(failed.container.textContent).toBe('');
    cleanup();
    vi.unstubAllGlobals();
    const api = stubApi(() => ({ status: 200, body: { count: 0, results: [] } }));
    const empty = renderInApp(<RelatedContent me={buildMe()} content={content} presentMode={false} />);
    await waitFor(() => expect(searches(api.requests)).toHaveLength(1));
    expect(empty.container.textContent).toBe('');
  });

  it('RELATED-02 RELATED-03 sends no search on a noindex article, in present mode or for a lite-interface student', async () => {
    const api = stubApi(() => ({ status: 200, body: { count: 1, results: [card(1)] } }));
    renderInApp(<RelatedContent me={buildMe()} content={{ ...content, search_indexing: false }} presentMode={false} />);
    renderInApp(<RelatedContent me={buildMe()} content={content} presentMode />);
    renderInApp(<RelatedContent me={buildStudentMe({ isLiteUser: true })} content={content} presentMode={false} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(searches(api.requests)).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Related content' })).toBeNull();
  });
});
