import { describe, expect, it } from 'vitest';
import { findPage, matchPage } from './page-routes.js';

describe('findPage', () => {
  it('answers a path whose parameters its page cannot show as unknown, like a path that matches nothing (PLAT-42)', () => {
    for (const path of [
      '/view/nope',
      '/grading/nope',
      '/assignment/nope',
      '/challenges/garbage',
      '/challenges/2026-13',
      '/challenges/topics/GARBAGE',
      '/challenges/no/such/page',
      '/no-such-page',
    ])
      expect(findPage(path), path).toBeUndefined();
    // The table still knows which section such a path belongs to.
    expect(matchPage('/challenges/garbage')?.path).toBe('/challenges/:challengeId');
  });

  it('finds the page for parameters it can show', () => {
    expect(findPage('/view/12')?.path).toBe('/view/:contentId');
    expect(findPage('/grading/12')?.path).toBe('/grading/:contentId');
    expect(findPage('/assignment/5416cb78f1e5')?.path).toBe('/assignment/:contentId');
    expect(findPage('/challenges/2026-10')?.path).toBe('/challenges/:challengeId');
    expect(findPage('/challenges/topics/SCIENCE')?.path).toBe('/challenges/topics/:topicId');
    expect(findPage('/challenges/history')?.path).toBe('/challenges/history');
  });
});
