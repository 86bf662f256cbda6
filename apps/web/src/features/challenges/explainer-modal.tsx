import { challengeExplainer, type Me } from '@lectern/domain';
import { Modal } from '../../ui/modal.js';
import { PlainButton } from '../../ui/plain-button.js';
import { ChallengeBadge } from './challenge-badge.js';
import s from './challenges.module.css';

/** TOKEN-08, TOKEN-09: the challenge explainer, worded for students or for teachers. */
export function ExplainerModal({ me, isOpen, onOpenChange }: { me: Me; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const text = challengeExplainer(me.isStudent ? 'student' : 'teacher', me.grade_level);
  return (
    <Modal title={text.title} isOpen={isOpen} onOpenChange={onOpenChange}>
      {({ close }) => (
        <div className={s.explainer}>
          <ChallengeBadge earned label="" className={s.explainerBadge} />
          {text.body.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <div className={s.explainerActions}>
            <PlainButton onClick={close}>Close</PlainButton>
          </div>
        </div>
      )}
    </Modal>
  );
}
