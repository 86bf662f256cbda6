import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUBRIC, WRITE_TEXT, type ResponseSaveBody, type StudentPromptClass, type WriteResponse } from '@lectern/domain';
import { stubApi, type StubAnswer } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildContent, buildLevel, buildStudentMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { StudentWritePrompt } from './student-write-prompt.js';

const level = buildLevel();
const content = buildContent(level);
const student = buildStudentMe();

const PERIOD_4: StudentPromptClass = {
  classroom: { id: 7, unique_id: 'c-7', name: 'Period 4 Reading' },
  prompt: {
    id: 31,
    prompt_id: 31,
    text: 'Why do sea stars cling to the rocks?',
    questions: [{ question: 'Why do sea stars cling to the rocks?' }],
    teacher: { id: 1, first_name: 'Ada', last_name: 'Byron' },
    collection_id: '900',
    header_id: 11,
    classroom_ids: 'c-7',
    classrooms: [{ id: 7, unique_id: 'c-7', name: 'Period 4 Reading' }],
    rubric: [...DEFAULT_RUBRIC],
    date_modified: '2026-11-01T10:00:00.000Z',
  },
  text: 'Why do sea stars cling to the rocks?',
  rubric: [...DEFAULT_RUBRIC],
};
const PERIOD_6: StudentPromptClass = {
  classroom: { id: 8, unique_id: 'c-8', name: 'Period 6 Writing' },
  prompt: null,
  text: 'What is “Tide pools at dawn” mostly about?',
  rubric: [...DEFAULT_RUBRIC],
};

let nextId = 100;
function buildResponse(classroom: StudentPromptClass, overrides: Partial<WriteResponse> = {}): WriteResponse {
  return {
    id: nextId++,
    article_id: '900',
    classroom_id: classroom.classroom.unique_id,
    prompt_content_id: classroom.prompt?.id ?? null,
    prompt_text: classroom.text,
    assignment_ids: [],
    text: 'Sea stars hold on so the waves do not wash them away.',
    revision: 2,
    date_completed: null,
    date_modified: new Date().toISOString(),
    student: { id: 5, first_name: 'Ana', last_name: 'Okoro' },
    review: null,
    ...overrides,
  };
}

const sharedReview = (score: number | null, text: string) => ({
  score,
  text,
  date_shared: '2026-11-20T10:00:00.000Z',
  date_revision_requested: null,
  teacher: { user: { first_name: 'Ada', last_name: 'Byron' } },
});

