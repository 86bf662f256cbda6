import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FEATURE_DEFAULTS,
  GH_TEXT,
  type Content,
  type GuidedHighlighting,
  type GuidedHighlightingQuestion,
  type Me,
} from '@lectern/domain';
import { articleRoot, selectBlockRange } from './anchoring.js';
import { ACTIVITIES } from './registry.js';
import { contentQuery, readingLevelQuery, type ContentResult } from '../features/content/api.js';
import { plainArticle, ViewPage } from '../features/content/view-page.js';
import { makeQueryClient } from '../lib/query-client.js';
import { stubApi, type StubAnswer } from '../test/api-stub.js';
import { axeViolations } from '../test/axe.js';
import { buildContent, buildLevel, buildMe } from '../test/fixtures.js';
import { SKIP_WELCOME_KEY } from '../features/guided-highlighting/welcome-modal.js';

// GH-02 … GH-17: the guided-highlighting panel on the article page, for a student (welcome,
// selecting, Check, Try again, points) and a teacher (answers, Like, Dislike and its report).

const body = [
  { kind: 'paragraph' as const, text: 'Magma rises over a hot spot.' },
  { kind: 'paragraph' as const, text: 'The magma cools into new rock. Layer by layer, an island grows.' },
];
const level = buildLevel({ body, in_text: [], gate: null });
const attachment = {
  id: 77,
  content_type: 'GUIDED_HIGHLIGHTING_QUIZ' as const,
  data: {
    assessment_type: 'guided highlighting',
    name: 'Guided Highlighting',
    levels: [{ article_level_id: 11, question_count: 1 }],
  },
  subject: { data: { subject: 'SCIENCE' as const } },
};
const answerRange = { start: 1, startoffset: 0, end: 1, endoffset: 30 };

const question = (over: Partial<GuidedHighlightingQuestion> = {}): GuidedHighlightingQuestion => ({
  id: 901,
  position: 1,
  question: 'Highlight the sentence that tells what the magma becomes.',
  readingSkill: 'Key details',
  status: 'initial',
  tokensEarned: 0,
  selectedText: null,
  isCorrect: null,
  attempt: 0,
  suggestedAnswer: null,
  reported: false,
  liked: false,
  selectedRange: null,
  answer: null,
  ...over,
});
const data = (questions: GuidedHighlightingQuestion[], over: Partial<GuidedHighlighting> = {}): GuidedHighlighting => ({
  id: 77,
  content_id: '900',
  article_level_id: 11,
  answers_included: false,
  beta: false,
  tokens_earned: questions.reduce((n, q) => n + q.tokensEarned, 0),
  questions,
  ...over,
});

const student = buildMe({ id: 5, role: 'student', isStudent: true, isTeacher: false, isAuthorizedTeacher: false });
const teacher = buildMe();

function renderPanel(me: Me, query = 'activityPanel=guided_highlighting&guidedHighlightingId=77') {
  const qc = makeQueryClient();
  const content: Content = buildContent(
    level,
    { attachments: [attachment] },
    { header_image: { url: '/i.jpg', alt: 'An island' } },
  );
  const result: ContentResult = { ok: true, content };
  qc.setQueryData(contentQuery('900').queryKey, result);
  qc.setQueryData(readingLevelQuery('900').queryKey, null);
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[`/view/900?levelId=11&${query}`]}>
        <Routes>
          <Route path="/view/:contentId" element={<ViewPage me={me} composition={plainArticle(ACTIVITIES)} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Selects a block range of the article, as the reader's mouse would, and tells the page. */
function select(range: typeof answerRange) {
  selectBlockRange(articleRoot()!, range);
  document.dispatchEvent(new Event('selectionchange'));
}

const otherApis = (req: { path: string }): StubAnswer | undefined => {
  if (req.path.includes('/key-terms/')) return { status: 200, body: { content_id: '900', algorithm_output: [] } };
  if (req.path === '/api/v2/users/me/features/') return { status: 200, body: FEATURE_DEFAULTS };
  return undefined;
};

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  // react-aria's dialogs read <meta> tags through CSS.escape, which jsdom lacks.
  vi.stubGlobal('CSS', { escape: (value: string) => value });
  window.localStorage.clear();
});

