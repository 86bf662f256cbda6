import { CSRF_COOKIE, type ApiErrorBody } from '@lectern/domain';

/** An error the API answered with: its stable code, message, and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the API answered: the status (0 when it could not be reached) and the parsed JSON body. */
export interface ApiResponse {
  status: number;
  body: unknown;
}

export function csrfToken(): string {
  if (typeof document === 'undefined') return '';
  const m = document.cookie.match(new RegExp(`(?:^|; )${CSRF_COOKIE}=([^;]*)`));
  return m ? decodeURIComponent(m[1]!) : '';
}

/** Same-origin cookies, JSON both ways, CSRF header on writes; never throws (status 0 = unreachable). */
export async function send(
  method: Method,
  path: string,
  body?: unknown,
  opts: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ApiResponse> {
  let res: Response;
  const signals = [...(opts.timeoutMs ? [AbortSignal.timeout(opts.timeoutMs)] : []), ...(opts.signal ? [opts.signal] : [])];
  try {
    res = await fetch(path, {
      method,
      ...(signals.length > 0 ? { signal: signals.length === 1 ? signals[0] : AbortSignal.any(signals) } : {}),
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(method !== 'GET' ? { 'x-csrftoken': csrfToken() } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    return { status: 0, body: null };
  }
  if (res.status === 204) return { status: 204, body: undefined };
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
}

export const isOk = (status: number) => status >= 200 && status < 300;

/** The typed error for a response that is not an answer (a 4xx/5xx, or no response at all). */
export function apiError({ status, body }: ApiResponse): ApiError {
  if (status === 0) return new ApiError(0, 'network', 'We could not reach Lectern. Check your connection and try again.');
  const err = (body as ApiErrorBody | null)?.error;
  return new ApiError(
    status,
    err?.code ?? 'internal',
    err?.message ?? 'Something went wrong. Please try again.',
    err?.fields ?? {},
  );
}

/** The one fetch wrapper for writes and one-off calls: the body of a 2xx, else a typed ApiError. */
export async function api<T>(method: Method, path: string, body?: unknown, opts: { timeoutMs?: number } = {}): Promise<T> {
  const res = await send(method, path, body, opts);
  if (!isOk(res.status)) throw apiError(res);
  return res.body as T;
}
