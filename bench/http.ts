import { CSRF_COOKIE, SESSION_COOKIE } from '@lectern/domain';

/** A signed-in browser's cookies and the CSRF token its writes echo. */
export interface Session {
  cookie: string;
  csrf: string;
}

/** Signs a user in through the API, as a browser would, and keeps its cookies. */
export async function signInAt(address: string, username: string, password: string): Promise<Session> {
  const res = await fetch(`${address}/api/v2/session/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  const pairs = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const value = (name: string) => pairs.find((p) => p.startsWith(`${name}=`))?.slice(name.length + 1);
  const csrf = value(CSRF_COOKIE);
  if (!value(SESSION_COOKIE) || !csrf) throw new Error(`sign-in of ${username} set no session or csrf cookie`);
  return { cookie: pairs.join('; '), csrf };
}

/** The q-quantile of an ascending list (nearest rank). */
export const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
