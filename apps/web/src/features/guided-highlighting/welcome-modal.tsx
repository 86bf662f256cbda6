import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { GH_TEXT } from '@lectern/domain';
import { PlainButton } from '../../ui/plain-button.js';
import { HighlighterArt } from './highlighter-art.js';
import s from './guided-highlighting.module.css';

/** GH-04: the "Do not show again" flag, kept on this device. */
export const SKIP_WELCOME_KEY = 'lectern.guidedHighlighting.skipWelcome';

export function welcomeSkipped(): boolean {
  try {
    return window.localStorage.getItem(SKIP_WELCOME_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberSkip(skip: boolean) {
  try {
    if (skip) window.localStorage.setItem(SKIP_WELCOME_KEY, 'true');
    else window.localStorage.removeItem(SKIP_WELCOME_KEY);
  } catch {
    // Storage may be off (private windows): the modal then shows each time, which is harmless.
  }
}

/**
 * GH-03, GH-04: the student's two-page welcome — "Welcome", then "Instructions" — with Next,
 * Back and Get Started!, and "Do not show again" on the last page. 800 × 523 on a desktop, the
 * full width of a phone. Escape and the backdrop close it as Get Started! does.
 */
export function WelcomeModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [page, setPage] = useState<0 | 1>(0);
  const [skip, setSkip] = useState(welcomeSkipped);
  const close = () => {
    setPage(0);
    onClose();
  };
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => !open && close()} isDismissable className={s.welcomeOverlay}>
      <Modal className={s.welcomeModal}>
        <Dialog className={s.welcomeDialog}>
          <div className={s.welcomeArt} aria-hidden="true">
            <HighlighterArt />
          </div>
          <div className={s.welcomeBody}>
            <p className={s.welcomeStep}>{page + 1} of 2</p>
            <Heading slot="title" className={s.welcomeTitle}>
              {page === 0 ? GH_TEXT.welcomeTitle : GH_TEXT.instructionsTitle}
            </Heading>
            {page === 0 ? (
              GH_TEXT.welcomeBody.map((p) => <p key={p}>{p}</p>)
            ) : (
              <ol className={s.instructions}>
                {GH_TEXT.instructionsBody.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ol>
            )}
            <div className={s.welcomeFoot}>
              {page === 1 && (
                <label className={s.skip}>
                  <input
                    type="checkbox"
                    checked={skip}
                    onChange={(e) => {
                      setSkip(e.target.checked);
                      rememberSkip(e.target.checked);
                    }}
                  />
                  {GH_TEXT.doNotShowAgain}
                </label>
              )}
              <div className={s.welcomeButtons}>
                {page === 0 ? (
                  <PlainButton autoFocus onClick={() => setPage(1)}>
                    {GH_TEXT.next}
                  </PlainButton>
                ) : (
                  <>
                    <PlainButton variant="secondary" onClick={() => setPage(0)}>
                      {GH_TEXT.back}
                    </PlainButton>
                    <PlainButton autoFocus onClick={close}>
                      {GH_TEXT.getStarted}
                    </PlainButton>
                  </>
                )}
              </div>
            </div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
