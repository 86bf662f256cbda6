import { useState } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import type { Classroom, Group } from '@lectern/domain';
import { useSubmit } from '../../lib/use-submit.js';
import { Button } from '../../ui/button.js';
import { Alert } from '../../ui/card.js';
import { FormActions } from '../../ui/form-actions.js';
import { GradePicker } from '../../ui/grade-picker.js';
import { SubmitForm } from '../../ui/submit-form.js';
import { TextField } from '../../ui/text-field.js';
import { useAddStudent, useCreateClass, useSaveGroup, useUpdateClass } from './api.js';
import s from './classes.module.css';

export function ClassForm({ cls, onDone }: { cls?: Classroom; onDone: () => void }) {
  const create = useSubmit(useCreateClass());
  const update = useSubmit(useUpdateClass());
  const save = cls ? update : create;
  const [name, setName] = useState(cls?.name ?? '');
  const [grades, setGrades] = useState<number[]>(cls?.grade_levels ?? []);
  return (
    <SubmitForm
      submit={save}
      onSubmit={() => {
        const body = { name, grade_levels: grades };
        if (cls) update.submit({ id: cls.id, ...body }, { onSuccess: onDone });
        else create.submit(body, { onSuccess: onDone });
      }}
    >
      <TextField label="Class name" name="name" value={name} onChange={setName} isRequired maxLength={80} autoFocus />
      <GradePicker value={grades} onChange={setGrades} />
      <FormActions
        label={cls ? 'Save class' : 'Create class'}
        pendingLabel="Saving…"
        isPending={save.isPending}
        onCancel={onDone}
      />
    </SubmitForm>
  );
}

export function AddStudentForm({ cls, onDone }: { cls: Classroom; onDone: () => void }) {
  const mutation = useAddStudent();
  const add = useSubmit(mutation);
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [created, setCreated] = useState<{ username: string; password: string; name: string } | null>(null);
  if (created) {
    return (
      <div className="stack">
        <Alert tone="success">
          {created.name} was added to {cls.name}.
        </Alert>
        <p>Give these sign-in details to the student. The password is shown only now.</p>
        <dl className={s.credentials}>
          <dt>Username</dt>
          <dd data-testid="new-username">{created.username}</dd>
          <dt>Password</dt>
          <dd data-testid="new-password">{created.password}</dd>
        </dl>
        <div className="row">
          <Button
            onPress={() => {
              setCreated(null);
              setFirst('');
              setLast('');
              mutation.reset();
            }}
          >
            Add another student
          </Button>
          <Button variant="secondary" onPress={onDone}>
            Done
          </Button>
        </div>
      </div>
    );
  }
  return (
    <SubmitForm
      submit={add}
      onSubmit={() =>
        add.submit(
          { classId: cls.id, first_name: first, last_name: last },
          { onSuccess: (r) => setCreated({ ...r, name: `${first.trim()} ${last.trim()}` }) },
        )
      }
    >
      <TextField label="First name" name="first_name" value={first} onChange={setFirst} isRequired autoFocus />
      <TextField label="Last name" name="last_name" value={last} onChange={setLast} isRequired />
      <p className="muted">
        Students can also join on their own: they enter the class code <strong>{cls.join_code}</strong> on their home page.
      </p>
      <FormActions label="Add student" pendingLabel="Adding…" isPending={add.isPending} onCancel={onDone} />
    </SubmitForm>
  );
}

export function GroupForm({ cls, group, onDone }: { cls: Classroom; group?: Group; onDone: () => void }) {
  const save = useSubmit(useSaveGroup());
  const [name, setName] = useState(group?.name ?? '');
  const [members, setMembers] = useState<string[]>(group?.users.map((u) => String(u.id)) ?? []);
  return (
    <SubmitForm
      submit={save}
      onSubmit={() =>
        save.submit(
          { classId: cls.id, ...(group ? { groupId: group.id } : {}), name, student_ids: members.map(Number) },
          { onSuccess: onDone },
        )
      }
    >
      <TextField label="Group name" name="name" value={name} onChange={setName} isRequired autoFocus />
      <CheckboxGroup value={members} onChange={setMembers} name="student_ids" className={s.memberGroup}>
        <Label className={s.fieldLabel}>Students in this group</Label>
        <div className={s.memberList}>
          {cls.students.map((st) => (
            <Checkbox key={st.id} value={String(st.id)} className={s.memberCheck}>
              <span className={s.box} aria-hidden="true" />
              {st.first_name} {st.last_name}
            </Checkbox>
          ))}
        </div>
        <FieldError className={s.fieldError} />
      </CheckboxGroup>
      <FormActions
        label={group ? 'Save group' : 'Create group'}
        pendingLabel="Saving…"
        isPending={save.isPending}
        onCancel={onDone}
      />
    </SubmitForm>
  );
}
