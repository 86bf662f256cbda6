import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.js';
import { Alert } from '../../ui/card.js';

/** `/impersonate-stop`: ends acting as a teacher and returns staff to their own home. */
export function ImpersonateStopPage() {
  const qc = useQueryClient();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api('DELETE', '/api/v2/impersonate/')
      .then(() => {
        qc.clear();
        window.location.assign('/');
      })
      .catch(() => setFailed(true));
  }, [qc]);
  return (
    <main className="page" id="main">
      <h1>Returning to your account…</h1>
      {failed && <Alert tone="error">We could not stop acting as this teacher. Reload the page to try again.</Alert>}
    </main>
  );
}
