import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READING_CLOSE } from '@lectern/domain';
import { ReadingSocket, socketUrl, type SocketLike } from './socket.js';

/** A socket that opens when told to and records what is sent. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  failSends = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  send(data: string) {
    if (this.failSends > 0) {
      this.failSends--;
      throw new Error('send failed');
    }
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server (or the network) closes it. */
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
let gaveUp: number[];

function start(extra: Partial<ConstructorParameters<typeof ReadingSocket>[0]> = {}) {
  const rs = new ReadingSocket({
    url: 'ws://lectern.test/api/v3/reading-session/socket/',
    hello: () => ({ type: 'hello', key: 'k' }),
    onMessage: () => undefined,
    onGiveUp: (code) => gaveUp.push(code),
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    ...extra,
  });
  rs.start();
  return rs;
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  gaveUp = [];
});
afterEach(() => vi.useRealTimers());

describe('the reading-session socket', () => {
  it('SESSION-01 says hello on every connection, with a sequence number', () => {
    start();
    sockets[0]!.open();
    expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ type: 'hello', key: 'k', seq: 1 });
    expect(socketUrl({ protocol: 'https:', host: 'lectern.test' })).toBe('wss://lectern.test/api/v3/reading-session/socket/');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/v3/reading-session/socket/');
  });

  it('SESSION-04 reconnects after an abnormal close, 1,500 ms × the attempt number, up to 5 times', () => {
    start();
    sockets[0]!.open();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const before = sockets.length;
      sockets.at(-1)!.drop(1006);
      const wait = 1500 * attempt;
      vi.advanceTimersByTime(wait - 1);
      expect(sockets.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(sockets.length).toBe(before + 1);
      waits.push(wait);
    }
    expect(waits).toEqual([1500, 3000, 4500, 6000, 7500]);
    // The sixth abnormal close in a row: no more attempts.
    sockets.at(-1)!.drop(1006);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(6);
    expect(gaveUp).toEqual([1006]);
  });

  it('SESSION-04 a connection that opened starts the count again', () => {
    start();
    sockets[0]!.drop(1006);
    vi.advanceTimersByTime(1500);
    sockets[1]!.drop(1006);
    vi.advanceTimersByTime(3000);
    sockets[2]!.open();
    sockets[2]!.drop(1001);
    vi.advanceTimersByTime(1499);
    expect(sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(4);
    expect(JSON.parse(sockets[2]!.sent[0] ?? '{}').type).toBe('hello');
  });

  it('SESSION-05 a normal close (1000) is not followed by a reconnect', () => {
    start();
    sockets[0]!.open();
    sockets[0]!.drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(gaveUp).toEqual([1000]);
  });

  it('SESSION-05 a refused key (4401) ends it; an expired key (4402) is renewed before the reconnect', async () => {
    start();
    sockets[0]!.drop(READING_CLOSE.badKey);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    const renewKey = vi.fn(() => Promise.resolve());
    sockets = [];
    start({ renewKey });
    sockets[0]!.drop(READING_CLOSE.expiredKey);
    await vi.advanceTimersByTimeAsync(1500);
    expect(renewKey).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
  });

  it('SESSION-05 the page leaving closes with 1000 and cancels a pending reconnect', () => {
    const rs = start();
    sockets[0]!.open();
    rs.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    const again = start();
    sockets[1]!.drop(1006);
    again.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('SESSION-06 a failed send is tried again every 250 ms, up to 5 times', () => {
    const rs = start();
    const socket = sockets[0]!;
    socket.open();
    socket.failSends = 3;
    rs.send({ type: 'idle', elapsed: 60_000 });
    expect(socket.sent).toHaveLength(1); // the hello
    vi.advanceTimersByTime(249);
    expect(socket.sent).toHaveLength(1);
    vi.advanceTimersByTime(1); // retry 1 fails
    vi.advanceTimersByTime(250); // retry 2 fails
    expect(socket.sent).toHaveLength(1);
    vi.advanceTimersByTime(250); // retry 3 succeeds
    expect(socket.sent.map((d) => JSON.parse(d).type)).toEqual(['hello', 'idle']);
  });

  it('SESSION-06 a send that keeps failing is given up after the fifth retry', () => {
    const rs = start();
    const socket = sockets[0]!;
    socket.open();
    socket.failSends = 100;
    rs.send({ type: 'wakeup', elapsed: 61_000 });
    vi.advanceTimersByTime(250 * 5);
    expect(socket.failSends).toBe(100 - 6);
    vi.advanceTimersByTime(10_000);
    expect(socket.failSends).toBe(100 - 6);
  });

  it('SESSION-06 a message sent before the socket opens goes once it is open (within the retries)', () => {
    const rs = start();
    rs.send({ type: 'input', elapsed: 10, clicks: 1, keydowns: 0 });
    vi.advanceTimersByTime(500);
    sockets[0]!.open();
    vi.advanceTimersByTime(250);
    expect(sockets[0]!.sent.map((d) => JSON.parse(d).type)).toEqual(['hello', 'input']);
  });
});
