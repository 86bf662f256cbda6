/** PLAT-57: focus moves this long after an action, once the new view is on screen. */
export const FOCUS_DELAY_MS = 50;

/** Moves focus to what `el` finds once the action's new view is drawn; nothing if it is gone by then. */
export const focusLater = (el: () => HTMLElement | null) => setTimeout(() => el()?.focus(), FOCUS_DELAY_MS);
