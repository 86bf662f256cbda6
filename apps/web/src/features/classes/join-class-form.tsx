import { useState } from 'react';
import { useSubmit } from '../../lib/use-submit.js';
import { Alert } from '../../ui/card.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { SubmitForm } from '../../ui/submit-form.js';
import { TextField } from '../../ui/text-field.js';
import { useJoinClass } from './api.js';
import s from './classes.module.css';

/** A student joins a class with the 6-character code their teacher shares. */
export function JoinClassForm() {
  const join = useSubmit(useJoinClass());
  const [code, setCode] = useState('');
  const [joined, setJoined] = useState<string | null>(null);
  return (
    <SubmitForm
      submit={join}
      onSubmit={() => {
        setJoined(null);
        join.submit(code, {
          onSuccess: (cls) => {
            setJoined(cls.name);
            setCode('');
          },
        });
      }}
    >
      {joined && <Alert tone="success">You joined {joined}.</Alert>}
      <div className={s.joinForm}>
        <TextField
          label="Class code"
          name="code"
          value={code}
          onChange={setCode}
          isRequired
          maxLength={12}
          description="Your teacher shares a 6-character code."
        />
        <SubmitButton pending={join.isPending} pendingLabel="Joining…">
          Join class
        </SubmitButton>
      </div>
    </SubmitForm>
  );
}
