import { useEffect, type RefObject } from 'react';

/** The share of the screen's height the tools may hold while they stick. */
const MOST_OF_SCREEN = 0.2;

/**
 * The article tools stick below the top bar (PLAT-18) and wrap onto more lines where the screen is
 * narrow, so their height is known only on screen. This keeps in step with it the activity panel's
 * sticky offset (`--view-toolbar-h` on the page) and the document's scroll padding, so that what
 * scrolls into view (a control reached with Tab, a #fragment) stops below the tools instead of
 * under them (WCAG 2.4.11). Tools that would hold more than a fifth of the screen (a teacher's,
 * wrapped on a phone) scroll away with the page instead, leaving the text its room. `shown` is
 * whether the tools are on the page.
 */
export function useStickyToolbar(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const toolbar = ref.current;
    const page = toolbar?.parentElement;
    if (!shown || !toolbar || !page) return;
    const root = document.documentElement;
    const update = () => {
      const height = toolbar.offsetHeight;
      toolbar.toggleAttribute('data-scrolls', height > window.innerHeight * MOST_OF_SCREEN);
      page.style.setProperty('--view-toolbar-h', `${height}px`);
      const style = getComputedStyle(toolbar);
      const gap = parseFloat(getComputedStyle(root).getPropertyValue('--space-2')) || 0;
      root.style.scrollPaddingTop = style.position === 'sticky' ? `${parseFloat(style.top) + height + gap}px` : '';
    };
    update();
    // The tools wrap as the screen narrows; a sticky banner above them (a student's assignment) comes and goes.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(toolbar);
    observer?.observe(page);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.scrollPaddingTop = '';
      page.style.removeProperty('--view-toolbar-h');
      toolbar.removeAttribute('data-scrolls');
    };
  }, [ref, shown]);
}
