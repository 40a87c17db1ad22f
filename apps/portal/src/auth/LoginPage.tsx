// /login: email + password sign-in; shows the server's error and returns to `?destination=` on success.
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, Link, TextField } from '@caravan/ui';
import { useLocation, useSearch } from 'wouter';
import { ApiError, api } from '../api/index.js';
import { loginNoticeOf } from './accounts.js';
import { AuthLayout, AuthLinks } from './AuthLayout.js';
import { homeFor, safeDestination } from './destinations.js';
import { useQueryClient } from '@tanstack/react-query';

/** The sign-in page. */
export function LoginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const notice = loginNoticeOf(search);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
      const { user } = await api.login(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
      // A new user: nothing read before (another account, or none) may show.
      queryClient.clear();
      navigate(safeDestination(search) ?? homeFor(user), { replace: true });
    } catch (e) {
      setPending(false);
      if (e instanceof ApiError) {
        setError(e.message);
        setFieldErrors(e.fields);
      } else {
        setError('We could not reach Caravan. Check your connection and try again.');
      }
    }
  };

  return (
    <AuthLayout title="Welcome back" lede="Sign in to plan, host and join group trips.">
      {notice && !error ? <Alert tone="success">{notice}</Alert> : null}
      {error ? (
        <Alert tone="danger" title="Sign in failed">
          {error}
        </Alert>
      ) : null}
      <Form onSubmit={onSubmit} validationErrors={fieldErrors}>
        <TextField name="email" type="email" label="Email" autoComplete="username" isRequired />
        <TextField name="password" type="password" label="Password" autoComplete="current-password" isRequired />
        <Button type="submit" size="lg" fullWidth isPending={pending}>
          Sign in
        </Button>
      </Form>
      <AuthLinks>
        <Link href="/forgot-password" variant="standalone">
          Forgot password?
        </Link>
      </AuthLinks>
    </AuthLayout>
  );
}
