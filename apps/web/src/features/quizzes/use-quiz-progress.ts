import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { parseQuizProgress, type QuizProgress } from '@lectern/domain';

/*
 * A student's chosen answers before the quiz is submitted (QUIZ-07), kept in the browser's local
 * storage so that a reload or a closed tab loses nothing. When storage is blocked the answers live
 * in memory for the page's lifetime.
 */
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab answering the same quiz keeps this one in step.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The answers in progress under `key` (see quizProgressKey), with setters. Empty in the server's HTML. */
export function useQuizProgress(key: string) {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const progress = useMemo(() => parseQuizProgress(raw), [raw]);
  const choose = useCallback(
    (questionId: number, optionId: number) => {
      const next: QuizProgress = {
        ...parseQuizProgress(read(key)),
        [questionId]: { value: optionId, date_answered: new Date().toISOString() },
      };
      write(key, JSON.stringify(next));
    },
    [key],
  );
  const clear = useCallback(() => write(key, null), [key]);
  return { progress, choose, clear };
}
