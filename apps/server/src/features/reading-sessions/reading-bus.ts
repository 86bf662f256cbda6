import type { Redis } from 'ioredis';
import type { NoticeKind } from '@lectern/domain';

/** What server processes tell each other about reading sessions. */
export type BusMessage =
  | { t: 'notice'; assignment_id: number; kind: NoticeKind }
  | {
      t: 'presence';
      content_id: number;
      uid: string;
      user_id: number;
      name: string;
      paragraph: number | null;
      idle: boolean;
      /** The page closed its socket. */
      gone: boolean;
    };

/** Fans messages out to every server process (itself included). */
export interface ReadingBus {
  publish(message: BusMessage): void;
  subscribe(handler: (message: BusMessage) => void): void;
  close(): Promise<void>;
}

/** One process: messages go round in memory. */
export class MemoryBus implements ReadingBus {
  private handlers: ((m: BusMessage) => void)[] = [];
  publish(message: BusMessage) {
    queueMicrotask(() => {
      for (const h of this.handlers) h(message);
    });
  }
  subscribe(handler: (m: BusMessage) => void) {
    this.handlers.push(handler);
  }
  async close() {
    this.handlers = [];
  }
}

export const READING_CHANNEL = 'lectern:reading-sessions';

/** Several processes (REDIS_URL): Redis publish/subscribe, on a connection of its own for subscribing. */
export class RedisBus implements ReadingBus {
  private readonly sub: Redis;
  private handlers: ((m: BusMessage) => void)[] = [];
  private readonly ready: Promise<unknown>;

  constructor(
    private readonly pub: Redis,
    private readonly onError: (err: unknown) => void,
  ) {
    this.sub = pub.duplicate();
    this.sub.on('message', (_channel: string, raw: string) => {
      let message: BusMessage;
      try {
        message = JSON.parse(raw) as BusMessage;
      } catch {
        return;
      }
      for (const h of this.handlers) h(message);
    });
    this.sub.on('error', onError);
    this.ready = this.sub.subscribe(READING_CHANNEL).catch(onError);
  }

  /** Resolves once this process hears the channel. */
  whenReady() {
    return this.ready;
  }

  publish(message: BusMessage) {
    this.pub.publish(READING_CHANNEL, JSON.stringify(message)).catch(this.onError);
  }
  subscribe(handler: (m: BusMessage) => void) {
    this.handlers.push(handler);
  }
  async close() {
    this.handlers = [];
    await this.sub.quit().catch(() => undefined);
  }
}
