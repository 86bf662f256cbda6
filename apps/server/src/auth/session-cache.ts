import type { DatabaseHandle } from '../db/database.js';
import type { AuthUser, LoadUser, SessionData, SessionStore } from './auth-user.js';
import { newToken, secretHash } from './tokens.js';

/** The channel the database triggers of migration 0007 and the session stores speak on. */
export const AUTH_CHANNEL = 'lectern_auth';

type Found = { data: SessionData; user: Omit<AuthUser, 'impersonator'>; expiresAt?: Date };
type Entry = Found & { until: number };

export interface SessionCacheOptions {
  /** How long an entry is trusted at most, even if no change is heard (a session's expiry, a grant's end). */
  ttlMs?: number;
  /** Entries kept at most; the oldest go first. */
  max?: number;
  now?: () => number;
}

/**
 * Every signed-in request starts by reading its session and user. This keeps what was read, per
 * session, in the process, and forgets it when anything it was made of changes, whichever process
 * or path changed it:
 *
 * - the database says so (migration 0007: triggers on users, sessions, schools and districts
 *   NOTIFY `lectern_auth` on commit, so a change made in SQL by hand is heard as well);
 * - a session store outside the database (Redis) says so itself on sign-out;
 * - while the listening connection is lost, nothing is kept (and all is forgotten when it is back).
 *
 * A read that overlaps a change is not kept: every change bumps a counter, and a result is kept only
 * if the counter did not move while it was being read. Writes (`fresh`) always read the database;
 * after a write, the session plugin forgets its user here, so a user's own change is seen by their
 * next request in this process at once. Another process hears it when the database tells it, which
 * is as soon as the change commits.
 */
export class SessionCache implements SessionStore {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  private listening = false;
  private changes = 0;
  private readonly barriers = new Map<string, () => void>();
  /** Reads under way, so that a session's requests arriving together (a double click, a page's calls) read it once. */
  private readonly pending = new Map<string, { since: number; found: Promise<Found | null> }>();
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly now: () => number;
  stats = { hits: 0, misses: 0, shared: 0 };

  constructor(
    private readonly inner: SessionStore,
    private readonly loadUser: LoadUser,
    private readonly say: (payload: string) => Promise<void>,
    opts: SessionCacheOptions = {},
  ) {
    this.ttlMs = opts.ttlMs ?? 30_000;
    this.max = opts.max ?? 50_000;
    this.now = opts.now ?? Date.now;
  }

  /** Starts listening on the database; until `ready(true)`, nothing is kept. */
  static async attach(handle: DatabaseHandle, inner: SessionStore, loadUser: LoadUser, opts?: SessionCacheOptions) {
    const say = async (payload: string) => {
      await handle.db.selectNoFrom((eb) => eb.fn<string>('pg_notify', [eb.val(AUTH_CHANNEL), eb.val(payload)]).as('n')).execute();
    };
    const cache = new SessionCache(inner, loadUser, say, opts);
    const stop = await handle.listen(AUTH_CHANNEL, { message: (p) => cache.heard(p), ready: (ok) => cache.setListening(ok) });
    return { cache, stop };
  }

  /** A message on the channel: `u:{userId}`, `s:{session hash}`, `*` (all), or a barrier's `b:{nonce}`. */
  heard(payload: string) {
    if (payload.startsWith('b:')) {
      this.barriers.get(payload)?.();
      return;
    }
    this.changes++;
    if (payload.startsWith('u:')) this.forgetUser(Number(payload.slice(2)));
    else if (payload.startsWith('s:')) this.forgetHash(payload.slice(2));
    else this.clear();
  }

  setListening(ok: boolean) {
    this.changes++;
    this.clear();
    this.listening = ok;
    if (!ok) for (const release of this.barriers.values()) release();
  }

  /**
   * Resolves once every change committed before the call has been heard here. Notifications are
   * delivered in commit order, so hearing one's own marker means every earlier one was heard.
   */
  async settled() {
    if (!this.listening) return;
    const marker = `b:${newToken()}`;
    const heard = new Promise<void>((resolve) => this.barriers.set(marker, resolve));
    await this.say(marker);
    await heard;
    this.barriers.delete(marker);
  }

