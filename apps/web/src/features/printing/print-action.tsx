import { Suspense, useState } from 'react';
import { printPath, printPermission, PRINT_TEXT, type ArticleLevel, type Content, type Me } from '@lectern/domain';
import { lazyPage } from '../../lib/lazy-page.js';
import { MenuButton, type MenuEntry } from '../../ui/menu-button.js';
import { buttonClass } from '../../ui/plain-button.js';
import { usePrintOptions } from './api.js';
import './article-print.css';

// The modal and the component library under it load when a reader asks to print.
const PrintOptionsModal = lazyPage(() => import('./print-options-modal.js').then((m) => m.PrintOptionsModal));

export interface PrintActionInput {
  me: Me;
  content: Content;
  /** The reader's `print_modal` and `premium_print_gating` flags (defaults while they load). */
  flags: { print_modal?: boolean; premium_print_gating?: boolean } | undefined;
  /** A teacher's "View as student" (PRINT-02: the Article option only). */
  studentPreview: boolean;
}

/**
 * PRINT-01: the article toolbar's one "Print" button. Teachers and school admins, with the
 * `print_modal` flag on, get the "Print Options" modal; every other reader a dropdown of what they
 * may print. A locked account (PRINT-07) gets the modal with the reason instead. The options come
 * from the server (`GET /api/v3/print-options/`), asked for once the reader points at the button,
 * so the page itself makes no extra request; the lock is known at once from the same domain rule.
 */
export function usePrintAction() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  /** Whether this reader prints through the modal (PRINT-01), or a locked account reads why there. */
  const modalFlow = ({ me, content, flags, studentPreview }: PrintActionInput) => {
    const locked =
      printPermission(
        {
          role: me.role,
          isAuthorized: me.isAuthorizedTeacher || me.isSchoolAdmin,
          isLiteUser: me.isLiteUser,
          canPrintPremiumContent: me.canPrintPremiumContent,
          canViewPowerWords: me.canViewPowerWords,
          studentPreview,
        },
        { isPremium: content.data.is_premium, hasQuiz: false, hasWritePrompt: false, hasPowerWords: false },
        flags?.premium_print_gating !== false,
      ).kind === 'locked';
    return locked || (flags?.print_modal !== false && (me.isTeacher || me.isSchoolAdmin || me.isStaff) && !studentPreview);
  };

  /** The "⋯" menu's entry where the toolbar folds its actions away: the modal flow's only. */
  const menuEntries = (input: PrintActionInput): MenuEntry[] =>
    modalFlow(input) ? [{ id: 'print', label: PRINT_TEXT.button, onSelect: () => setOpen(true) }] : [];

  /**
   * The button (with `className`, to fold it into the "⋯" menu on narrower screens: the modal flow
   * only, as the menu holds no dropdown) and the open modal; `inMenuOnly` leaves the button out
   * where a menu offers Print (`menuEntries`) at every width.
   */
  const render = (input: PrintActionInput & { level: ArticleLevel }, className?: string, inMenuOnly = false) => {
    const { level, studentPreview } = input;
    const intent = () => setWanted(true);
    if (!modalFlow(input))
      return <PrintMenu levelId={level.id} studentPreview={studentPreview} wanted={wanted} onIntent={intent} />;
    const modal = open && (
      <Suspense fallback={null}>
        <PrintOptionsModal levelId={level.id} studentPreview={studentPreview} onClose={() => setOpen(false)} />
      </Suspense>
    );
    if (inMenuOnly) return modal;
    const preload = () => {
      intent();
      void PrintOptionsModal.preload();
    };
    return (
      <>
        <button
          type="button"
          className={buttonClass('secondary', className)}
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpen(true)}
        >
          {PRINT_TEXT.button}
        </button>
        {modal}
      </>
    );
  };
  return { menuEntries, render };
}

/** The dropdown: one entry per format this reader may print, each opening its PDF in a new tab. */
function PrintMenu({
  levelId,
  studentPreview,
  wanted,
  onIntent,
}: {
  levelId: number;
  studentPreview: boolean;
  wanted: boolean;
  onIntent: () => void;
}) {
  const options = usePrintOptions(levelId, wanted);
  const formats = (options.data?.formats ?? []).filter((f) => !studentPreview || f.value === 'article_only');
  const items: MenuEntry[] = options.isError
    ? [{ id: 'retry', label: 'Could not load the print options. Try again', onSelect: () => void options.refetch() }]
    : formats.length === 0
      ? [{ id: 'loading', label: 'Loading print options…', onSelect: () => undefined }]
      : formats.map((f) => ({
          id: f.value,
          label: `Print ${f.label.charAt(0).toLowerCase()}${f.label.slice(1)}`,
          onSelect: () => void window.open(printPath(levelId, { content: f.value }), '_blank', 'noopener'),
        }));
  return (
    <span onPointerEnter={onIntent} onFocus={onIntent}>
      <MenuButton label="Print" trigger={PRINT_TEXT.button} namedByTrigger items={items} className={buttonClass('secondary')} />
    </span>
  );
}
