// /activation-error/:error (PLT-011): why an activation link was refused (expired, used, invalid) and a new link.
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, Heading, Link, TextField } from '@caravan/ui';
import { ApiError } from '../api/index.js';
import { accountsApi } from './accounts.api.js';
import { type LinkProblem, parseLinkProblem } from './accounts.js';
import { AuthLayout, AuthLinks } from './AuthLayout.js';

const PROBLEMS: Record<LinkProblem, { title: string; body: string }> = {
  expired: {
    title: 'This activation link has expired',
    body: 'Activation links only work for a limited time. Send yourself a new one and use it soon.',
  },
  used: {
    title: 'This activation link was already used',
    body: 'If you activated your account, sign in. If you asked for another link since, only the newest one works.',
  },
  invalid: {
    title: 'This activation link is not valid',
    body: 'Check that you opened the whole link from the email, or send yourself a new one.',
  },
};

/** Explains a refused activation link; sending a new one (reset-user-token) applies to every reason. */
export function ActivationErrorPage({ error }: { error?: string | undefined }) {
  const problem = parseLinkProblem(error);
  const copy = PROBLEMS[problem];
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setPending(true);
    setFailure(null);
    setFieldErrors({});
    try {
      setSent((await accountsApi.resendActivation(email)).message);
    } catch (e) {
      setFailure(
        e instanceof ApiError ? e.message : 'We could not reach Caravan. Check your connection and try again.',
      );
      if (e instanceof ApiError) setFieldErrors(e.fields);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthLayout title={copy.title} lede={copy.body} documentTitle="Activation link problem">
      {problem === 'used' ? (
        <Link href="/login" variant="button">
          Sign in
        </Link>
      ) : null}
      <section className="pt-Auth-section" aria-labelledby="resend-title">
        <Heading level={2} id="resend-title">
          Send a new link
        </Heading>
        {sent ? <Alert tone="success">{sent}</Alert> : null}
        {failure ? (
          <Alert tone="danger" title="We could not send the link">
            {failure}
          </Alert>
        ) : null}
        {sent ? null : (
          <Form onSubmit={onSubmit} validationErrors={fieldErrors}>
            <TextField
              name="email"
              type="email"
              label="Email"
              description="The address you signed up with."
              autoComplete="email"
              isRequired
            />
            <Button type="submit" variant={problem === 'used' ? 'secondary' : 'primary'} fullWidth isPending={pending}>
              Send a new link
            </Button>
          </Form>
        )}
      </section>
      <AuthLinks>
        <Link href="/login" variant="standalone">
          Back to sign in
        </Link>
      </AuthLinks>
    </AuthLayout>
  );
}
