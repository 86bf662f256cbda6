import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READ_ALOUD_TEXT, type ArticleLevel } from '@lectern/domain';
import { makeQueryClient } from '../../lib/query-client.js';
import { axeViolations } from '../../test/axe.js';
import { buildLevel } from '../../test/fixtures.js';
import { ToastProvider } from '../../ui/toast.js';
import { ListenBar } from './listen-bar.js';
import {
  ArticleMarkup,
  FakeAudio,
  frame,
  installMedia,
  markedWord,
  speechApi,
  speechOf,
  theAudio,
  wordTime,
} from './read-aloud-test-kit.js';

// AUDIO-01 … AUDIO-18, CFU-02: the listen bar drives one audio element through the article's
// chunks (title, byline, "Published …", then the body), marking each word as it is spoken.

const level = buildLevel({
  title: 'Tide pools at dawn',
  byline: 'By Ana Ruiz',
  display_published_at: '2024-05-01',
  body: [
    { kind: 'paragraph', text: 'Sea stars cling to the rocks when the tide goes out.' },
    { kind: 'heading', text: 'Low tide' },
    { kind: 'paragraph', text: 'Crabs hide under the weed.' },
  ],
});
const TITLE = 'Tide pools at dawn';
const BLOCK_0 = 'Sea stars cling to the rocks when the tide goes out.';

function renderBar(l: ArticleLevel = level) {
  const qc = makeQueryClient();
  const onClose = vi.fn();
  const ui = (current: ArticleLevel) => (
    <QueryClientProvider client={qc}>
      <ToastProvider>
        <button type="button" id="listen-toggle">
          Listen
        </button>
        <ArticleMarkup level={current} />
        <ListenBar level={current} onClose={onClose} />
      </ToastProvider>
    </QueryClientProvider>
  );
  const view = render(ui(l));
  return { ...view, onClose, rerenderLevel: (next: ArticleLevel) => view.rerender(ui(next)) };
}

const playButton = () => screen.getByRole('button', { name: /^(Play|Pause)$/ });
const speedMenu = () => screen.getByRole('combobox', { name: 'Speed' });

/** Presses play and waits until the audio element plays. */
async function play() {
  const before = FakeAudio.made[0]?.play.mock.calls.length ?? 0;
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  await waitFor(() => expect(theAudio().play.mock.calls.length).toBeGreaterThan(before));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy());
}

/** Moves the audio to a moment of the chunk and lets a frame pass. */
function at(ms: number) {
  act(() => {
    theAudio().currentTime = ms / 1000;
    frame();
  });
}

/** The chunk's audio ends; waits for the next chunk (if any) to start playing. */
async function endChunk() {
  const audio = theAudio();
  const before = audio.play.mock.calls.length;
  act(() => audio.end());
  return before;
}

