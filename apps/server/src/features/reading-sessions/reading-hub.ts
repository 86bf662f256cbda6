import {
  NOTICE_TEXT,
  READING_CLOSE,
  READING_SESSION,
  ReadingClientMessage,
  type ReadingHello,
  type ReadingNowReader,
  type ReadingServerMessage,
} from '@lectern/domain';
import type { Db } from '../../db/database.js';
import { articleBundle } from '../activities/article-cache.js';
import { listenForNotices } from '../activities/live-notices.js';
import type { BusMessage, ReadingBus } from './reading-bus.js';
import type { ReadingKeys } from './reading-keys.js';
import { addToSessions, studentsOfTeacher, userForReading, type SessionDelta } from './reading-sessions.repository.js';

/** The socket as the hub needs it (a `ws` WebSocket, or a fake in tests). */
export interface SocketLike {
  send(data: string): void;
  close(code: number, reason?: string): void;
}

export interface HubOptions {
  db: Db;
  keys: ReadingKeys;
  bus: ReadingBus;
  /** How often buffered sessions are written (one multi-row upsert). */
  flushMs?: number;
  log?: { warn(obj: unknown, msg?: string): void };
  now?: () => number;
}

/** A hello may report at most this much more elapsed time than the wall clock saw pass. */
const CLOCK_SLACK_MS = 5_000;
/** A presence not refreshed for this long is gone (a process that died, a page without beats). */
const PRESENCE_TTL_MS = 45_000;
/** A socket that has not said hello after this long is closed. */
const HELLO_WITHIN_MS = 10_000;

interface Presence {
  uid: string;
  user_id: number;
  name: string;
  paragraph: number | null;
  idle: boolean;
  seenAt: number;
}

/** One open socket and the session it reports. */
class Connection {
  session: {
    uid: string;
    userId: number;
    contentId: number;
    assignmentId: number | null;
    levelIds: Set<number>;
    levelId: number;
    name: string;
    isStudent: boolean;
    screen: { width: number; height: number };
  } | null = null;
  /** Teacher watching: the ids of their own students. */
  watching: Set<number> | null = null;
  lastReaders = '';
  baseElapsed = 0;
  baseWall = 0;
  lastElapsed = 0;
  idle = false;
  paragraph: number | null = null;
  windowStart = 0;
  windowCount = 0;
  /** Messages are handled one after another (a hello checks the key in the database first). */
  chain: Promise<void> = Promise.resolve();
  closed = false;
  helloTimer: NodeJS.Timeout | null = null;
  constructor(
    readonly socket: SocketLike,
    readonly requestUserId: number | null,
  ) {}
}

/**
 * Every reading-session socket of this process: checks each hello's key, keeps each session's
 * elapsed time, idle time, clicks and keydowns and writes them in batches, tells open pages the
 * notices of their assignment, and keeps "Reading now" for watching teachers. Across processes the
 * notices and who-is-reading go through the bus (Redis when configured).
 */
export class ReadingHub {
  private readonly conns = new Set<Connection>();
  private pending = new Map<string, SessionDelta>();
  /** Milliseconds not yet written (less than a second) per session and kind. */
  private carry = new Map<string, { active: number; idle: number }>();
  private readonly presence = new Map<number, Map<string, Presence>>();
  private readonly pushTimers = new Map<number, NodeJS.Timeout>();
  private readonly flushTimer: NodeJS.Timeout;
  private readonly stopNotices: () => void;
  private flushing: Promise<void> = Promise.resolve();
  private readonly now: () => number;
  readonly stats = { accepted: 0, dropped: 0, opened: 0, refused: 0, flushes: 0, rowsWritten: 0 };

  constructor(private readonly opts: HubOptions) {
    this.now = opts.now ?? Date.now;
    this.flushTimer = setInterval(() => {
      void this.flush();
      // Readers whose process went quiet drop off "Reading now" without a message saying so.
      for (const conn of this.conns) this.pushReaders(conn);
    }, opts.flushMs ?? 5_000);
    this.flushTimer.unref();
    opts.bus.subscribe((m) => this.hear(m));
    this.stopNotices = listenForNotices(opts.db, ({ assignmentId, kind }) =>
      opts.bus.publish({ t: 'notice', assignment_id: assignmentId, kind }),
    );
  }

