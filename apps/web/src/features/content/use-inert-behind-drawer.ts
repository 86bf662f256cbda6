import { useEffect, useSyncExternalStore, type RefObject } from 'react';

const SMALL_SCREEN = '(max-width: 767px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * On phones the open activity panel is a drawer over the article (PLAT-58). While it is open, the
 * page behind it is inert: Tab and screen readers stay in the drawer and the top bar instead of
 * reaching controls the drawer and its backdrop cover (WCAG 2.4.11). The backdrop itself stays
 * live, so a tap on it still closes the drawer.
 */
export function useInertBehindDrawer(pageRef: RefObject<HTMLElement | null>, open: boolean) {
  const small = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
  useEffect(() => {
    const page = pageRef.current;
    const drawer = page?.querySelector('#activity-panel');
    if (!open || !small || !page || !drawer) return;
    const covered: Element[] = [];
    const collect = (parent: Element) => {
      for (const child of Array.from(parent.children)) {
        if (child === drawer || child.getAttribute('aria-hidden') === 'true') continue;
        if (child.contains(drawer)) collect(child);
        else covered.push(child);
      }
    };
    collect(page);
    for (const el of covered) el.setAttribute('inert', '');
    return () => {
      for (const el of covered) el.removeAttribute('inert');
    };
  }, [pageRef, open, small]);
}
