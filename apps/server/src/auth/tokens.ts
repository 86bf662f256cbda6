import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret: session ids, CSRF tokens, render tickets, sign-in badges. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What is stored (and said between processes) instead of a secret: its SHA-256, in hex. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');
