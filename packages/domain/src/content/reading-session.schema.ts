import { z } from 'zod';

/**
 * The reading-session socket (SESSION-01 … SESSION-07): one WebSocket per open article page. The
 * page says who reads what (SESSION-01), then reports its elapsed time, idle and wakeup (SESSION-02,
 * SESSION-03) and how many clicks and keys it saw; the server acknowledges every message and tells
 * the page when its assignment changed or its level was unlocked (SESSION-07, docs/decisions.md).
 * A teacher's page may also watch who is reading the article now.
 */

export const READING_SOCKET_PATH = '/api/v3/reading-session/socket/';
export const READING_KEY_PATH = '/api/v3/reading-session/key/';

/** The spec's timings (SESSION-03, SESSION-04, SESSION-06) and the limits the server holds a socket to. */
export const READING_SESSION = {
  /** SESSION-03: no click, key, scroll or pointer movement for this long and the reader is idle. */
  idleAfterMs: 60_000,
  /** SESSION-04: reconnects after an abnormal close, each after backoffMs × the attempt number. */
  reconnectAttempts: 5,
  backoffMs: 1_500,
  /** SESSION-06: a send that fails is tried again this often, this many times. */
  sendRetryMs: 250,
  sendRetries: 5,
  /** How often an open page reports its elapsed time (and the paragraph it is at). */
  beatMs: 15_000,
  /** Clicks and keys are counted and sent at most this often. */
  inputEveryMs: 5_000,
  /** The largest message the server reads; a larger one closes the socket (1009). */
  maxMessageBytes: 2_048,
  /** Messages a socket may send in a window before the server closes it (4429). */
  rateWindowMs: 10_000,
  maxMessagesPerWindow: 40,
  /** How long an access key opens a socket after the page was served. */
  keyLifetimeMs: 2 * 60 * 60_000,
} as const;

/**
 * Close codes the server uses. 1000 is a normal close (SESSION-05: no reconnect); 1001 a server
 * going away (the page reconnects); the 44xx codes are refusals a reconnect with the same key
 * cannot mend: the page asks for a new key once (4402) or stops.
 */
export const READING_CLOSE = {
  normal: 1000,
  goingAway: 1001,
  tooLarge: 1009,
  /** The first message was not a hello with a key that this server signed for this user and article. */
  badKey: 4401,
  /** The key was good but is too old: ask for a new one. */
  expiredKey: 4402,
  /** The key is for another user or article, or the user may not read it. */
  forbidden: 4403,
  /** No hello within a few seconds of connecting. */
  noHello: 4408,
  tooFast: 4429,
} as const;

/** Whether the page should reconnect after this close (SESSION-04, SESSION-05). */
export function reconnectsAfter(code: number): boolean {
  if (code === READING_CLOSE.normal) return false;
  return code < 4400 || code >= 4500 || code === READING_CLOSE.expiredKey || code === READING_CLOSE.tooFast;
}

/** SESSION-04: the wait before reconnect attempt n (1-based), or null when the attempts are spent. */
export function reconnectDelay(attempt: number): number | null {
  if (attempt < 1 || attempt > READING_SESSION.reconnectAttempts) return null;
  return READING_SESSION.backoffMs * attempt;
}

const int = (max: number) => z.number().int().min(0).max(max);
const seq = int(1_000_000_000);
/** Milliseconds since the page opened: at most a day. */
const elapsed = int(86_400_000);
const dbId = z.number().int().positive().max(2_147_483_647);

/** SESSION-01: the first message on every connection (and again after a reconnect). */
export const ReadingHello = z.strictObject({
  type: z.literal('hello'),
  seq,
  key: z.string().min(16).max(400),
  content_id: z.string().regex(/^\d{1,12}$/),
  level_id: dbId,
  user_id: dbId,
  /** The page's unique id: the session the server adds to, across reconnects. */
  uid: z.uuid(),
  elapsed,
  screen: z.strictObject({ width: int(20_000), height: int(20_000) }),
  /** The number of the paragraph at the top of the reader's screen (1, 2, 3… as numbered on the page), when known. */
  paragraph: int(10_000).nullable().optional(),
  /** A teacher's page asks for "Reading now" (names of their own students only). */
  watch: z.boolean().optional(),
});
export type ReadingHello = z.infer<typeof ReadingHello>;

