// /create-account/:token (PLT-010): the invited account's e-mail, its first password, then sign in.
import { useEffect } from 'react';
import { Alert, Button, Form, Link, Spinner } from '@caravan/ui';
import { useLocation } from 'wouter';
import { accountsApi } from './accounts.api.js';
import { linkProblemOf, loginWithNotice } from './accounts.js';
import { AuthLayout, AuthLinks } from './AuthLayout.js';
import { AccountEmail, NewPasswordFields, usePasswordForm } from './PasswordFields.js';
import { useLinkOwner } from './useLinkOwner.js';

const TITLE = 'Create your account';
const loadInvited = (token: string, signal: AbortSignal) => accountsApi.activationProfile(token, signal);

/** The account activation page: a refused link goes to /activation-error/{reason}. */
export function CreateAccountPage({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const [state] = useLinkOwner('activation', token, loadInvited);
  const form = usePasswordForm({
    passwordField: 'password',
    submit: async (values) => {
      await accountsApi.activate(token, String(values.get('password') ?? ''));
      navigate(loginWithNotice('activated'), { replace: true });
    },
    onError: (error) => {
      // Spent or expired while the page was open: the error page explains and offers a new link; an account
      // already activated keeps the server's "sign in instead" here.
      const problem = linkProblemOf(error);
      if (problem !== 'expired' && problem !== 'invalid') return false;
      navigate(`/activation-error/${problem}`, { replace: true });
      return true;
    },
  });

  const problem = state.status === 'problem' ? state.problem : null;
  useEffect(() => {
    if (problem) navigate(`/activation-error/${problem}`, { replace: true });
  }, [problem, navigate]);

  if (state.status === 'loading' || state.status === 'problem') {
    return (
      <AuthLayout title={TITLE} documentTitle={TITLE}>
        <Spinner label="Checking your link…" />
      </AuthLayout>
    );
  }
  if (state.status === 'failed') {
    return (
      <AuthLayout title={TITLE} documentTitle={TITLE}>
        <Alert tone="danger" title="We could not check your link">
          {state.message}
        </Alert>
      </AuthLayout>
    );
  }
  const { owner } = state;
  return (
    <AuthLayout
      title={owner.firstName ? `Welcome, ${owner.firstName}` : 'Welcome to Caravan'}
      lede="Choose a password to activate your host account."
      documentTitle={TITLE}
    >
      <AccountEmail email={owner.email} label="Your account" />
      {form.error ? (
        <Alert tone="danger" title="Account not activated">
          {form.error}
        </Alert>
      ) : null}
      <Form onSubmit={form.onSubmit} validationErrors={form.fieldErrors}>
        <NewPasswordFields name="password" label="Password" />
        <Button type="submit" size="lg" fullWidth isPending={form.pending}>
          Activate account
        </Button>
      </Form>
      <AuthLinks>
        <Link href="/login" variant="standalone">
          Already active? Sign in
        </Link>
      </AuthLinks>
    </AuthLayout>
  );
}
