import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { useHydrated } from '../lib/use-hydrated.js';
import { buttonClass } from './plain-button.js';

type Variant = 'primary' | 'secondary' | 'danger' | 'quiet';

/**
 * The button that sends a write (a form's submit, or a Delete): pass `pending` from `useSubmit`.
 * While pending it is aria-disabled and ignores presses, and keeps focus (a disabled button would
 * drop it); with a `pendingLabel` it says what is happening ("Saving…"). A native button with the
 * house look, so it also serves the light article pages. A submit button stays disabled until the
 * page is hydrated, so a form in the server's HTML is never sent by the browser itself.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  variant = 'primary',
  type = 'submit',
  className,
  disabled,
  onClick,
  children,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  pending: boolean;
  pendingLabel?: string;
  variant?: Variant;
  type?: 'submit' | 'button';
}) {
  const hydrated = useHydrated();
  const press = (e: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  return (
    <button
      {...props}
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || (type === 'submit' && !hydrated)}
      aria-disabled={pending || undefined}
      onClick={press}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