  get size() {
    return this.conns.size;
  }

  /** A new socket; `requestUserId` is the signed-in user of the upgrade request, if any. */
  open(socket: SocketLike, requestUserId: number | null) {
    const conn = new Connection(socket, requestUserId);
    this.conns.add(conn);
    this.stats.opened++;
    conn.helloTimer = setTimeout(() => {
      if (!conn.session) this.refuse(conn, READING_CLOSE.noHello, 'No hello with an access key.');
    }, HELLO_WITHIN_MS);
    conn.helloTimer.unref();
    return {
      message: (raw: string | Buffer) => {
        conn.chain = conn.chain
          .then(() => this.receive(conn, raw))
          .catch((err: unknown) => {
            this.opts.log?.warn({ err }, 'reading session message failed');
            this.drop(conn, null, 'The server could not handle that message.');
          });
      },
      closed: () => void conn.chain.then(() => this.closed(conn)),
    };
  }

  private send(conn: Connection, message: ReadingServerMessage) {
    if (conn.closed) return;
    try {
      conn.socket.send(JSON.stringify(message));
    } catch {
      // A socket closing under us: its close handler ends the session.
    }
  }

  private refuse(conn: Connection, code: number, reason: string) {
    this.stats.refused++;
    if (conn.closed) return;
    conn.closed = true;
    conn.socket.close(code, reason);
  }

  private drop(conn: Connection, seq: number | null, reason: string) {
    this.stats.dropped++;
    this.send(conn, { type: 'rejected', seq, reason });
  }

