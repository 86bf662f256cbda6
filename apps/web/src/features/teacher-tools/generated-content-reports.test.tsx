import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../lib/query-client.js';
import { axeViolations } from '../../test/axe.js';
import { stubApi } from '../../test/api-stub.js';
import { GeneratedContentReports } from './generated-content-reports.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderList = () =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <MemoryRouter>
        <GeneratedContentReports />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('generated content reports for content staff (API-48)', () => {
  it('API-48 lists each report with the tool, the draft the teacher saw, who reported it and a link to the level', async () => {
    const api = stubApi(() => ({
      status: 200,
      body: {
        results: [
          {
            id: 3,
            content_id: '12',
            level_id: 120,
            tool: 'discussion-questions',
            engine: 'offline',
            algorithm_output: { questions: [{ question: 'Why do islands form in a line?', kind: 'cause' }] },
            message: 'The question is answered in the first sentence.',
            reported_by: { id: 4, display_name: 'Quentin M.' },
            date_created: '2026-11-20T10:00:00.000Z',
          },
        ],
      },
    }));
    const { container } = renderList();
    const item = (await screen.findByText('The question is answered in the first sentence.')).closest('li')!;
    expect(within(item).getByText('Discussion questions:')).toBeTruthy();
    expect(within(item).getByText(/Why do islands form in a line\?/)).toBeTruthy();
    expect(within(item).getByText(/Quentin M\./)).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Open the article' }).getAttribute('href')).toBe('/view/12?levelId=120');
    expect(api.requests.map((r) => r.path)).toEqual(['/api/v3/generated-content-reports/']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('API-48 says when there are no reports', async () => {
    stubApi(() => ({ status: 200, body: { results: [] } }));
    renderList();
    expect(await screen.findByText(/No reports\./)).toBeTruthy();
  });
});
