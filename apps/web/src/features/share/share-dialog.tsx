import { useState } from 'react';
import { Modal } from '../../ui/modal.js';
import { PlainButton } from '../../ui/plain-button.js';
import { articleLink, SHARE_TEXT as T, type ShareInput } from './share-text.js';
import s from './share.module.css';

/** Opens the article in a window of its own in preview mode (TOOLBAR-09), which its "Close window" closes. */
export function openPreview(link: string) {
  const url = new URL(link);
  url.searchParams.set('preview', 'true');
  window.open(url.toString(), '_blank', 'popup,width=1100,height=820');
}

/** The share dialog: the links to copy and, for a teacher, the preview window. */
export function ShareDialog({ level, assignmentContentId, canPreview, onClose }: ShareInput & { onClose: () => void }) {
  const origin = window.location.origin;
  const link = articleLink(origin, level);
  return (
    <Modal title={T.title} isOpen onOpenChange={(open) => !open && onClose()} className={s.modal}>
      {({ close }) => (
        <div className={s.body}>
          <CopyField label={T.articleLink} value={link} copyLabel={T.copy} />
          {assignmentContentId && (
            <CopyField
              label={T.assignmentLink}
              value={`${origin}/assignment/${assignmentContentId}`}
              copyLabel={T.copyAssignment}
            />
          )}
          {canPreview && (
            <div className={s.preview}>
              <PlainButton variant="secondary" onClick={() => openPreview(link)}>
                {T.preview}
              </PlainButton>
              <p className="muted">{T.previewNote}</p>
            </div>
          )}
          <PlainButton className={s.done} onClick={close}>
            {T.done}
          </PlainButton>
        </div>
      )}
    </Modal>
  );
}

function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(value)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <div className={s.field}>
      <label>
        <span className={s.label}>{label}</span>
        <input readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <PlainButton variant="secondary" onClick={copy}>
        {copied ? T.copied : copyLabel}
      </PlainButton>
      <span className="visually-hidden" role="status">
        {copied ? `${label} copied to the clipboard` : ''}
      </span>
    </div>
  );
}
