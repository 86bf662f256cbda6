import { describe, expect, it } from 'vitest';
import {
  DEFAULT_READ_ALOUD_SPEED,
  jumpBackTarget,
  markAt,
  READ_ALOUD_SPEEDS,
  readAloudChunks,
  SPEECH_TEXT_MAX,
  SpeechRequest,
  wordsOf,
} from './read-aloud.js';
import type { ArticleLevel } from '../content/content-api.schema.js';

const level = (over: Partial<ArticleLevel> = {}) =>
  ({
    title: 'Volcanoes Build Islands',
    byline: '',
    author: 'Lectern staff',
    display_published_at: '2026-03-04T00:00:00Z',
    body: [
      { kind: 'heading', text: 'Fire under the sea' },
      { kind: 'paragraph', text: 'Hot rock rises.' },
    ],
    ...over,
  }) as ArticleLevel;

describe('read-aloud chunks (AUDIO-15, AUDIO-16)', () => {
  it('AUDIO-16 reads the title, "By {author}" without a byline, "Published {date}", then the blocks in order', () => {
    expect(readAloudChunks(level())).toEqual([
      { text: 'Volcanoes Build Islands', identifier: 'title' },
      { text: 'By Lectern staff', identifier: 'byline' },
      { text: 'Published 03/04/2026', identifier: 'published' },
      { text: 'Fire under the sea', identifier: 'block-0' },
      { text: 'Hot rock rises.', identifier: 'block-1' },
    ]);
  });

  it('AUDIO-16 uses the byline when there is one, and skips empty blocks', () => {
    const chunks = readAloudChunks(level({ byline: 'By Ana Ruiz, adapted', body: [{ kind: 'paragraph', text: '  ' }] }));
    expect(chunks.map((c) => c.text)).toEqual(['Volcanoes Build Islands', 'By Ana Ruiz, adapted', 'Published 03/04/2026']);
  });
});

describe('read-aloud player rules', () => {
  it('AUDIO-05 jump back: within 3,000 ms (inclusive) of the start goes to the previous chunk, else restarts this one', () => {
    expect(jumpBackTarget(3, 3000)).toEqual({ chunkIndex: 2, positionMs: 0 });
    expect(jumpBackTarget(3, 0)).toEqual({ chunkIndex: 2, positionMs: 0 });
    expect(jumpBackTarget(3, 3001)).toEqual({ chunkIndex: 3, positionMs: 0 });
    expect(jumpBackTarget(0, 1000)).toEqual({ chunkIndex: 0, positionMs: 0 });
  });

  it('AUDIO-07 AUDIO-08 speeds: 25 % "1x" … 100 % "4x", default 100 %, each slower than the next', () => {
    expect(READ_ALOUD_SPEEDS.map((s) => [s.value, s.label])).toEqual([
      [25, '1x'],
      [50, '2x'],
      [75, '3x'],
      [100, '4x'],
    ]);
    expect(DEFAULT_READ_ALOUD_SPEED).toBe(100);
    const rates = READ_ALOUD_SPEEDS.map((s) => s.wordsPerMinute);
    expect([...rates].sort((a, b) => a - b)).toEqual(rates);
  });

  it('AUDIO-13 the word spoken at a moment is the last mark that has started', () => {
    const marks = [0, 400, 900].map((time, i) => ({ type: 'word' as const, value: `w${i}`, time, start: i * 3 }));
    expect([markAt(marks, -1), markAt(marks, 0), markAt(marks, 399), markAt(marks, 400), markAt(marks, 5000)]).toEqual([
      -1, 0, 0, 1, 2,
    ]);
    expect(markAt([], 100)).toBe(-1);
  });

  it('splits a text into words with their offsets', () => {
    expect(wordsOf('  Hot rock, rises.')).toEqual([
      { value: 'Hot', start: 2 },
      { value: 'rock,', start: 6 },
      { value: 'rises.', start: 12 },
    ]);
  });
});

describe('API-35 the speech request', () => {
  it('accepts text, a read-aloud language and a listed speed', () => {
    expect(SpeechRequest.parse({ text: ' Hello ', language: 'es', speed: 25 })).toEqual({
      text: 'Hello',
      language: 'es',
      speed: 25,
    });
  });

  it.each([
    [{ text: '', language: 'en', speed: 100 }, 'Send some text to read aloud.'],
    [{ text: 'x'.repeat(SPEECH_TEXT_MAX + 1), language: 'en', speed: 100 }, 'Send at most 3,000 characters at a time.'],
    [{ text: 'Hi', language: 'fr', speed: 100 }, 'Choose a language that is read aloud: en or es.'],
    [{ text: 'Hi', language: 'en', speed: 60 }, 'Choose a speed of 25, 50, 75, 100.'],
    [{ text: 'Hi', language: 'en', speed: 100, voice: 'x' }, 'Unrecognized key: "voice"'],
  ])('refuses %j with a clear message', (body, message) => {
    const result = SpeechRequest.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});
