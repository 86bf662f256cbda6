import type { Redis } from 'ioredis';
import type { SessionData, SessionStore } from '../../auth/auth-user.js';
import { newToken, secretHash as hashOf } from '../../auth/tokens.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { findSessionUser } from './users.repository.js';
import type { Db } from '../../db/database.js';

/** The two places sessions can live (auth/auth-user.ts has the interface the session plugin uses). */

// Every signed-in request reads its session: compiled once (db/compiled-once.ts).
const sessionQuery = compiledOnce((db: Db, idHash: string, now: Date) =>
  db.selectFrom('sessions').select(['user_id', 'impersonator_id']).where('id_hash', '=', idHash).where('expires_at', '>', now),
);

export class DbSessionStore implements SessionStore {
  constructor(private readonly db: Db) {}

  async create(data: SessionData, ttlSeconds: number) {
    const token = newToken();
    await this.db
      .insertInto('sessions')
      .values({
        id_hash: hashOf(token),
        user_id: data.userId,
        impersonator_id: data.impersonatorId,
        expires_at: new Date(Date.now() + ttlSeconds * 1000),
      })
      .execute();
    return token;
  }

  async get(token: string) {
    const [row] = await sessionQuery(this.db, hashOf(token), new Date());
    return row ? { userId: row.user_id, impersonatorId: row.impersonator_id } : null;
  }

  getWithUser(token: string) {
    return findSessionUser(this.db, hashOf(token), new Date());
  }

  async destroy(token: string) {
    await this.db.deleteFrom('sessions').where('id_hash', '=', hashOf(token)).execute();
    // Opportunistic clean-up keeps the table small without a scheduler.
    await this.db.deleteFrom('sessions').where('expires_at', '<', new Date()).execute();
  }

  async destroyAllForUser(userId: number) {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }
}

export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'lectern:sess:',
  ) {}

  async create(data: SessionData, ttlSeconds: number) {
    const token = newToken();
    const key = this.prefix + hashOf(token);
    await this.redis
      .multi()
      .set(key, JSON.stringify(data), 'EX', ttlSeconds)
      .sadd(`${this.prefix}user:${data.userId}`, key)
      .expire(`${this.prefix}user:${data.userId}`, ttlSeconds)
      .exec();
    return token;
  }

  async get(token: string) {
    const raw = await this.redis.get(this.prefix + hashOf(token));
    return raw ? (JSON.parse(raw) as SessionData) : null;
  }

  async destroy(token: string) {
    await this.redis.del(this.prefix + hashOf(token));
  }

  async destroyAllForUser(userId: number) {
    const setKey = `${this.prefix}user:${userId}`;
    const keys = await this.redis.smembers(setKey);
    if (keys.length) await this.redis.del(...keys);
    await this.redis.del(setKey);
  }
}