beforeEach(() => {
  installMedia();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the listen bar', () => {
  it('AUDIO-01 AUDIO-07 has play, jump back, reset, a speed menu from 1x to 4x at 4x, a hidden wave and close', async () => {
    speechApi();
    const { container, onClose } = renderBar();
    expect(screen.getByRole('region', { name: 'Listen' })).toBeTruthy();
    expect(playButton().getAttribute('aria-label')).toBe('Play');
    // The bar opens from the toggle: play has the focus.
    expect(document.activeElement).toBe(playButton());
    expect(screen.getByRole('button', { name: 'Jump back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
    const options = [...speedMenu().querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(['1x', '2x', '3x', '4x']);
    expect((speedMenu() as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('4x');
    const wave = container.querySelector('[aria-hidden="true"] > span')?.parentElement;
    expect(wave?.children.length).toBeGreaterThan(0);
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Close listen mode' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(document.activeElement?.id).toBe('listen-toggle');
  });

  it('AUDIO-02 AUDIO-13 AUDIO-14 plays the title first, prefetches the byline, marks each word as its time comes and pauses', async () => {
    const api = speechApi();
    renderBar();
    await play();
    expect(api.asked()[0]).toEqual({ text: TITLE, language: 'en', speed: 100 });
    await waitFor(() => expect(api.asked()[1]).toEqual({ text: 'By Ana Ruiz', language: 'en', speed: 100 }));
    // The write carries the CSRF header like every POST.
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(Object.keys(init.headers as Record<string, string>)).toContain('x-csrftoken');
    expect(theAudio().src).toBe(speechOf({ text: TITLE, language: 'en', speed: 100 }).download_url);

    at(0);
    expect(markedWord()).toBe('Tide');
    at(wordTime(2, 100) + 10);
    expect(markedWord()).toBe('at');
    at(wordTime(3, 100));
    expect(markedWord()).toBe('dawn');
    // The marked word is painted over the title's own text: the page's DOM is untouched.
    expect(document.querySelector('h1')!.innerHTML).toBe(TITLE);

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(theAudio().pause).toHaveBeenCalled();
    expect(playButton().getAttribute('aria-label')).toBe('Play');
    expect(markedWord()).toBe('dawn');
    await play();
    expect(theAudio().currentTime).toBeCloseTo(wordTime(3, 100) / 1000);
  });

  it('AUDIO-03 moves on to the next chunk at the end of one, and after the last stops at the first again', async () => {
    const api = speechApi();
    renderBar(buildLevel({ title: 'Tide pools', byline: 'Staff', body: [{ kind: 'paragraph', text: 'Crabs hide.' }] }));
    await play();
    // title → byline → "Published 05/01/2024" → the paragraph
    for (const text of ['Staff', 'Published 05/01/2024', 'Crabs hide.']) {
      const before = await endChunk();
      await waitFor(() => expect(theAudio().play.mock.calls.length).toBe(before + 1));
      expect(theAudio().src).toBe(speechOf({ text, language: 'en', speed: 100 }).download_url);
    }
    at(wordTime(1, 100));
    expect(markedWord()).toBe('hide.');
    const before = await endChunk();
    await waitFor(() => expect(playButton().getAttribute('aria-label')).toBe('Play'));
    expect(theAudio().play.mock.calls.length).toBe(before);
    expect(markedWord()).toBeNull();
    // Play again starts over at the title.
    await play();
    expect(theAudio().src).toBe(speechOf({ text: 'Tide pools', language: 'en', speed: 100 }).download_url);
    expect(theAudio().currentTime).toBe(0);
    expect(api.asked().filter((r) => r.text === 'Tide pools')).toHaveLength(1);
  });

  it('AUDIO-06 a new speed pauses, fetches the current and next chunks again at that speed and resumes on the same word', async () => {
    const api = speechApi();
    renderBar();
    await play();
    for (let i = 0; i < 3; i++) {
      const before = await endChunk();
      await waitFor(() => expect(theAudio().play.mock.calls.length).toBe(before + 1));
    }
    expect(theAudio().src).toBe(speechOf({ text: BLOCK_0, language: 'en', speed: 100 }).download_url);
    at(wordTime(5, 100) + 50);
    expect(markedWord()).toBe('rocks');
    const asked = api.asked().length;

    fireEvent.change(speedMenu(), { target: { value: '50' } });
    expect(theAudio().pause).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy());
    await waitFor(() =>
      expect(api.asked().slice(asked)).toEqual([
        { text: BLOCK_0, language: 'en', speed: 50 },
        { text: 'Low tide', language: 'en', speed: 50 },
      ]),
    );
    expect(theAudio().src).toBe(speechOf({ text: BLOCK_0, language: 'en', speed: 50 }).download_url);
    expect(theAudio().currentTime * 1000).toBeCloseTo(wordTime(5, 50));
    at(wordTime(5, 50) + 10);
    expect(markedWord()).toBe('rocks');
    expect((speedMenu() as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('2x');
  });

  it('AUDIO-06 a new speed while paused keeps the word for the next play', async () => {
    const api = speechApi();
    renderBar();
    await play();
    at(wordTime(2, 100));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.change(speedMenu(), { target: { value: '25' } });
    await waitFor(() =>
      expect(
        api
          .asked()
          .filter((r) => r.speed === 25)
          .map((r) => r.text),
      ).toEqual([TITLE, 'By Ana Ruiz']),
    );
    expect(playButton().getAttribute('aria-label')).toBe('Play');
    await play();
    expect(theAudio().currentTime * 1000).toBeCloseTo(wordTime(2, 25));
  });

  it('AUDIO-05 jump back goes to the previous chunk within 3 s of the start, else to the start of this one', async () => {
    speechApi();
    renderBar();
    await play();
    let before = await endChunk();
    await waitFor(() => expect(theAudio().play.mock.calls.length).toBe(before + 1));
    expect(theAudio().src).toContain(encodeURIComponent('By Ana Ruiz'));

    at(3000);
    before = theAudio().play.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Jump back' }));
    await waitFor(() => expect(theAudio().play.mock.calls.length).toBe(before + 1));
    expect(theAudio().src).toContain(encodeURIComponent(TITLE));
    expect(theAudio().currentTime).toBe(0);

    at(3001);
    before = theAudio().play.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Jump back' }));
    await waitFor(() => expect(theAudio().play.mock.calls.length).toBe(before + 1));
    expect(theAudio().src).toContain(encodeURIComponent(TITLE));
    expect(theAudio().currentTime).toBe(0);
  });

  it('AUDIO-04 reset goes back to the title and keeps the speed', async () => {
    const api = speechApi();
    renderBar();
    fireEvent.change(speedMenu(), { target: { value: '75' } });
    await play();
    const before = await endChunk();
    await waitFor(() => expect(theAudio().play.mock.calls.length).toBe(before + 1));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(theAudio().src).toContain(encodeURIComponent(TITLE)));
    expect(theAudio().currentTime).toBe(0);
    expect((speedMenu() as HTMLSelectElement).value).toBe('75');
    expect(api.asked().every((r) => r.speed === 75)).toBe(true);
  });

  it('AUDIO-11 another level starts over at its title and keeps the speed', async () => {
    const api = speechApi();
    const { rerenderLevel } = renderBar();
    fireEvent.change(speedMenu(), { target: { value: '25' } });
    await play();
    at(wordTime(1, 25));
    expect(markedWord()).toBe('pools');

    const other = buildLevel({ id: 12, title: 'A morning at the tide pools', byline: 'By Ana Ruiz' });
    rerenderLevel(other);
    expect(theAudio().pause).toHaveBeenCalled();
    expect(playButton().getAttribute('aria-label')).toBe('Play');
    expect(markedWord()).toBeNull();
    expect((speedMenu() as HTMLSelectElement).value).toBe('25');
    await play();
    expect(api.asked()).toContainEqual({ text: 'A morning at the tide pools', language: 'en', speed: 25 });
    expect(theAudio().src).toContain(encodeURIComponent('A morning at the tide pools'));
    expect(theAudio().currentTime).toBe(0);
  });

  it('AUDIO-12 closing the bar stops the audio and clears the marked word', async () => {
    speechApi();
    const { unmount } = renderBar();
    await play();
    at(wordTime(1, 100));
    expect(markedWord()).toBe('pools');
    unmount();
    expect(theAudio().pause).toHaveBeenCalled();
    expect(theAudio().src).toBe('');
    expect(markedWord()).toBeNull();
  });

  it('CFU-02 AUDIO-10 at the end of the text a check holds back, play pauses, is disabled and says why', async () => {
    speechApi();
    const gated = buildLevel({
      title: 'Tide pools',
      byline: 'Staff',
      body: [{ kind: 'paragraph', text: 'Crabs hide.' }],
      gate: { check_id: 1, after_block: 0, hidden_blocks: 3 },
    });
    const { rerenderLevel } = renderBar(gated);
    await play();
    for (let i = 0; i < 3; i++) {
      const before = await endChunk();
      await waitFor(() => expect(theAudio().play.mock.calls.length).toBe(before + 1));
    }
    act(() => theAudio().end());
    await waitFor(() => expect(playButton().hasAttribute('disabled')).toBe(true));
    expect(playButton().getAttribute('aria-label')).toBe('Play');
    // The bar says it, and the toast announces it once.
    expect(screen.getAllByText(READ_ALOUD_TEXT.blocked)).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe(READ_ALOUD_TEXT.blocked);

    // The check answered: the level comes back with more text, and play picks up there.
    rerenderLevel({ ...gated, gate: null, body: [...gated.body, { kind: 'paragraph', text: 'Gulls wait.' }] });
    await waitFor(() => expect(playButton().hasAttribute('disabled')).toBe(false));
    expect(screen.getAllByText(READ_ALOUD_TEXT.blocked)).toHaveLength(1);
    await play();
    expect(theAudio().src).toContain(encodeURIComponent('Gulls wait.'));
  });

  it('AUDIO-17 a failed speech fetch stops play and shows nothing', async () => {
    speechApi(() => ({ status: 503, body: { error: { code: 'unavailable', message: 'Speech is unavailable.' } } }));
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(playButton().getAttribute('aria-label')).toBe('Play'));
    expect(screen.queryByText(/unavailable/i)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(FakeAudio.made).toHaveLength(0);
  });

  it('AUDIO-18 without a usable audio element the bar says so and offers no play', () => {
    speechApi();
    const canPlayType = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'canPlayType')!;
    try {
      Object.defineProperty(HTMLMediaElement.prototype, 'canPlayType', { value: undefined, configurable: true });
      renderBar();
      expect(screen.getByText(READ_ALOUD_TEXT.noAudio)).toBeTruthy();
      expect(playButton().hasAttribute('disabled')).toBe(true);
    } finally {
      Object.defineProperty(HTMLMediaElement.prototype, 'canPlayType', canPlayType);
    }
  });

  it('a Spanish level is read by the Spanish voice', async () => {
    const api = speechApi();
    renderBar(buildLevel({ id: 40, language: 'es', title: 'Pozas de marea', byline: 'Por Ana Ruiz' }));
    await play();
    expect(api.asked()[0]).toEqual({ text: 'Pozas de marea', language: 'es', speed: 100 });
  });

  it('AUDIO-13 marks "Published" and the date across their cells', async () => {
    speechApi();
    renderBar();
    await play();
    for (let i = 0; i < 2; i++) {
      const before = await endChunk();
      await waitFor(() => expect(theAudio().play.mock.calls.length).toBe(before + 1));
    }
    at(0);
    expect(markedWord()).toBe('Published');
    at(wordTime(1, 100));
    expect(markedWord()).toBe('05/01/2024');
  });

  it('plays without marks where the browser has no Custom Highlight API', async () => {
    vi.unstubAllGlobals();
    installMedia({ highlight: false });
    speechApi();
    renderBar();
    await play();
    at(wordTime(1, 100));
    expect(markedWord()).toBeNull();
    expect(playButton().getAttribute('aria-label')).toBe('Pause');
  });
});
