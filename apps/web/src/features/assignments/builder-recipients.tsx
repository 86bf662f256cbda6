import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ASSIGNMENT_TEXT as T, classroomsExpandedByDefault, CLASSROOMS_SHOWN, type defaultAssigneeType } from '@lectern/domain';
import { classroomsQuery } from '../../lib/classrooms.js';
import { buttonClass, PlainButton } from '../../ui/plain-button.js';
import s from './assignments.module.css';

export type AssigneeType = ReturnType<typeof defaultAssigneeType>;

const useTeacherClasses = () => useQuery(classroomsQuery);

const toggle = (xs: number[], id: number) => (xs.includes(id) ? xs.filter((x) => x !== id) : [...xs, id]);

/**
 * Who gets the assignment: whole classes or small groups within them. The first classes show, the
 * rest behind "See all"; a teacher without classes is sent to the class directory (ASSIGN-25).
 */
export function BuilderRecipients({
  here,
  error,
  assigneeType,
  onAssigneeTypeChange,
  classIds,
  onClassIdsChange,
  groupIds,
  onGroupIdsChange,
}: {
  /** Path and query of the page, for the class directory's way back. */
  here: string;
  /** Why the choice cannot be published (ASSIGN-31), once publishing was tried. */
  error: string | null;
  assigneeType: AssigneeType;
  onAssigneeTypeChange: (type: AssigneeType) => void;
  classIds: number[];
  onClassIdsChange: (ids: number[]) => void;
  groupIds: number[];
  onGroupIdsChange: (ids: number[]) => void;
}) {
  const classes = useTeacherClasses();
  const errorId = useId();
  const [showAll, setShowAll] = useState(false);
  const list = classes.data ?? [];
  const expanded = showAll || classroomsExpandedByDefault(list.length);
  const shown = expanded ? list : list.slice(0, CLASSROOMS_SHOWN);

  return (
    <fieldset className={s.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend>
        Students <span aria-hidden="true">*</span>
      </legend>
      {error && (
        <p id={errorId} className={s.fieldError}>
          {error}
        </p>
      )}
      {classes.isPending ? (
        <p className="muted">Loading your classes…</p>
      ) : list.length === 0 ? (
        <div className={s.noClasses}>
          <p>{T.noClasses}</p>
          <a
            className={buttonClass('primary')}
            href={`/account/classes?cameFromAssignmentPage=true&next=${encodeURIComponent(here)}`}
          >
            {T.goToClassDirectory}
          </a>
        </div>
      ) : (
        <>
          <div className={s.segmented} role="radiogroup" aria-label="Assign to">
            {(['whole_class', 'small_group'] as const).map((t) => (
              <label key={t} className={assigneeType === t ? s.segmentOn : s.segment}>
                <input type="radio" name="assignee-type" checked={assigneeType === t} onChange={() => onAssigneeTypeChange(t)} />
                {t === 'whole_class' ? T.wholeClass : T.smallGroup}
              </label>
            ))}
          </div>
          <ul className={s.classList}>
            {shown.map((c) => (
              <li key={c.id}>
                {assigneeType === 'whole_class' ? (
                  <label className={s.check}>
                    <input
                      type="checkbox"
                      checked={classIds.includes(c.id)}
                      onChange={() => onClassIdsChange(toggle(classIds, c.id))}
                    />
                    <span>{c.name}</span>
                  </label>
                ) : (
                  <p className={s.className}>{c.name}</p>
                )}
                {c.students.length === 0 && <p className="muted">{T.classHasNoStudents}</p>}
                {assigneeType === 'small_group' &&
                  (c.groups.length === 0 ? (
                    <p className="muted">No small groups yet.</p>
                  ) : (
                    <ul className={s.groupList}>
                      {c.groups.map((g) => (
                        <li key={g.id}>
                          <label className={s.check}>
                            <input
                              type="checkbox"
                              checked={groupIds.includes(g.id)}
                              onChange={() => onGroupIdsChange(toggle(groupIds, g.id))}
                            />
                            <span>
                              {g.name} <span className="muted">({g.users.length})</span>
                            </span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  ))}
              </li>
            ))}
          </ul>
          {list.length > CLASSROOMS_SHOWN && (
            <PlainButton variant="quiet" className={s.linkButton} onClick={() => setShowAll(!showAll)}>
              {expanded ? T.seeFewerClassrooms : T.seeAllClassrooms}
            </PlainButton>
          )}
        </>
      )}
    </fieldset>
  );
}
