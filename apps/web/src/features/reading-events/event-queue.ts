import { CSRF_COOKIE, EVENT_BATCH_MAX, type ReadingEventInput } from '@lectern/domain';

const ENDPOINT = '/api/v2/event-records/batch/';
/** The page sends what it has this often, and at once when a batch is full or the page is hidden. */
export const FLUSH_EVERY_MS = 5000;
/** Events kept for a retry while the server cannot be reached; the oldest go first beyond this. */
const KEEP_AT_MOST = 500;

function csrfToken(): string {
  const m = document.cookie.match(new RegExp(`(?:^|; )${CSRF_COOKIE}=([^;]*)`));
  return m ? decodeURIComponent(m[1]!) : '';
}

type Post = (events: ReadingEventInput[], keepalive: boolean) => Promise<number>;

/**
 * The post of one batch. `keepalive` lets the request outlive the page (as sendBeacon does) while
 * it still carries the CSRF header that every cookie-authenticated write needs; sendBeacon cannot
 * set headers. Answers the status (0: not reached).
 */
const postBatch: Post = async (events, keepalive) => {
  try {
    const res = await fetch(ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive,
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrftoken': csrfToken() },
      body: JSON.stringify({ events }),
    });
    return res.status;
  } catch {
    return 0;
  }
};

/**
 * The page's reading events, sent in batches of at most 50: every few seconds, when a batch is
 * full, and when the page is hidden or left. A batch the server did not take (no connection, a
 * 5xx, a 429) is sent again with the next one; events carry their own ids, so a batch that did
 * arrive although its answer was lost is stored once. A batch the server refuses as wrong (4xx)
 * is dropped: sending it again would not make it right.
 */
export class EventQueue {
  private queue: ReadingEventInput[] = [];
  private inFlight = false;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly post: Post = postBatch) {}

  start() {
    if (this.timer || typeof window === 'undefined') return;
    this.timer = setInterval(() => void this.flush(false), FLUSH_EVERY_MS);
    window.addEventListener('pagehide', this.onHide);
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (typeof window === 'undefined') return;
    window.removeEventListener('pagehide', this.onHide);
    document.removeEventListener('visibilitychange', this.onVisibility);
    void this.flush(true);
  }

  push(event: ReadingEventInput) {
    this.queue.push(event);
    if (this.queue.length > KEEP_AT_MOST) this.queue.splice(0, this.queue.length - KEEP_AT_MOST);
    if (this.queue.length >= EVENT_BATCH_MAX) void this.flush(false);
  }

  pending() {
    return this.queue.length;
  }

  async flush(keepalive: boolean) {
    if (this.inFlight && !keepalive) return;
    // On the way out, everything goes now, batch after batch, without waiting for answers.
    if (keepalive) {
      while (this.queue.length) void this.post(this.queue.splice(0, EVENT_BATCH_MAX), true);
      return;
    }
    if (!this.queue.length) return;
    this.inFlight = true;
    const batch = this.queue.splice(0, EVENT_BATCH_MAX);
    try {
      const status = await this.post(batch, false);
      if (status === 0 || status === 429 || status >= 500) this.queue.unshift(...batch);
    } finally {
      this.inFlight = false;
    }
  }

  private onHide = () => void this.flush(true);
  private onVisibility = () => {
    if (document.visibilityState === 'hidden') void this.flush(true);
  };
}
