import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleLevel, Assignment } from '@lectern/domain';
import { refusal, stubApi, type SentRequest, type StubAnswer } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildClassroom, buildMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { AssignmentBuilder, type BuilderProps } from './builder.js';

const level = { id: 11, title: 'Tide pools at dawn', language: 'en' } as ArticleLevel;

const classroom = buildClassroom();

/** The builder's API: the teacher's classes, no onboarding, and `save` for the POST. */
function builderApi(save: (req: SentRequest) => StubAnswer | Promise<StubAnswer>) {
  return stubApi((req) => {
    if (req.method === 'POST') return save(req);
    if (req.path === '/api/v2/classrooms/') return { status: 200, body: { results: [classroom] } };
    if (req.path === '/api/v2/users/me/features/') return { status: 200, body: {} };
    return undefined;
  });
}

const saved = (title: string): StubAnswer => ({ status: 201, body: { data: { assignment_id: 3, title } as Assignment } });

function renderBuilder(
  onSaved = vi.fn(),
  extra: Pick<BuilderProps, 'poll' | 'assignment'> & { attachments?: BuilderProps['attachments'] } = { assignment: null },
) {
  const view = renderInApp(
    <AssignmentBuilder
      me={buildMe()}
      storyId="900"
      level={level}
      attachments={extra.attachments ?? []}
      poll={extra.poll}
      assignment={extra.assignment}
      here="/view/900"
      isOpen
      onClose={vi.fn()}
      onSaved={onSaved}
    />,
  );
  return { ...view, onSaved, dialog: screen.getByRole('dialog', { name: 'Create your assignment' }) };
}

