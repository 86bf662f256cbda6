import { lazy, type ComponentType, type ReactNode } from 'react';

/** A component that loads as its own chunk, with a way to fetch that chunk ahead of rendering. */
export type LazyChunk<P> = ((props: P) => ReactNode) & { preload: () => Promise<unknown> };

/**
 * A component (a page, an activity panel, a teacher's tools) loaded as its own chunk. `preload()`
 * fetches it ahead of rendering: the browser entry preloads what the current page shows before
 * hydrating, so hydration never waits on a Suspense boundary, and the page is interactive as soon
 * as its HTML is. The server renderer waits for lazy chunks, so the first HTML is complete.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyChunk<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((c) => {
      loaded = c;
      return c;
    });
  const Lazy = lazy(() => preload().then((c) => ({ default: c })));
  function Chunk(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Chunk, { preload });
}
