/**
 * What the annotation layer in the article and the annotations panel share while a reader works:
 * the draft (a range chosen in the text, not saved yet), the annotation a card points at (painted
 * apart in the text), and the one just saved (its card opens and is marked, ANNOT-10).
 */
import { useSyncExternalStore } from 'react';
import type { BlockRange } from '@lectern/domain';

export interface Draft {
  levelId: number;
  range: BlockRange;
  /** The key of this save: a retried save finds the first (the server keeps one per key). */
  clientKey: string;
}

interface State {
  draft: Draft | null;
  active: number | null;
  fresh: number | null;
}

let state: State = { draft: null, active: null, fresh: null };
const listeners = new Set<() => void>();

export function setAnnotationState(change: Partial<State>) {
  state = { ...state, ...change };
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const SERVER_STATE: State = { draft: null, active: null, fresh: null };

export function useAnnotationState(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}

/** A fresh key for one save. */
export const newClientKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
        (Number(c) ^ (Math.floor(Math.random() * 256) & (15 >> (Number(c) / 4)))).toString(16),
      );
