import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import s from './ui.module.css';

/**
 * One entry of a menu: an action (`onSelect`), a toggle (`checked`), one choice of a set (`checked`
 * with `radio`), or a sub-menu (`items`).
 */
export interface MenuEntry {
  id: string;
  label: string;
  onSelect?: () => void;
  /** A toggle (menuitemcheckbox), or with `radio` one choice of a set (menuitemradio): whether it is on. */
  checked?: boolean;
  radio?: boolean;
  /** A sub-menu, opened in place under its entry. */
  items?: MenuEntry[];
}

/**
 * The WAI-ARIA menu button pattern in plain React: Enter, Space or ArrowDown opens it on the first
 * item, arrows and Home/End move, Escape and Tab close it, a click outside closes it. An entry with
 * a sub-menu opens it with Enter, Space or ArrowRight (on its checked choice, else its first); in
 * the sub-menu ArrowLeft or Escape goes back to the entry. Sub-menus open in place, under their
 * entry, so they fit a phone's width as well as a desktop's. Written here rather than taken from
 * the component library so that the top bar, which every page shows, does not pull that library
 * into the first script a reader downloads.
 */
export function MenuButton({
  label,
  trigger,
  items,
  className,
  namedByTrigger = false,
}: {
  /** The menu's name, and the button's unless `namedByTrigger`. */
  label: string;
  trigger: ReactNode;
  items: MenuEntry[];
  /** The trigger button's look. */
  className?: string;
  /** The trigger's own text names the button (it must, when that text is visible: WCAG 2.5.3). */
  namedByTrigger?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  return (
    <div ref={wrap} style={{ position: 'relative' }}>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={namedByTrigger ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {open && <MenuList id={menuId} label={label} items={items} className={s.menu} onClose={close} />}
    </div>
  );
}

const roleOf = (item: MenuEntry) => (item.checked === undefined ? 'menuitem' : item.radio ? 'menuitemradio' : 'menuitemcheckbox');

/** One level of a menu: its items, and the sub-menu open under one of them. */
function MenuList({
  id,
  label,
  items,
  className,
  onClose,
  onBack,
}: {
  id: string;
  label: string;
  items: MenuEntry[];
  className: string | undefined;
  /** Closes the whole menu (back to its button when `refocus`). */
  onClose: (refocus: boolean) => void;
  /** A sub-menu's way back to its entry; none at the top. */
  onBack?: () => void;
}) {
  const [openSub, setOpenSub] = useState<string | null>(null);
  const subId = useId();
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusItem = (i: number) => itemRefs.current[(i + items.length) % items.length]?.focus();
  // With a toggle or a choice in it, every entry has the check mark's column, so the labels line up.
  const checkColumn = items.some((item) => item.checked !== undefined);

  useEffect(() => {
    // Opening: the checked choice of a set, else the first item.
    const checked = items.findIndex((item) => item.radio && item.checked);
    focusItem(checked >= 0 ? checked : 0);
    // Runs when this level opens; focusItem only reads refs.
  }, []);

  const back = (index: number) => {
    setOpenSub(null);
    focusItem(index);
  };

  const onKey = (e: KeyboardEvent) => {
    const i = itemRefs.current.findIndex((el) => el === document.activeElement);
    const item = items[i];
    if (e.key === 'ArrowDown') focusItem(i + 1);
    else if (e.key === 'ArrowUp') focusItem(i - 1);
    else if (e.key === 'Home') focusItem(0);
    else if (e.key === 'End') focusItem(items.length - 1);
    else if (e.key === 'ArrowRight' && item?.items) setOpenSub(item.id);
    else if ((e.key === 'ArrowLeft' || e.key === 'Escape') && onBack) onBack();
    else if (e.key === 'Escape') onClose(true);
    else if (e.key === 'Tab') onClose(false);
    else return;
    // A sub-menu's keys are its own: its parent level must not move too.
    e.stopPropagation();
    if (e.key !== 'Tab') e.preventDefault();
  };

  return (
    <ul id={id} role="menu" aria-label={label} className={className} onKeyDown={onKey}>
      {items.map((item, i) => {
        const role = roleOf(item);
        const subOpen = openSub === item.id;
        return (
          <li role="none" key={item.id}>
            <button
              ref={(el) => {
                itemRefs.current[i] = el;
              }}
              type="button"
              role={role}
              tabIndex={-1}
              className={s.menuItem}
              aria-checked={role === 'menuitem' ? undefined : item.checked}
              aria-haspopup={item.items ? 'menu' : undefined}
              aria-expanded={item.items ? subOpen : undefined}
              aria-controls={item.items && subOpen ? subId : undefined}
              onClick={() => {
                if (item.items) {
                  if (subOpen) back(i);
                  else setOpenSub(item.id);
                  return;
                }
                // A toggle or a choice leaves focus on the menu's button; an action (a dialog) takes it.
                onClose(role !== 'menuitem');
                item.onSelect?.();
              }}
            >
              {checkColumn && (
                <span className={s.menuCheck} aria-hidden="true">
                  {item.checked ? '✓' : ''}
                </span>
              )}
              <span className={s.menuLabel}>{item.label}</span>
              {item.items && (
                <span className={subOpen ? s.menuChevronOpen : s.menuChevron} aria-hidden="true">
                  ›
                </span>
              )}
            </button>
            {item.items && subOpen && (
              <MenuList
                id={subId}
                label={item.label}
                items={item.items}
                className={s.subMenu}
                onClose={onClose}
                onBack={() => back(i)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
