import { describe, expect, it, vi } from 'vitest';
import type { ReadingEventInput } from '@lectern/domain';
import { EventQueue } from './event-queue.js';
import { userActionOf } from './reading-events.js';

const event = (n: number): ReadingEventInput => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: 'scroll_depth_read',
  depth: 0,
  content_id: 1,
  occurred_at: '2026-11-27T00:00:00.000Z',
});

describe('the reading-event queue', () => {
  it('SESSION-08 sends in batches of at most 50, at once when a batch is full', async () => {
    const post = vi.fn(async (_events: ReadingEventInput[], _keepalive: boolean) => 202);
    const q = new EventQueue(post);
    for (let i = 0; i < 120; i++) q.push(event(i));
    await Promise.resolve();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![0]).toHaveLength(50);
    await q.flush(false);
    await q.flush(false);
    expect(post.mock.calls.map((c) => c[0].length)).toEqual([50, 50, 20]);
    expect(q.pending()).toBe(0);
  });

  it('SESSION-08 keeps a batch the server did not take for the next send, and drops one it refused as wrong', async () => {
    const answers = [0, 503, 202, 400];
    const post = vi.fn(async (_events: ReadingEventInput[], _keepalive: boolean) => answers.shift()!);
    const q = new EventQueue(post);
    q.push(event(1));
    await q.flush(false);
    expect(q.pending()).toBe(1);
    await q.flush(false);
    expect(q.pending()).toBe(1);
    await q.flush(false);
    expect(q.pending()).toBe(0);
    q.push(event(2));
    await q.flush(false);
    expect(q.pending()).toBe(0);
    expect(post).toHaveBeenCalledTimes(4);
  });

  it('SESSION-08 on page hide sends everything at once with keepalive', async () => {
    const post = vi.fn(async (_events: ReadingEventInput[], _keepalive: boolean) => 202);
    const q = new EventQueue(post);
    for (let i = 0; i < 70; i++) q.push(event(i));
    post.mockClear();
    await q.flush(true);
    expect(post.mock.calls.every((c) => c[1])).toBe(true);
    expect(q.pending()).toBe(0);
  });
});

describe('user actions', () => {
  const button = (html: string) => {
    document.body.innerHTML = html;
    return document.body.querySelector('[data-t]')!;
  };
  it('SESSION-12 names the control used and its kind: tabs, questions, answers, read-aloud, menu choices, buttons', () => {
    expect(userActionOf(button('<div role="tablist"><span role="tab" data-t>Quiz</span></div>'))).toEqual({
      kind: 'tab',
      control: 'Quiz',
    });
    expect(userActionOf(button('<button data-t>Next question</button>'))).toEqual({ kind: 'question', control: 'Next question' });
    expect(userActionOf(button('<button data-t>Show answers</button>'))).toEqual({ kind: 'answers', control: 'Show answers' });
    expect(userActionOf(button('<button aria-label="Pause" data-t>❚❚</button>'))).toEqual({
      kind: 'read_aloud',
      control: 'Pause',
    });
    expect(userActionOf(button('<div role="menu"><div role="menuitemradio" data-t>1.5x</div></div>'))).toEqual({
      kind: 'read_aloud',
      control: '1.5x',
    });
    expect(userActionOf(button('<div role="menuitemradio" data-t>Large</div>'))).toEqual({ kind: 'choice', control: 'Large' });
    expect(userActionOf(button('<button data-t><span>Print</span></button>').querySelector('span'))).toEqual({
      kind: 'button',
      control: 'Print',
    });
    expect(userActionOf(button('<p data-t>Just text</p>'))).toBeNull();
    expect(userActionOf(button('<div data-no-track><button data-t>Secret</button></div>'))).toBeNull();
  });
});
