import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quiz } from '@lectern/domain';
import { stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildStudentMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { nextTabStop } from '../../test/tab-order.js';
import { StudentQuiz } from './student-quiz.js';

const quiz: Quiz = {
  id: 31,
  content_id: '900',
  article_level_id: 11,
  grade_band: 5,
  answers_included: false,
  questions: [1, 2, 3].map((n) => ({
    id: 100 + n,
    position: n,
    raw_question: `What does question ${n} ask?`,
    html_question: `What does question ${n} ask?`,
    metadata: [],
    options: [1, 2, 3].map((p) => ({
      id: 1000 + n * 10 + p,
      position: p,
      text: `Answer ${n}.${p}`,
      raw_text: `Answer ${n}.${p}`,
    })),
  })),
};

const student = buildStudentMe();

function renderQuiz(question = 1) {
  return renderInApp(
    <Routes>
      <Route
        path="/view/:contentId"
        element={<StudentQuiz me={student} contentId="900" quizId={31} quiz={quiz} record={undefined} assignment={null} />}
      />
    </Routes>,
    { route: `/view/900?activityPanel=quiz&quizId=31&question=${question}` },
  );
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const blocked = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true' || button.hasAttribute('disabled');

/** Lets the focus move that follows an action happen (PLAT-57: 50 ms after it). */
const afterFocusDelay = () => act(async () => void vi.advanceTimersByTime(60));

describe('StudentQuiz', () => {
  it('PLAT-57 Next and Back move focus to the new question’s heading, so the next Tab reaches its first answer', async () => {
    stubApi(() => ({ status: 200, body: {} }));
    const { container } = renderQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await afterFocusDelay();
    expect(document.activeElement?.textContent).toBe('Question 2 of 3');
    expect(nextTabStop()).toBe(screen.getByRole('radio', { name: /Answer 2\.1$/ }));

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await afterFocusDelay();
    expect(document.activeElement?.textContent).toBe('Question 1 of 3');
    expect(nextTabStop()).toBe(screen.getByRole('radio', { name: /Answer 1\.1$/ }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a quiz opened on a question leaves focus where it was', () => {
    stubApi(() => ({ status: 200, body: {} }));
    renderQuiz(2);
    expect(document.activeElement).toBe(document.body);
  });

  it('QUIZ-09 a double click on Submit sends the answers once', async () => {
    let release!: () => void;
    const api = stubApi((req) =>
      req.method === 'POST' ? new Promise((r) => (release = () => r({ status: 500, body: {} }))) : { status: 200, body: {} },
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderQuiz();
    for (const n of [1, 2, 3]) {
      fireEvent.click(screen.getByRole('radio', { name: new RegExp(`Answer ${n}\\.1$`) }));
      if (n < 3) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(blocked(submit)).toBe(true));
    fireEvent.click(submit);
    release();
    await waitFor(() => expect(blocked(submit)).toBe(false));
    expect(api.writes()).toHaveLength(1);
  });
});
