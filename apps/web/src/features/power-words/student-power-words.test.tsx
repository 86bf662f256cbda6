import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_DEFAULTS, type ArticleLevel, type Content, type PowerWordQuestion } from '@lectern/domain';
import { stubApi, type SentRequest, type StubAnswer } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildStudentMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { nextTabStop } from '../../test/tab-order.js';
import { PowerWordsPanel } from './power-words-panel.js';

// As the API sends them to a student who has answered none: the words are not named (PW-03).
const questions: PowerWordQuestion[] = [1, 2].map((n) => ({
  id: 40 + n,
  position: n,
  question: `Which sentence uses word ${n} correctly?`,
  article_word: { id: 400 + n, definition: `Definition ${n}` },
  options: [1, 2].map((p) => ({ id: 4000 + n * 10 + p, position: p, text: `Sentence ${n}.${p}` })),
}));

/** A stored answer (API-21) to question `n`, naming its word as the API does once it is answered. */
const storedAnswer = (n: number) => ({
  id: n,
  is_correct: true,
  date_answered: '2026-01-05T10:00:00.000Z',
  answer_choice: { content_id: 4000 + n * 10 + 1 },
  correct_choice: { content_id: 4000 + n * 10 + 1 },
  question: { id: 40 + n, article_level_id: 11, article_word: { headword: `word${n}`, definition: `Definition ${n}` } },
});
const answered = (n: number): StubAnswer => ({
  status: 201,
  body: { is_correct: true, correct_choice_content_id: 4000 + n * 10 + 1, headword: `word${n}` },
});

const student = buildStudentMe();
// Only the ids matter to the panel; the article itself is not drawn here.
const content = { id: '900' } as Content;
const level = { id: 11 } as ArticleLevel;

/** The API for one student on one article: the questions, their stored answers, and a POST per answer. */
function powerWordsApi(post: (req: SentRequest) => StubAnswer | Promise<StubAnswer>, stored: unknown[] = []) {
  return stubApi((req) => {
    if (req.method === 'POST') return post(req);
    if (req.path.startsWith('/api/v3/power-words/'))
      return { status: 200, body: { id: 77, content_id: '900', article_level_id: 11, answers_included: false, questions } };
    if (req.path.startsWith('/api/v2/student-vocabulary-answer/')) return { status: 200, body: { results: stored } };
    if (req.path === '/api/v2/users/me/features/') return { status: 200, body: FEATURE_DEFAULTS };
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
    powerWordsApi(() => answered(1));
    const { container } = renderPanel();
    fireEvent.click(await screen.findByRole('radio', { name: 'Sentence 1.1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await afterFocusDelay();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 2 of 2' }));
    expect(nextTabStop()).toBe(screen.getByRole('radio', { name: 'Sentence 2.1' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('PW-06 the word is not named above its question (it is often the answer); answered, the result names it with its definition', async () => {
    powerWordsApi(() => answered(1));
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeTruthy();
    expect(screen.queryByText('word1')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Sentence 1.1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.getByText('word1').closest('p')?.textContent).toBe('word1: Definition 1');
  });

  it('PW-10 PW-13 coming back with every question answered, the summary names the words from the stored answers', async () => {
    powerWordsApi(() => answered(1), [storedAnswer(1), storedAnswer(2)]);
    renderPanel();
    const words = await screen.findByRole('list', { name: 'Your words' });
    expect([...words.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['word11 of 1 right', 'word21 of 1 right']);
  });

  it('PW-06 a double click on Submit sends the answer once', async () => {
    let release!: () => void;
    const api = powerWordsApi(() => new Promise((r) => (release = () => r(answered(1)))));
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
