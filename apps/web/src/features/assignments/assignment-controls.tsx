import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ASSIGN_PARAM,
  ASSIGNMENT_TEXT as T,
  assignmentPrintPath,
  BADGE_REFRESH_MS,
  deleteConfirmation,
  duplicateUrl,
  relativeTime,
  statusBadge,
  type Assignment,
} from '@lectern/domain';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useSubmit } from '../../lib/use-submit.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { Modal } from '../../ui/modal.js';
import { MenuButton, type MenuEntry } from '../../ui/menu-button.js';
import { buttonClass, PlainButton } from '../../ui/plain-button.js';
import { useToast } from '../../ui/toast.js';
import { useDeleteAssignment, useDuplicateAssignment } from './api.js';
import { AssignmentBuilder, type BuilderProps } from './builder.js';
import s from './assignments.module.css';

/**
 * The teacher's assignment controls in the article toolbar: the status badge of the selected
 * assignment (ASSIGN-40, refreshed every minute), its options menu (ASSIGN-42) and the button that
 * opens the builder; after a save, the share dialog (ASSIGN-49, ASSIGN-50). At or below the large
 * breakpoint (TOOLBAR-02) the page's other actions join the options in one "⋯" menu.
 */
export function AssignmentControls(
  props: Omit<BuilderProps, 'isOpen' | 'onClose' | 'onSaved'> & {
    /** Why this teacher cannot assign the article, and what unlocks it; null when they can. */
    disabledReason: { text: string; link: { to: string; label: string } } | null;
    onSelect: (assignmentId: number | null) => void;
    /** The toolbar's own actions (Present, "View as student"), offered in the menu on narrower screens. */
    moreActions?: MenuEntry[];
    /**
     * Article actions the wide screen's assignment "⋯" menu offers (Print): beside an assignment's
     * controls the toolbar has no room for them. Narrower screens offer them in `moreActions`.
     */
    menuActions?: MenuEntry[];
  },
) {
  const { assignment, disabledReason, moreActions = [], menuActions = [] } = props;
  const toast = useToast();
  // undefined: closed; null: a new assignment; else the assignment being edited.
  const [editing, setEditing] = useState<Assignment | null | undefined>(undefined);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [shared, setShared] = useState<Assignment | null>(null);
  const [now, setNow] = useState(() => new Date());
  const duplicate = useSubmit(useDuplicateAssignment());
  const remove = useSubmit(useDeleteAssignment());
  // The badge's "… ago" is worked out from the clock, and the server's HTML and the browser's first
  // render may be a minute apart: hydration keeps the server's words (React is told to expect a
  // difference there), and the badge is drawn anew from the browser's clock once the page runs.
  const hydrated = useHydrated();
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), BADGE_REFRESH_MS);
    return () => clearInterval(t);
  }, []);
  const badge = assignment ? statusBadge(assignment, now, (iso) => relativeTime(iso, now)) : '';

  // RELATED-05: a related card's Assign lands here with ?assign=new, which opens the builder once.
  const [params, setParams] = useSearchParams();
  const assignNow = params.get(ASSIGN_PARAM.name) === ASSIGN_PARAM.value;
  useEffect(() => {
    if (!assignNow) return;
    const next = new URLSearchParams(window.location.search);
    next.delete(ASSIGN_PARAM.name);
    setParams(next, { replace: true });
    if (!disabledReason) setEditing(null);
  }, [assignNow, disabledReason, setParams]);

  const onDuplicate = () => {
    if (!assignment || duplicate.isPending) return;
    // The tab opens before the request so the browser does not treat it as a pop-up.
    const tab = window.open('', '_blank');
    duplicate.submit(assignment.assignment_id, {
      onSuccess: () => {
        const url = duplicateUrl(props.storyId, assignment.assignment_id, new URLSearchParams(window.location.search));
        if (tab) tab.location.href = url;
        else window.open(url, '_blank');
        toast(T.duplicateSuccess);
      },
      onError: () => {
        tab?.close();
        toast(T.duplicateFailure, 'error');
      },
    });
  };

  const onDelete = () => {
    if (!assignment) {
      setConfirmDelete(false); // ASSIGN-44: nothing to delete, just close.
      return;
    }
    remove.submit(assignment.assignment_id, {
      onSuccess: () => {
        setConfirmDelete(false);
        toast(T.deleteSuccess);
        props.onSelect(null);
      },
      onError: () => toast(T.deleteFailure, 'error'),
    });
  };

  // ASSIGN-42: Assignment settings (not for drafts), Duplicate assignment, Delete assignment.
  const assignmentItems: MenuEntry[] = assignment
    ? [
        ...(assignment.is_draft ? [] : [{ id: 'settings', label: T.menuSettings, onSelect: () => setEditing(assignment) }]),
        { id: 'duplicate', label: T.menuDuplicate, onSelect: onDuplicate },
        { id: 'delete', label: T.menuDelete, onSelect: () => setConfirmDelete(true) },
      ]
    : [];

  return (
    <div className={s.controls}>
      {badge && (
        <span
          key={hydrated ? 'browser' : 'server'}
          className={assignment?.is_draft ? s.badgeDraft : s.badge}
          role="status"
          title={badge}
          suppressHydrationWarning
        >
          {badge}
        </span>
      )}
      {assignment && (
        <div className={moreActions.length > 0 ? s.wideOnly : undefined}>
          <MenuButton
            label="Assignment options"
            className={buttonClass('secondary', s.optionsButton)}
            trigger={<span aria-hidden="true">⋯</span>}
            items={[...assignmentItems, ...menuActions]}
          />
        </div>
      )}
      {moreActions.length > 0 && (
        <div className={s.narrowOnly}>
          <MenuButton
            label={assignment ? 'More actions and assignment options' : 'More actions'}
            className={buttonClass('secondary', s.optionsButton)}
            trigger={<span aria-hidden="true">⋯</span>}
            items={[...moreActions, ...assignmentItems]}
          />
        </div>
      )}
      {disabledReason ? (
        <BlockedAssign reason={disabledReason} />
      ) : (
        <PlainButton onClick={() => setEditing(assignment?.is_draft ? assignment : null)}>{T.assign}</PlainButton>
      )}
      <AssignmentBuilder
        {...props}
        assignment={editing ?? null}
        isOpen={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={(a, published) => {
          setEditing(undefined);
          props.onSelect(a.assignment_id);
          if (published) setShared(a);
        }}
      />
      <ConfirmDialog
        title={T.menuDelete}
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        confirmLabel={T.menuDelete}
        variant="danger"
        pending={remove.isPending}
        onConfirm={onDelete}
      >
        <p>{deleteConfirmation(assignment?.is_draft ?? true)}</p>
      </ConfirmDialog>
      <ShareDialog assignment={shared} onClose={() => setShared(null)} />
    </div>
  );
}

