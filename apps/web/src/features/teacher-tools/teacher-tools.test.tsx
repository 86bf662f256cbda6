import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('reporting a draft (API-48)', () => {
  // The report form's dialog reads <meta> tags through CSS.escape, which jsdom lacks.
  beforeEach(() => vi.stubGlobal('CSS', { escape: (value: string) => value }));

  it('API-48 "Report this content" opens the report form; an empty description is held, a described one is sent with the level', async () => {
    const api = stubApi((req) => (req.method === 'POST' ? { status: 201, body: {} } : { status: 200, body: mainIdea }));
    renderTools();
    fireEvent.click(screen.getByRole('tab', { name: 'Main idea' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Report this content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report content' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Describe the problem before you submit.');
    expect(api.writes()).toEqual([]);
    const field = within(dialog).getByLabelText(
      'Describe the problem you are experiencing. Your feedback helps us improve results.',
    );
    expect(field.getAttribute('placeholder')).toBe('Start typing...');
    expect(await axeViolations(dialog)).toEqual([]);
    fireEvent.change(field, { target: { value: 'The main idea is about a different article.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText('Thank you for the feedback. This content will be reviewed shortly.')).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/v3/content/7/main-idea/report/',
        body: { level_id: 70, message: 'The main idea is about a different article.' },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report this content' })).toBeNull();
  });

  it('API-48 a failed report says so and keeps the form open; key terms (not generated) offer no report', async () => {
    stubApi((req) =>
      req.method === 'POST'
        ? { status: 503, body: { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } } }
        : req.path.includes('key-terms')
          ? { status: 200, body: { content_id: '7', algorithm_output: [{ term: 'magma', definition: 'melted rock' }] } }
          : { status: 200, body: mainIdea },
    );
    renderTools();
    fireEvent.click(screen.getByRole('tab', { name: 'Main idea' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Report this content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report content' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('We couldn’t send your report. Please try again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Key terms' }));
    expect(await screen.findByText('melted rock')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report this content' })).toBeNull();
  });
});
