import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Link, type LinkProps } from 'react-router';
import s from './ui.module.css';

type Variant = 'primary' | 'secondary' | 'danger' | 'quiet';

export function Button({
  variant = 'primary',
  className,
  ...props
}: AriaButtonProps & { variant?: Variant; className?: string }) {
  return <AriaButton {...props} className={`${s.button} ${s[variant]} ${className ?? ''}`} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link {...props} className={`${s.button} ${s[variant]} ${className ?? ''}`} />;
}
