import { lazy, type ComponentType } from 'react';

/**
 * A page component loaded as its own chunk. `preload()` fetches it ahead of rendering: the
 * browser entry preloads the current page before hydrating, so hydration never waits on a
 * Suspense boundary, and the page is interactive as soon as its HTML is.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((c) => {
      loaded = c;
      return c;
    });
  const Lazy = lazy(() => preload().then((c) => ({ default: c })));
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}
