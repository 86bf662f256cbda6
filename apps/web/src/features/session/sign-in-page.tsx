import { Form } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '@lectern/domain';
import { ApiError } from '../../lib/api.js';
import { Button } from '../../ui/button.js';
import { Alert, Card } from '../../ui/card.js';
import { TextField } from '../../ui/text-field.js';
import { useSignIn } from './api.js';
import s from './session.module.css';

export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const next = safeNextPath(params.get('next'));
  const error = signIn.error instanceof ApiError ? signIn.error : null;

  return (
    <main className={s.signinWrap} id="main">
      <Card className={s.signinCard} aria-labelledby="signin-title">
        <div className={s.brandMark} aria-hidden="true">
          L
        </div>
        <h1 id="signin-title">Sign in to Lectern</h1>
        <p className="muted">Read, assign and discuss levelled articles with your class.</p>
        <Form
          method="post"
          className="stack"
          validationErrors={error?.fields}
          onSubmit={(e) => {
            e.preventDefault();
            // Read from the form, not from state: what was typed before the page hydrated counts.
            const data = new FormData(e.currentTarget);
            const field = (name: string) => {
              const v = data.get(name);
              return typeof v === 'string' ? v : '';
            };
            signIn.mutate(
              { username: field('username'), password: field('password') },
              { onSuccess: () => void navigate(next, { replace: true }) },
            );
          }}
        >
          {error && <Alert tone="error">{error.message}</Alert>}
          <TextField label="Username" name="username" autoComplete="username" isRequired autoFocus />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" isRequired />
          <Button type="submit" isDisabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
