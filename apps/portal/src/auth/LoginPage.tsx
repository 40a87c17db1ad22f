// /login: email + password sign-in, run by the session machine (packages/machines/src/session): it shows the
// server's error, and on success the machine's redirect (the ?destination= page, or the user's landing) is followed.
// The machine loads after the page's first paint (use-sign-in.ts), so the form shows without xstate (issue 29).
// The server paints this page first (apps/api/src/views/sign-in.page.ts) with the same elements and classes: the words
// come from the domain's SIGN_IN_COPY, so the portal's render replaces it without a visible change.
import { SIGN_IN_COPY as copy } from '@caravan/domain';
import { Alert, Button, Form, Link, TextField } from '@caravan/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { loginNoticeOf } from './accounts.js';
import { SiteFooter } from '../public/site/SiteFooter.js';
import { AuthLayout, AuthLinks } from './AuthLayout.js';
import { useSignIn } from './use-sign-in.js';

/** The sign-in page. */
export function LoginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { view, send } = useSignIn();
  const { redirect, error, pending } = view;
  const notice = loginNoticeOf(search);

  useEffect(() => {
    if (!redirect) return;
    // A new user: nothing read before (another account, or none) may show.
    queryClient.clear();
    navigate(redirect, { replace: true });
    send({ type: 'session.redirected' });
  }, [redirect, navigate, queryClient, send]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    send({
      type: 'session.login',
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      destination: new URLSearchParams(search).get('destination'),
    });
  };

  return (
    <AuthLayout title={copy.title} lede={copy.lede} footer={<SiteFooter />}>
      {notice && !error ? <Alert tone="success">{notice}</Alert> : null}
      {error ? (
        <Alert tone="danger" title="Sign in failed">
          {error}
        </Alert>
      ) : null}
      <Form onSubmit={onSubmit}>
        <TextField name="email" type="email" label={copy.emailLabel} autoComplete="username" isRequired />
        <TextField
          name="password"
          type="password"
          label={copy.passwordLabel}
          autoComplete="current-password"
          isRequired
        />
        <Button type="submit" size="lg" fullWidth isPending={pending}>
          {copy.submit}
        </Button>
      </Form>
      <AuthLinks>
        <Link href="/forgot-password" variant="standalone">
          {copy.forgotPassword}
        </Link>
      </AuthLinks>
    </AuthLayout>
  );
}
