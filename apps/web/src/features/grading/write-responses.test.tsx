import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GradingStudent, WriteResponse } from '@lectern/domain';
import { stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildClassroom } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { WrittenResponses } from './write-responses.js';

const RUBRIC = ['Names the prompt.', 'One detail.', 'Two details, explained.', 'Evidence, in own words.'];

function student(user_id: number, display_name: string): GradingStudent {
  return {
    user_id,
    display_name,
    classrooms: ['Period 4 Reading'],
    status: 'not_started',
    article_level_id: null,
    grade_band: null,
    correct_count: null,
    question_count: null,
    date_completed: null,
    answers: [],
    power_words: { correct: 0, answered: 0 },
    checks: [],
  };
}
const STUDENTS = [student(5, 'Ana Okoro'), student(6, 'Ben Ito'), student(7, 'Cy Park'), student(8, 'Dee Moss')];

function response(id: number, studentId: number, text: string, overrides: Partial<WriteResponse> = {}): WriteResponse {
  return {
    id,
    article_id: '900',
    classroom_id: 'c-7',
    prompt_content_id: 31,
    prompt_text: 'Why do sea stars cling to the rocks?',
    assignment_ids: [],
    text,
    revision: 3,
    date_completed: '2026-11-20T10:00:00.000Z',
    date_modified: '2026-11-20T10:00:00.000Z',
    student: { id: studentId, first_name: 'x', last_name: 'y' },
    review: null,
    ...overrides,
  };
}

const RESPONSES = [
  response(1, 5, 'Sea stars cling\nso waves cannot carry them off.'),
  response(2, 6, 'Half a', { date_completed: null }),
  response(3, 7, 'Tube feet hold them.', {
    review: {
      score: 2,
      text: 'Add a second detail.',
      date_shared: '2026-11-21T10:00:00.000Z',
      date_revision_requested: null,
      teacher: { user: { first_name: 'Ada', last_name: 'Byron' } },
    },
  }),
];

function api() {
  return stubApi((req) => {
    if (req.method === 'PUT') {
      const id = Number(/constructedresponseanswer\/(\d+)\/review/.exec(req.path)![1]);
      const body = req.body as { score: number | null; text: string; share: boolean };
      const r = RESPONSES.find((x) => x.id === id)!;
      return {
        status: 200,
        body: {
          ...r,
          review: {
            score: body.score,
            text: body.text,
            date_shared: body.share ? '2026-11-22T10:00:00.000Z' : null,
            date_revision_requested: null,
            teacher: { user: { first_name: 'Ada', last_name: 'Byron' } },
          },
        },
      };
    }
    if (req.path === '/api/v2/classrooms/')
      return { status: 200, body: { results: [buildClassroom([], { unique_id: 'c-7', name: 'Period 4 Reading' })] } };
    if (req.path.startsWith('/api/v2/prompt/'))
      return {
        status: 200,
        body: {
          results: [
            {
              id: 31,
              prompt_id: 31,
              text: 'Why do sea stars cling to the rocks?',
              questions: [],
              teacher: { id: 1, first_name: 'Ada', last_name: 'Byron' },
              collection_id: '900',
              header_id: 11,
              classroom_ids: 'c-7',
              classrooms: [],
              rubric: RUBRIC,
              date_modified: '2026-11-01T10:00:00.000Z',
            },
          ],
          classes: [],
        },
      };
    if (req.path.startsWith('/api/v2/constructedresponseanswer/?')) return { status: 200, body: { results: RESPONSES } };
    return undefined;
  });
}

const renderSection = () =>
  renderInApp(<WrittenResponses contentId="900" articleTitle="Tide pools at dawn" students={STUDENTS} classFilter="" />);

const detailName = () => screen.getByRole('heading', { level: 3 }).textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('written responses on the grading page (WRITE-24)', () => {
  it('WRITE-24 lists the students; a response shows beside the prompt and the article, with the scoring guide beside the score', async () => {
    api();
    const { container } = renderSection();
    const nav = await screen.findByRole('navigation', { name: 'Written responses by student' });
    expect(within(nav).getByRole('button', { name: 'Ana Okoro, To review' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Ben Ito, Writing' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Cy Park, 2/4 · shared' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Dee Moss, Not started' })).toBeTruthy();
    expect(screen.getByText('2 of 4 submitted')).toBeTruthy();
    // The first response to review opens.
    expect(detailName()).toBe('Ana Okoro');
    expect(screen.getByText('Prompt · Tide pools at dawn')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ana Okoro’s response' }).textContent).toBe(
      'Sea stars cling\nso waves cannot carry them off.',
    );
    const score = screen.getByRole('group', { name: 'Score (out of 4)' });
    expect(within(score).getAllByRole('radio')).toHaveLength(6);
    expect(within(score).getByRole('radio', { name: `3 ${RUBRIC[2]}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download scores (CSV)' }).getAttribute('href')).toBe(
      '/api/v2/constructedresponseanswer/export/?article_id=900&classroom_id=c-7',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('WRITE-24 scores out of 4 with feedback and shares the review with the student', async () => {
    const { writes } = api();
    renderSection();
    const score = await screen.findByRole('group', { name: 'Score (out of 4)' });
    fireEvent.click(within(score).getByRole('radio', { name: new RegExp(`^3 `) }));
    fireEvent.change(screen.getByLabelText('Feedback'), { target: { value: 'Two clear details.\nWell explained.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share review with student' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/v2/constructedresponseanswer/1/review/',
      body: { score: 3, text: 'Two clear details.\nWell explained.', share: true, request_revision: false },
    });
    expect(await screen.findByText('Review shared with Ana Okoro.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ana Okoro, 3/4 · shared' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update shared review' })).toBeTruthy();
  });

  it('WRITE-24 Next and Previous student, or J and K, move between submitted responses without a reload; a review in progress is kept', async () => {
    api();
    renderSection();
    await screen.findByRole('group', { name: 'Score (out of 4)' });
    fireEvent.change(screen.getByLabelText('Feedback'), { target: { value: 'Half written' } });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Previous student/ }).disabled).toBe(true);
    // Ben's draft is not reviewable: Next goes to Cy.
    fireEvent.click(screen.getByRole('button', { name: /Next student/ }));
    expect(detailName()).toBe('Cy Park');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Feedback').value).toBe('Add a second detail.');
    expect(screen.getByText(/^Shared with Cy Park on /)).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(detailName()).toBe('Ana Okoro');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Feedback').value).toBe('Half written');
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(detailName()).toBe('Cy Park');
    // Typing j in a field is typing, not moving.
    fireEvent.keyDown(screen.getByLabelText('Feedback'), { key: 'k' });
    expect(detailName()).toBe('Cy Park');
    // A student without a submitted response can still be opened from the list.
    fireEvent.click(screen.getByRole('button', { name: 'Ben Ito, Writing' }));
    expect(screen.getByText('Still writing: this draft isn’t submitted yet, so it can’t be reviewed.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Score (out of 4)' })).toBeNull();
  });
});
