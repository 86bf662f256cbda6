import { useCallback, useEffect, useState } from 'react';
import type { Classroom } from '@lectern/domain';
import { useSubmit } from '../../lib/use-submit.js';
import { Button } from '../../ui/button.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { useNewJoinCode } from './api.js';

const storageKey = (classId: number) => `lectern.class-roster-open.${classId}`;

/**
 * Whether a class's roster is open, remembered for the browser session, so a teacher who opened
 * one class finds it open again after a reload or a trip to another page. The server's HTML and
 * hydration draw it closed; the remembered state applies once the page runs.
 */
export function useRosterOpen(classId: number): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(false);
  useEffect(() => {
    try {
      if (sessionStorage.getItem(storageKey(classId)) === '1') setOpenState(true);
    } catch {
      // Storage may be unavailable (private modes); the roster simply starts closed.
    }
  }, [classId]);
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      try {
        if (next) sessionStorage.setItem(storageKey(classId), '1');
        else sessionStorage.removeItem(storageKey(classId));
      } catch {
        // As above: the choice then lasts until the page is left.
      }
    },
    [classId],
  );
  return [open, setOpen];
}

/** "New code", asking first: the old code stops working for anyone who has not joined yet. */
export function NewCodeButton({ cls }: { cls: Classroom }) {
  const [asking, setAsking] = useState(false);
  const newCode = useSubmit(useNewJoinCode());
  return (
    <>
      <Button variant="secondary" onPress={() => setAsking(true)}>
        New code
      </Button>
      <ConfirmDialog
        title="Make a new code?"
        isOpen={asking}
        onOpenChange={setAsking}
        confirmLabel="Make a new code"
        pendingLabel="Making a new code…"
        pending={newCode.isPending}
        error={newCode.error?.message}
        onConfirm={() => newCode.submit(cls.id, { onSuccess: () => setAsking(false) })}
      >
        <p>
          The old code stops working. Students already in <strong>{cls.name}</strong> stay in it; anyone joining from now on needs
          the new code.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** The summary on a class's roster disclosure: "25 students · 2 small groups". */
export function rosterSummary(cls: Classroom) {
  const students = `${cls.students.length} ${cls.students.length === 1 ? 'student' : 'students'}`;
  const groups =
    cls.groups.length === 0 ? 'no small groups' : `${cls.groups.length} small group${cls.groups.length === 1 ? '' : 's'}`;
  return `${students} · ${groups}`;
}
