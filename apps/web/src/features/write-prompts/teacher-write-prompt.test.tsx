import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUBRIC, type WritePrompt } from '@lectern/domain';
import { deferred, stubApi, type SentRequest, type StubAnswer } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildClassroom, buildContent, buildLevel, buildMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { TeacherWritePrompt } from './teacher-write-prompt.js';

const level = buildLevel();
const content = buildContent(level);
const teacher = buildMe();
const parent = buildMe({ role: 'parent', isTeacher: false, isParent: true, isAuthorizedTeacher: false });

const GENERATED = [
  'What is “Tide pools at dawn” mostly about?',
  'The article says: “Sea stars must cling to the rocks.” Do you agree?',
  'What is one question you still have?',
];

function buildPrompt(overrides: Partial<WritePrompt> = {}): WritePrompt {
  return {
    id: 31,
    prompt_id: 31,
    text: 'Why do sea stars cling to the rocks?\nUse two details.',
    questions: [{ question: 'Why do sea stars cling to the rocks?' }],
    teacher: { id: 1, first_name: 'Ada', last_name: 'Byron' },
    collection_id: '900',
    header_id: 11,
    classroom_ids: 'c-7',
    classrooms: [{ id: 7, unique_id: 'c-7', name: 'Period 4 Reading' }],
    rubric: [...DEFAULT_RUBRIC],
    date_modified: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function api({
  own = [],
  generated = () => ({ status: 200, body: { content_id: '900', algorithm_output: GENERATED.map((p) => `* ${p}`).join('\n') } }),
  onWrite = (req) => ({ status: 201, body: buildPrompt({ text: String((req.body as { text?: string }).text) }) }),
}: {
  own?: WritePrompt[];
  generated?: () => StubAnswer | Promise<StubAnswer>;
  onWrite?: (req: SentRequest) => StubAnswer;
} = {}) {
  return stubApi((req) => {
    if (req.method !== 'GET') return onWrite(req);
    if (req.path.startsWith('/api/v3/content/900/write-prompts/')) return generated();
    if (req.path.startsWith('/api/v2/prompt/')) return { status: 200, body: { results: own, classes: [] } };
    if (req.path === '/api/v2/classrooms/')
      return {
        status: 200,
        body: {
          results: [
            buildClassroom([], { unique_id: 'c-7', name: 'Period 4 Reading' }),
            buildClassroom([], { id: 8, unique_id: 'c-8', name: 'Period 6 Writing' }),
          ],
        },
      };
    return undefined;
  });
}

const renderPanel = (me = teacher) => renderInApp(<TeacherWritePrompt me={me} content={content} level={level} />);
const trySection = () => screen.getByRole('region', { name: 'Or try this write prompt' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the teacher’s write prompt panel (WRITE-05 … WRITE-10)', () => {
  it('WRITE-07 the section "Or try this write prompt" says "Loading..." until the generated prompts come', async () => {
    const later = deferred<StubAnswer>();
    api({ generated: () => later.promise });
    const { container } = renderPanel();
    expect(within(trySection()).getByText('Loading...')).toBeTruthy();
    later.resolve({ status: 200, body: { content_id: '900', algorithm_output: GENERATED.map((p) => `* ${p}`).join('\n') } });
    // Without a prompt of their own, the first is the suggestion and the section offers the next.
    expect(await within(trySection()).findByText(GENERATED[1]!)).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Suggested write prompt' }).textContent).toContain(GENERATED[0]);
    expect(screen.getByText('Your classes answer this prompt until you save one of your own.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('WRITE-08 WRITE-10 Refresh moves to the next generated prompt and wraps around at the end', async () => {
    api();
    renderPanel();
    const section = trySection();
    expect(await within(section).findByText(GENERATED[1]!)).toBeTruthy();
    expect(within(section).getByText('Prompt 2 of 3')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: /Refresh/ }));
    expect(within(section).getByText(GENERATED[2]!)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: /Refresh/ }));
    expect(within(section).getByText(GENERATED[0]!)).toBeTruthy();
    expect(within(section).getByText('Prompt 1 of 3')).toBeTruthy();
  });

  it('WRITE-09 choosing a generated prompt moves into edit mode with its text; Save creates a prompt for every class by default', async () => {
    const { writes } = api();
    const { container } = renderPanel();
    fireEvent.click(await within(trySection()).findByRole('button', { name: 'Use this prompt' }));
    const text = screen.getByLabelText<HTMLTextAreaElement>('Write prompt');
    expect(text.value).toBe(GENERATED[1]);
    const classes = screen.getByRole('group', { name: 'Classes that answer it' });
    await waitFor(() => expect(within(classes).getAllByRole('checkbox')).toHaveLength(2));
    expect(
      within(classes)
        .getAllByRole<HTMLInputElement>('checkbox')
        .every((c) => c.checked),
    ).toBe(true);
    // The scoring guide is editable too: four lines, highest first.
    expect(screen.getByLabelText<HTMLTextAreaElement>('Score 4').value).toBe(DEFAULT_RUBRIC[3]);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/v2/prompt/',
      body: { collection_id: '900', header_id: 11, text: GENERATED[1], classroom_ids: ['c-7', 'c-8'], rubric: DEFAULT_RUBRIC },
    });
    expect(await screen.findByText('Your write prompt is saved.')).toBeTruthy();
  });

  it('WRITE-05 WRITE-06 Edit, Cancel and Save: Save is disabled when empty, and an unchanged text saves nothing', async () => {
    const { writes } = api({ own: [buildPrompt()], onWrite: () => ({ status: 200, body: buildPrompt({ text: 'Changed.' }) }) });
    const { container } = renderPanel();
    const card = await screen.findByRole('article', { name: 'Your write prompt' });
    // Line breaks are kept as written.
    expect(within(card).getByText('Why do sea stars cling to the rocks? Use two details.').textContent).toBe(
      'Why do sea stars cling to the rocks?\nUse two details.',
    );
    expect(within(card).getByText('For Period 4 Reading')).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'Scoring guide (out of 4)' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const text = screen.getByLabelText<HTMLTextAreaElement>('Write prompt');
    fireEvent.change(text, { target: { value: '   ' } });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Write prompt')).toBeNull();

    // Unchanged: nothing is sent, edit mode ends.
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByLabelText('Write prompt')).toBeNull();
    expect(writes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Write prompt'), { target: { value: 'Changed.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'POST', path: '/api/v2/prompt/31/', body: { text: 'Changed.' } });
  });

  it('WRITE-01 a parent picks a prompt for home: one quiet line says so, and nothing is saved for a class', async () => {
    const { writes } = api();
    renderPanel(parent);
    expect(
      screen.getByText('Prompts you choose here are for writing at home: they aren’t saved or sent to a class.'),
    ).toBeTruthy();
    fireEvent.click(await within(trySection()).findByRole('button', { name: 'Use this prompt' }));
    expect(screen.queryByRole('group', { name: 'Classes that answer it' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('article', { name: 'Write prompt for home' }).textContent).toContain(GENERATED[1]);
    expect(writes()).toHaveLength(0);
  });
});
