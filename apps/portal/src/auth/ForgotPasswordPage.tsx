// /forgot-password (PLT-012): asks for the account's e-mail and sends a reset link; the answer never says whether it exists.
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, Link, TextField } from '@caravan/ui';
import { ApiError } from '../api/index.js';
import { accountsApi } from './accounts.api.js';
import { AuthLayout, AuthLinks } from './AuthLayout.js';

const OFFLINE = 'We could not reach Caravan. Check your connection and try again.';

/** The forgot-password page. */
export function ForgotPasswordPage() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
      const { message } = await accountsApi.requestNewPassword(email);
      setSent(message);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : OFFLINE);
      if (e instanceof ApiError) setFieldErrors(e.fields);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthLayout
      title="Forgot your password?"
      lede="Enter the email you sign in with and we will send you a link to choose a new password."
      documentTitle="Forgot password"
    >
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      {error ? (
        <Alert tone="danger" title="We could not send the link">
          {error}
        </Alert>
      ) : null}
      {sent ? null : (
        <Form onSubmit={onSubmit} validationErrors={fieldErrors}>
          <TextField name="email" type="email" label="Email" autoComplete="username" isRequired />
          <Button type="submit" size="lg" fullWidth isPending={pending}>
            Send reset link
          </Button>
        </Form>
      )}
      <AuthLinks>
        <Link href="/login" variant="standalone">
          Back to sign in
        </Link>
        {sent ? (
          <Button variant="quiet" size="sm" onPress={() => setSent(null)}>
            Use another email
          </Button>
        ) : null}
      </AuthLinks>
    </AuthLayout>
  );
}
