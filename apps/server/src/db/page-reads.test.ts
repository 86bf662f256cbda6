import { describe, expect, it } from 'vitest';
import { forgetPageReads, onePerPage, withPageReads } from './page-reads.js';

describe('reads shared by one page render', () => {
  const counter = () => {
    let calls = 0;
    return { read: async () => ++calls, calls: () => calls };
  };

  it('makes a read once per render for the same key, and once per call outside a render', async () => {
    const c = counter();
    const inside = await withPageReads(() =>
      Promise.all([onePerPage('k', c.read), onePerPage('k', c.read), onePerPage('other', c.read)]),
    );
    expect(inside[0]).toBe(inside[1]);
    expect(c.calls()).toBe(2);
    await onePerPage('k', c.read);
    await onePerPage('k', c.read);
    expect(c.calls()).toBe(4);
  });

  it('shares nothing between two renders, even at the same time', async () => {
    const c = counter();
    const [a, b] = await Promise.all([
      withPageReads(() => onePerPage('k', c.read)),
      withPageReads(() => onePerPage('k', c.read)),
    ]);
    expect(a).not.toBe(b);
    expect(c.calls()).toBe(2);
  });

  it('reads again after a write for the page, and after a failed read', async () => {
    const c = counter();
    let fail = true;
    await withPageReads(async () => {
      await onePerPage('k', c.read);
      forgetPageReads();
      await onePerPage('k', c.read);
      await expect(
        onePerPage('bad', async () => {
          if (fail) throw new Error('lost connection');
          return 1;
        }),
      ).rejects.toThrow('lost connection');
      fail = false;
      expect(await onePerPage('bad', async () => (fail ? 0 : 1))).toBe(1);
    });
    expect(c.calls()).toBe(2);
  });
});
