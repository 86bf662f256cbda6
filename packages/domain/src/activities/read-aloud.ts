/**
 * Read-aloud (AUDIO-01…21, API-35): the text chunks an article is read in, the speeds, the speech
 * request and answer, and the rules the player follows. The server synthesizes each chunk; the
 * browser plays it and highlights each word as its mark comes up.
 */
import { z } from 'zod';
import type { ArticleLevel } from '../content/content-api.schema.js';
import { formatDate } from '../content/display.js';

/**
 * AUDIO-07 speeds; AUDIO-08 (OPEN, values not shown) decided here: the percentage is of the
 * normal speaking rate, 175 words a minute, so "4x" (100 %, the default) is ordinary speech and
 * "1x" (25 %) is the slowest a young reader would follow. eSpeak's rate is in words a minute and
 * takes 80 to 450; below 100 the words stretch rather than pause, so 25 % is 100 words a minute.
 */
export const READ_ALOUD_SPEEDS = [
  { value: 25, label: '1x', wordsPerMinute: 100 },
  { value: 50, label: '2x', wordsPerMinute: 125 },
  { value: 75, label: '3x', wordsPerMinute: 150 },
  { value: 100, label: '4x', wordsPerMinute: 175 },
] as const;
export type ReadAloudSpeed = (typeof READ_ALOUD_SPEEDS)[number]['value'];
export const DEFAULT_READ_ALOUD_SPEED: ReadAloudSpeed = 100;
export const wordsPerMinuteOf = (speed: ReadAloudSpeed) => READ_ALOUD_SPEEDS.find((s) => s.value === speed)!.wordsPerMinute;

/** The languages read aloud, each by a voice of its own (Spanish levels by a Spanish voice). */
export const READ_ALOUD_LANGUAGES = ['en', 'es'] as const;
export type ReadAloudLanguage = (typeof READ_ALOUD_LANGUAGES)[number];

/** Longest text one request may ask to hear: the longest paragraph of the corpus is under 1,500. */
export const SPEECH_TEXT_MAX = 3000;

export const READ_ALOUD_TEXT = {
  /** AUDIO-18 */
  noAudio: 'Your browser does not support the audio element for read aloud mode.',
  /** CFU-02 */
  blocked: 'Exit listen mode and complete the checks for understanding quiz to continue.',
  listen: 'Listen',
} as const;

/** API-35: POST /api/v3/text-to-speech/. */
export const SpeechRequest = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, 'Send some text to read aloud.')
    .max(SPEECH_TEXT_MAX, `Send at most ${SPEECH_TEXT_MAX.toLocaleString('en')} characters at a time.`),
  language: z.enum(READ_ALOUD_LANGUAGES, { error: 'Choose a language that is read aloud: en or es.' }),
  speed: z.union(
    READ_ALOUD_SPEEDS.map((s) => z.literal(s.value)),
    { error: `Choose a speed of ${READ_ALOUD_SPEEDS.map((s) => s.value).join(', ')}.` },
  ),
});
export type SpeechRequest = z.infer<typeof SpeechRequest>;

/** AUDIO-14: a word's mark; `time` in ms from the start of the chunk's audio, `start` the offset in its text. */
export const SpeechMark = z.object({
  type: z.literal('word'),
  value: z.string(),
  time: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
});
export type SpeechMark = z.infer<typeof SpeechMark>;

export const SpeechData = z.object({ download_url: z.string(), speech_marks: z.array(SpeechMark) });
export type SpeechData = z.infer<typeof SpeechData>;
export const SpeechResponse = z.object({ data: SpeechData });
export type SpeechResponse = z.infer<typeof SpeechResponse>;

/** AUDIO-15: a piece of the article read in one go; `identifier` names where it sits on the page. */
export interface ReadAloudChunk {
  text: string;
  /** "title", "byline", "published", or "block-{index}" for the body's blocks. */
  identifier: string;
  offset?: number;
}

/**
 * AUDIO-16: the title, the byline (or "By {author}"), "Published {date}", then the body's blocks
 * in order. Power words are words of the text, marked nowhere in the body sent to the page, so
 * nothing is there to remove; a block held back by a check (CFU-01) is not in `body` at all.
 */
export function readAloudChunks(level: ArticleLevel): ReadAloudChunk[] {
  const chunks: ReadAloudChunk[] = [
    { text: level.title, identifier: 'title' },
    { text: level.byline || `By ${level.author}`, identifier: 'byline' },
    { text: `Published ${formatDate(level.display_published_at)}`, identifier: 'published' },
    ...level.body.map((b, i) => ({ text: b.text, identifier: `block-${i}` })),
  ];
  return chunks.filter((c) => c.text.trim() !== '');
}

/** AUDIO-05: within 3,000 ms of a chunk's start (inclusive), jump back goes to the previous chunk. */
export const JUMP_BACK_MS = 3000;
export function jumpBackTarget(chunkIndex: number, positionMs: number): { chunkIndex: number; positionMs: 0 } {
  if (positionMs <= JUMP_BACK_MS && chunkIndex > 0) return { chunkIndex: chunkIndex - 1, positionMs: 0 };
  return { chunkIndex, positionMs: 0 };
}

/** The mark being spoken at a moment of the chunk's audio: the last one that has started, or -1. */
export function markAt(marks: readonly SpeechMark[], positionMs: number): number {
  let lo = 0;
  let hi = marks.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (marks[mid]!.time <= positionMs) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The words of a text with their offsets, as the speech engine marks them (runs of non-space). */
export function wordsOf(text: string): { value: string; start: number }[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({ value: m[0], start: m.index }));
}
