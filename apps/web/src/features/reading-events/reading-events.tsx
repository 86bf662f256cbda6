import { useEffect, useRef } from 'react';
import { scrollPercent, type Me, type ReadingEventInput, type UserActionKind } from '@lectern/domain';
import { EventQueue } from './event-queue.js';
import { createScrollDepthTracker } from './scroll-depth.js';

/** One queue per page, started by the first event. */
let queue: EventQueue | null = null;
function send(event: ReadingEventInput) {
  if (!queue) {
    queue = new EventQueue();
    queue.start();
  }
  queue.push(event);
}

interface Where {
  contentId: number;
  levelId: number | null;
  assignmentId: number | null;
}

const base = (w: Where) => ({
  id: crypto.randomUUID(),
  content_id: w.contentId,
  level_id: w.levelId,
  assignment_id: w.assignmentId,
  occurred_at: new Date().toISOString(),
});

const CONTROLS =
  'button, a[href], summary, [role="button"], [role="tab"], [role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"], [role="option"], [role="radio"], [role="switch"]';

/** SESSION-12: the control a click or key press used, its kind and its accessible name; null for none. */
export function userActionOf(target: EventTarget | null): { kind: UserActionKind; control: string } | null {
  if (!(target instanceof Element)) return null;
  const el = target.closest(CONTROLS);
  if (!el || el.closest('[data-no-track]')) return null;
  const control = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
  if (!control) return null;
  const role = el.getAttribute('role');
  const kind: UserActionKind =
    role === 'tab'
      ? 'tab'
      : /\b(show|hide) (the )?answers?\b/i.test(control)
        ? 'answers'
        : /\bquestions?\b/i.test(control)
          ? 'question'
          : /^(listen|play|pause|resume|stop|rewind|skip|speed)\b|^\d+(\.\d+)?\s?x$/i.test(control) ||
              el.closest('[data-read-aloud]') !== null
            ? 'read_aloud'
            : role !== null && /^(menuitem|menuitemradio|menuitemcheckbox|option|radio|switch)$/.test(role)
              ? 'choice'
              : el.tagName === 'A'
                ? 'link'
                : 'button';
  return { kind, control };
}

/**
 * The article page's reading events (SESSION-08 … SESSION-12), drawn inside the page beside the
 * text and showing nothing: the page view, each scroll-depth milestone (debounced 75 ms) and the
 * controls the reader uses. Signed-in readers only; events go in batches (event-queue.ts).
 */
export function ReadingEvents({ me, contentId, levelId, assignmentId }: Where & { me: Me | null }) {
  const signedIn = me !== null;
  useEffect(() => {
    if (!signedIn) return;
    const where = { contentId, levelId, assignmentId };
    send({ ...base(where), name: 'user_article_viewed', content_type: 'article' });
    const tracker = createScrollDepthTracker({
      measure: () => {
        const text = document.querySelector('main article') ?? document.body;
        const box = text.getBoundingClientRect();
        return scrollPercent({
          scrollTop: window.scrollY,
          viewportHeight: window.innerHeight,
          textTop: box.top + window.scrollY,
          textHeight: box.height,
        });
      },
      onMilestone: (depth) => send({ ...base(where), name: 'scroll_depth_read', depth }),
    });
    tracker.check();
    const onScroll = () => tracker.onScroll();
    const onClick = (e: MouseEvent) => {
      const action = userActionOf(e.target);
      if (action) send({ ...base(where), name: 'user_action', ...action });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      tracker.dispose();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, [signedIn, contentId, levelId, assignmentId]);
  return null;
}

/** SESSION-11: an access error the reader was shown (its code and description), once per article and code. */
export function useErrorImpression(me: Me | null, contentId: string, error: { code: string; message: string } | null) {
  const seen = useRef<string | null>(null);
  const signedIn = me !== null;
  const code = error?.code ?? null;
  const message = error?.message ?? '';
  useEffect(() => {
    const id = Number(contentId);
    if (!signedIn || code === null || !/^\d{1,9}$/.test(contentId) || id <= 0) return;
    const key = `${contentId}:${code}`;
    if (seen.current === key) return;
    seen.current = key;
    send({
      ...base({ contentId: id, levelId: null, assignmentId: null }),
      name: 'error_impression',
      error_code: code.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 64) || 'unknown',
      description: (message || code).slice(0, 300),
    });
  }, [signedIn, contentId, code, message]);
}
