import { vi } from 'vitest';

/** A request the page sent: its method, its path and its JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** What the stub answers: a status and a JSON body, at once or when a test releases it. */
export interface StubAnswer {
  status: number;
  body?: unknown;
}

/**
 * Stands in for the API: every fetch is recorded and answered by `answer` (404 when it returns
 * nothing). An answer may be a promise, so a test can hold a request pending.
 */
export function stubApi(answer: (req: SentRequest) => StubAnswer | Promise<StubAnswer> | undefined) {
  const requests: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const req: SentRequest = {
        method: init.method ?? 'GET',
        path: String(input),
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      requests.push(req);
      const res = (await answer(req)) ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } };
      return res.status === 204
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify(res.body ?? {}), { status: res.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return {
    requests,
    /** The writes sent so far (everything but GET). */
    writes: () => requests.filter((r) => r.method !== 'GET'),
  };
}

/** A 400 refusal as the API sends it: a message and per-field messages. */
export const refusal = (message: string, fields: Record<string, string> = {}): StubAnswer => ({
  status: 400,
  body: { error: { code: 'validation_failed', message, fields } },
});

/** A promise the test resolves when it wants the request to finish. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