  private async receive(conn: Connection, raw: string | Buffer) {
    if (conn.closed) return;
    const now = this.now();
    if (now - conn.windowStart > READING_SESSION.rateWindowMs) {
      conn.windowStart = now;
      conn.windowCount = 0;
    }
    if (++conn.windowCount > READING_SESSION.maxMessagesPerWindow)
      return this.refuse(conn, READING_CLOSE.tooFast, 'Too many messages.');
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    if (text.length > READING_SESSION.maxMessageBytes) return this.refuse(conn, READING_CLOSE.tooLarge, 'Message too large.');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.drop(conn, null, 'Not JSON.');
    }
    const parsed = ReadingClientMessage.safeParse(json);
    if (!parsed.success) {
      const seq = (json as { seq?: unknown } | null)?.seq;
      return this.drop(conn, typeof seq === 'number' ? seq : null, 'Not a reading-session message.');
    }
    const msg = parsed.data;
    if (msg.type === 'hello') return this.hello(conn, msg);
    if (!conn.session) return this.drop(conn, msg.seq, 'Say hello first.');
    if (!this.advance(conn, msg.elapsed, now)) return this.drop(conn, msg.seq, 'The elapsed time went back.');
    const s = conn.session;
    let presenceChanged = false;
    if (msg.type === 'beat') {
      if (!s.levelIds.has(msg.level_id)) return this.drop(conn, msg.seq, 'That level is not a level of this article.');
      s.levelId = msg.level_id;
      // Every beat refreshes the reader on "Reading now" (a reader not heard of for a while is gone).
      presenceChanged = true;
      conn.paragraph = msg.paragraph;
    } else if (msg.type === 'idle' || msg.type === 'wakeup') {
      const idle = msg.type === 'idle';
      presenceChanged = conn.idle !== idle;
      conn.idle = idle;
    } else {
      const d = this.delta(conn);
      d.clicks += msg.clicks;
      d.keydowns += msg.keydowns;
    }
    this.stats.accepted++;
    this.send(conn, { type: 'ack', seq: msg.seq });
    if (presenceChanged) this.announce(conn, false);
  }

  private async hello(conn: Connection, msg: ReadingHello) {
    if (conn.session) return this.drop(conn, msg.seq, 'This socket already said hello.');
    const claims = this.opts.keys.verify(msg.key);
    if (claims === 'invalid') return this.refuse(conn, READING_CLOSE.badKey, 'The access key is not valid.');
    if (claims === 'expired') return this.refuse(conn, READING_CLOSE.expiredKey, 'The access key has expired.');
    const contentId = Number(msg.content_id);
    if (claims.u !== msg.user_id || claims.c !== contentId || (conn.requestUserId !== null && conn.requestUserId !== claims.u))
      return this.refuse(conn, READING_CLOSE.forbidden, 'The access key is for another reader or article.');
    const [bundle, user] = await Promise.all([articleBundle(this.opts.db, contentId), userForReading(this.opts.db, claims.u)]);
    if (!bundle || !user) return this.refuse(conn, READING_CLOSE.forbidden, 'No such reader or article.');
    const levelIds = new Set(bundle.levels.map((l) => l.id));
    if (!levelIds.has(msg.level_id))
      return this.refuse(conn, READING_CLOSE.forbidden, 'That level is not a level of this article.');
    if (conn.closed) return;
    if (conn.helloTimer) clearTimeout(conn.helloTimer);
    conn.session = {
      uid: msg.uid,
      userId: claims.u,
      contentId,
      assignmentId: claims.a > 0 ? claims.a : null,
      levelIds,
      levelId: msg.level_id,
      name: `${user.first_name} ${user.last_name}`.trim() || user.username,
      isStudent: user.role === 'student',
      screen: msg.screen,
    };
    conn.baseElapsed = conn.lastElapsed = msg.elapsed;
    conn.baseWall = this.now();
    conn.paragraph = msg.paragraph ?? null;
    this.delta(conn);
    this.stats.accepted++;
    this.send(conn, { type: 'ack', seq: msg.seq });
    if (msg.watch && user.role === 'teacher') {
      conn.watching = new Set((await studentsOfTeacher(this.opts.db, user.id)).map((r) => r.student_id));
      this.pushReaders(conn);
    }
    this.announce(conn, false);
  }

  /**
   * Counts the time since the last message as active or idle (as the reader was until now). The
   * page's elapsed time may not run ahead of the wall clock since its hello (plus a little slack).
   */
  private advance(conn: Connection, elapsed: number, now: number): boolean {
    if (elapsed < conn.lastElapsed) return false;
    const ceiling = conn.baseElapsed + (now - conn.baseWall) + CLOCK_SLACK_MS;
    const until = Math.min(elapsed, Math.max(ceiling, conn.lastElapsed));
    const ms = until - conn.lastElapsed;
    conn.lastElapsed = until;
    const s = conn.session!;
    const carry = this.carry.get(s.uid) ?? { active: 0, idle: 0 };
    if (conn.idle) carry.idle += ms;
    else carry.active += ms;
    const d = this.delta(conn);
    const wholeActive = Math.floor(carry.active / 1000);
    const wholeIdle = Math.floor(carry.idle / 1000);
    d.active_seconds += wholeActive;
    d.idle_seconds += wholeIdle;
    carry.active -= wholeActive * 1000;
    carry.idle -= wholeIdle * 1000;
    this.carry.set(s.uid, carry);
    return true;
  }

  /** The session's not-yet-written delta (made on first use). */
  private delta(conn: Connection): SessionDelta {
    const s = conn.session!;
    let d = this.pending.get(s.uid);
    const now = new Date(this.now());
    if (!d || d.user_id !== s.userId) {
      d = {
        id: s.uid,
        user_id: s.userId,
        content_id: s.contentId,
        article_level_id: s.levelId,
        assignment_id: s.assignmentId,
        started_at: now,
        last_seen_at: now,
        active_seconds: 0,
        idle_seconds: 0,
        clicks: 0,
        keydowns: 0,
        screen_width: s.screen.width,
        screen_height: s.screen.height,
      };
      this.pending.set(s.uid, d);
    }
    d.article_level_id = s.levelId;
    d.last_seen_at = now;
    return d;
  }

  private closed(conn: Connection) {
    conn.closed = true;
    if (conn.helloTimer) clearTimeout(conn.helloTimer);
    this.conns.delete(conn);
    const s = conn.session;
    if (!s) return;
    // The parts of a second left over count as one when together they make at least half of one,
    // so the seconds written add up to the elapsed time the page sent (rounded), as the larger kind.
    const carry = this.carry.get(s.uid);
    if (carry) {
      const d = this.delta(conn);
      const rest = Math.round((carry.active + carry.idle) / 1000);
      if (carry.idle > carry.active) d.idle_seconds += rest;
      else d.active_seconds += rest;
      this.carry.delete(s.uid);
    }
    this.announce(conn, true);
  }

  /** Writes what the sockets reported since the last write, in one statement; kept for the next try on failure. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const rows = [...this.pending.values()];
      this.pending = new Map();
      try {
        await addToSessions(this.opts.db, rows);
        this.stats.flushes++;
        this.stats.rowsWritten += rows.length;
      } catch (err) {
        this.opts.log?.warn({ err, rows: rows.length }, 'reading sessions not written; trying again at the next flush');
        for (const r of rows) {
          const later = this.pending.get(r.id);
          if (!later) this.pending.set(r.id, r);
          else
            this.pending.set(r.id, {
              ...later,
              started_at: r.started_at,
              active_seconds: later.active_seconds + r.active_seconds,
              idle_seconds: later.idle_seconds + r.idle_seconds,
              clicks: later.clicks + r.clicks,
              keydowns: later.keydowns + r.keydowns,
            });
        }
      }
    });
    return this.flushing;
  }

  /** On shutdown: sockets are told the server is going away, then everything is written. */
  async stop() {
    clearInterval(this.flushTimer);
    this.stopNotices();
    for (const conn of [...this.conns]) {
      conn.socket.close(READING_CLOSE.goingAway, 'The server is restarting.');
      this.closed(conn);
    }
    for (const t of this.pushTimers.values()) clearTimeout(t);
    await this.flush();
  }

  // "Reading now" and notices.

  private announce(conn: Connection, gone: boolean) {
    const s = conn.session;
    if (!s || !s.isStudent) return;
    this.opts.bus.publish({
      t: 'presence',
      content_id: s.contentId,
      uid: s.uid,
      user_id: s.userId,
      name: s.name,
      paragraph: conn.paragraph,
      idle: conn.idle,
      gone,
    });
  }

  private hear(m: BusMessage) {
    if (m.t === 'notice') {
      for (const conn of this.conns)
        if (conn.session?.assignmentId === m.assignment_id)
          this.send(conn, { type: 'notice', kind: m.kind, assignment_id: m.assignment_id, message: NOTICE_TEXT[m.kind] });
      return;
    }
    let readers = this.presence.get(m.content_id);
    if (!readers) this.presence.set(m.content_id, (readers = new Map()));
    if (m.gone) readers.delete(m.uid);
    else
      readers.set(m.uid, {
        uid: m.uid,
        user_id: m.user_id,
        name: m.name,
        paragraph: m.paragraph,
        idle: m.idle,
        seenAt: this.now(),
      });
    if (readers.size === 0) this.presence.delete(m.content_id);
    this.schedulePush(m.content_id);
  }

  private schedulePush(contentId: number) {
    if (this.pushTimers.has(contentId)) return;
    const timer = setTimeout(() => {
      this.pushTimers.delete(contentId);
      for (const conn of this.conns) if (conn.watching && conn.session?.contentId === contentId) this.pushReaders(conn);
    }, 200);
    timer.unref();
    this.pushTimers.set(contentId, timer);
  }

  /** The students of this teacher's classes reading the article now, one line each (their latest page). */
  readersFor(contentId: number, students: Set<number>): ReadingNowReader[] {
    const all = this.presence.get(contentId);
    if (!all) return [];
    const cutoff = this.now() - PRESENCE_TTL_MS;
    const byUser = new Map<number, Presence>();
    for (const p of all.values()) {
      if (p.seenAt < cutoff) {
        all.delete(p.uid);
        continue;
      }
      if (!students.has(p.user_id)) continue;
      const had = byUser.get(p.user_id);
      if (!had || had.seenAt <= p.seenAt) byUser.set(p.user_id, p);
    }
    return [...byUser.values()]
      .map(({ user_id, name, paragraph, idle }) => ({ user_id, name, paragraph, idle }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  private pushReaders(conn: Connection) {
    if (!conn.watching || !conn.session) return;
    const readers = this.readersFor(conn.session.contentId, conn.watching);
    const key = JSON.stringify(readers);
    if (key === conn.lastReaders) return;
    conn.lastReaders = key;
    this.send(conn, { type: 'reading_now', readers });
  }
}
