import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import s from './ui.module.css';

/** A titled modal dialog: focus is trapped, Escape and the backdrop close it. */
export function Modal({
  title,
  isOpen,
  onOpenChange,
  children,
  className,
  overlayClassName,
}: {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Added to the modal's own class (its width, say). */
  className?: string;
  /** Added to the backdrop's class (its padding on phones, say). */
  overlayClassName?: string;
}) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={`${s.overlay} ${overlayClassName ?? ''}`}>
      <AriaModal className={`${s.modal} ${className ?? ''}`}>
        <Dialog className={s.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title">{title}</Heading>
              {typeof children === 'function' ? children({ close }) : children}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
