import type { ReactNode } from 'react';
import { Button } from './button.js';
import { Alert } from './card.js';
import { Modal } from './modal.js';
import { SubmitButton } from './submit-button.js';

/**
 * The "ask first" dialog before a write that cannot be taken back (a new join code, new badges, a
 * deletion): what will happen, the confirm button and Cancel. The caller sends the write through
 * `useSubmit` and passes its `isPending` as `pending`: until the answer comes the confirm button
 * is disabled and says so (`pendingLabel`), so a second press sends nothing. The caller closes the
 * dialog when the write succeeds; a refusal it wants said here goes in `error`.
 */
export function ConfirmDialog({
  title,
  isOpen,
  onOpenChange,
  confirmLabel,
  pendingLabel,
  variant = 'primary',
  pending,
  error,
  onConfirm,
  cancelLabel = 'Cancel',
  children,
}: {
  /** The button that closes without doing it ("Never mind"). */
  cancelLabel?: string;
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  confirmLabel: string;
  pendingLabel?: string;
  /** `danger` for a deletion. */
  variant?: 'primary' | 'danger';
  pending: boolean;
  /** Said above the buttons, for example the API's refusal of the last try. */
  error?: string | null | undefined;
  onConfirm: () => void;
  /** What confirming does. */
  children: ReactNode;
}) {
  return (
    <Modal title={title} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className="stack">
        {children}
        {error && <Alert tone="error">{error}</Alert>}
        <div className="row">
          <SubmitButton type="button" variant={variant} pending={pending} pendingLabel={pendingLabel} onClick={onConfirm}>
            {confirmLabel}
          </SubmitButton>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
