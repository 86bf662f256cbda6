/**
 * What the read-aloud tests stand in for: jsdom plays no audio, paints no highlights and runs no
 * animation frames. The fake audio element moves only when a test sets its time; frames run when
 * a test calls `frame()`; the highlight registry records the ranges painted; the speech endpoint
 * answers each word 400 ms apart at "4x" and proportionally slower at lower speeds.
 */
import { vi } from 'vitest';
import { formatDate, wordsOf, type ArticleLevel, type SpeechData, type SpeechRequest } from '@lectern/domain';
import { stubApi, type StubAnswer } from '../../test/api-stub.js';

export class FakeAudio extends EventTarget {
  static made: FakeAudio[] = [];
  src = '';
  preload = '';
  currentTime = 0;
  paused = true;
  play = vi.fn(() => {
    this.paused = false;
    return Promise.resolve();
  });
  pause = vi.fn(() => {
    this.paused = true;
  });
  load = vi.fn();
  removeAttribute = vi.fn((name: string) => {
    if (name === 'src') this.src = '';
  });
  constructor() {
    super();
    FakeAudio.made.push(this);
  }
  /** The chunk's audio ran out. */
  end() {
    this.paused = true;
    this.dispatchEvent(new Event('ended'));
  }
}

/** The one audio element the player made. */
export const theAudio = () => {
  if (FakeAudio.made.length !== 1) throw new Error(`expected one audio element, got ${FakeAudio.made.length}`);
  return FakeAudio.made[0]!;
};

let frames: (() => void)[] = [];
/** Runs the animation frames queued so far (the player's word tracking). */
export function frame() {
  const run = frames;
  frames = [];
  for (const cb of run) cb();
}

class FakeHighlight {
  readonly ranges: Range[];
  constructor(...ranges: Range[]) {
    this.ranges = ranges;
  }
}
export const highlights = new Map<string, FakeHighlight>();
/** The text of the word now marked, or null. */
export const markedWord = () => highlights.get('read-aloud-word')?.ranges[0]?.toString() ?? null;

/** Installs the fakes; `highlight: false` leaves the browser without the Custom Highlight API. */
export function installMedia({ highlight = true } = {}) {
  FakeAudio.made = [];
  frames = [];
  highlights.clear();
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.stubGlobal('scrollTo', vi.fn());
  if (highlight) {
    vi.stubGlobal('CSS', { escape: (v: string) => v, highlights });
    vi.stubGlobal('Highlight', FakeHighlight);
  }
}

/** The time of word `i` at a speed: 400 ms a word at 100 %. */
export const wordTime = (i: number, speed: number) => Math.round((i * 400 * 100) / speed);

export function speechOf(req: SpeechRequest): SpeechData {
  return {
    download_url: `/media/speech/${req.language}-${req.speed}-${encodeURIComponent(req.text)}.mp3`,
    speech_marks: wordsOf(req.text).map((w, i) => ({
      type: 'word',
      value: w.value,
      start: w.start,
      time: wordTime(i, req.speed),
    })),
  };
}

const SPEECH = '/api/v3/text-to-speech/';

/** The speech endpoint; `answer` may refuse or hold a request. */
export function speechApi(answer: (req: SpeechRequest) => StubAnswer | Promise<StubAnswer> | undefined = () => undefined) {
  const api = stubApi((req) => {
    if (req.path !== SPEECH) return { status: 204 };
    const body = req.body as SpeechRequest;
    return answer(body) ?? { status: 200, body: { data: speechOf(body) } };
  });
  return {
    ...api,
    /** The speech asked for, as the texts and speeds sent. */
    asked: () => api.requests.filter((r) => r.path === SPEECH).map((r) => r.body as SpeechRequest),
  };
}

/** The article markup the player reads from, as the content feature draws it (data attributes only). */
export function ArticleMarkup({ level }: { level: ArticleLevel }) {
  return (
    <article>
      <h1 data-read-aloud="title">{level.title}</h1>
      <p data-read-aloud="byline">{level.byline}</p>
      <dl>
        <div data-read-aloud="published">
          <dt>Published</dt>
          <dd>
            <time>{formatDate(level.display_published_at)}</time>
          </dd>
        </div>
      </dl>
      {level.body.map((b, i) =>
        b.kind === 'heading' ? (
          <h2 key={i} data-block={i}>
            {b.text}
          </h2>
        ) : (
          <p key={i} data-block={i}>
            {b.text}
          </p>
        ),
      )}
    </article>
  );
}
