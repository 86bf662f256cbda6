import type { ButtonHTMLAttributes } from 'react';
import s from './ui.module.css';

type Variant = 'primary' | 'secondary' | 'danger' | 'quiet';

/** The house button look, for a link or a native button on pages that must stay light. */
export const buttonClass = (variant: Variant = 'primary', extra?: string) => `${s.button} ${s[variant]} ${extra ?? ''}`;

/** A square house button for an icon; its name comes from `aria-label` (the toolbar's reading tools). */
export const iconButtonClass = (variant: Variant = 'secondary', extra?: string) =>
  buttonClass(variant, `${s.iconButton} ${extra ?? ''}`);

/**
 * A native <button> with the house look, for pages that must stay light (the article view):
 * the same classes as `Button`, without the component library behind it.
 */
export function PlainButton({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button {...props} type={type} className={buttonClass(variant, className)} />;
}
