import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Poll } from '@lectern/domain';
import { stubApi, type SentRequest, type StubAnswer } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { PollBlock } from './poll-block.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A poll as the API sends it; `votes[i]` students chose choice i, `mine` is the reader's choice. */
function buildPoll(overrides: Partial<Poll> = {}, votes = [0, 0, 0], mine: number | null = null): Poll {
  const texts = ['Yes, I would love to', 'Only if it were safe', 'No way'];
  return {
    id: 70,
    can_see_results: false,
    is_template: false,
    data: {
      question: 'Would you visit an island with an active volcano?',
      choices: texts.map((text, i) => ({
        choice_id: 700 + i,
        text,
        votes: votes[i] ?? 0,
        voter_ids: i === mine ? [5] : [],
      })),
    },
    total_votes: votes.reduce((a, b) => a + b, 0),
    content_type: 'POLL',
    article_id: '900',
    created_by_id: 1,
    date_created: '2026-11-01T10:00:00.000Z',
    date_modified: '2026-11-01T10:00:00.000Z',
    template_display_order: null,
    ...overrides,
  };
}
const template = (id: number, question: string) =>
  buildPoll({
    id,
    is_template: true,
    created_by_id: null,
    template_display_order: id - 10,
    data: { ...buildPoll().data, question },
  });

function api(
  onWrite: (req: SentRequest) => StubAnswer = () => ({ status: 201, body: buildPoll({ id: 99 }) }),
  poll = () => buildPoll(),
) {
  return stubApi((req) => {
    if (req.method !== 'GET') return onWrite(req);
    if (req.path.startsWith('/api/v3/polls/?'))
      return {
        status: 200,
        body: { results: [template(11, 'Which word describes the island?'), template(12, 'Would you visit?')] },
      };
    if (req.path.startsWith('/api/v3/polls/')) return { status: 200, body: poll() };
    return undefined;
  });
}

const teacher = (selectedId: number | null, onSelect = vi.fn(), responders?: number) =>
  renderInApp(
    <PollBlock
      view="teacher"
      articleId="900"
      selectedId={selectedId}
      assignedId={null}
      responders={responders}
      assignmentStamp=""
      onSelect={onSelect}
    />,
  );