  create(data: SessionData, ttlSeconds: number) {
    return this.inner.create(data, ttlSeconds);
  }

  /** A mark to take before reading a user that a new session will be kept with (`createKnown`). */
  mark() {
    return this.changes;
  }

  /**
   * Creates a session for a user just read (sign-in reads them to answer), and keeps both, so the
   * first request of the session asks the database nothing; unless a change was heard since `mark`.
   */
  async createKnown(data: SessionData, ttlSeconds: number, user: Omit<AuthUser, 'impersonator'>, mark: number) {
    const token = await this.inner.create(data, ttlSeconds);
    if (this.listening && this.changes === mark)
      this.keep(secretHash(token), { data, user, expiresAt: new Date(this.now() + ttlSeconds * 1000) });
    return token;
  }

  async get(token: string) {
    return (await this.getWithUser(token))?.data ?? null;
  }

  getWithUser(token: string) {
    return this.read(token, false);
  }

  /** The database's answer, never the kept one (writes); what it says is kept for the next reads. */
  fresh(token: string) {
    return this.read(token, true);
  }

  private async read(token: string, fresh: boolean): Promise<Found | null> {
    const hash = secretHash(token);
    if (!fresh && this.listening) {
      const entry = this.entries.get(hash);
      if (entry && entry.until > this.now()) {
        this.stats.hits++;
        return { data: entry.data, user: entry.user, expiresAt: entry.expiresAt };
      }
    }
    // A read already under way is shared only if nothing changed since it began.
    const under = fresh ? undefined : this.pending.get(hash);
    if (under && under.since === this.changes) {
      this.stats.shared++;
      return under.found;
    }
    this.stats.misses++;
    const before = this.changes;
    const reading = (async () => {
      const found = this.inner.getWithUser
        ? await this.inner.getWithUser(token)
        : await this.inner.get(token).then(async (data) => {
            const user = data && (await this.loadUser(data.userId));
            return data && user ? { data, user } : null;
          });
      if (found && this.listening && this.changes === before) this.keep(hash, found);
      return found;
    })();
    if (!fresh) {
      this.pending.set(hash, { since: before, found: reading });
      const done = () => {
        if (this.pending.get(hash)?.found === reading) this.pending.delete(hash);
      };
      reading.then(done, done);
    }
    return reading;
  }

  async destroy(token: string) {
    await this.inner.destroy(token);
    const hash = secretHash(token);
    // A read in flight may have found the session before it ended: it must not be kept.
    this.changes++;
    this.forgetHash(hash);
    await this.say(`s:${hash}`);
  }

  async destroyAllForUser(userId: number) {
    await this.inner.destroyAllForUser(userId);
    this.forgetUser(userId);
    await this.say(`u:${userId}`);
  }

  /** Forgets what is kept for this user in this process (after their own write), and what is being read. */
  forgetUser(userId: number) {
    this.changes++;
    const hashes = this.byUser.get(userId);
    if (!hashes) return;
    for (const h of hashes) this.entries.delete(h);
    this.byUser.delete(userId);
  }

  get size() {
    return this.entries.size;
  }

  private forgetHash(hash: string) {
    const entry = this.entries.get(hash);
    if (!entry) return;
    this.entries.delete(hash);
    this.byUser.get(entry.data.userId)?.delete(hash);
  }

  private clear() {
    this.entries.clear();
    this.byUser.clear();
  }

  private keep(hash: string, found: Found) {
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.forgetHash(oldest);
    }
    this.entries.delete(hash);
    // Never past the session's own end, when the store says when that is.
    const ends = found.expiresAt?.getTime() ?? Infinity;
    this.entries.set(hash, { ...found, until: Math.min(this.now() + this.ttlMs, ends) });
    let hashes = this.byUser.get(found.data.userId);
    if (!hashes) this.byUser.set(found.data.userId, (hashes = new Set()));
    hashes.add(hash);
  }
}
