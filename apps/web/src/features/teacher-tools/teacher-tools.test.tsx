import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../lib/query-client.js';
import { axeViolations } from '../../test/axe.js';
import { deferred, stubApi, type StubAnswer } from '../../test/api-stub.js';
import { TeacherTools } from './teacher-tools.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mainIdea = {
  content_id: '7',
  engine: 'offline',
  algorithm_output: {
    main_idea: 'Hot spots build island chains over millions of years.',
    supporting_details: ['Lava cools into rock.'],
  },
};

function renderTools() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <TeacherTools contentId="7" levelId={70} />
    </QueryClientProvider>,
  );
}

describe('Apply to your lesson (TOOLS-01 … TOOLS-08)', () => {
  it('TOOLS-01 TOOLS-02 TOOLS-04 lists the tools, Main idea selected, and asks for nothing before a tab is picked', async () => {
    const api = stubApi(() => undefined);
    const { container } = renderTools();
    expect(screen.getByRole('heading', { name: 'Apply to your lesson' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Main idea',
      'Key terms',
      'Before reading activity',
      'Discussion questions',
    ]);
    expect(screen.getByRole('tab', { name: 'Main idea' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Select from the list above to generate a response in seconds!');
    expect(api.requests).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('TOOLS-04 TOOLS-05 TOOLS-07 API-32 shows "Loading..." while the draft is made, then the draft under the disclaimer', async () => {
    const answer = deferred<StubAnswer>();
    const api = stubApi(() => answer.promise);
    renderTools();
    fireEvent.click(screen.getByRole('tab', { name: 'Main idea' }));
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(api.requests.map((r) => r.path)).toEqual(['/api/v3/content/7/main-idea/?level_id=70']);
    answer.resolve({ status: 200, body: mainIdea });
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Hot spots build island chains over millions of years.')).toBeTruthy();
    expect(within(panel).getByText(/Review and edit them before you use them with a class/)).toBeTruthy();
  });

  it('API-31 the Key terms tab reads the level’s key terms', async () => {
    const api = stubApi(() => ({
      status: 200,
      body: { content_id: '7', algorithm_output: [{ term: 'magma', definition: 'melted rock under the ground' }] },
    }));
    renderTools();
    fireEvent.click(screen.getByRole('tab', { name: 'Key terms' }));
    expect(await screen.findByText('melted rock under the ground')).toBeTruthy();
    expect(api.requests.map((r) => r.path)).toEqual(['/api/v3/content/7/key-terms/?level_id=70']);
  });

  it('TOOLS-08 a failure says so in the spec’s words', async () => {
    stubApi(() => ({
      status: 503,
      body: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
    }));
    renderTools();
    fireEvent.click(screen.getByRole('tab', { name: 'Discussion questions' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Unfortunately, we've run into a problem trying to generate this. Please try again later.",
    );
  });

  it('TOOLS-03 Hide folds the tools away and Show brings them back', () => {
    stubApi(() => undefined);
    renderTools();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('tab', { name: 'Main idea' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('tab', { name: 'Main idea' })).toBeTruthy();
  });
});
