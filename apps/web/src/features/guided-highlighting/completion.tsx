import { useEffect, useRef } from 'react';
import { completionConfetti, completionMessage, GH_TEXT, pointsText } from '@lectern/domain';
import { PlainButton } from '../../ui/plain-button.js';
import { CompletionArt } from './highlighter-art.js';
import s from './guided-highlighting.module.css';

/**
 * Confetti from canvas-confetti, loaded only when it is shown, never when motion is reduced. It
 * falls on a canvas of our own, hidden from assistive technology and from the pointer, taken away
 * when the last piece has fallen.
 */
async function celebrate() {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const { default: confetti } = await import('canvas-confetti');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:70';
  document.body.append(canvas);
  try {
    const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
    await fire({ particleCount: 120, spread: 75, origin: { x: 0.8, y: 0.35 } });
  } finally {
    canvas.remove();
  }
}

/**
 * GH-02, GH-13: the completion screen — our picture, the points and the message for the total;
 * 10 points or more add confetti (once, when the student completes the activity).
 */
export function Completion({ total, celebrateNow, onReview }: { total: number; celebrateNow: boolean; onReview: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Right after "Complete activity" the message takes focus (and is read out); a panel opened on a
  // finished activity leaves focus where the page put it.
  useEffect(() => {
    if (!celebrateNow) return;
    heading.current?.focus();
    if (completionConfetti(total)) void celebrate().catch(() => undefined);
  }, [celebrateNow, total]);
  return (
    <section className={s.completion} aria-labelledby="gh-complete-heading">
      <div className={s.completionArt}>
        <CompletionArt />
      </div>
      <p className={s.completionLabel}>{GH_TEXT.completeHeading}</p>
      <h3 id="gh-complete-heading" className={s.completionMessage} tabIndex={-1} ref={heading}>
        {completionMessage(total)}
      </h3>
      <p className={s.completionPoints}>
        {GH_TEXT.earned} <strong>{pointsText(total)}</strong>
      </p>
      <PlainButton variant="secondary" onClick={onReview}>
        Review your answers
      </PlainButton>
    </section>
  );
}
