import { useEffect } from 'react';
import { useSubmit } from '../../lib/use-submit.js';
import { Alert } from '../../ui/card.js';
import { useStopImpersonating } from './api.js';

/** `/impersonate-stop`: ends acting as a teacher and returns staff to their own home. */
export function ImpersonateStopPage() {
  const stop = useSubmit(useStopImpersonating());
  const { submit } = stop;
  // Once per visit: the guard also holds when a development build runs the effect twice.
  useEffect(() => submit(), [submit]);
  return (
    <main className="page" id="main">
      <h1>Returning to your account…</h1>
      {stop.error && <Alert tone="error">We could not stop acting as this teacher. Reload the page to try again.</Alert>}
    </main>
  );
}
