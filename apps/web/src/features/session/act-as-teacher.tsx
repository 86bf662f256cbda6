import { useState } from 'react';
import { useSubmit } from '../../lib/use-submit.js';
import { Card } from '../../ui/card.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { SubmitForm } from '../../ui/submit-form.js';
import { TextField } from '../../ui/text-field.js';
import { useImpersonate } from './api.js';

/** Staff act as a teacher to see Lectern as they do (PLAT-26: they stop from the banner). */
export function ActAsTeacher() {
  const [username, setUsername] = useState('');
  const act = useSubmit(useImpersonate(), {
    errorText: (e) => (e.status === 403 ? 'There is no teacher with that username.' : e.message),
  });
  return (
    <Card aria-labelledby="act-title">
      <h2 id="act-title">Act as a teacher</h2>
      <p className="muted">See Lectern exactly as a teacher does to help them. Stop at any time from the banner at the top.</p>
      <SubmitForm submit={act} onSubmit={() => act.submit(username)}>
        <TextField label="Teacher’s username" name="username" value={username} onChange={setUsername} isRequired />
        <div>
          <SubmitButton pending={act.isPending}>Act as teacher</SubmitButton>
        </div>
      </SubmitForm>
    </Card>
  );
}
