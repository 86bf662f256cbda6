import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import s from './ui.module.css';

/** A titled modal dialog: focus is trapped, Escape and the backdrop close it. */
export function Modal({
  title,
  isOpen,
  onOpenChange,
  children,
}: {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
}) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={s.overlay}>
      <AriaModal className={s.modal}>
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
