/**
 * The read-aloud player (AUDIO-02 … AUDIO-13): one audio element that plays an article's chunks in
 * turn, the current chunk's speech fetched when it is needed and the next one's ahead of it, and
 * the word being spoken followed frame by frame. It knows nothing of React or of the page: the
 * listen bar drives it and draws its state, and `onWord` tells the page which word to mark.
 */
import {
  DEFAULT_READ_ALOUD_SPEED,
  jumpBackTarget,
  markAt,
  type ReadAloudChunk,
  type ReadAloudLanguage,
  type ReadAloudSpeed,
  type SpeechData,
  type SpeechMark,
  type SpeechRequest,
} from '@lectern/domain';

export interface PlayerState {
  chunkIndex: number;
  /** The mark being spoken in the chunk's audio; -1 before the first word. */
  markIndex: number;
  /** Playing, or about to (the chunk's speech is on its way). */
  playing: boolean;
  /** Waiting for the chunk's speech. */
  loading: boolean;
  /** The end of the text a check holds back was reached (CFU-02, AUDIO-10): play is off until more arrives. */
  blocked: boolean;
  /** AUDIO-17: why the last speech fetch or playback failed; held, never shown. */
  error: unknown;
  speed: ReadAloudSpeed;
}

export interface PlayerOptions {
  /** The speech of one chunk (cached by the caller, so asking twice costs nothing). */
  speech: (req: SpeechRequest) => Promise<SpeechData>;
  /** The word now spoken in a chunk, or null when none is (stopped, reset, another level). */
  onWord: (chunk: ReadAloudChunk | null, mark: SpeechMark | null) => void;
  /** The text ran into a check's gate (CFU-02). */
  onBlocked: () => void;
  /** Playback is about to start (another voice on the page pauses, AUDIO-09). */
  onStart?: () => void;
}

/** Where playback starts in a chunk: at a moment of its audio, or at a word (kept across speeds). */
type Position = { ms: number } | { mark: number };

const raf = (cb: () => void) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(cb) : 0);
const cancelRaf = (id: number) => (typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : undefined);

export class ReadAloudPlayer {
  private state: PlayerState = {
    chunkIndex: 0,
    markIndex: -1,
    playing: false,
    loading: false,
    blocked: false,
    error: null,
    speed: DEFAULT_READ_ALOUD_SPEED,
  };
  private readonly listeners = new Set<() => void>();
  private chunks: ReadAloudChunk[] = [];
  private textKey: string | null = null;
  private language: ReadAloudLanguage = 'en';
  private gated = false;
  private element: HTMLAudioElement | null = null;
  /** The speech the audio element holds, and the chunk it is for. */
  private loaded: { data: SpeechData; chunkIndex: number } | null = null;
  /** Where play starts next, when that is not where the audio element stands. */
  private position: Position = { ms: 0 };
  /** Every command takes a new number; an answer that arrives after another command is dropped. */
  private op = 0;
  private frame: number | null = null;

  constructor(private readonly options: PlayerOptions) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getState = () => this.state;

  /**
   * The text to read: a new `key` (another level, AUDIO-11) starts over at the first chunk and
   * keeps the speed; the same key with more chunks (a check answered opened the rest, CFU-01)
   * lifts a block and stands at the first new chunk.
   */
  setText(key: string, chunks: ReadAloudChunk[], { language, gated }: { language: ReadAloudLanguage; gated: boolean }) {
    const before = this.chunks.length;
    this.chunks = chunks;
    this.language = language;
    this.gated = gated;
    if (key !== this.textKey) {
      this.textKey = key;
      this.halt();
      this.loaded = null;
      this.position = { ms: 0 };
      this.set({ chunkIndex: 0, markIndex: -1, blocked: false, error: null });
      this.options.onWord(null, null);
    } else if (this.state.blocked && chunks.length > before) {
      this.position = { ms: 0 };
      this.set({ chunkIndex: before, markIndex: -1, blocked: false });
      this.options.onWord(null, null);
    }
  }

  /** AUDIO-02 */
  toggle() {
    if (this.state.playing) this.pause();
    else void this.play();
  }

  async play() {
    if (this.state.blocked || this.state.playing || this.chunks.length === 0) return;
    await this.start(++this.op, this.state.chunkIndex, this.position);
  }

  pause() {
    this.op++;
    this.position = this.here();
    this.halt();
  }

  /** AUDIO-04: back to the start of the text at the same speed, playing on if it was. */
  reset() {
    this.goTo(0, { ms: 0 });
  }

  /** AUDIO-05: the previous chunk when within 3 s of this one's start, else this chunk's start. */
  jumpBack() {
    const here = this.here();
    const ms = 'ms' in here ? here.ms : (this.loaded?.data.speech_marks[here.mark]?.time ?? 0);
    const target = jumpBackTarget(this.state.chunkIndex, ms);
    this.goTo(target.chunkIndex, { ms: target.positionMs });
  }

