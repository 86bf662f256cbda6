import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '@lectern/domain';
import { useSubmit } from '../../lib/use-submit.js';
import { Card } from '../../ui/card.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { SubmitForm } from '../../ui/submit-form.js';
import { TextField } from '../../ui/text-field.js';
import { useSignIn } from './api.js';
import s from './session.module.css';

export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSubmit(useSignIn());
  const next = safeNextPath(params.get('next'));

  return (
    <main className={s.signinWrap} id="main">
      <Card className={s.signinCard} aria-labelledby="signin-title">
        <div className={s.brandMark} aria-hidden="true">
          L
        </div>
        <h1 id="signin-title">Sign in to Lectern</h1>
        <p className="muted">Read, assign and discuss levelled articles with your class.</p>
        <SubmitForm
          method="post"
          submit={signIn}
          onSubmit={(e) => {
            // Read from the form, not from state: what was typed before the page hydrated counts.
            const data = new FormData(e.currentTarget);
            const field = (name: string) => {
              const v = data.get(name);
              return typeof v === 'string' ? v : '';
            };
            signIn.submit(
              { username: field('username'), password: field('password') },
              { onSuccess: () => void navigate(next, { replace: true }) },
            );
          }}
        >
          <TextField label="Username" name="username" autoComplete="username" isRequired autoFocus />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" isRequired />
          <SubmitButton pending={signIn.isPending} pendingLabel="Signing in…">
            Sign in
          </SubmitButton>
        </SubmitForm>
      </Card>
    </main>
  );
}
