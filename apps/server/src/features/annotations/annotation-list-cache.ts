import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../db/database.js';

/** The channel the database triggers of migration 0028 speak on when what a list is made of changes. */
export const ANNOTATIONS_CHANNEL = 'lectern_annotations';

/** A list as it is sent: its JSON as UTF-8 bytes (so a hit encodes nothing) and its ETag; `body` reads the text back. */
export interface KeptList {
  readonly body: string;
  readonly bytes: Buffer;
  readonly etag: string;
}

/** A list as read: its JSON text, and until when (ms since the epoch) it may be kept at most. */
export interface ReadList {
  body: string;
  keepUntil?: number | undefined;
}

type Entry = { list: KeptList; levelId: number; viewerId: number; until: number };

export interface AnnotationListCacheOptions {
  /** How long an entry is trusted at most, even if no change is heard. */
  ttlMs?: number;
  /** Entries kept at most; the oldest go first. */
  max?: number;
  now?: () => number;
}

/** The ETag of a list's JSON text. */
export const etagOf = (body: string) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** A list's JSON text as it is kept and sent. */
export function keptListOf(body: string): KeptList {
  // Only the bytes are kept: the text is not held a second time beside them.
  const bytes = Buffer.from(body);
  return {
    bytes,
    etag: etagOf(body),
    get body() {
      return bytes.toString('utf8');
    },
  };
}

/**
 * The annotations list (API-46) of one reader on one level, kept in the process as the JSON text it
 * was sent as, so a classroom re-reading its lists asks the database nothing and serializes
 * nothing (docs/adr/0015-annotation-list-cache.md). Its key is the reader, the level and the facts
 * of the signed-in user the access rules read; its value was made by the whole service read, with
 * every check. It is forgotten when anything it was made of changes, whichever process or path
 * changed it:
 *
 * - the database says so (migration 0028: triggers on annotations and on every table the access
 *   checks read NOTIFY `lectern_annotations` on commit): `a:{level id}` forgets a level's lists,
 *   `u:{user id}` a reader's, `*` everything;
 * - a write made through the service in this process forgets the level's lists at once, so the
 *   writer's next request sees it without waiting to hear the database;
 * - while the listening connection is lost, nothing is kept (and all is forgotten when it is back);
 * - what no table change announces ends a list's stay when it happens: the reader says when (the
 *   next of a student's scheduled assignments of the article goes live); a TTL is the backstop.
 *
 * A read that overlaps a change is not kept: every change bumps a counter, and a list is kept only
 * if the counter did not move while it was being read. Refusals are never kept.
 */
export class AnnotationListCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byLevel = new Map<number, Set<string>>();
  private readonly byViewer = new Map<number, Set<string>>();
  private readonly pending = new Map<string, { since: number; found: Promise<KeptList> }>();
  private listening = false;
  private changes = 0;
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly now: () => number;
  stats = { hits: 0, misses: 0, shared: 0 };

  constructor(opts: AnnotationListCacheOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 30_000;
    this.max = opts.max ?? 20_000;
    this.now = opts.now ?? Date.now;
  }

  /** Starts listening on the database; until it listens, nothing is kept. */
  static async attach(handle: DatabaseHandle, opts?: AnnotationListCacheOptions) {
    const cache = new AnnotationListCache(opts);
    const stop = await handle.listen(ANNOTATIONS_CHANNEL, {
      message: (p) => cache.heard(p),
      ready: (ok) => cache.setListening(ok),
    });
    return { cache, stop };
  }

  /** A message on the channel: `a:{level id}`, `u:{user id}`, or anything else (`*`): all. */
  heard(payload: string) {
    this.changes++;
    if (payload.startsWith('a:')) this.forgetLevel(Number(payload.slice(2)));
    else if (payload.startsWith('u:')) this.forgetViewer(Number(payload.slice(2)));
    else this.clear();
  }

  setListening(ok: boolean) {
    this.changes++;
    this.clear();
    this.listening = ok;
  }

  /**
   * The kept list under `key`, else what `read` makes of it (kept when nothing changed meanwhile).
   * Reads of one key arriving together, with no change between them, are made once.
   */
  async get(key: string, levelId: number, viewerId: number, read: () => Promise<ReadList>): Promise<KeptList> {
    if (this.listening) {
      const entry = this.entries.get(key);
      if (entry && entry.until > this.now()) {
        this.stats.hits++;
        return entry.list;
      }
      if (entry) this.forgetKey(key);
    }
    const under = this.pending.get(key);
    if (under && under.since === this.changes) {
      this.stats.shared++;
      return under.found;
    }
    this.stats.misses++;
    const before = this.changes;
    const found = (async () => {
      const { body, keepUntil } = await read();
      const list = keptListOf(body);
      const until = Math.min(this.now() + this.ttlMs, keepUntil ?? Infinity);
      if (this.listening && this.changes === before && until > this.now()) this.keep(key, { list, levelId, viewerId, until });
      return list;
    })();
    this.pending.set(key, { since: before, found });
    const done = () => {
      if (this.pending.get(key)?.found === found) this.pending.delete(key);
    };
    found.then(done, done);
    return found;
  }

  /** Forgets a level's lists (after a write to it in this process), and what is being read. */
  forgetLevel(levelId: number) {
    this.changes++;
    this.forgetAll(this.byLevel.get(levelId));
  }

  /** Forgets a reader's lists, and what is being read. */
  forgetViewer(viewerId: number) {
    this.changes++;
    this.forgetAll(this.byViewer.get(viewerId));
  }

  get size() {
    return this.entries.size;
  }

  private forgetAll(keys: Set<string> | undefined) {
    if (!keys) return;
    for (const key of [...keys]) this.forgetKey(key);
  }

  private forgetKey(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.unindex(this.byLevel, entry.levelId, key);
    this.unindex(this.byViewer, entry.viewerId, key);
  }

  private unindex(index: Map<number, Set<string>>, id: number, key: string) {
    const keys = index.get(id);
    keys?.delete(key);
    if (keys?.size === 0) index.delete(id);
  }

  private clear() {
    this.entries.clear();
    this.byLevel.clear();
    this.byViewer.clear();
  }

  private keep(key: string, entry: Entry) {
    this.forgetKey(key);
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.forgetKey(oldest);
    }
    this.entries.set(key, entry);
    for (const [index, id] of [
      [this.byLevel, entry.levelId],
      [this.byViewer, entry.viewerId],
    ] as const) {
      let keys = index.get(id);
      if (!keys) index.set(id, (keys = new Set()));
      keys.add(key);
    }
  }
}
