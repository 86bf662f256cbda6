import { randomBytes } from 'node:crypto';

/** A random, URL-safe secret: session ids, CSRF tokens, render tickets. */
export const newToken = () => randomBytes(32).toString('base64url');