describe('the teacher’s poll block (POLL-01 … POLL-11)', () => {
  it('POLL-02 POLL-06 POLL-08 not selected: the article’s polls to choose from and "+ Start from scratch"', async () => {
    api();
    const onSelect = vi.fn();
    const { container } = teacher(null, onSelect);
    expect(screen.getByRole('heading', { name: 'Add student poll to assignment' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Which word describes the island\?/ }));
    expect(onSelect).toHaveBeenCalledWith(11);
    expect(screen.getByRole('button', { name: '+ Start from scratch' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('POLL-06 POLL-07 POLL-08 POLL-10 selected: "Edit poll" enters edit mode and "Cancel" leaves it; "Choose another poll"; closing clears', async () => {
    api();
    const onSelect = vi.fn();
    const { container } = teacher(70, onSelect);
    expect(await screen.findByText('Would you visit an island with an active volcano?')).toBeTruthy();
    expect(screen.getByText('Only if it were safe')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit poll' }));
    expect(screen.getByLabelText<HTMLInputElement>('Question').value).toBe('Would you visit an island with an active volcano?');
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Question')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose another poll' }));
    expect(await screen.findByRole('button', { name: /Would you visit\?/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close poll' }));
    expect(onSelect).toHaveBeenCalledWith(null);
  });

  it('POLL-09 POLL-15 a blank form has 3 responses; delete only above 2; add disappears at 5', async () => {
    api();
    teacher(null);
    fireEvent.click(screen.getByRole('button', { name: '+ Start from scratch' }));
    const responses = () => screen.getAllByRole('textbox', { name: /^Response \d$/ });
    expect(responses()).toHaveLength(3);
    expect(responses().every((r) => (r as HTMLInputElement).value === '')).toBe(true);
    expect(screen.getAllByRole('button', { name: /^Delete response/ })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Delete response 3' }));
    expect(responses()).toHaveLength(2);
    expect(screen.queryAllByRole('button', { name: /^Delete response/ })).toHaveLength(0);
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: '+ Add a response' }));
    expect(responses()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: '+ Add a response' })).toBeNull();
  });

  it('POLL-14 POLL-16 POLL-17 errors show after blur or on save; nothing is sent while they stand', async () => {
    const stub = api();
    teacher(null);
    fireEvent.click(screen.getByRole('button', { name: '+ Start from scratch' }));
    expect(screen.queryByText('This poll needs a question.')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Question'));
    expect(screen.getByText('This poll needs a question.')).toBeTruthy();
    expect(screen.queryByText('Add a response. Try text and emojis.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save poll' }));
    expect(screen.getByText('Add a response. Try text and emojis.')).toBeTruthy();
    expect(screen.getAllByText('Add another response.')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText('Question'));
    expect(stub.writes()).toHaveLength(0);
  });

  it('POLL-09 saving a new poll posts it (trimmed) and selects it', async () => {
    const stub = api();
    const onSelect = vi.fn();
    teacher(null, onSelect);
    fireEvent.click(screen.getByRole('button', { name: '+ Start from scratch' }));
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: '  Which animal? 🐝 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Response 1' }), { target: { value: 'Bee' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Response 2' }), { target: { value: 'Crow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete response 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save poll' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(99));
    expect(stub.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/v3/polls/',
        body: { article_id: '900', data: { question: 'Which animal? 🐝', choices: [{ text: 'Bee' }, { text: 'Crow' }] } },
      },
    ]);
  });

  it('POLL-07 editing a template saves a poll of the teacher’s own; editing their own changes it', async () => {
    const stub = api(undefined, () => template(11, 'Which word describes the island?'));
    const onSelect = vi.fn();
    teacher(11, onSelect);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit poll' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save poll' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(99));
    expect(stub.writes()[0]).toMatchObject({ method: 'POST', path: '/api/v3/polls/' });
    cleanup();
    const own = api(() => ({ status: 200, body: buildPoll({ date_modified: '2026-11-02T10:00:00.000Z' }) }));
    teacher(70);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit poll' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save poll' }));
    await waitFor(() => expect(own.writes()).toHaveLength(1));
    expect(own.writes()[0]).toMatchObject({ method: 'PUT', path: '/api/v3/polls/70/' });
  });

  it('POLL-11 POLL-18 POLL-19 POLL-20 with results: "See poll results", counts of the assignment, no editing', async () => {
    api(undefined, () => buildPoll({ can_see_results: true }, [2, 1, 0]));
    const { container } = teacher(70, vi.fn(), 25);
    expect(await screen.findByRole('heading', { name: 'See poll results' })).toBeTruthy();
    expect(screen.getByText('3 of 25 responses')).toBeTruthy();
    expect(screen.getByText('67%')).toBeTruthy();
    expect(screen.getByText('33%')).toBeTruthy();
    expect(screen.getByText('0%')).toBeTruthy();
    expect(screen.getByText('2 students chose this')).toBeTruthy();
    expect(screen.getByText('1 student chose this')).toBeTruthy();
    expect(screen.getByText('Nobody chose this')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit poll' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the student’s poll block (POLL-03, POLL-12, POLL-13, API-20)', () => {
  const me = buildMe({ id: 5, role: 'student', isStudent: true, isTeacher: false, isAuthorizedTeacher: false });

  it('POLL-03 POLL-12 API-20 choose, Send, then the results and "Sent", disabled', async () => {
    let voted = false;
    const stub = api(
      () => {
        voted = true;
        return { status: 201, body: { activity: 70, data: { choice_id: 701 }, date_created: '2026-11-01T10:00:00.000Z' } };
      },
      () => (voted ? buildPoll({ can_see_results: true }, [0, 2, 1], 1) : buildPoll()),
    );
    const { container } = renderInApp(<PollBlock view="student" me={me} pollId={70} canAnswer />);
    expect(await screen.findByRole('heading', { name: 'Choose a response' })).toBeTruthy();
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    expect(send.disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'Only if it were safe' }));
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(await screen.findByRole('heading', { name: 'See poll results' })).toBeTruthy();
    expect(stub.writes()).toEqual([
      { method: 'POST', path: '/api/v3/activity/interaction/', body: { data: { choice_id: 701 }, activity: 70 } },
    ]);
    expect(stub.requests.filter((r) => r.path === '/api/v3/polls/70/')).toHaveLength(2);
    expect(screen.getByText('You and 1 other chose this')).toBeTruthy();
    expect(screen.getByText('1 student chose this')).toBeTruthy();
    expect(screen.getByText('Nobody chose this')).toBeTruthy();
    expect(screen.getByText('3 total votes')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sent' }).disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('POLL-12 a second answer is refused: the message says so and the results show', async () => {
    let asked = 0;
    api(
      () => ({
        status: 409,
        body: { error: { code: 'already_voted', message: 'You already answered this poll. Your first answer stands.' } },
      }),
      () => (asked++ > 0 ? buildPoll({ can_see_results: true }, [1, 0, 0], 0) : buildPoll()),
    );
    renderInApp(<PollBlock view="student" me={me} pollId={70} canAnswer />);
    fireEvent.click(await screen.findByRole('radio', { name: 'No way' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You already answered this poll. Your first answer stands.')).toBeTruthy();
    expect(await screen.findByText('You chose this')).toBeTruthy();
    expect(screen.getByText('1 total vote')).toBeTruthy();
  });

  it('POLL-13 a teacher viewing as a student cannot send; text is shown as text, never as HTML', async () => {
    api(undefined, () => buildPoll({ data: { ...buildPoll().data, question: '<b>Bold?</b> <img src=x onerror=alert(1)>' } }));
    const { container } = renderInApp(<PollBlock view="student" me={buildMe()} pollId={70} canAnswer={false} />);
    expect(await screen.findByText('<b>Bold?</b> <img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).disabled)).toBe(true);
  });
});
