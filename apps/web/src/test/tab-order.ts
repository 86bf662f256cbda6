/** What the Tab key reaches, in document order (jsdom has no Tab key of its own). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** The element the next Tab press reaches from the focused one (radios of one group count once, as in a browser). */
export function nextTabStop(): HTMLElement | null {
  const from = document.activeElement;
  if (!from) return null;
  const all = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0);
  return all.find((el) => from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && !from.contains(el)) ?? null;
}
