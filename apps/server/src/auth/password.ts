import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are hashed with scrypt, which is memory-hard, in libuv's thread pool (node:crypto's
 * asynchronous scrypt), so hashing never blocks the event loop.
 */
const scrypt = (pw: string, salt: Buffer, len: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(pw, salt, len, opts, (err, key) => (err ? reject(err) : resolve(key))));

/**
 * N=2^15, r=8, p=3: one of the equivalent settings the OWASP Password Storage Cheat Sheet
 * recommends as the minimum for scrypt (cost N·r·p ≈ 2^17·8), with 32 MiB per hash rather than
 * 128 MiB, so four hashes at once fit comfortably beside the server. See bench/sign-in.ts for
 * how many sign-ins per second a core does with it.
 */
export const PASSWORD_PARAMS = { N: 32768, r: 8, p: 3 } as const;
const MAXMEM = 64 * 1024 * 1024;
const KEY_LEN = 32;

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LEN, { ...PASSWORD_PARAMS, maxmem: MAXMEM });
  const { N, r, p } = PASSWORD_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

const stored = (hash: string) => {
  const [kind, n, r, p, salt, key] = hash.split('$');
  if (kind !== 'scrypt' || !salt || !key) return null;
  return { N: Number(n), r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
};

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const s = stored(hash);
  if (!s) return false;
  // Stored parameters outside what this server would ever write are refused rather than run.
  if (!(s.N >= 1024 && s.N <= 2 ** 17 && s.r >= 1 && s.r <= 16 && s.p >= 1 && s.p <= 8)) return false;
  const key = await scrypt(password, s.salt, s.key.length, { N: s.N, r: s.r, p: s.p, maxmem: 256 * 1024 * 1024 });
  return key.length === s.key.length && timingSafeEqual(key, s.key);
}

/** Whether a stored hash was made with weaker parameters than today's (it is re-hashed at the next sign-in). */
export function needsRehash(hash: string): boolean {
  const s = stored(hash);
  return !s || s.N !== PASSWORD_PARAMS.N || s.r !== PASSWORD_PARAMS.r || s.p !== PASSWORD_PARAMS.p;
}

/** A hash that no password matches: used to spend the same time when the username is unknown. */
export const UNMATCHABLE_HASH = `scrypt$${PASSWORD_PARAMS.N}$${PASSWORD_PARAMS.r}$${PASSWORD_PARAMS.p}$${randomBytes(16).toString('base64')}$${randomBytes(32).toString('base64')}`;
