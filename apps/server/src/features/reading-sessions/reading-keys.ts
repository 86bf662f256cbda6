import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { READING_SESSION } from '@lectern/domain';

/**
 * The reading-session access key: who (user), what (article) and under which assignment, until
 * when, signed with HMAC-SHA256. Issued with the article page; the socket opens only with it, so a
 * socket cannot report time for another user or article. Stateless: any server process checks it.
 */
export interface KeyClaims {
  /** User id. */
  u: number;
  /** Article (content) id. */
  c: number;
  /** Assignment id, or 0. */
  a: number;
  /** Expiry, milliseconds since the epoch. */
  x: number;
}

export const newSecret = () => randomBytes(32).toString('base64url');

export class ReadingKeys {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  sign(claims: Omit<KeyClaims, 'x'>, lifetimeMs: number = READING_SESSION.keyLifetimeMs): { key: string; expiresAt: Date } {
    const full: KeyClaims = { ...claims, x: this.now() + lifetimeMs };
    const body = Buffer.from(JSON.stringify(full)).toString('base64url');
    return { key: `${body}.${this.mac(body)}`, expiresAt: new Date(full.x) };
  }

  /** The key's claims; 'invalid' for a key this server did not sign, 'expired' for one too old. */
  verify(key: string): KeyClaims | 'invalid' | 'expired' {
    const dot = key.indexOf('.');
    if (dot <= 0) return 'invalid';
    const body = key.slice(0, dot);
    const given = Buffer.from(key.slice(dot + 1));
    const expected = Buffer.from(this.mac(body));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    let claims: KeyClaims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as KeyClaims;
    } catch {
      return 'invalid';
    }
    if (![claims.u, claims.c, claims.a, claims.x].every((n) => Number.isSafeInteger(n))) return 'invalid';
    return claims.x < this.now() ? 'expired' : claims;
  }

  private mac(body: string) {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
