import { describe, expect, it } from 'vitest';
import {
  READING_CLOSE,
  ReadingClientMessage,
  READING_NOW_TEXT,
  reconnectDelay,
  reconnectsAfter,
  RecommendationsQuery,
} from './reading-session.schema.js';

const hello = {
  type: 'hello',
  seq: 1,
  key: 'a'.repeat(40),
  content_id: '42',
  level_id: 7,
  user_id: 3,
  uid: '4f8b3c2a-1d2e-4f5a-9b6c-7d8e9f0a1b2c',
  elapsed: 0,
  screen: { width: 1280, height: 800 },
};

describe('reading-session messages', () => {
  it('SESSION-01 a hello carries the key, level, content, elapsed time, user, unique id and screen size', () => {
    expect(ReadingClientMessage.parse(hello)).toMatchObject({ type: 'hello', content_id: '42', screen: { width: 1280 } });
    for (const field of ['key', 'level_id', 'content_id', 'elapsed', 'user_id', 'uid', 'screen'] as const) {
      const without: Record<string, unknown> = { ...hello };
      delete without[field];
      expect(ReadingClientMessage.safeParse(without).success, field).toBe(false);
    }
  });

  it('SESSION-01 refuses what is out of bounds or unknown: extra fields, negative or huge numbers, a bad id', () => {
    expect(ReadingClientMessage.safeParse({ ...hello, extra: 1 }).success).toBe(false);
    expect(ReadingClientMessage.safeParse({ ...hello, uid: 'not-a-uuid' }).success).toBe(false);
    expect(ReadingClientMessage.safeParse({ ...hello, content_id: '12abc' }).success).toBe(false);
    expect(ReadingClientMessage.safeParse({ ...hello, elapsed: 86_400_001 }).success).toBe(false);
    expect(ReadingClientMessage.safeParse({ ...hello, key: 'x'.repeat(401) }).success).toBe(false);
    expect(ReadingClientMessage.safeParse({ type: 'shout', seq: 1 }).success).toBe(false);
  });

  it('SESSION-02 idle, wakeup, clicks and keydowns (counts only), and the beat with the level', () => {
    expect(ReadingClientMessage.safeParse({ type: 'idle', seq: 2, elapsed: 60_000 }).success).toBe(true);
    expect(ReadingClientMessage.safeParse({ type: 'wakeup', seq: 3, elapsed: 61_000 }).success).toBe(true);
    expect(ReadingClientMessage.safeParse({ type: 'input', seq: 4, elapsed: 5, clicks: 2, keydowns: 9 }).success).toBe(true);
    expect(ReadingClientMessage.safeParse({ type: 'input', seq: 4, elapsed: 5, clicks: -1, keydowns: 0 }).success).toBe(false);
    expect(ReadingClientMessage.safeParse({ type: 'input', seq: 4, elapsed: 5, clicks: 1, keydowns: 0, key: 'a' }).success).toBe(
      false,
    );
    expect(ReadingClientMessage.safeParse({ type: 'beat', seq: 5, elapsed: 15_000, level_id: 7, paragraph: 4 }).success).toBe(
      true,
    );
  });

  it('SESSION-04 SESSION-05 reconnect 1,500 ms × the attempt, 5 times; never after 1000 or a refused key', () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([1500, 3000, 4500, 6000, 7500, null]);
    expect(reconnectsAfter(READING_CLOSE.normal)).toBe(false);
    expect(reconnectsAfter(1006)).toBe(true);
    expect(reconnectsAfter(READING_CLOSE.goingAway)).toBe(true);
    expect(reconnectsAfter(READING_CLOSE.expiredKey)).toBe(true);
    expect(reconnectsAfter(READING_CLOSE.badKey)).toBe(false);
    expect(reconnectsAfter(READING_CLOSE.forbidden)).toBe(false);
  });

  it('SESSION-07 "Reading now" words, and API-15 at most 10 cards', () => {
    expect(READING_NOW_TEXT.count(1)).toBe('1 student is reading');
    expect(READING_NOW_TEXT.count(3)).toBe('3 students are reading');
    expect(READING_NOW_TEXT.paragraph(4)).toBe('Paragraph 4');
    expect(READING_NOW_TEXT.paragraph(null)).toBe('At the start');
    expect(RecommendationsQuery.parse({ shape: 'card', limit: '10' }).limit).toBe(10);
    expect(RecommendationsQuery.safeParse({ limit: '11' }).success).toBe(false);
  });
});
