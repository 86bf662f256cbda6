import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleLevel, Content, PowerWordQuestion } from '@lectern/domain';
import { stubApi, type SentRequest, type StubAnswer } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { nextTabStop } from '../../test/tab-order.js';
import { PowerWordsPanel } from './power-words-panel.js';

const questions: PowerWordQuestion[] = [1, 2].map((n) => ({
  id: 40 + n,
  position: n,
  question: `Which sentence uses word ${n} correctly?`,
  article_word: { id: 400 + n, headword: `word${n}`, definition: `Definition ${n}` },
  options: [1, 2].map((p) => ({ id: 4000 + n * 10 + p, position: p, text: `Sentence ${n}.${p}` })),
}));

const student = buildMe({
  id: 5,
  unique_id: 'u-5',
  role: 'student',
  isStudent: true,
  isTeacher: false,
  isAuthorizedTeacher: false,
});
// Only the ids matter to the panel; the article itself is not drawn here.
const content = { id: '900' } as Content;
const level = { id: 11 } as ArticleLevel;

/** The API for one student on one article: the questions, their stored answers, and a POST per answer. */
function powerWordsApi(post: (req: SentRequest) => StubAnswer | Promise<StubAnswer>) {
  return stubApi((req) => {
    if (req.method === 'POST') return post(req);
    if (req.path.startsWith('/api/v3/power-words/'))
      return { status: 200, body: { id: 77, content_id: '900', article_level_id: 11, answers_included: false, questions } };
    if (req.path.startsWith('/api/v2/student-vocabulary-answer/')) return { status: 200, body: { results: [] } };
    return { status: 200, body: {} };
  });
}

function renderPanel() {
  return renderInApp(
    <Routes>
      <Route
        path="/view/:contentId"
        element={
          <PowerWordsPanel me={student} content={content} level={level} activityId={77} asStudent={false} presentMode={false} />
        }
      />
    </Routes>,
    { route: '/view/900?activityPanel=power_words_activity&powerWordsActivityId=77' },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the focus move that follows an action happen (PLAT-57: 50 ms after it). */
const afterFocusDelay = () => act(async () => void vi.advanceTimersByTime(60));

describe('StudentPowerWords', () => {
  it('PLAT-57 Continue moves focus to the next question’s heading, so the next Tab reaches its first answer', async () => {
    powerWordsApi(() => ({ status: 201, body: { is_correct: true, correct_choice_content_id: 4011 } }));
    const { container } = renderPanel();
    fireEvent.click(await screen.findByRole('radio', { name: 'Sentence 1.1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await afterFocusDelay();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 2 of 2' }));
    expect(nextTabStop()).toBe(screen.getByRole('radio', { name: 'Sentence 2.1' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('PW-06 the word is not named above its question (it is often the answer); answered, it is named with its definition', async () => {
    powerWordsApi(() => ({ status: 201, body: { is_correct: true, correct_choice_content_id: 4011 } }));
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeTruthy();
    expect(screen.queryByText('word1')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Sentence 1.1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.getByText('word1').closest('p')?.textContent).toBe('word1: Definition 1');
  });

  it('PW-06 a double click on Submit sends the answer once', async () => {
    let release!: () => void;
    const api = powerWordsApi(
      () => new Promise((r) => (release = () => r({ status: 201, body: { is_correct: true, correct_choice_content_id: 4011 } }))),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('radio', { name: 'Sentence 1.1' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(submit);
    release();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(api.writes()).toHaveLength(1);
  });

  it('PLAT-61 when the activity cannot be loaded, the panel says so instead of spinning', async () => {
    stubApi(() => ({ status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } }));
    renderPanel();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We're sorry, the activities aren't loading. Please try again later.",
    );
  });
});