/** The writes of this activity (the page also records its view). */
const mine = (api: { writes: () => { path: string; method: string; body: unknown }[] }) =>
  api.writes().filter((w) => w.path.startsWith('/api/v3/guided-highlighting/') || w.path === '/api/v3/feedback-report/');
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a student’s guided highlighting', () => {
  it('GH-03 GH-04 the two-page welcome opens first when the student opens the activity, and "Do not show again" keeps it closed next time', async () => {
    stubApi((req) =>
      req.path.startsWith('/api/v3/guided-highlighting/77/') ? { status: 200, body: data([question()]) } : otherApis(req),
    );
    // A page loaded with the panel open keeps focus at its start: no welcome…
    renderPanel(student);
    await screen.findByText('Highlight the sentence that tells what the magma becomes.');
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    // …opened in the page (from the picker), the welcome comes first.
    renderPanel(student, '');
    fireEvent.click(await screen.findByRole('link', { name: /Guided Highlighting/ }));
    const welcome = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(await axeViolations(welcome)).toEqual([]);
    fireEvent.click(within(welcome).getByRole('button', { name: 'Next' }));
    const instructions = await screen.findByRole('dialog', { name: 'Instructions' });
    fireEvent.click(within(instructions).getByRole('checkbox', { name: 'Do not show again' }));
    expect(window.localStorage.getItem(SKIP_WELCOME_KEY)).toBe('true');
    expect(within(instructions).getByRole('button', { name: 'Back' })).toBeTruthy();
    fireEvent.click(within(instructions).getByRole('button', { name: 'Get Started!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    renderPanel(student);
    await screen.findByText('Highlight the sentence that tells what the magma becomes.');
    expect(screen.queryByRole('dialog')).toBeNull();
    // GH-02: the info button opens it again.
    fireEvent.click(screen.getByRole('button', { name: GH_TEXT.info }));
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeTruthy();
  });

  it('GH-09 GH-10 GH-11 Check waits for a selection; a wrong check says "Try again", a right second one earns 5 points', async () => {
    window.localStorage.setItem(SKIP_WELCOME_KEY, 'true');
    let stored = question();
    const api = stubApi((req) => {
      if (req.method === 'POST' && req.path === '/api/v3/guided-highlighting/checks/') {
        const { attempt } = req.body as { attempt: number };
        stored =
          attempt === 1
            ? question({ status: 'tryAgain', attempt: 1, isCorrect: false, selectedText: 'Magma rises over a hot spot.' })
            : question({
                status: 'completed',
                attempt: 2,
                isCorrect: true,
                tokensEarned: 5,
                selectedText: 'The magma cools into new rock.',
              });
        return { status: 201, body: { question: stored, tokens_earned: stored.tokensEarned } };
      }
      if (req.path.startsWith('/api/v3/guided-highlighting/77/')) return { status: 200, body: data([stored]) };
      return otherApis(req);
    });
    const { container } = renderPanel(student);
    const card = await screen.findByRole('article', { name: /Key details/ });
    expect(within(card).getByText('1st attempt')).toBeTruthy();
    const checkButton = within(card).getByRole('button', { name: 'Check' });
    expect(checkButton.matches(':disabled')).toBe(true);
    expect(within(card).getByRole('button', { name: 'Clear' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    select({ start: 0, startoffset: 0, end: 0, endoffset: 28 });
    await waitFor(() => expect(checkButton.matches(':disabled')).toBe(false));
    fireEvent.click(checkButton);
    const tryAgain = await within(card).findByRole('button', { name: 'Try again' });
    expect(within(card).getByText('1 out of 2 attempts')).toBeTruthy();
    expect(mine(api)).toEqual([
      {
        method: 'POST',
        path: '/api/v3/guided-highlighting/checks/',
        body: { question_id: 901, attempt: 1, range: { start: 0, startoffset: 0, end: 0, endoffset: 28 } },
      },
    ]);

    fireEvent.click(tryAgain);
    select(answerRange);
    fireEvent.click(await within(card).findByRole('button', { name: 'Check' }));
    await within(card).findByText(`${GH_TEXT.correct} +5 points`);
    expect((mine(api)[1]!.body as { attempt: number }).attempt).toBe(2);
    // The last question completed: the way on is "Complete activity", then the completion screen (GH-13).
    fireEvent.click(within(card).getByRole('button', { name: 'Complete activity' }));
    expect(await screen.findByRole('heading', { name: 'Way to go' })).toBeTruthy();
    expect(screen.getByText('5 points')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('GH-19 GH-20 a check the server refuses is said in the card in its words, and the selection stays for Check again (opened by activityPanel=guided_highlighting)', async () => {
    window.localStorage.setItem(SKIP_WELCOME_KEY, 'true');
    let refuse = true;
    const api = stubApi((req) => {
      if (req.method === 'POST' && req.path === '/api/v3/guided-highlighting/checks/') {
        if (refuse)
          return {
            status: 400,
            body: { error: { code: 'validation_failed', message: 'Answer the check for understanding first.' } },
          };
        return {
          status: 201,
          body: {
            question: question({ status: 'completed', attempt: 1, isCorrect: true, tokensEarned: 10, selectedText: 'x' }),
            tokens_earned: 10,
          },
        };
      }
      if (req.path.startsWith('/api/v3/guided-highlighting/77/')) return { status: 200, body: data([question()]) };
      return otherApis(req);
    });
    renderPanel(student, 'activityPanel=guided_highlighting&guidedHighlightingId=77');
    const card = await screen.findByRole('article', { name: /Key details/ });
    select(answerRange);
    const checkButton = within(card).getByRole('button', { name: 'Check' });
    await waitFor(() => expect(checkButton.matches(':disabled')).toBe(false));
    fireEvent.click(checkButton);
    expect((await within(card).findByRole('alert')).textContent).toBe('Answer the check for understanding first.');
    // Nothing was recorded, so the student is not moved on: the same selection can be checked again.
    expect(within(card).getByText('1st attempt')).toBeTruthy();
    const again = within(card).getByRole('button', { name: 'Check' });
    expect(again.matches(':disabled')).toBe(false);
    refuse = false;
    fireEvent.click(again);
    await within(card).findByText(`${GH_TEXT.correct} +10 points`);
    const checks = mine(api).filter((w) => w.path === '/api/v3/guided-highlighting/checks/');
    expect(checks.map((w) => (w.body as { range: unknown }).range)).toEqual([answerRange, answerRange]);
  });

  it('GH-08 after two misses the suggested answer and the passage are shown', async () => {
    window.localStorage.setItem(SKIP_WELCOME_KEY, 'true');
    const missed = question({
      status: 'completed',
      attempt: 2,
      isCorrect: false,
      selectedText: 'Magma rises over a hot spot.',
      suggestedAnswer: { content: 'The magma cools and turns into new rock.' },
      answer: { range: answerRange, text: 'The magma cools into new rock.' },
    });
    const second = question({
      id: 902,
      position: 2,
      readingSkill: 'Sequence',
      question: 'Highlight what happens layer by layer.',
    });
    stubApi((req) =>
      req.path.startsWith('/api/v3/guided-highlighting/77/') ? { status: 200, body: data([missed, second]) } : otherApis(req),
    );
    renderPanel(student);
    // GH-12: only the active skill's card is open: the first not completed.
    const open = await screen.findByRole('button', { name: /Sequence/, expanded: true });
    expect(screen.getByRole('button', { name: /Key details/, expanded: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Key details/ }));
    await waitFor(() => expect(open.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.getByText(GH_TEXT.missedTwice)).toBeTruthy();
    expect(screen.getByText('The magma cools and turns into new rock.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });
});

describe('a teacher’s cards (GH-14 … GH-17)', () => {
  const keyed = (over: Partial<GuidedHighlightingQuestion> = {}) =>
    question({
      answer: { range: answerRange, text: 'The magma cools into new rock.' },
      suggestedAnswer: { content: 'The magma cools and turns into new rock.' },
      ...over,
    });

  it('GH-02 GH-14 GH-15 a teacher sees the Beta badge and the answer; Like becomes Liked and both buttons are disabled', async () => {
    const api = stubApi((req) => {
      if (req.method === 'POST' && req.path === '/api/v3/feedback-report/') return { status: 201, body: {} };
      if (req.path.startsWith('/api/v3/guided-highlighting/77/'))
        return { status: 200, body: data([keyed(), keyed({ id: 902, readingSkill: 'Sequence' })], { answers_included: true }) };
      return otherApis(req);
    });
    const { container } = renderPanel(teacher);
    const card = await screen.findByRole('article', { name: /Key details/ });
    expect(screen.getByText('Beta')).toBeTruthy();
    expect(within(card).getByText('The magma cools into new rock.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(within(card).getByRole('button', { name: 'Like' }));
    const liked = await within(card).findByRole('button', { name: 'Liked' });
    expect(liked.matches(':disabled')).toBe(true);
    expect(within(card).getByRole('button', { name: 'Dislike' }).matches(':disabled')).toBe(true);
    expect(mine(api)).toEqual([
      {
        method: 'POST',
        path: '/api/v3/feedback-report/',
        body: { reportSource: 'GuidedHighlightingQuestion', reaction: 'thumbs_up', question_id: 901 },
      },
    ]);
  });

  it('GH-16 GH-17 GH-18 Dislike opens "Report content"; the description is required; Submit and remove takes the card away (a failure is only logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = stubApi((req) => {
      if (req.method === 'POST' && req.path === '/api/v3/feedback-report/') return { status: 500, body: {} };
      if (req.path.startsWith('/api/v3/guided-highlighting/77/'))
        return { status: 200, body: data([keyed(), keyed({ id: 902, readingSkill: 'Sequence' })], { answers_included: true }) };
      return otherApis(req);
    });
    renderPanel(teacher);
    const card = await screen.findByRole('article', { name: /Sequence/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Dislike' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report content' });
    const field = within(dialog).getByLabelText(GH_TEXT.reportPrompt);
    expect(field.getAttribute('placeholder')).toBe('Start typing...');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit and remove' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(GH_TEXT.reportRequired);
    expect(mine(api)).toEqual([]);
    expect(await axeViolations(dialog)).toEqual([]);
    fireEvent.change(field, { target: { value: 'The passage does not answer the question.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit and remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Sequence/ })).toBeNull());
    expect(screen.getByRole('article', { name: /Key details/ })).toBeTruthy();
    expect(mine(api)).toEqual([
      {
        method: 'POST',
        path: '/api/v3/feedback-report/',
        body: {
          reportSource: 'GuidedHighlightingQuestion',
          reaction: 'thumbs_down',
          content_id: 902,
          description: 'The passage does not answer the question.',
        },
      },
    ]);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Unable to submit Guided Highlighting feedback', expect.anything()));
    // Nothing is shown for the failure (GH-18).
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the picker (GH-01, PLAT-60)', () => {
  it('GH-01 the picker lists "Guided Highlighting" with its count; a teacher whose flag is off sees it marked Beta', async () => {
    let flag = true;
    stubApi((req) =>
      req.path === '/api/v2/users/me/features/'
        ? { status: 200, body: { ...FEATURE_DEFAULTS, can_view_guided_highlighting: flag } }
        : otherApis(req),
    );
    renderPanel(teacher, '');
    const link = await screen.findByRole('link', { name: /Guided Highlighting/ });
    expect(link.textContent).toContain('1 question');
    expect(link.textContent).not.toContain('Beta');
    cleanup();
    flag = false;
    renderPanel(teacher, '');
    await waitFor(() => expect(screen.getByRole('link', { name: /Guided Highlighting/ }).textContent).toContain('Beta'));
    cleanup();
    renderPanel(student, '');
    await screen.findByRole('link', { name: /Guided Highlighting/ });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('link', { name: /Guided Highlighting/ }).textContent).not.toContain('Beta');
  });
});
