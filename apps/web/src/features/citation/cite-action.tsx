import { Suspense, useMemo, useState } from 'react';
import type { ArticleLevel, CitationData } from '@lectern/domain';
import { lazyPage } from '../../lib/lazy-page.js';
import type { MenuEntry } from '../../ui/menu-button.js';
import { buttonClass } from '../../ui/plain-button.js';

// The modal, its tabs and form load as a chunk of their own when a reader asks to cite: the
// article page's first script stays as it was.
const CitationModal = lazyPage(() => import('./citation-modal.js').then((m) => m.CitationModal));

/** The address a citation gives: the article at this level, without the page's panels and modes. */
const articleUrl = (level: ArticleLevel) => `${window.location.origin}/view/${level.header_content_id}?levelId=${level.id}`;

/**
 * TOOLBAR-23: the article toolbar's "Cite" action (flag citation_feature) and the citation modal it
 * opens. The route places the button and, where the toolbar folds its actions into the "⋯" menu,
 * the menu entry; a reader's edits are theirs for as long as the page is open, per level.
 */
export function useCiteAction(enabled: boolean) {
  // When the reader opened the modal: the citation's access date. Null while it is closed.
  const [openedAt, setOpenedAt] = useState<Date | null>(null);
  const [edits, setEdits] = useState<Record<number, CitationData>>({});
  const menuEntries: MenuEntry[] = useMemo(
    () => (enabled ? [{ id: 'cite', label: 'Cite', onSelect: () => setOpenedAt(new Date()) }] : []),
    [enabled],
  );
  const preload = () => void CitationModal.preload();
  /** The button (with `className`, to fold it away on narrower screens) and the open modal. */
  const render = (level: ArticleLevel, className?: string) =>
    enabled && (
      <>
        <button
          type="button"
          className={buttonClass('secondary', className)}
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpenedAt(new Date())}
        >
          Cite
        </button>
        {openedAt && (
          <Suspense fallback={null}>
            <CitationModal
              level={level}
              url={articleUrl(level)}
              openedAt={openedAt}
              edited={edits[level.id]}
              onSave={(data) => setEdits((e) => ({ ...e, [level.id]: data }))}
              onClose={() => setOpenedAt(null)}
            />
          </Suspense>
        )}
      </>
    );
  return { menuEntries, render };
}
