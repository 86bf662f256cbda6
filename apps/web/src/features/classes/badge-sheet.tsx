import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { renderSVG } from 'uqr';
import { BADGE_PATH, type BadgeSheet, type Classroom } from '@lectern/domain';
import { useSubmit } from '../../lib/use-submit.js';
import { Button } from '../../ui/button.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { Modal } from '../../ui/modal.js';
import { usePrintBadges } from './api.js';
import s from './badges.module.css';

/** The link a badge's QR code holds: the badge page, with the secret in the fragment. */
export const badgeUrl = (origin: string, secret: string) => `${origin}${BADGE_PATH}#${secret}`;

/** One printed card: a QR code that signs the student in, their name and their class. */
function Badge({ badge, className, origin }: { badge: BadgeSheet['badges'][number]; className: string; origin: string }) {
  const svg = useMemo(() => renderSVG(badgeUrl(origin, badge.secret), { border: 2 }), [origin, badge.secret]);
  const name = `${badge.first_name} ${badge.last_name}`;
  return (
    <li className={s.badge}>
      <span className={s.qr} role="img" aria-label={`Sign-in code for ${name}`} dangerouslySetInnerHTML={{ __html: svg }} />
      <span className={s.name}>{name}</span>
      <span className={s.className}>{className}</span>
      <span className={s.hint}>Scan with the camera to sign in to Lectern</span>
    </li>
  );
}

function Sheet({ sheet, origin }: { sheet: BadgeSheet; origin: string }) {
  return (
    <ul className={s.sheet} aria-label={`Sign-in badges for ${sheet.classroom.name}`}>
      {sheet.badges.map((b) => (
        <Badge key={b.student_id} badge={b} className={sheet.classroom.name} origin={origin} />
      ))}
    </ul>
  );
}

/**
 * "Print sign-in badges" for a class: asks first (badges printed before stop working), makes a
 * new badge per student, shows them and prints them. Only the printed sheet goes to the printer;
 * the secrets live in this page's memory and are gone when it closes.
 */
export function PrintBadgesButton({ cls }: { cls: Classroom }) {
  const [asking, setAsking] = useState(false);
  const [sheet, setSheet] = useState<BadgeSheet | null>(null);
  const print = useSubmit(usePrintBadges());
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  if (cls.students.length === 0) return null;
  return (
    <>
      <Button variant="secondary" onPress={() => setAsking(true)}>
        Print sign-in badges
      </Button>
      <ConfirmDialog
        title="Print sign-in badges?"
        isOpen={asking}
        onOpenChange={setAsking}
        confirmLabel="Make badges"
        pendingLabel="Making badges…"
        pending={print.isPending}
        error={print.error?.message}
        onConfirm={() =>
          print.submit(
            { classId: cls.id },
            {
              onSuccess: (made) => {
                setAsking(false);
                setSheet(made);
              },
            },
          )
        }
      >
        <p>
          Each student in <strong>{cls.name}</strong> gets a card with a QR code that signs them in without typing. Badges printed
          for this class before stop working.
        </p>
      </ConfirmDialog>
      <Modal title={`Sign-in badges for ${cls.name}`} isOpen={sheet !== null} onOpenChange={(open) => !open && setSheet(null)}>
        {sheet && (
          <div className="stack">
            <p className="muted">
              {sheet.badges.length} {sheet.badges.length === 1 ? 'badge' : 'badges'}. Cut them out and hand them out; a student
              scans theirs with a tablet’s or laptop’s camera. A lost badge: print the class’s badges again.
            </p>
            {/* It scrolls: a keyboard reaches it too. */}
            <div className={s.preview} role="region" aria-label="Badges to print" tabIndex={0}>
              <Sheet sheet={sheet} origin={origin} />
            </div>
            <div className="row">
              <Button onPress={() => window.print()}>Print</Button>
              <Button variant="secondary" onPress={() => setSheet(null)}>
                Done
              </Button>
            </div>
          </div>
        )}
      </Modal>
      {/* What the printer gets: the cards alone, outside the app and the dialog. */}
      {sheet &&
        createPortal(
          <div className={s.printRoot} data-print-only="">
            <Sheet sheet={sheet} origin={origin} />
          </div>,
          document.body,
        )}
    </>
  );
}
