/**
 * The `next` of /signin?next=… must stay on this site: only a path that starts with one "/" is
 * kept ("//evil.example" and "/\evil" are protocol-relative in browsers). Anything else gives the
 * fallback.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if ([...next].some((c) => c.charCodeAt(0) < 32)) return fallback;
  return next;
}

/** The sign-in link for the current location (PLAT-25). */
export function signInPath(current: string, base = ''): string {
  return `${base}/signin?next=${encodeURIComponent(current)}`;
}
