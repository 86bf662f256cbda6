import { lazy, Suspense, useState } from 'react';
import type { Me } from '@lectern/domain';
import { buttonClass } from '../../ui/plain-button.js';
import s from './challenges.module.css';

// The dialog and the component library under it load when first opened, so the article view stays light.
const ExplainerModal = lazy(() => import('./explainer-modal.js').then((m) => ({ default: m.ExplainerModal })));

/** TOKEN-08: a button that opens the challenge explainer modal. */
export function ExplainerButton({
  me,
  label = 'How the reading challenge works',
  variant = 'quiet',
  className,
}: {
  me: Me;
  label?: string;
  /** `link`: drawn as a text action beside links (the home card, the token panel). */
  variant?: 'primary' | 'secondary' | 'quiet' | 'link';
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={variant === 'link' ? `${s.linkButton} ${className ?? ''}` : buttonClass(variant, className)}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="10" cy="6.2" r="1.2" fill="currentColor" />
          <path d="M10 9v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {label}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ExplainerModal me={me} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
