import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Link, type LinkProps } from 'react-router';
import { useHydrated } from '../lib/use-hydrated.js';
import s from './ui.module.css';

type Variant = 'primary' | 'secondary' | 'danger' | 'quiet';

/**
 * The house button. A submit button stays disabled until the page is hydrated, so a form in the
 * server's HTML is never sent by the browser itself (with a password in the URL, say).
 */
export function Button({
  variant = 'primary',
  className,
  ...props
}: AriaButtonProps & { variant?: Variant; className?: string }) {
  const hydrated = useHydrated();
  const isDisabled = props.isDisabled || (props.type === 'submit' && !hydrated);
  return <AriaButton {...props} isDisabled={isDisabled} className={`${s.button} ${s[variant]} ${className ?? ''}`} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link {...props} className={`${s.button} ${s[variant]} ${className ?? ''}`} />;
}
