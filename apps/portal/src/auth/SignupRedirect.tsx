// /signup: hands over to the marketing site's host sign-up form (PLT-007); the domain comes from the environment.
import { useEffect } from 'react';
import { Link, Spinner } from '@caravan/ui';

/** The marketing site's host sign-up URL (VITE_MARKETING_URL, default caravan.travel). */
export const SIGNUP_URL = `${import.meta.env.VITE_MARKETING_URL ?? 'https://caravan.travel'}/host/signup`;

/** The query parameter of a referral link (/signup?ref={code}); passed on so the sign-up is recorded (REF-001). */
const REFERRAL_PARAM = 'ref';

/** The sign-up URL, carrying the referral code of the link the visitor came through, if any. */
export function signupUrlFor(search: string): string {
  const code = new URLSearchParams(search).get(REFERRAL_PARAM);
  if (!code) return SIGNUP_URL;
  const url = new URL(SIGNUP_URL);
  url.searchParams.set(REFERRAL_PARAM, code);
  return url.toString();
}

/** Redirects to the marketing sign-up form. */
export function SignupRedirect() {
  const target = signupUrlFor(window.location.search);
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return (
    <main className="pt-centered">
      <h1 className="pt-visually-hidden">Signup</h1>
      <Spinner size="lg" label="Opening host sign-up…" />
      <p>
        Not redirected? <Link href={target}>Continue to host sign-up</Link>
      </p>
    </main>
  );
}
