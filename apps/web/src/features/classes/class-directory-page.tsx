import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { gradeRangeLabel, NO_STUDENTS_TEXT, safeNextPath, type Classroom, type Group } from '@lectern/domain';
import { useSubmit } from '../../lib/use-submit.js';
import { Button, ButtonLink } from '../../ui/button.js';
import { Alert, Card, Tag } from '../../ui/card.js';
import { Modal } from '../../ui/modal.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { useClassrooms, useDeleteClass, useDeleteGroup, useRemoveStudent } from './api.js';
import { PrintBadgesButton } from './badge-sheet.js';
import { AddStudentForm, ClassForm, GroupForm } from './class-forms.js';
import { NewCodeButton, rosterSummary, useRosterOpen } from './class-roster.js';
import { ReadingLevelForm } from './reading-level-form.js';
import s from './classes.module.css';

type Dialog =
  | { kind: 'new-class' }
  | { kind: 'edit-class'; cls: Classroom }
  | { kind: 'add-student'; cls: Classroom }
  | { kind: 'group'; cls: Classroom; group?: Group }
  | { kind: 'delete-class'; cls: Classroom }
  | { kind: 'reading-level'; student: Classroom['students'][number] };

/** The class directory (`/account/classes`): a teacher's classes, rosters, groups and join codes. */
export function ClassDirectoryPage() {
  const [params] = useSearchParams();
  const classes = useClassrooms();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const fromAssignment = params.get('cameFromAssignmentPage') === 'true';
  const next = safeNextPath(params.get('next'), '');

  return (
    <main className="page" id="main">
      {fromAssignment && next && (
        <Alert>
          Set up your classes here, then{' '}
          <a href={next} className={s.backLink}>
            go back to your assignment
          </a>
          .
        </Alert>
      )}
      <div className="page-header">
        <div>
          <h1>Class directory</h1>
          <p className="muted">Create classes, add students, and make small groups for differentiated assignments.</p>
        </div>
        <div className="row">
          {fromAssignment && next && (
            <ButtonLink to={next} variant="secondary">
              Back to assignment
            </ButtonLink>
          )}
          <Button onPress={() => setDialog({ kind: 'new-class' })}>Create class</Button>
        </div>
      </div>

      {classes.isError && <Alert tone="error">We could not load your classes. Reload the page to try again.</Alert>}
      {classes.data?.length === 0 && (
        <Card className={s.empty}>
          <h2>No classes yet</h2>
          <p className="muted">Create your first class to start assigning articles.</p>
          <Button onPress={() => setDialog({ kind: 'new-class' })}>Create class</Button>
        </Card>
      )}
      <div className={s.cards}>
        {classes.data?.map((cls) => (
          <ClassCard key={cls.id} cls={cls} open={setDialog} />
        ))}
      </div>

      <Modal title="Create a class" isOpen={dialog?.kind === 'new-class'} onOpenChange={(o) => !o && close()}>
        <ClassForm onDone={close} />
      </Modal>
      <Modal title="Edit class" isOpen={dialog?.kind === 'edit-class'} onOpenChange={(o) => !o && close()}>
        {dialog?.kind === 'edit-class' && <ClassForm cls={dialog.cls} onDone={close} />}
      </Modal>
      <Modal title="Reading level" isOpen={dialog?.kind === 'reading-level'} onOpenChange={(o) => !o && close()}>
        {dialog?.kind === 'reading-level' && <ReadingLevelForm student={dialog.student} onDone={close} />}
      </Modal>
      <Modal title="Add a student" isOpen={dialog?.kind === 'add-student'} onOpenChange={(o) => !o && close()}>
        {dialog?.kind === 'add-student' && <AddStudentForm cls={dialog.cls} onDone={close} />}
      </Modal>
      <Modal
        title={dialog?.kind === 'group' && dialog.group ? 'Edit small group' : 'Create a small group'}
        isOpen={dialog?.kind === 'group'}
        onOpenChange={(o) => !o && close()}
      >
        {dialog?.kind === 'group' && (
          <GroupForm cls={dialog.cls} {...(dialog.group ? { group: dialog.group } : {})} onDone={close} />
        )}
      </Modal>
      <Modal title="Delete class?" isOpen={dialog?.kind === 'delete-class'} onOpenChange={(o) => !o && close()}>
        {dialog?.kind === 'delete-class' && <DeleteClass cls={dialog.cls} onDone={close} />}
      </Modal>
    </main>
  );
}

