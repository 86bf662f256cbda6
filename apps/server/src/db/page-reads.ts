import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A server-rendered page asks the API several questions at once, in-process (plugins/web.ts), and
 * several answers stand on the same facts: a student's article page asks for the article (its level
 * lock reads the student's assignments of it), the reading level and the recommendation (both read
 * the student and their latest quizzes) and the assignments of the article. Inside one page render,
 * a read made through `onePerPage` is made once and its answer shared; outside a render (every API
 * request from a browser) it is simply made.
 *
 * Only reads that a page render cannot change belong here; a write made for the page forgets
 * everything read so far (`forgetPageReads`), so nothing read before it is served after it.
 * Callers must treat what they get as read-only: it may be another caller's too.
 */
const current = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs one page render: the reads it makes through `onePerPage` are shared until it ends. */
export function withPageReads<T>(render: () => Promise<T>): Promise<T> {
  return current.run(new Map(), render);
}

/**
 * Runs one read-only request with its reads shared, as a page render's are: inside a render it
 * joins the render's (the render's other calls share them too), outside one it starts its own.
 */
export function withSharedReads<T>(work: () => Promise<T>): Promise<T> {
  return current.getStore() ? work() : current.run(new Map(), work);
}

/** The answer to `read`, made once per page render for the same key (always made outside one). */
export function onePerPage<T>(key: string, read: () => Promise<T>): Promise<T> {
  const reads = current.getStore();
  if (!reads) return read();
  let answer = reads.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = read();
    reads.set(key, answer);
    // A failed read is not shared: the next caller tries again.
    answer.catch(() => reads.delete(key));
  }
  return answer;
}

/** After a write made for the page: what was read before it is read again. */
export function forgetPageReads() {
  current.getStore()?.clear();
}