/**
 * PLAT-46: the Assign button greyed out, yet focusable and described (hover, focus, a screen
 * reader), with a "Why?" that says what unlocks it.
 */
function BlockedAssign({ reason }: { reason: { text: string; link: { to: string; label: string } } }) {
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onDown = (e: PointerEvent) => !wrap.current?.contains(e.target as Node) && setOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onDown);
    };
  }, [open]);
  return (
    <span className={s.blocked} ref={wrap}>
      <PlainButton
        aria-disabled="true"
        aria-describedby={reasonId}
        className={s.assignBlocked}
        title={reason.text}
        onClick={() => setOpen(true)}
      >
        {T.assign}
      </PlainButton>
      <button type="button" className={s.why} aria-expanded={open} onClick={() => setOpen(!open)}>
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="10" cy="6.2" r="1.2" fill="currentColor" />
          <path d="M10 9v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Why?
      </button>
      <span id={reasonId} className={open ? s.whyPopover : 'visually-hidden'} role={open ? 'note' : undefined}>
        {reason.text} {open && <Link to={reason.link.to}>{reason.link.label}</Link>}
      </span>
    </span>
  );
}

export function ShareDialog({ assignment, onClose }: { assignment: Assignment | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const link =
    assignment?.content_id && typeof window !== 'undefined'
      ? `${window.location.origin}/assignment/${assignment.content_id}`
      : '';
  return (
    <Modal title={T.shareTitle} isOpen={assignment !== null} onOpenChange={(o) => !o && onClose()}>
      <div className={s.share}>
        <p className={s.eyebrow}>{T.shareEyebrow}</p>
        <label className={s.field}>
          <span>Assignment link</span>
          <span className={s.copyRow}>
            <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            <PlainButton
              variant="secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(link).then(() => setCopied(true));
              }}
            >
              {copied ? 'Copied' : 'Copy'}
            </PlainButton>
          </span>
        </label>
        <p className={s.divider}>
          <span>{T.shareDivider}</span>
        </p>
        <div className={s.shareLinks}>
          {/* ASSIGN-50, PRINT-12: the students' copy of the assignment as a PDF, in a new tab. */}
          {assignment && (
            <a href={assignmentPrintPath(assignment.assignment_id)} target="_blank" rel="noreferrer">
              {T.sharePrint}
            </a>
          )}
          <a href="/assignments" target="_blank" rel="noreferrer">
            {T.shareViewAll}
          </a>
        </div>
        <PlainButton onClick={onClose}>{T.shareDone}</PlainButton>
      </div>
    </Modal>
  );
}
