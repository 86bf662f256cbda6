import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_DEFAULTS, type Quiz } from '@lectern/domain';
import { takeTheFloor } from '../../lib/speech.js';
import { stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildStudentMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { quizReadAloudLanguage } from './quiz-listen.js';
import { StudentQuiz } from './student-quiz.js';

const quiz: Quiz = {
  id: 31,
  content_id: '900',
  article_level_id: 11,
  grade_band: 5,
  answers_included: false,
  questions: [1, 2].map((n) => ({
    id: 100 + n,
    position: n,
    raw_question: `What does question ${n} ask?`,
    html_question: `What does question ${n} ask?`,
    metadata: [],
    options: [1, 2].map((p) => ({ id: 1000 + n * 10 + p, position: p, text: `Answer ${n}.${p}`, raw_text: `Answer ${n}.${p}` })),
  })),
};
const student = buildStudentMe();

/** jsdom plays no audio: each element ends when a test says so. */
class FakeAudio {
  static made: FakeAudio[] = [];
  src = '';
  paused = true;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  play = vi.fn(() => {
    this.paused = false;
    return Promise.resolve();
  });
  pause = vi.fn(() => {
    this.paused = true;
  });
  constructor() {
    FakeAudio.made.push(this);
  }
  end() {
    this.paused = true;
    this.onended?.();
  }
}

function render(opts: { flag?: boolean; language?: string; hide?: boolean } = {}) {
  const api = stubApi((req) => {
    if (req.path.startsWith('/api/v2/users/me/features/'))
      return { status: 200, body: { ...FEATURE_DEFAULTS, read_aloud_quizzes: opts.flag ?? true } };
    if (req.path === '/api/v3/text-to-speech/') {
      const { text } = req.body as { text: string };
      return { status: 200, body: { data: { download_url: `/audio/${encodeURIComponent(text)}.mp3`, speech_marks: [] } } };
    }
    return undefined;
  });
  const assignment = opts.hide ? ({ assignment_config: { hide_read_aloud: true } } as never) : null;
  const view = renderInApp(
    <Routes>
      <Route
        path="/view/:contentId"
        element={
          <StudentQuiz
            me={student}
            contentId="900"
            quizId={31}
            quiz={quiz}
            record={undefined}
            assignment={assignment}
            language={opts.language ?? 'en'}
          />
        }
      />
    </Routes>,
    { route: '/view/900?activityPanel=quiz&quizId=31&question=1' },
  );
  return { api, ...view };
}

const spoken = (api: ReturnType<typeof stubApi>) =>
  api.requests.filter((r) => r.path === '/api/v3/text-to-speech/').map((r) => (r.body as { text: string }).text);

beforeEach(() => {
  window.localStorage.clear();
  FakeAudio.made = [];
  vi.stubGlobal('Audio', FakeAudio);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('read-aloud of quizzes (AUDIO-09, AUDIO-19, AUDIO-20)', () => {
  it('AUDIO-19 AUDIO-20 offered with the read_aloud_quizzes flag, in a language with a voice, unless the assignment hides read-aloud', () => {
    const shown = { assignment_config: {} } as never;
    const hidden = { assignment_config: { hide_read_aloud: true } } as never;
    expect(quizReadAloudLanguage(true, 'en', null)).toBe('en');
    expect(quizReadAloudLanguage(true, 'es', shown)).toBe('es');
    expect(quizReadAloudLanguage(undefined, 'en', null)).toBeNull();
    expect(quizReadAloudLanguage(false, 'en', null)).toBeNull();
    expect(quizReadAloudLanguage(true, 'fr', null)).toBeNull();
    expect(quizReadAloudLanguage(true, 'en', hidden)).toBeNull();
  });

  it('AUDIO-19 no listen buttons when the flag is off or the assignment hides read-aloud', async () => {
    const off = render({ flag: false });
    await screen.findByText('What does question 1 ask?');
    await waitFor(() => expect(off.api.requests.some((r) => r.path.startsWith('/api/v2/users/me/features/'))).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Listen to the question' })).toBeNull();
    cleanup();
    render({ hide: true });
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Listen to the question' })).toBeNull();
  });

  it('AUDIO-09 reads the question, then the answers with their letters; one pauses the other and the article', async () => {
    const { api, container } = render({ language: 'es' });
    const articlePaused = vi.fn();
    takeTheFloor(Symbol('article'), articlePaused);

    fireEvent.click(await screen.findByRole('button', { name: 'Listen to the question' }));
    await waitFor(() => expect(FakeAudio.made[0]?.play).toHaveBeenCalled());
    expect(articlePaused).toHaveBeenCalledTimes(1);
    expect(spoken(api)).toEqual(['What does question 1 ask?']);
    expect((api.requests.find((r) => r.path === '/api/v3/text-to-speech/')!.body as { language: string }).language).toBe('es');
    expect(screen.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Listen to the answers' }));
    const audio = FakeAudio.made[0]!;
    expect(audio.pause).toHaveBeenCalled();
    await waitFor(() => expect(spoken(api)).toContain('A. Answer 1.1'));
    await waitFor(() => expect(audio.src).toBe(`/audio/${encodeURIComponent('A. Answer 1.1')}.mp3`));
    act(() => audio.end());
    await waitFor(() => expect(audio.src).toBe(`/audio/${encodeURIComponent('B. Answer 1.2')}.mp3`));
    act(() => audio.end());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Listen to the answers' }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('AUDIO-09 another question pauses the quiz audio; the article speaking pauses it too', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Listen to the question' }));
    await waitFor(() => expect(FakeAudio.made[0]?.play).toHaveBeenCalled());
    const audio = FakeAudio.made[0]!;
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(audio.pause).toHaveBeenCalled());
    expect((await screen.findByRole('button', { name: 'Listen to the question' })).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Listen to the question' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy());
    act(() => takeTheFloor(Symbol('article'), () => undefined));
    expect((await screen.findByRole('button', { name: 'Listen to the question' })).getAttribute('aria-pressed')).toBe('false');
  });

  it('AUDIO-17 a failed speech fetch stops without a message', async () => {
    stubApi((req) =>
      req.path === '/api/v3/text-to-speech/'
        ? { status: 503, body: { error: { code: 'speech_unavailable', message: 'x' } } }
        : req.path.startsWith('/api/v2/users/me/features/')
          ? { status: 200, body: { ...FEATURE_DEFAULTS, read_aloud_quizzes: true } }
          : undefined,
    );
    renderInApp(
      <Routes>
        <Route
          path="/view/:contentId"
          element={<StudentQuiz me={student} contentId="900" quizId={31} quiz={quiz} record={undefined} assignment={null} />}
        />
      </Routes>,
      { route: '/view/900?activityPanel=quiz&quizId=31&question=1' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Listen to the question' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Listen to the question' }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(FakeAudio.made.every((a) => a.play.mock.calls.length === 0)).toBe(true);
  });
});
