import { useEffect, useState } from 'react';
import {
  ASSIGNMENT_TEXT as T,
  BADGE_REFRESH_MS,
  isEmptyInstructions,
  relativeTime,
  statusBadge,
  type ArticleLevel,
  type Assignment,
  type Attachment,
  type Me,
} from '@lectern/domain';
import { Modal } from '../../ui/modal.js';
import { PlainButton } from '../../ui/plain-button.js';
import { AssignmentBuilder } from './builder.js';
import s from './assignments.module.css';

/**
 * The teacher's assignment controls in the article toolbar: the status badge of the selected
 * assignment (ASSIGN-40, refreshed every minute), and the button that opens the builder; after a
 * save, the share dialog (ASSIGN-49, ASSIGN-50).
 */
export function AssignmentControls(props: {
  me: Me;
  storyId: string;
  level: ArticleLevel;
  attachments: Attachment[];
  assignment: Assignment | null;
  here: string;
  disabled: boolean;
  onSelect: (assignmentId: number) => void;
}) {
  const { assignment } = props;
  const [open, setOpen] = useState(false);
  const [shared, setShared] = useState<Assignment | null>(null);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), BADGE_REFRESH_MS);
    return () => clearInterval(t);
  }, []);
  const badge = assignment ? statusBadge(assignment, now, (iso) => relativeTime(iso, now)) : '';
  return (
    <div className={s.controls}>
      {badge && (
        <span className={assignment?.is_draft ? s.badgeDraft : s.badge} role="status">
          {badge}
        </span>
      )}
      <PlainButton disabled={props.disabled} onClick={() => setOpen(true)}>
        {assignment && !assignment.is_draft && assignment.content_id ? T.menuSettings : 'Assign'}
      </PlainButton>
      <AssignmentBuilder
        {...props}
        isOpen={open}
        onClose={() => setOpen(false)}
        onSaved={(a, published) => {
          setOpen(false);
          props.onSelect(a.assignment_id);
          if (published) setShared(a);
        }}
      />
      <ShareDialog assignment={shared} onClose={() => setShared(null)} />
    </div>
  );
}

function ShareDialog({ assignment, onClose }: { assignment: Assignment | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const link =
    assignment?.content_id && typeof window !== 'undefined'
      ? `${window.location.origin}/assignment/${assignment.content_id}`
      : '';
  return (
    <Modal title={T.shareTitle} isOpen={assignment !== null} onOpenChange={(o) => !o && onClose()}>
      <div className={s.share}>
        <p className={s.eyebrow}>{T.shareEyebrow}</p>
        <label className={s.field}>
          <span>Assignment link</span>
          <span className={s.copyRow}>
            <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            <PlainButton
              variant="secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(link).then(() => setCopied(true));
              }}
            >
              {copied ? 'Copied' : 'Copy'}
            </PlainButton>
          </span>
        </label>
        <p className={s.divider}>
          <span>{T.shareDivider}</span>
        </p>
        <div className={s.shareLinks}>
          <a href={`/assignment/${assignment?.content_id ?? ''}?print=true`} target="_blank" rel="noreferrer">
            {T.sharePrint}
          </a>
          <a href="/assignments" target="_blank" rel="noreferrer">
            {T.shareViewAll}
          </a>
        </div>
        <PlainButton onClick={onClose}>{T.shareDone}</PlainButton>
      </div>
    </Modal>
  );
}

/** ASSIGN-53: what a student's assignment panel shows. Instructions arrive sanitized by the server. */
export function AssignmentPanelBody({ assignment }: { assignment: Assignment }) {
  const cls = assignment.assignment_classrooms[0]?.name ?? assignment.assignment_groups[0]?.name ?? '';
  return (
    <div className={s.panel}>
      <h3 className={s.panelTitle}>{assignment.title}</h3>
      <dl className={s.panelFacts}>
        <div>
          <dt>{T.panelTeacher}</dt>
          <dd>{assignment.created_by.user.display_name}</dd>
        </div>
        {cls && (
          <div>
            <dt>{T.panelClass}</dt>
            <dd>{cls}</dd>
          </div>
        )}
      </dl>
      {assignment.content_id && <a href={`/assignment/${assignment.content_id}`}>{T.panelViewAssignment}</a>}
      {!isEmptyInstructions(assignment.instructions) && (
        <>
          <h4 className={s.panelSub}>{T.panelInstructions}</h4>
          <div className={s.instructions} dangerouslySetInnerHTML={{ __html: assignment.instructions }} />
        </>
      )}
    </div>
  );
}
