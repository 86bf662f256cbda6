import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';
import type { Me, UpdateMe } from '@lectern/domain';
import { api, ApiError } from '../../lib/api.js';
import { Button } from '../../ui/button.js';
import { Alert, Card } from '../../ui/card.js';
import { TextField } from '../../ui/text-field.js';

/** `/account/settings/`: names for everyone; a teacher whose account is not complete finishes it here (PLAT-27). */
export function AccountSettingsPage({ me }: { me: Me }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const incomplete = me.isTeacher && !me.isAuthorizedTeacher;
  const [first, setFirst] = useState(me.first_name);
  const [last, setLast] = useState(me.last_name);
  const [school, setSchool] = useState(me.school?.name ?? '');
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: UpdateMe) => api<Me>('PATCH', '/api/v2/users/me/', body),
    onSuccess: (fresh) => {
      qc.setQueryData(['me'], fresh);
      setSaved(true);
      if (incomplete) void navigate('/', { replace: true });
    },
  });
  const err = save.error instanceof ApiError ? save.error : null;
  return (
    <main className="page" id="main">
      <div className="page-header">
        <h1>Account settings</h1>
      </div>
      <Card aria-label="Your details" style={{ maxWidth: 560 }}>
        {incomplete && (
          <Alert>Complete your teacher account to create classes and assign content: tell us your name and your school.</Alert>
        )}
        <Form
          className="stack"
          validationErrors={err?.fields}
          onSubmit={(e) => {
            e.preventDefault();
            setSaved(false);
            save.mutate({
              first_name: first,
              last_name: last,
              ...(incomplete || me.isTeacher ? { school_name: school || undefined } : {}),
            });
          }}
        >
          {saved && <Alert tone="success">Your settings are saved.</Alert>}
          {err && !Object.keys(err.fields).length && <Alert tone="error">{err.message}</Alert>}
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
            <Button type="submit" isDisabled={save.isPending}>
              {save.isPending ? 'Saving…' : incomplete ? 'Complete account' : 'Save'}
            </Button>
          </div>
        </Form>
      </Card>
    </main>
  );
}
