import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScrollDepthTracker } from './scroll-depth.js';

describe('scroll-depth milestones', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(start = 0) {
    let depth = start;
    const seen: number[] = [];
    const tracker = createScrollDepthTracker({ measure: () => depth, onMilestone: (m) => seen.push(m) });
    return { tracker, seen, scrollTo: (d: number) => ((depth = d), tracker.onScroll()) };
  }

  it('SESSION-09 reports 0 on opening and 25, 50, 75 and 100 as the reader gets there, each once', () => {
    const { tracker, seen, scrollTo } = setup();
    tracker.check();
    expect(seen).toEqual([0]);
    scrollTo(30);
    vi.advanceTimersByTime(75);
    expect(seen).toEqual([0, 25]);
    scrollTo(10);
    vi.advanceTimersByTime(75);
    scrollTo(80);
    vi.advanceTimersByTime(75);
    expect(seen).toEqual([0, 25, 50, 75]);
    scrollTo(100);
    vi.advanceTimersByTime(75);
    scrollTo(100);
    vi.advanceTimersByTime(75);
    expect(seen).toEqual([0, 25, 50, 75, 100]);
  });

  it('SESSION-09 a text that fits the window is read to 100 % on opening', () => {
    const { tracker, seen } = setup(100);
    tracker.check();
    expect(seen).toEqual([0, 25, 50, 75, 100]);
  });

  it('SESSION-10 measures 75 ms after the last scroll event, not before, and once for a burst', () => {
    const measure = vi.fn(() => 60);
    const seen: number[] = [];
    const tracker = createScrollDepthTracker({ measure, onMilestone: (m) => seen.push(m) });
    for (let i = 0; i < 10; i++) {
      tracker.onScroll();
      vi.advanceTimersByTime(50);
    }
    expect(measure).not.toHaveBeenCalled();
    vi.advanceTimersByTime(24);
    expect(measure).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(measure).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([0, 25, 50]);
  });

  it('SESSION-10 a tracker that is disposed measures nothing more', () => {
    const { tracker, seen, scrollTo } = setup();
    scrollTo(90);
    tracker.dispose();
    vi.advanceTimersByTime(500);
    expect(seen).toEqual([]);
  });
});
