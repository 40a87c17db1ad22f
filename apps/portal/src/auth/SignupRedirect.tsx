// /signup: hands over to the marketing site's host sign-up form (PLT-007); the domain comes from the environment.
import { useEffect } from 'react';
import { Link, Spinner } from '@caravan/ui';

/** The marketing site's host sign-up URL (VITE_MARKETING_URL, default caravan.travel). */
export const SIGNUP_URL = `${import.meta.env.VITE_MARKETING_URL ?? 'https://caravan.travel'}/host/signup`;

/** Redirects to the marketing sign-up form. */
export function SignupRedirect() {
  useEffect(() => {
    window.location.replace(SIGNUP_URL);
  }, []);
  return (
    <main className="pt-centered">
      <h1 className="pt-visually-hidden">Signup</h1>
      <Spinner size="lg" label="Opening host sign-up…" />
      <p>
        Not redirected? <Link href={SIGNUP_URL}>Continue to host sign-up</Link>
      </p>
    </main>
  );
}