/** The elapsed time and where the reader is, every beatMs and when the level changes (API-16). */
export const ReadingBeat = z.strictObject({
  type: z.literal('beat'),
  seq,
  elapsed,
  level_id: dbId,
  paragraph: int(10_000).nullable(),
});

/** SESSION-02, SESSION-03: the reader went idle (no input for 60 s) or came back. */
export const ReadingIdle = z.strictObject({ type: z.literal('idle'), seq, elapsed });
export const ReadingWakeup = z.strictObject({ type: z.literal('wakeup'), seq, elapsed });

/** SESSION-02: clicks and keydowns since the last input message (counts only, never which keys). */
export const ReadingInput = z.strictObject({
  type: z.literal('input'),
  seq,
  elapsed,
  clicks: int(10_000),
  keydowns: int(10_000),
});

export const ReadingClientMessage = z.discriminatedUnion('type', [
  ReadingHello,
  ReadingBeat,
  ReadingIdle,
  ReadingWakeup,
  ReadingInput,
]);
export type ReadingClientMessage = z.infer<typeof ReadingClientMessage>;

/** A reader on "Reading now": only ever sent to the teacher of their class. */
export const ReadingNowReader = z.object({
  user_id: z.number().int(),
  name: z.string(),
  /** The number of the paragraph at the top of their screen (1, 2, 3…); null when not known. */
  paragraph: z.number().int().nullable(),
  idle: z.boolean(),
});
export type ReadingNowReader = z.infer<typeof ReadingNowReader>;

export type NoticeKind = 'assignment_changed' | 'level_unlocked';

/** SESSION-07 (decided in docs/decisions.md): what the server sends. */
export type ReadingServerMessage =
  /** Every message the server accepted; `seq` is the message's own. */
  | { type: 'ack'; seq: number }
  /** A message the server dropped (invalid or out of order); the socket stays open. */
  | { type: 'rejected'; seq: number | null; reason: string }
  /** The teacher changed the assignment this page is read under, or unlocked its level. */
  | { type: 'notice'; kind: NoticeKind; assignment_id: number; message: string }
  /** A watching teacher's page: the students of their classes reading this article now. */
  | { type: 'reading_now'; readers: ReadingNowReader[] };

export const NOTICE_TEXT: Record<NoticeKind, string> = {
  assignment_changed: 'Your teacher changed this assignment. Reload the page to see the changes.',
  level_unlocked: 'Your teacher unlocked the reading level. You can now choose another level.',
};

export const READING_NOW_TEXT = {
  title: 'Reading now',
  none: 'No students are reading this article right now.',
  count: (n: number) => (n === 1 ? '1 student is reading' : `${n} students are reading`),
  paragraph: (p: number | null) => (p === null || p < 1 ? 'At the start' : `Paragraph ${p}`),
  idle: 'Idle',
} as const;

/** `GET /api/v3/reading-session/key/?content_id=`: the access key the page's socket opens with. */
export const ReadingKeyQuery = z.strictObject({ content_id: z.string().regex(/^\d{1,12}$/) });
export const ReadingKey = z.object({
  key: z.string(),
  expires_at: z.string(),
  /** The assignment the reader reads this article under, if any. */
  assignment_id: z.number().int().nullable(),
});
export type ReadingKey = z.infer<typeof ReadingKey>;

/** API-15: `GET /api/v3/content/recommendations/?shape=card&limit=10`, the article page's load call. */
export const RecommendationsQuery = z.strictObject({
  shape: z.literal('card').optional(),
  limit: z.coerce.number().int().min(1).max(10).default(10),
});
