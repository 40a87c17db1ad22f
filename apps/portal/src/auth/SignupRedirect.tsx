// /signup: hands over to the marketing site's host sign-up form (PLT-007); the domain comes from the environment.
import { marketingHostSignupUrl } from '@caravan/domain';
import { Link, Spinner } from '@caravan/ui';
import { useEffect } from 'react';

/** The build variable naming the deployment environment (development, staging or production). */
export const DEPLOY_ENV_VARIABLE = 'VITE_DEPLOY_ENV';

/**
 * The deployment environment a build runs in. DECIDE: unset means development on the dev server and production in
 * a built bundle, so a local `npm run dev` never sends sign-ups to the live marketing site and a release needs no flag.
 */
export function deployEnvironmentOf(env: Readonly<Record<string, unknown>>): string {
  const named = env[DEPLOY_ENV_VARIABLE];
  if (typeof named === 'string' && named !== '') return named;
  return env.DEV === true ? 'development' : 'production';
}

/** The query parameter of a referral link (/signup?ref={code}); passed on so the sign-up is recorded (REF-001). */
const REFERRAL_PARAM = 'ref';

/** The sign-up URL for the environment, carrying the referral code of the link the visitor came through, if any. */
export function signupUrlFor(search: string, env: Readonly<Record<string, unknown>> = import.meta.env): string {
  const target = marketingHostSignupUrl(deployEnvironmentOf(env));
  const code = new URLSearchParams(search).get(REFERRAL_PARAM);
  if (!code) return target;
  const url = new URL(target);
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
