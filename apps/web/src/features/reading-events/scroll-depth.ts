import { milestonesReached, SCROLL_DEBOUNCE_MS, type ScrollMilestone } from '@lectern/domain';

/** The timer functions the tracker uses (the page's, or a test's fake ones). */
export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

/**
 * SESSION-09, SESSION-10: reports each scroll-depth milestone (0, 25, 50, 75, 100 %) once, the
 * first time the reader gets there. Scrolls are debounced: the depth is measured 75 ms after the
 * last scroll event, so a fling measures once, where it stops.
 */
export function createScrollDepthTracker(opts: {
  /** How far down the text the reader has seen, in percent. */
  measure: () => number;
  onMilestone: (depth: ScrollMilestone) => void;
  timers?: Timers;
  delayMs?: number;
}) {
  const timers: Timers = opts.timers ?? {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  };
  const delay = opts.delayMs ?? SCROLL_DEBOUNCE_MS;
  const reported = new Set<ScrollMilestone>();
  let pending: unknown = null;

  const check = () => {
    pending = null;
    for (const m of milestonesReached(opts.measure())) {
      if (reported.has(m)) continue;
      reported.add(m);
      opts.onMilestone(m);
    }
  };

  return {
    /** Measures now: the page calls it once on opening (0 %, and more when the text fits the window). */
    check,
    /** The scroll (and resize) handler: waits for the scrolling to pause. */
    onScroll() {
      if (pending !== null) timers.clearTimeout(pending);
      pending = timers.setTimeout(check, delay);
    },
    /** The milestones reported so far. */
    reported: () => [...reported].sort((a, b) => a - b),
    dispose() {
      if (pending !== null) timers.clearTimeout(pending);
      pending = null;
    },
  };
}
