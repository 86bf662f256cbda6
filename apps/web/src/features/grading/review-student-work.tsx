import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, type ArticleLevel } from '@lectern/domain';
import { Modal } from '../../ui/modal.js';
import { PlainButton } from '../../ui/plain-button.js';
import { gradingLink, useReviewableAssignments } from './api.js';
import s from './grading.module.css';

/**
 * TOOLS-31, TOOLS-32: the teacher's "Review Student Work" entry at the end of the activity picker
 * and its modal: "Independent Work" (every student of the teacher's classes), then the published
 * assignments of this article.
 */
export function ReviewStudentWork({ contentId, level, headerId }: { contentId: string; level: ArticleLevel; headerId?: number }) {
  const [open, setOpen] = useState(false);
  const list = useReviewableAssignments(contentId, open);
  const assignments = (list.data?.results ?? []).filter((a) => !a.is_draft);
  return (
    <div className={s.reviewEntry}>
      <PlainButton variant="secondary" onClick={() => setOpen(true)}>
        Review Student Work
      </PlainButton>
      <Modal title="Review Student Work" isOpen={open} onOpenChange={setOpen}>
        {({ close }) => (
          <div className={s.reviewBody}>
            <Link className={s.reviewRow} to={gradingLink(contentId, { levelId: level.id, headerId })} onClick={close}>
              <span className={s.reviewName}>Independent Work</span>
              <span className="muted">Everyone in your classes who read this article on their own</span>
            </Link>
            <h3 className={s.reviewHeading}>Assignments</h3>
            {list.isPending ? (
              <p className="muted">Loading…</p>
            ) : list.isError ? (
              <p role="alert">We couldn’t load your assignments. Please try again.</p>
            ) : assignments.length === 0 ? (
              <p className="muted">No assigned work to review.</p>
            ) : (
              <ul className={s.reviewList}>
                {assignments.map((a) => (
                  <li key={a.assignment_id}>
                    <Link
                      className={s.reviewRow}
                      to={gradingLink(contentId, { assignmentId: a.assignment_id, levelId: level.id, headerId })}
                      onClick={close}
                    >
                      <span className={s.reviewName}>{a.title}</span>
                      <span className="muted">
                        {[...a.assignment_classrooms.map((c) => c.name), ...a.assignment_groups.map((g) => g.name)].join(', ')}
                        {a.date_goes_live ? ` · ${formatDate(a.date_goes_live)}` : ''}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <div className={s.reviewActions}>
              <PlainButton variant="secondary" onClick={close}>
                Close
              </PlainButton>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