/** The API for one student: their classes with prompts, their responses, and saves (stored unless `onSave` says otherwise). */
function api(classes: StudentPromptClass[], responses: WriteResponse[] = [], onSave?: (body: ResponseSaveBody) => StubAnswer) {
  return stubApi((req) => {
    if (req.method === 'POST') {
      const body = req.body as ResponseSaveBody;
      if (onSave) return onSave(body);
      const classroom = classes.find((c) => c.classroom.unique_id === body.classroom_id)!;
      return {
        status: 201,
        body: buildResponse(classroom, {
          id: body.id ?? 500,
          text: body.text,
          revision: body.base_revision + 1,
          date_completed: body.date_completed ?? null,
        }),
      };
    }
    if (req.path.startsWith('/api/v2/prompt/')) return { status: 200, body: { results: [], classes } };
    if (req.path.startsWith('/api/v2/constructedresponseanswer/')) return { status: 200, body: { results: responses } };
    return undefined;
  });
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPanel(query = '') {
  return renderInApp(
    <Routes>
      <Route
        path="/view/:contentId"
        element={
          <>
            <StudentWritePrompt me={student} content={content} level={level} activityId={77} assignment={null} />
            <Search />
          </>
        }
      />
    </Routes>,
    { route: `/view/900?activityPanel=write_prompt&writePromptId=77${query}` },
  );
}

const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
const editor = () => screen.getByLabelText<HTMLTextAreaElement>('Your response');
const type = (text: string) => fireEvent.change(editor(), { target: { value: text } });

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the student’s write prompt (WRITE-03, WRITE-11 … WRITE-23)', () => {
  it('WRITE-03 a student with exactly one class has it chosen in classroomId and opens its editor', async () => {
    api([PERIOD_4]);
    renderPanel();
    expect(await screen.findByLabelText('Your response')).toBeTruthy();
    expect(search().get('classroomId')).toBe('c-7');
    expect(screen.getByText('Why do sea stars cling to the rocks?')).toBeTruthy();
  });

  it('WRITE-13 WRITE-14 the class list "Select a class to respond to:" says where the student stands in each class', async () => {
    api(
      [PERIOD_4, PERIOD_6],
      [
        buildResponse(PERIOD_4, { date_completed: '2026-11-19T10:00:00.000Z', review: sharedReview(3, 'Clear.') }),
        buildResponse(PERIOD_6),
      ],
    );
    const { container } = renderPanel();
    expect(await screen.findByRole('heading', { name: WRITE_TEXT.selectClass })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Period 4 Reading, Completed · 3/4' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Period 6 Writing, Draft' })).toBeTruthy();
    expect(search().get('classroomId')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: /Period 6 Writing/ }));
    expect(search().get('classroomId')).toBe('c-8');
    expect(editor().value).toBe('Sea stars hold on so the waves do not wash them away.');
    expect(screen.getByText('What is “Tide pools at dawn” mostly about?')).toBeTruthy();
  });

  it('WRITE-14 WRITE-15 WRITE-17 WRITE-18 WRITE-21 Next, the confirmation, Edit back to the editor; Submit disabled while empty; Back clears classroomId', async () => {
    api([PERIOD_4, PERIOD_6]);
    const { container } = renderPanel('&classroomId=c-8');
    await screen.findByLabelText('Your response');
    // WRITE-21: the placeholder; Enter is a line break in the text, kept as typed.
    expect(editor().placeholder).toBe(WRITE_TEXT.placeholder);
    expect(editor().tagName).toBe('TEXTAREA');
    expect(await axeViolations(container)).toEqual([]);
    type('Line one\nLine two');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: WRITE_TEXT.doubleCheck })).toBeTruthy();
    expect(screen.getByText(WRITE_TEXT.noEditAfter)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your response' }).textContent).toBe('Line one\nLine two');
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(editor().value).toBe('Line one\nLine two');

    type('');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(search().get('classroomId')).toBeNull();
    expect(screen.getByRole('heading', { name: WRITE_TEXT.selectClass })).toBeTruthy();
  });

  it('WRITE-14 WRITE-17 Submit saves with a completion date, then shows the submitted response and "Back to classes"', async () => {
    const { writes } = api([PERIOD_4, PERIOD_6]);
    renderPanel('&classroomId=c-7');
    await screen.findByLabelText('Your response');
    type('They cling so the waves\ncannot carry them off.');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your teacher hasn’t shared a review yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your response', level: 3 })).toBeTruthy();
    expect(writes()).toHaveLength(1);
    expect(writes()[0]!.body).toMatchObject({
      article_id: '900',
      classroom_id: 'c-7',
      prompt_content_id: 31,
      text: 'They cling so the waves\ncannot carry them off.',
      base_revision: 0,
    });
    expect((writes()[0]!.body as ResponseSaveBody).date_completed).toMatch(/^\d{4}-/);
    fireEvent.click(screen.getByRole('button', { name: 'Back to classes' }));
    expect(screen.getByRole('link', { name: /Period 4 Reading, Completed/ })).toBeTruthy();
  });

  it('WRITE-24 a shared review shows the score out of 4 and the feedback; a scored review stands', async () => {
    api(
      [PERIOD_4],
      [
        buildResponse(PERIOD_4, {
          date_completed: '2026-11-19T10:00:00.000Z',
          review: sharedReview(3, 'Good details.\nNow explain them.'),
        }),
      ],
    );
    const { container } = renderPanel();
    const review = await screen.findByRole('region', { name: 'Your teacher’s review' });
    expect(within(review).getByText('3')).toBeTruthy();
    expect(review.textContent).toContain('out of 4');
    expect(within(review).getByText('Good details. Now explain them.').textContent).toBe('Good details.\nNow explain them.');
    expect(within(review).getByText(DEFAULT_RUBRIC[2])).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write a new response' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('WRITE-16 after a review without a score the student may write a new response', async () => {
    const { writes } = api(
      [PERIOD_4],
      [
        buildResponse(PERIOD_4, {
          id: 40,
          date_completed: '2026-11-19T10:00:00.000Z',
          review: sharedReview(null, 'Try again with evidence.'),
        }),
      ],
    );
    renderPanel();
    expect(await screen.findByText('Try again with evidence.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Write a new response' }));
    expect(editor().value).toBe('');
    type('A second try.');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    // A new response: no id, from revision 0.
    expect(writes()[0]!.body).toMatchObject({ text: 'A second try.', base_revision: 0 });
    expect((writes()[0]!.body as ResponseSaveBody).id).toBeUndefined();
  });

  it('WRITE-19 WRITE-22 the draft autosaves after a pause and "Draft saved" refreshes every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { writes } = api([PERIOD_4], [buildResponse(PERIOD_4, { id: 41, date_modified: new Date().toISOString() })]);
    renderPanel();
    await screen.findByLabelText('Your response');
    const status = screen.getByText(/^Draft saved/);
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('Draft saved just now');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(status.textContent).toBe('Draft saved 1 minute ago');
    type('Sea stars hold on tight.');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(writes()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({ id: 41, text: 'Sea stars hold on tight.', base_revision: 2 });
    await waitFor(() => expect(status.textContent).toBe('Draft saved just now'));
  });

  it('WRITE-23 a failed submit is logged as "Unable to submit Write Prompt response" and the student is told; the text stays', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api([PERIOD_4], [], () => ({
      status: 403,
      body: { error: { code: 'forbidden', message: 'You are no longer in this class.' } },
    }));
    renderPanel();
    await screen.findByLabelText('Your response');
    type('My answer.');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You are no longer in this class.');
    expect(log).toHaveBeenCalledWith(
      WRITE_TEXT.submitFailed,
      expect.objectContaining({
        activityId: 77,
        contentId: '900',
        levelId: 11,
        userId: 5,
        assignmentIds: [],
        url: expect.any(String),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(editor().value).toBe('My answer.');
  });

  it('WRITE-19 over 20,000 characters the student is told, and the draft is kept', async () => {
    api([PERIOD_4]);
    renderPanel();
    await screen.findByLabelText('Your response');
    type('a'.repeat(20_001));
    expect(screen.getByRole('alert').textContent).toBe(WRITE_TEXT.responseTooLong);
    expect(editor().value).toHaveLength(20_001);
  });
});
