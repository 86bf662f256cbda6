import { READING_TEXT as T } from '@lectern/domain';
import type { MenuEntry } from '../../ui/menu-button.js';
import { iconButtonClass } from '../../ui/plain-button.js';

/**
 * "Paragraph numbers" on the article toolbar (TOOLBAR-05, TOOLBAR-06; flag paragraph_count_feature):
 * a toggle. The route holds its state with the other reading modes, since read aloud and translate
 * turn it off; the article draws the numbers (ArticleReading.paragraphNumbers).
 */
export function useParagraphNumbersAction(offered: boolean, on: boolean, onChange: (on: boolean) => void) {
  const menuEntries: MenuEntry[] = offered
    ? [{ id: 'paragraph-numbers', label: T.paragraphNumbers, checked: on, onSelect: () => onChange(!on) }]
    : [];
  /** The toggle button (with `className`, to fold it away on narrower screens). */
  const render = (className?: string) =>
    offered && (
      <button
        type="button"
        className={iconButtonClass(on ? 'primary' : 'secondary', className)}
        aria-label={T.paragraphNumbers}
        title={T.paragraphNumbers}
        aria-pressed={on}
        onClick={() => onChange(!on)}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
          <path d="M4.2 5.2 6 4h1.3v7H5.7V6l-1.5.9v-1.7Z" />
          <path d="M4 20v-1.2l2.3-2.1c.6-.6.8-.9.8-1.3 0-.5-.4-.8-.9-.8-.6 0-1 .4-1 1H3.8c0-1.4 1-2.3 2.4-2.3 1.4 0 2.4.8 2.4 2 0 .8-.4 1.4-1.3 2.2l-1.1 1h2.5V20H4Z" />
          <rect x="11" y="5" width="10" height="2" rx="1" />
          <rect x="11" y="9" width="7" height="2" rx="1" />
          <rect x="11" y="15" width="10" height="2" rx="1" />
          <rect x="11" y="19" width="7" height="2" rx="1" />
        </svg>
      </button>
    );
  return { menuEntries, render };
}
