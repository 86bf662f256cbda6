import { useEffect, type RefObject } from 'react';

/**
 * The WAI-ARIA toolbar pattern for a `role="toolbar"` element whose buttons other features draw:
 * the toolbar is one Tab stop, ArrowLeft/ArrowRight move between its controls (wrapping), Home and
 * End go to the first and last. The controls are found in the DOM (buttons, links and fields that
 * are shown), so a feature's button joins by being drawn there; what is open inside a control (a
 * menu, whose own keys move within it) and what is folded away at this width is not a stop. Tab
 * indexes are set on the elements themselves, after hydration, so the server's HTML stays plain.
 */
/** Whether an element is drawn (not folded away by `display: none` at this width). */
const shown = (el: HTMLElement) => (typeof el.checkVisibility === 'function' ? el.checkVisibility() : true);

export function useRovingToolbar(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const controls = () =>
      [...bar.querySelectorAll<HTMLElement>('button, a[href], select, input, [tabindex]')].filter(
        (el) => !el.closest('[role="menu"], [role="dialog"]') && shown(el) && !el.matches('[disabled]'),
      );
    let current: HTMLElement | null = null;
    /** One control is the Tab stop: the one last used while it is shown, else the first. */
    const settle = () => {
      const list = controls();
      if (!current || !list.includes(current)) current = list[0] ?? null;
      for (const el of bar.querySelectorAll<HTMLElement>('button, a[href], select, input, [tabindex]')) {
        if (el.closest('[role="menu"], [role="dialog"]')) continue;
        const want = el === current ? '0' : '-1';
        if (el.getAttribute('tabindex') !== want) el.setAttribute('tabindex', want);
      }
    };
    const onFocus = (e: FocusEvent) => {
      const target = e.target as HTMLElement;
      if (controls().includes(target) && target !== current) {
        current = target;
        settle();
      }
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement;
      // A menu or a field inside the toolbar keeps its own arrows (a select's options).
      if (target.closest('[role="menu"], [role="dialog"]') || target.matches('select, input')) return;
      const list = controls();
      const i = list.indexOf(target);
      if (i < 0) return;
      const next =
        e.key === 'ArrowRight'
          ? list[(i + 1) % list.length]
          : e.key === 'ArrowLeft'
            ? list[(i - 1 + list.length) % list.length]
            : e.key === 'Home'
              ? list[0]
              : e.key === 'End'
                ? list[list.length - 1]
                : undefined;
      if (!next) return;
      e.preventDefault();
      current = next;
      settle();
      next.focus();
    };
    settle();
    // Controls come and go (a chunk loads, an assignment is selected, the width crosses a breakpoint).
    const observer = new MutationObserver(settle);
    observer.observe(bar, { childList: true, subtree: true });
    window.addEventListener('resize', settle);
    bar.addEventListener('focusin', onFocus);
    bar.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', settle);
      bar.removeEventListener('focusin', onFocus);
      bar.removeEventListener('keydown', onKey);
    };
  }, [ref]);
}
