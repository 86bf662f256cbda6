/**
 * "Share" on the article toolbar (TOOLBAR-01): the article's link at the level on screen, to copy —
 * the address a student can open (without the page's panels, modes or the teacher's selection).
 * A teacher with a published assignment selected also gets its assignment link, and every teacher
 * can open the link in a preview window (TOOLBAR-09) to see it without their tools.
 */
import { Suspense, useMemo, useState } from 'react';
import { lazyPage } from '../../lib/lazy-page.js';
import type { MenuEntry } from '../../ui/menu-button.js';
import { iconButtonClass } from '../../ui/plain-button.js';
import { SHARE_TEXT, type ShareInput } from './share-text.js';

// The dialog and the component library under it load when a reader asks to share.
const ShareDialog = lazyPage(() => import('./share-dialog.js').then((m) => m.ShareDialog));

export function useShareAction() {
  const [open, setOpen] = useState(false);
  const menuEntries: MenuEntry[] = useMemo(() => [{ id: 'share', label: SHARE_TEXT.action, onSelect: () => setOpen(true) }], []);
  const preload = () => void ShareDialog.preload();
  /** The button (with `className`, to fold it away on narrower screens) and the open dialog. */
  const render = (input: ShareInput, className?: string) => (
    <>
      <button
        type="button"
        className={iconButtonClass('secondary', className)}
        aria-label={SHARE_TEXT.action}
        title={SHARE_TEXT.action}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 15V3" />
          <path d="m7 8 5-5 5 5" />
          <path d="M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog {...input} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
  return { menuEntries, render };
}
