/**
 * Reading events (SESSION-08 … SESSION-12): what the article page reports about a reading, sent in
 * batches to `POST /api/v2/event-records/batch/`. One internal schema, bounded in every field; the
 * server stores each event once (its `id` is the page's own) under the reader's pseudonym.
 */
import { z } from 'zod';
import { IsoDateTime } from '../input.js';

/** The scroll-depth milestones, in percent (SESSION-09). */
export const SCROLL_MILESTONES = [0, 25, 50, 75, 100] as const;
export type ScrollMilestone = (typeof SCROLL_MILESTONES)[number];

/** SESSION-10: the scroll handler waits this long after the last scroll before it measures. */
export const SCROLL_DEBOUNCE_MS = 75;

/** At most this many events in one batch; the page sends sooner when it has this many. */
export const EVENT_BATCH_MAX = 50;

export const READING_EVENT_NAMES = ['user_article_viewed', 'scroll_depth_read', 'error_impression', 'user_action'] as const;
export type ReadingEventName = (typeof READING_EVENT_NAMES)[number];

/** SESSION-12: the kinds of control a user action is recorded on. */
export const USER_ACTION_KINDS = ['button', 'tab', 'question', 'answers', 'read_aloud', 'choice', 'link'] as const;
export type UserActionKind = (typeof USER_ACTION_KINDS)[number];

const Id = z.number().int().positive().max(2_147_483_647);

const EventBase = z.object({
  /** The page's own id for the event: sent twice, stored once. */
  id: z.uuid(),
  content_id: Id,
  level_id: Id.nullable().default(null),
  assignment_id: Id.nullable().default(null),
  occurred_at: IsoDateTime,
});

const Label = z.string().trim().min(1).max(80);

/** SESSION-08: the page view, with the content type and id. */
export const UserArticleViewed = EventBase.extend({
  name: z.literal('user_article_viewed'),
  content_type: z.enum(['article', 'video']),
});

/** SESSION-09: a scroll-depth milestone reached. */
export const ScrollDepthRead = EventBase.extend({
  name: z.literal('scroll_depth_read'),
  depth: z.literal(SCROLL_MILESTONES),
});

/** SESSION-11: an access error the reader saw: its code and description. */
export const ErrorImpression = EventBase.extend({
  name: z.literal('error_impression'),
  error_code: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, 'An error code is letters, digits, dots, dashes and underscores.'),
  description: z.string().trim().min(1).max(300),
});

/** SESSION-12: a control used: its kind and its accessible name (the label a reader sees). */
export const UserAction = EventBase.extend({
  name: z.literal('user_action'),
  kind: z.enum(USER_ACTION_KINDS),
  control: Label,
});

export const ReadingEvent = z.discriminatedUnion('name', [UserArticleViewed, ScrollDepthRead, ErrorImpression, UserAction]);
export type ReadingEvent = z.infer<typeof ReadingEvent>;
/** An event as the page builds it (before the defaults). */
export type ReadingEventInput = z.input<typeof ReadingEvent>;

export const ReadingEventBatch = z.object({ events: z.array(ReadingEvent).min(1).max(EVENT_BATCH_MAX) });
export type ReadingEventBatch = z.infer<typeof ReadingEventBatch>;

export const ReadingEventsStored = z.object({
  /** Events stored by this call (a repeated event is not stored again). */
  stored: z.number().int().min(0),
});

/** The milestones a reading at `percent` has reached (0 is reached by opening the page). */
export function milestonesReached(percent: number): ScrollMilestone[] {
  const p = Number.isFinite(percent) ? percent : 0;
  return SCROLL_MILESTONES.filter((m) => m <= p);
}

/**
 * How far down the text a reader has seen, in percent: the bottom of the window against the
 * bottom of the text. A text that fits in the window is read to 100 % at once.
 */
export function scrollPercent(m: { scrollTop: number; viewportHeight: number; textTop: number; textHeight: number }): number {
  if (m.textHeight <= 0) return 0;
  const seen = m.scrollTop + m.viewportHeight - m.textTop;
  return Math.max(0, Math.min(100, (seen / m.textHeight) * 100));
}