const title = () => screen.getByRole('textbox', { name: 'Title' });
const setTitle = (value: string) => fireEvent.input(title(), { target: { value } });
const chooseClass = async () => fireEvent.click(await screen.findByRole('checkbox', { name: 'Period 4 Reading' }));
const occurrences = (text: string) => screen.queryAllByText(text, { ignore: 'script, style' }).length;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // The dialog reads <meta> tags through CSS.escape, which jsdom lacks; names here need no escaping.
  vi.stubGlobal('CSS', { escape: (value: string) => value });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AssignmentBuilder', () => {
  it('ASSIGN-28 ASSIGN-30 a missing title is said once beside the field and once in the toast, which screen readers hear over the dialog', async () => {
    builderApi(() => saved('x'));
    const { container } = renderBuilder();
    await chooseClass();
    setTitle('');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(occurrences('An assignment must have a title.')).toBe(2);
    const error = screen.getByText('An assignment must have a title.', { selector: '[id]' });
    expect(title().getAttribute('aria-describedby')).toContain(error.id);
    expect(within(screen.getByRole('status', { name: '' })).getByText('An assignment must have a title.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('ASSIGN-28 after the title error, typing a title clears it and one click assigns; a double click sends once', async () => {
    const api = builderApi((req) => saved((req.body as { title: string }).title));
    const { onSaved } = renderBuilder();
    await chooseClass();
    setTitle(' ');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(title().getAttribute('aria-invalid')).toBe('true');

    setTitle('Tide pools: read and quiz');
    expect(title().getAttribute('aria-invalid')).not.toBe('true');
    const assign = screen.getByRole('button', { name: 'Assign' });
    fireEvent.click(assign);
    fireEvent.click(assign);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.writes()).toHaveLength(1);
    expect(api.writes()[0]!.body).toMatchObject({ title: 'Tide pools: read and quiz', classroom_ids: [7] });
  });

  it('ASSIGN-28 a title over 200 characters is kept whole, counted live, and refused at Assign with the schema’s message', async () => {
    const api = builderApi(() =>
      refusal('title: Keep the title under 200 characters.', { title: 'Keep the title under 200 characters.' }),
    );
    renderBuilder();
    await chooseClass();
    expect(screen.getByText(`${level.title.length}/200`)).toBeTruthy();
    const long = 'Tide pools '.repeat(19);
    setTitle(long);
    expect(title().getAttribute('maxlength')).toBeNull();
    expect((title() as HTMLInputElement).value).toBe(long);
    expect(screen.getByText(`${long.trim().length}/200`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await act(async () => undefined);
    expect(api.writes()).toHaveLength(0);
    expect(occurrences('Keep the title under 200 characters.')).toBe(2);
    expect(title().getAttribute('aria-invalid')).toBe('true');

    setTitle(long.slice(0, 150));
    expect(occurrences('Keep the title under 200 characters.')).toBeLessThanOrEqual(1);
    expect(screen.getByText('150/200')).toBeTruthy();
  });

  it('ASSIGN-30 ASSIGN-31 no assignee is said beside the Students field and in the toast; choosing a class clears it', async () => {
    const api = builderApi(() => saved('x'));
    renderBuilder();
    await screen.findByRole('checkbox', { name: 'Period 4 Reading' });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await act(async () => undefined);
    expect(api.writes()).toHaveLength(0);
    expect(occurrences('Please add at least one assignee')).toBe(2);
    const students = screen.getByRole('group', { name: /^Students/ });
    expect(within(students).getByText('Please add at least one assignee')).toBeTruthy();

    await chooseClass();
    expect(within(students).queryByText('Please add at least one assignee')).toBeNull();
  });

  it('ASSIGN-29 Save draft without a title is refused with the draft message, once beside the field and once in the toast', async () => {
    const api = builderApi(() => saved('x'));
    renderBuilder();
    setTitle('');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await act(async () => undefined);
    expect(api.writes()).toHaveLength(0);
    expect(occurrences('Please add a title to save this assignment as a draft')).toBe(1);
    expect(occurrences('An assignment must have a title.')).toBe(1);
  });

  it('ASSIGN-63 the poll chosen on the page is included through its switch, made the teacher’s own first; off leaves it out', async () => {
    const own = vi.fn(() => Promise.resolve(71));
    const api = builderApi(() => saved('x'));
    const { onSaved } = renderBuilder(vi.fn(), { assignment: null, poll: { id: 11, question: 'Would you visit?', own } });
    await chooseClass();
    const toggle = screen.getByRole('checkbox', { name: /^Student poll/ });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(own).toHaveBeenCalledTimes(1);
    expect(api.writes()[0]!.body).toMatchObject({ poll_id: 71 });

    cleanup();
    const again = builderApi(() => saved('x'));
    const second = renderBuilder(vi.fn(), { assignment: null, poll: { id: 11, question: 'Would you visit?', own } });
    await chooseClass();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Student poll/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(second.onSaved).toHaveBeenCalledTimes(1));
    expect(again.writes()[0]!.body).toMatchObject({ poll_id: null });
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('ASSIGN-63 without a poll on the page or the assignment there is no poll switch', async () => {
    builderApi(() => saved('x'));
    renderBuilder();
    await screen.findByRole('checkbox', { name: 'Period 4 Reading' });
    expect(screen.queryByRole('checkbox', { name: /^Student poll/ })).toBeNull();
  });

  it('ASSIGN-62 ASSIGN-63 the Checks for Understanding switch adds the activity and sets hide_checks_for_understanding to match', async () => {
    const checks = {
      id: 55,
      content_type: 'CHECKS_FOR_UNDERSTANDING_QUIZ' as const,
      data: { assessment_type: 'checks for understanding', name: 'Checks for Understanding', levels: [] },
      subject: { data: { subject: 'SCIENCE' as const } },
    };
    const api = builderApi(() => saved('x'));
    const first = renderBuilder(vi.fn(), { assignment: null, attachments: [checks] });
    setTitle('Tide pools');
    await chooseClass();
    const toggle = screen.getByRole('checkbox', { name: 'Checks for Understanding' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(first.onSaved).toHaveBeenCalledTimes(1));
    expect(api.writes()[0]!.body).toMatchObject({
      activity_members: ['55'],
      assignment_config: { hide_checks_for_understanding: false },
    });

    cleanup();
    const again = builderApi(() => saved('x'));
    const second = renderBuilder(vi.fn(), { assignment: null, attachments: [checks] });
    setTitle('Tide pools');
    await chooseClass();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Checks for Understanding' }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(second.onSaved).toHaveBeenCalledTimes(1));
    expect(again.writes()[0]!.body).toMatchObject({
      activity_members: [],
      assignment_config: { hide_checks_for_understanding: true },
    });
  });
});
