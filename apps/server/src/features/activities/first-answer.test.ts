import { describe, expect, it } from 'vitest';
import { firstAnswerInFlight } from './first-answer.js';

const later = <T>(value: T, ms = 10) => new Promise<T>((r) => setTimeout(() => r(value), ms));

describe('firstAnswerInFlight (API-18: one attempt per quiz under a double submit)', () => {
  it('runs the work once for two submits at the same moment; the second answers from the first as a duplicate', async () => {
    const once = firstAnswerInFlight<{ created: boolean; id: number }>();
    let runs = 0;
    const work = () => (runs++, later({ created: true, id: 7 }));
    const dup = (first: { created: boolean; id: number }) => ({ ...first, created: false });
    const [a, b] = await Promise.all([once('s1:q1', work, dup), once('s1:q1', work, dup)]);
    expect(runs).toBe(1);
    expect([a, b]).toEqual([
      { created: true, id: 7 },
      { created: false, id: 7 },
    ]);
  });

  it('keeps different students and different quizzes apart, and forgets work once it is done', async () => {
    const once = firstAnswerInFlight<string>();
    let runs = 0;
    const work = (v: string) => () => (runs++, later(v));
    const dup = (v: string) => `dup:${v}`;
    const got = await Promise.all([once('s1:q1', work('a'), dup), once('s2:q1', work('b'), dup), once('s1:q2', work('c'), dup)]);
    expect(got).toEqual(['a', 'b', 'c']);
    expect(await once('s1:q1', work('d'), dup)).toBe('d');
    expect(runs).toBe(4);
  });

  it('tries a duplicate on its own when the first failed, and passes its own failure on', async () => {
    const once = firstAnswerInFlight<string>();
    const failing = () => later(null).then(() => Promise.reject(new Error('database unavailable')));
    const first = once('s1:q1', failing, (v) => v);
    const second = once(
      's1:q1',
      () => later('stored'),
      (v) => `dup:${v}`,
    );
    await expect(first).rejects.toThrow('database unavailable');
    expect(await second).toBe('stored');
  });
});
