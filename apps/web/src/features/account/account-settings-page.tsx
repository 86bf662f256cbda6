import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Me } from '@lectern/domain';
import { useSubmit } from '../../lib/use-submit.js';
import { Alert, Card } from '../../ui/card.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { SubmitForm } from '../../ui/submit-form.js';
import { TextField } from '../../ui/text-field.js';
import { useUpdateMe } from './api.js';

/** `/account/settings/`: names for everyone; a teacher whose account is not complete finishes it here (PLAT-27). */
export function AccountSettingsPage({ me }: { me: Me }) {
  const navigate = useNavigate();
  const incomplete = me.isTeacher && !me.isAuthorizedTeacher;
  const [first, setFirst] = useState(me.first_name);
  const [last, setLast] = useState(me.last_name);
  const [school, setSchool] = useState(me.school?.name ?? '');
  const [saved, setSaved] = useState(false);
  const save = useSubmit(useUpdateMe());
  return (
    <main className="page" id="main">
      <div className="page-header">
        <h1>Account settings</h1>
      </div>
      <Card aria-label="Your details" style={{ maxWidth: 560 }}>
        {incomplete && (
          <Alert>Complete your teacher account to create classes and assign content: tell us your name and your school.</Alert>
        )}
        <SubmitForm
          submit={save}
          onSubmit={() => {
            setSaved(false);
            save.submit(
              {
                first_name: first,
                last_name: last,
                ...(incomplete || me.isTeacher ? { school_name: school || undefined } : {}),
              },
              {
                onSuccess: () => {
                  setSaved(true);
                  if (incomplete) void navigate('/', { replace: true });
                },
              },
            );
          }}
        >
          {saved && <Alert tone="success">Your settings are saved.</Alert>}
          <p className="muted">
            Username: <strong>{me.username}</strong>
          </p>
          <TextField label="First name" name="first_name" value={first} onChange={setFirst} isRequired />
          <TextField label="Last name" name="last_name" value={last} onChange={setLast} isRequired />
          {incomplete && (
            <TextField
              label="School"
              name="school_name"
              value={school}
              onChange={setSchool}
              isRequired
              description="The school where you teach."
            />
          )}
          {!incomplete && me.school && (
            <p className="muted">
              School: <strong>{me.school.name}</strong>
            </p>
          )}
          <div>
            <SubmitButton pending={save.isPending} pendingLabel="Saving…">
              {incomplete ? 'Complete account' : 'Save'}
            </SubmitButton>
          </div>
        </SubmitForm>
      </Card>
    </main>
  );
}
