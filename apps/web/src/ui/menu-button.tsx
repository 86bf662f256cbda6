import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import s from './ui.module.css';

export interface MenuEntry {
  id: string;
  label: string;
  onSelect: () => void;
}

/**
 * The WAI-ARIA menu button pattern in plain React: Enter, Space or ArrowDown opens it on the first
 * item, arrows and Home/End move, Escape and Tab close it, a click outside closes it. Written here
 * rather than taken from the component library so that the top bar, which every page shows, does
 * not pull that library into the first script a reader downloads.
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
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const focusItem = (i: number) => itemRefs.current[(i + items.length) % items.length]?.focus();
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(0);
    const onDown = (e: MouseEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
    // Runs when the menu opens; focusItem only reads refs.
  }, [open]);

  const onMenuKey = (e: KeyboardEvent) => {
    const i = itemRefs.current.findIndex((el) => el === document.activeElement);
    if (e.key === 'ArrowDown') focusItem(i + 1);
    else if (e.key === 'ArrowUp') focusItem(i - 1);
    else if (e.key === 'Home') focusItem(0);
    else if (e.key === 'End') focusItem(items.length - 1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') close(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

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
      {open && (
        <ul id={menuId} role="menu" aria-label={label} className={s.menu} onKeyDown={onMenuKey}>
          {items.map((item, i) => (
            <li role="none" key={item.id}>
              <button
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={s.menuItem}
                onClick={() => {
                  close(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
