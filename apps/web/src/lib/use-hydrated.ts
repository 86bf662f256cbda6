import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False in the server's HTML and during hydration, true once the page runs in the browser. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
