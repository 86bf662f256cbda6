import type { ReactNode, RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import s from './info-popover.module.css';

/**
 * A small titled popover beside the element that opened it (a key term's definition): Escape or a
 * click outside closes it and focus goes back to the opener. The opener is any element
 * the caller keeps open state for, so light pages can draw a native button and load this (and
 * the component library under it) only when a reader opens one.
 */
export function InfoPopover({
  triggerRef,
  isOpen,
  onOpenChange,
  title,
  children,
}: {
  triggerRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom"
      offset={6}
      className={s.popover}
    >
      <Dialog className={s.dialog}>
        <Heading slot="title" className={s.title}>
          {title}
        </Heading>
        {children}
      </Dialog>
    </Popover>
  );
}
