import {
  READING_CLOSE,
  READING_SESSION,
  READING_SOCKET_PATH,
  reconnectDelay,
  reconnectsAfter,
  type ReadingServerMessage,
} from '@lectern/domain';

/** The WebSocket as this client uses it (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

const OPEN = 1;

export interface ReadingSocketOptions {
  url: string;
  /** The hello to send on every connection (SESSION-01): asked afresh, with the elapsed time now. */
  hello: () => Record<string, unknown>;
  onMessage: (message: ReadingServerMessage) => void;
  /** The key has expired (4402): get a new one before the next attempt. */
  renewKey?: () => Promise<void>;
  /** The socket gave up (attempts spent, or a refusal a reconnect cannot mend). */
  onGiveUp?: (code: number) => void;
  createSocket?: (url: string) => SocketLike;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/** The socket path on this page's own origin (ws: or wss:). */
export function socketUrl(location: { protocol: string; host: string }) {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${READING_SOCKET_PATH}`;
}

/**
 * The reading-session socket of an article page. After an abnormal close it reconnects up to 5
 * times, waiting 1,500 ms × the attempt number (SESSION-04); a normal close (1000) ends it
 * (SESSION-05). A send that fails (socket not open, or throwing) is tried again every 250 ms, up
 * to 5 times (SESSION-06). Every message carries a sequence number; a reconnect says hello again.
 */
export class ReadingSocket {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private seq = 0;
  private stopped = false;
  private reconnectTimer: unknown = null;
  private readonly retryTimers = new Set<unknown>();
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  /** Connections opened so far (the first one included). */
  connections = 0;

  constructor(private readonly opts: ReadingSocketOptions) {
    this.setTimer = opts.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
    this.clearTimer = opts.clearTimeout ?? ((h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>));
  }

  start() {
    this.stopped = false;
    this.connect();
  }

  private connect() {
    if (this.stopped) return;
    const create = this.opts.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.opts.url);
    } catch {
      this.closed(1006);
      return;
    }
    this.socket = socket;
    this.connections++;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.send(this.opts.hello());
    };
    socket.onmessage = (ev) => {
      if (typeof ev.data !== 'string') return;
      try {
        this.opts.onMessage(JSON.parse(ev.data) as ReadingServerMessage);
      } catch {
        // Not ours to worry about: the page goes on.
      }
    };
    socket.onerror = () => undefined;
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.closed(ev.code);
    };
  }

  private closed(code: number) {
    if (this.stopped) return;
    if (!reconnectsAfter(code)) {
      this.stopped = true;
      this.opts.onGiveUp?.(code);
      return;
    }
    const delay = reconnectDelay(++this.attempt);
    if (delay === null) {
      this.stopped = true;
      this.opts.onGiveUp?.(code);
      return;
    }
    this.reconnectTimer = this.setTimer(() => {
      this.reconnectTimer = null;
      if (code === READING_CLOSE.expiredKey && this.opts.renewKey)
        void this.opts.renewKey().then(
          () => this.connect(),
          () => this.connect(),
        );
      else this.connect();
    }, delay);
  }

  /** Sends a message with the next sequence number; a failed send is tried again (SESSION-06). Returns its seq. */
  send(message: Record<string, unknown>): number {
    const seq = ++this.seq;
    const data = JSON.stringify({ ...message, seq });
    this.trySend(data, 0);
    return seq;
  }

  private trySend(data: string, retries: number) {
    if (this.stopped) return;
    const socket = this.socket;
    if (socket && socket.readyState === OPEN) {
      try {
        socket.send(data);
        return;
      } catch {
        // Tried again below.
      }
    }
    if (retries >= READING_SESSION.sendRetries) return;
    const timer = this.setTimer(() => {
      this.retryTimers.delete(timer);
      this.trySend(data, retries + 1);
    }, READING_SESSION.sendRetryMs);
    this.retryTimers.add(timer);
  }

  /** The page is leaving: a normal close (1000), no reconnect. */
  stop() {
    this.stopped = true;
    if (this.reconnectTimer !== null) this.clearTimer(this.reconnectTimer);
    for (const t of this.retryTimers) this.clearTimer(t);
    this.retryTimers.clear();
    const socket = this.socket;
    this.socket = null;
    socket?.close(READING_CLOSE.normal, 'The page closed.');
  }
}
