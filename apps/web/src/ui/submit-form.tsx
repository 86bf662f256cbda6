import { useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import type { Submit } from '../lib/use-submit.js';
import { Alert } from './card.js';

/**
 * A form that sends one write through `useSubmit`. The API is its validator, with the domain's
 * messages: a refused field shows its message beside it until the person edits it; a refusal
 * without a field on this form shows above the fields. Nothing the browser remembers between tries
 * (required fields, custom validity) can hold the next submit back, and no message disappears (and
 * moves the buttons) at the moment a button is pressed.
 */
export function SubmitForm({
  submit,
  onSubmit,
  className = 'stack',
  method,
  children,
}: {
  submit: Pick<Submit<unknown, never>, 'fieldErrors' | 'formError' | 'onInput'>;
  /** Called with the default prevented: read the fields and call `submit.submit`. */
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  className?: string;
  /** `post` for a form whose server HTML must never put its fields in the URL (sign-in). */
  method?: 'post';
  children: ReactNode;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const { fieldErrors, formError, onInput } = submit;

  // A refused field this form does not have would otherwise say nothing at all.
  const [unplaced, setUnplaced] = useState<string[]>([]);
  useLayoutEffect(() => {
    const elements = ref.current?.elements;
    if (!elements) return;
    const messages = Object.entries(fieldErrors)
      .filter(([name]) => !elements.namedItem(name))
      .map(([, message]) => message);
    setUnplaced((shown) => (shown.join('\n') === messages.join('\n') ? shown : messages));
  }, [fieldErrors]);

  const message = formError ?? (unplaced.length ? unplaced.join(' ') : null);
  return (
    <Form
      ref={ref}
      method={method}
      validationBehavior="aria"
      validationErrors={fieldErrors}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(e);
      }}
    >
      {/* Editing a field (typing, ticking, choosing) forgets its refusal, whatever the field's
          component. A React handler, so the field's own change lands in the same render: a listener
          of its own would re-render the field with its old value first, and lose the keystroke. */}
      <div className={className} onInput={onInput}>
        {message && <Alert tone="error">{message}</Alert>}
        {children}
      </div>
    </Form>
  );
}
