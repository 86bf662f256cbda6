/**
 * "Hide from classes" (TOOLBAR-18 … TOOLBAR-22): a teacher opens or hides the article for each of
 * their classes. A class the article is assigned to stays open (the switch says why); a teacher
 * without classes is sent to make one. The server enforces it: hidden articles are neither found
 * nor opened by those classes' students.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_HIDE_TEXT as T } from '@lectern/domain';
import { classroomsQuery } from '../../lib/classrooms.js';
import { Modal } from '../../ui/modal.js';
import { buttonClass } from '../../ui/plain-button.js';
import { useToast } from '../../ui/toast.js';
import { useHides, useToggleHide } from './api.js';
import s from './hide-from-classes.module.css';

/**
 * The action for the toolbar: a button on wide screens (its class hides it where the toolbar
 * collapses) and an entry for the "More actions" menu there; both open the same dialog.
 */
export function useHideAction(enabled: boolean) {
  const [open, setOpen] = useState(false);
  return {
    menuEntries: enabled ? [{ id: 'hide-from-classes', label: T.action, onSelect: () => setOpen(true) }] : [],
    render: (contentId: string, className?: string) =>
      enabled ? (
        <>
          <button type="button" className={buttonClass('secondary', className)} onClick={() => setOpen(true)}>
            {T.action}
          </button>
          <Modal title={T.action} isOpen={open} onOpenChange={setOpen}>
            {open && <ClassList contentId={contentId} />}
          </Modal>
        </>
      ) : null,
  };
}

function ClassList({ contentId }: { contentId: string }) {
  const classes = useQuery(classroomsQuery);
  const hides = useHides(contentId, true);
  const toggle = useToggleHide(contentId);
  const toast = useToast();
  if (classes.isPending || hides.isPending) return <p className="muted">Loading your classes…</p>;
  if (classes.isError || hides.isError) return <p className={s.error}>Your classes aren’t loading. Please try again later.</p>;
  const mine = classes.data ?? [];
  if (!mine.length)
    return (
      <p>
        <Link to="/account/classes/">{T.noClasses}</Link>
      </p>
    );
  const assigned = new Set(hides.data?.assigned_classroom_ids ?? []);
  return (
    <div className="stack">
      <p className="muted">
        Students of a hidden class don’t find this article in the library or search, and can’t open it unless you assign it to
        them.
      </p>
      <ul className={s.list}>
        {mine.map((c) => {
          const record = hides.data?.results.find((r) => r.classroom_id === c.id) ?? null;
          const hidden = record !== null;
          const locked = assigned.has(c.id);
          return (
            <li key={c.id} className={s.row}>
              <span className={s.name}>
                {c.name}
                {locked && <span className={`muted ${s.note}`}>{T.assigned}</span>}
              </span>
              <button
                type="button"
                role="switch"
                aria-checked={hidden}
                aria-label={`Hide from ${c.name}`}
                className={hidden ? s.switchOn : s.switch}
                disabled={locked || toggle.isPending || (record !== null && record.id < 0)}
                onClick={() =>
                  toggle.mutate(
                    { classroomId: c.id, hideId: record?.id ?? null },
                    {
                      onSuccess: () => toast(hidden ? T.opened(c.name) : T.hidden(c.name)),
                      onError: () => toast(hidden ? T.openFailed : T.hideFailed, 'error'),
                    },
                  )
                }
              >
                <span className={s.knob} aria-hidden="true" />
                <span className={s.state}>{hidden ? 'Hidden' : 'Open'}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
