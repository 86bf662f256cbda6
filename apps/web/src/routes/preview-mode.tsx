import { READING_TEXT, type Me } from '@lectern/domain';
import { buttonClass } from '../ui/plain-button.js';
import s from './view-route.module.css';

/**
 * Preview mode (TOOLBAR-09): a teacher (or parent) opens the article's link from Share in a window
 * of its own to see it as the link opens it — the article and its reading tools, without the
 * assignment tools, Present, Hide from classes or Save. "Close window" closes that window. It is a
 * view, not a permission: students never get it, and the API answers as ever.
 */
export const previewModeOf = (me: Me | null, query: URLSearchParams) =>
  me !== null && !me.isStudent && query.get('preview') === 'true';

/** The banner: "Preview mode", and "Close window". */
export function PreviewModeBanner({ onLeave }: { onLeave: () => void }) {
  const close = () => {
    window.close();
    // A browser keeps a window open that a script did not open (an address typed or pasted): the
    // page then leaves preview mode instead, so the button never does nothing.
    window.setTimeout(() => {
      if (!window.closed) onLeave();
    }, 250);
  };
  return (
    <div className={s.presentBanner} role="region" aria-label={READING_TEXT.previewBanner}>
      <strong>{READING_TEXT.previewBanner}</strong>
      <button type="button" className={buttonClass('secondary', s.presentClose)} onClick={close}>
        {READING_TEXT.previewClose}
      </button>
    </div>
  );
}
