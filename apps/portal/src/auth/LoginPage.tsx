// /login: email + password sign-in; shows the server's error and returns to `?destination=` on success.
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, Heading, TextField } from '@caravan/ui';
import { useLocation, useSearch } from 'wouter';
import { ApiError, api } from '../api/index.js';
import { Brand } from '../shell/Brand.js';
import { homeFor, safeDestination } from './destinations.js';

/** The sign-in page. */
export function LoginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
      const { user } = await api.login(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
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
    <div className="pt-Login">
      <header className="pt-Login-header">
        <Brand />
      </header>
      <main className="pt-Login-main">
        <section className="pt-Login-card" aria-labelledby="login-title">
          <Heading level={1} id="login-title">
            Welcome back
          </Heading>
          <p className="pt-Login-lede">Sign in to plan, host and join group trips.</p>
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
        </section>
        <aside className="pt-Login-aside" aria-label="About Caravan">
          <p className="pt-Login-quote">“The best trips are the ones you take together.”</p>
          <p className="pt-Login-tagline">Hosts design it. Operators run it. Travelers live it.</p>
        </aside>
      </main>
    </div>
  );
}