  /**
   * AUDIO-06: a new speed pauses, asks for the current and next chunks' speech again at that
   * speed, and goes on from the same word.
   */
  setSpeed(speed: ReadAloudSpeed) {
    if (speed === this.state.speed) return;
    const wasPlaying = this.state.playing;
    const op = ++this.op;
    const here = this.here();
    this.halt();
    const mark = 'mark' in here ? here.mark : Math.max(0, this.state.markIndex);
    this.position = { mark };
    this.set({ speed });
    if (wasPlaying) void this.start(op, this.state.chunkIndex, this.position);
    else {
      this.options.speech(this.request(this.state.chunkIndex)!).catch(() => undefined);
      this.prefetch(this.state.chunkIndex + 1);
    }
  }

  /** AUDIO-12: listen mode off. Nothing is kept but the speed; the player can be used again. */
  stop() {
    this.op++;
    this.halt();
    if (this.element) {
      this.element.removeAttribute('src');
      this.element.load();
    }
    this.loaded = null;
    this.position = { ms: 0 };
    this.set({ chunkIndex: 0, markIndex: -1, blocked: false, error: null });
    this.options.onWord(null, null);
  }

  private goTo(chunkIndex: number, position: Position) {
    const wasPlaying = this.state.playing;
    const op = ++this.op;
    this.halt();
    this.position = position;
    this.set({ chunkIndex, markIndex: -1, blocked: false });
    this.options.onWord(null, null);
    if (wasPlaying) void this.start(op, chunkIndex, position);
  }

  private async start(op: number, chunkIndex: number, position: Position) {
    const req = this.request(chunkIndex);
    if (!req) return;
    this.set({ chunkIndex, playing: true, loading: true, error: null });
    let data: SpeechData;
    try {
      data = await this.options.speech(req);
    } catch (error) {
      if (op === this.op) this.fail(error);
      return;
    }
    if (op !== this.op) return;
    // AUDIO-03: the next chunk's speech is on its way while this one plays, so there is no gap.
    this.prefetch(chunkIndex + 1);
    const audio = this.audio();
    if (this.loaded?.data !== data) {
      audio.src = data.download_url;
      audio.load();
    }
    this.loaded = { data, chunkIndex };
    const ms = 'ms' in position ? position.ms : (data.speech_marks[position.mark]?.time ?? 0);
    // AUDIO-13: the element counts seconds, the marks milliseconds.
    audio.currentTime = ms / 1000;
    this.position = { ms };
    this.options.onStart?.();
    try {
      await audio.play();
    } catch (error) {
      // A pause while play() was pending rejects it: that is no failure.
      if (op === this.op) this.fail(error);
      return;
    }
    if (op !== this.op) return;
    this.set({ loading: false });
    this.follow();
  }

  /** The audio element, made on first play (AUDIO-18 is checked before the bar offers play). */
  private audio(): HTMLAudioElement {
    if (this.element) return this.element;
    const audio = new Audio();
    audio.preload = 'auto';
    audio.addEventListener('ended', this.ended);
    this.element = audio;
    return audio;
  }

  private readonly ended = () => {
    const op = ++this.op;
    this.halt();
    const next = this.state.chunkIndex + 1;
    if (next < this.chunks.length) {
      void this.start(op, next, { ms: 0 });
      return;
    }
    this.options.onWord(null, null);
    if (this.gated) {
      // CFU-02, AUDIO-10: the rest of the text waits for a check; the reader is told why it stopped.
      this.position = { ms: 0 };
      this.set({ chunkIndex: next - 1, markIndex: -1, blocked: true });
      this.options.onBlocked();
      return;
    }
    // AUDIO-03: after the last chunk it stops and stands at the first again.
    this.position = { ms: 0 };
    this.set({ chunkIndex: 0, markIndex: -1 });
  };

  /** AUDIO-13: the word in step with the audio, each frame while it plays (timeupdate is too coarse). */
  private follow() {
    const tick = () => {
      this.frame = null;
      const loaded = this.loaded;
      const audio = this.element;
      if (!this.state.playing || !loaded || !audio) return;
      const markIndex = markAt(loaded.data.speech_marks, audio.currentTime * 1000);
      if (markIndex !== this.state.markIndex) {
        this.set({ markIndex });
        this.options.onWord(this.chunks[loaded.chunkIndex] ?? null, loaded.data.speech_marks[markIndex] ?? null);
      }
      this.frame = raf(tick);
    };
    if (this.frame === null) this.frame = raf(tick);
  }

  /** Where the reader stands now: the audio's moment when it holds this chunk, else the position kept. */
  private here(): Position {
    const loaded = this.loaded;
    if (this.element && loaded && loaded.chunkIndex === this.state.chunkIndex && !this.state.loading)
      return { ms: this.element.currentTime * 1000 };
    return this.position;
  }

  /** Stops sound and the frame loop; the word stays marked (a pause keeps the reader's place). */
  private halt() {
    this.element?.pause();
    if (this.frame !== null) cancelRaf(this.frame);
    this.frame = null;
    if (this.state.playing || this.state.loading) this.set({ playing: false, loading: false });
  }

  private fail(error: unknown) {
    this.halt();
    this.set({ error });
  }

  private request(chunkIndex: number): SpeechRequest | null {
    const chunk = this.chunks[chunkIndex];
    return chunk ? { text: chunk.text, language: this.language, speed: this.state.speed } : null;
  }

  private prefetch(chunkIndex: number) {
    const req = this.request(chunkIndex);
    if (req) this.options.speech(req).catch(() => undefined);
  }

  private set(patch: Partial<PlayerState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
