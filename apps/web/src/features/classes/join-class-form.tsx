import { useState } from 'react';
import { Form } from 'react-aria-components';
import { ApiError } from '../../lib/api.js';
import { Button } from '../../ui/button.js';
import { Alert } from '../../ui/card.js';
import { TextField } from '../../ui/text-field.js';
import { useJoinClass } from './api.js';
import s from './classes.module.css';

/** A student joins a class with the 6-character code their teacher shares. */
export function JoinClassForm() {
  const join = useJoinClass();
  const [code, setCode] = useState('');
  const [joined, setJoined] = useState<string | null>(null);
  const err = join.error instanceof ApiError ? join.error : null;
  return (
    <Form
      className="stack"
      validationErrors={err?.fields}
      onSubmit={(e) => {
        e.preventDefault();
        setJoined(null);
        join.mutate(code, {
          onSuccess: (cls) => {
            setJoined(cls.name);
            setCode('');
          },
        });
      }}
    >
      {joined && <Alert tone="success">You joined {joined}.</Alert>}
      {err && !err.fields['code'] && <Alert tone="error">{err.message}</Alert>}
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
        <Button type="submit" isDisabled={join.isPending}>
          {join.isPending ? 'Joining…' : 'Join class'}
        </Button>
      </div>
    </Form>
  );
}
