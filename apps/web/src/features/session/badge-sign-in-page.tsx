import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BADGE_SECRET } from '@lectern/domain';
import { api, ApiError } from '../../lib/api.js';
import { pageLoad } from '../../lib/page-load.js';
import { buttonClass } from '../../ui/plain-button.js';
import { Card } from '../../ui/card.js';
import s from './session.module.css';

type State = { kind: 'signing-in' } | { kind: 'no-badge' } | { kind: 'failed'; message: string };

const NO_BADGE = 'Scan your sign-in badge with the camera to sign in.';
const FAILED = 'We could not sign you in. Try scanning again.';

/**
 * `/badge#{secret}`: where a printed sign-in badge's QR code leads. The secret travels in the
 * fragment, which the browser never sends to a server or a proxy log; it is taken out of the
 * address at once and posted, and the student goes home.
 */
export function BadgeSignInPage() {
  // The server renders "Signing you in…"; only the browser can read the fragment.
  const [state, setState] = useState<State>({ kind: 'signing-in' });

  useEffect(() => {
    const secret = window.location.hash.slice(1);
    // Not left in the address bar or the history of a shared classroom tablet.
    window.history.replaceState(null, '', window.location.pathname);
    if (!BADGE_SECRET.test(secret)) {
      setState({ kind: 'no-badge' });
      return;
    }
    api('POST', '/api/v2/session/badge/', { secret }).then(
      () => pageLoad.replace('/'),
      (err: unknown) => setState({ kind: 'failed', message: err instanceof ApiError && err.status < 500 ? err.message : FAILED }),
    );
  }, []);

  return (
    <main className={s.signinWrap} id="main">
      <Card className={s.signinCard} aria-labelledby="badge-title">
        <div className={s.brandMark} aria-hidden="true">
          L
        </div>
        <h1 id="badge-title">{state.kind === 'signing-in' ? 'Signing you in…' : 'Sign in with your badge'}</h1>
        {state.kind === 'signing-in' ? (
          <p className="muted" role="status">
            One moment.
          </p>
        ) : (
          <div className="stack">
            <p role="alert">{state.kind === 'failed' ? state.message : NO_BADGE}</p>
            <Link className={buttonClass('secondary')} to="/signin">
              Sign in with a username
            </Link>
          </div>
        )}
      </Card>
    </main>
  );
}