function DeleteClass({ cls, onDone }: { cls: Classroom; onDone: () => void }) {
  const del = useSubmit(useDeleteClass());
  return (
    <div className="stack">
      <p>
        Delete <strong>{cls.name}</strong>? Its {cls.student_count} student account(s) stay, but they leave the class and its
        groups.
      </p>
      {del.error && <Alert tone="error">{del.error.message}</Alert>}
      <div className="row">
        <SubmitButton
          type="button"
          variant="danger"
          pending={del.isPending}
          onClick={() => del.submit(cls.id, { onSuccess: onDone })}
        >
          Delete class
        </SubmitButton>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function ClassCard({ cls, open }: { cls: Classroom; open: (d: Dialog) => void }) {
  const headingId = `class-${cls.id}-title`;
  const rosterId = `class-${cls.id}-roster`;
  const [rosterOpen, setRosterOpen] = useRosterOpen(cls.id);
  // Adding a student or a group opens the roster, so what was added is in view when the dialog closes.
  const openWithRoster = (d: Dialog) => {
    setRosterOpen(true);
    open(d);
  };
  return (
    <Card aria-labelledby={headingId} className={s.classCard}>
      <div className={s.classHead}>
        <div>
          <h2 id={headingId} className={s.className}>
            {cls.name} {cls.is_elementary && <Tag title="Elementary class">ELEM</Tag>}
          </h2>
          <p className="muted">
            Grade {gradeRangeLabel(cls.grade_levels)} · {cls.student_count} {cls.student_count === 1 ? 'student' : 'students'}
          </p>
        </div>
        <div className="row">
          <ButtonLink variant="secondary" to={`/progress/classes/${cls.id}`} aria-label={`Progress of ${cls.name}`}>
            Progress
          </ButtonLink>
          <Button variant="secondary" onPress={() => open({ kind: 'edit-class', cls })}>
            Edit
          </Button>
          <Button variant="danger" onPress={() => open({ kind: 'delete-class', cls })}>
            Delete
          </Button>
        </div>
      </div>

      <div className={s.codeBox}>
        <span>
          Class code:{' '}
          <strong className={s.code} data-testid="join-code">
            {cls.join_code}
          </strong>
        </span>
        <span className={`muted ${s.codeHint}`}>Students enter it on their home page to join.</span>
        <NewCodeButton cls={cls} />
      </div>

      <div className={s.rosterBar}>
        {cls.students.length === 0 ? (
          <p className="muted">{NO_STUDENTS_TEXT}</p>
        ) : (
          <button
            type="button"
            className={s.disclosure}
            aria-expanded={rosterOpen}
            aria-controls={rosterId}
            onClick={() => setRosterOpen(!rosterOpen)}
          >
            <span className={s.chevron} aria-hidden="true" />
            <span>Students and groups</span>
            <span className={s.disclosureSummary}>{rosterSummary(cls)}</span>
          </button>
        )}
        <div className="row">
          <Button variant="secondary" onPress={() => openWithRoster({ kind: 'add-student', cls })}>
            Add student
          </Button>
          <Button
            variant="secondary"
            onPress={() => openWithRoster({ kind: 'group', cls })}
            isDisabled={cls.students.length === 0}
          >
            New group
          </Button>
          <PrintBadgesButton cls={cls} />
        </div>
      </div>

      {rosterOpen && cls.students.length > 0 && (
        <div id={rosterId} className={s.rosterBody}>
          <section aria-labelledby={`${rosterId}-students`}>
            <h3 id={`${rosterId}-students`} className={s.rosterHeading}>
              Students
            </h3>
            <ul className={s.roster}>
              {cls.students.map((st) => (
                <li key={st.id}>
                  <span className={s.studentName}>
                    <span>
                      {st.first_name} {st.last_name}
                    </span>
                    <span className={s.username}>{st.username}</span>
                  </span>
                  <span className={s.rowActions}>
                    <Button
                      variant="quiet"
                      aria-label={`Reading level of ${st.first_name} ${st.last_name}`}
                      onPress={() => open({ kind: 'reading-level', student: st })}
                    >
                      Reading level
                    </Button>
                    <RemoveStudentButton cls={cls} student={st} />
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby={`${rosterId}-groups`}>
            <h3 id={`${rosterId}-groups`} className={s.rosterHeading}>
              Small groups
            </h3>
            {cls.groups.length === 0 ? (
              <p className="muted">No small groups yet. Make one with New group to assign an article to just those students.</p>
            ) : (
              <ul className={s.groups}>
                {cls.groups.map((g) => (
                  <li key={g.id} className={s.group}>
                    <div>
                      <strong>{g.name}</strong>
                      <p className="muted">
                        {g.users.length ? g.users.map((u) => `${u.first_name} ${u.last_name}`).join(', ') : 'No students yet'}
                      </p>
                    </div>
                    <div className="row">
                      <Button
                        variant="quiet"
                        aria-label={`Edit ${g.name}`}
                        onPress={() => open({ kind: 'group', cls, group: g })}
                      >
                        Edit
                      </Button>
                      <DeleteGroupButton group={g} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Card>
  );
}

/** Each row's write has its own pending state, so removing one student never holds up another. */
function RemoveStudentButton({ cls, student }: { cls: Classroom; student: Classroom['students'][number] }) {
  const remove = useSubmit(useRemoveStudent());
  return (
    <SubmitButton
      type="button"
      variant="quiet"
      aria-label={`Remove ${student.first_name} ${student.last_name} from ${cls.name}`}
      pending={remove.isPending}
      onClick={() => remove.submit({ classId: cls.id, studentId: student.id })}
    >
      Remove
    </SubmitButton>
  );
}

function DeleteGroupButton({ group }: { group: Group }) {
  const del = useSubmit(useDeleteGroup());
  return (
    <SubmitButton
      type="button"
      variant="quiet"
      aria-label={`Delete ${group.name}`}
      pending={del.isPending}
      onClick={() => del.submit(group.id)}
    >
      Delete
    </SubmitButton>
  );
}
