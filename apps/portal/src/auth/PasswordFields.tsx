// The pieces the password forms share: the new password with its confirmation, the account a link belongs to, form state.
import { type FormEvent, useState } from 'react';
import { TextField } from '@caravan/ui';
import { ApiError } from '../api/index.js';
import { confirmationError } from './accounts.js';

const OFFLINE = 'We could not reach Caravan. Check your connection and try again.';

/** A new password and its confirmation; `name` is the field the API reports errors on. */
export function NewPasswordFields({ name, label = 'New password' }: { name: string; label?: string }) {
  return (
    <>
      <TextField name={name} type="password" label={label} autoComplete="new-password" isRequired />
      <TextField
        name="confirmPassword"
        type="password"
        label="Confirm password"
        autoComplete="new-password"
        isRequired
      />
    </>
  );
}

/** The account an e-mailed link belongs to, shown above the form. */
export function AccountEmail({ email, label = 'Account' }: { email: string; label?: string }) {
  return (
    <dl className="pt-Auth-account">
      <dt>{label}</dt>
      <dd>{email}</dd>
    </dl>
  );
}

/**
 * Submit handling of a password form: checks the confirmation against `passwordField`, calls `submit` with the form's
 * values, and keeps the server's error text and per-field messages. `onError` may take an error over (returns true).
 */
export function usePasswordForm(options: {
  passwordField: string;
  submit: (values: FormData) => Promise<void>;
  onError?: (error: unknown) => boolean;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    setError(null);
    setFieldErrors({});
    const mismatch = confirmationError(
      String(values.get(options.passwordField) ?? ''),
      String(values.get('confirmPassword') ?? ''),
    );
    if (mismatch) {
      setFieldErrors({ confirmPassword: mismatch });
      return;
    }
    setPending(true);
    try {
      await options.submit(values);
    } catch (e) {
      setPending(false);
      if (options.onError?.(e)) return;
      setError(e instanceof ApiError ? e.message : OFFLINE);
      if (e instanceof ApiError) setFieldErrors(e.fields);
    }
  };

  return { pending, error, fieldErrors, onSubmit };
}
