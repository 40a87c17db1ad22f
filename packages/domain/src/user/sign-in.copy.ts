// The words of the sign-in page (/login) that both the portal's LoginPage and the server's first render of it
// (apps/api/src/views/sign-in.page.ts) show: one copy, so the page does not change as the portal takes it over.

/** The sign-in page: its heading, fields, and the note its server copy shows while the form waits for the portal. */
export const SIGN_IN_COPY = {
  documentTitle: 'Sign in · Caravan',
  title: 'Welcome back',
  lede: 'Sign in to plan, host and join group trips.',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  submit: 'Sign in',
  forgotPassword: 'Forgot password?',
  /** Read out on the server's form, whose fields are disabled until the portal's own form replaces it. */
  loading: 'The sign-in form is loading and will be ready in a moment.',
  /** Shown in the server's form when the browser runs no script: the portal's form is the one that signs in. */
  noScript: 'Signing in needs JavaScript: turn it on in your browser, then reload this page.',
} as const;

/** The aside of the sign-in and account pages (the portal's AuthLayout). */
export const AUTH_ASIDE_COPY = {
  label: 'About Caravan',
  quote: '“The best trips are the ones you take together.”',
  tagline: 'Hosts design it. Operators run it. Travelers live it.',
} as const;

/**
 * The messages /login shows above its form after an account page sends the user there (`?notice=`): shown by the
 * portal's LoginPage and by the server's first render of the page alike, so the form does not move at the takeover.
 */
export const LOGIN_NOTICES = {
  activated: 'Your account is active. Sign in with the password you just chose.',
  'password-reset': 'Your password was changed. Sign in with your new password.',
} as const;
export type LoginNotice = keyof typeof LOGIN_NOTICES;

/** The notice text named by `?notice=` of a /login search string, if any. */
export function loginNoticeOf(search: string): string | undefined {
  // Read by hand: the domain runs where no URL API is typed (its lib is ES only); a notice name needs no decoding.
  const value = /(?:^\??|&)notice=([^&]*)/.exec(search)?.[1];
  return value && Object.hasOwn(LOGIN_NOTICES, value) ? LOGIN_NOTICES[value as LoginNotice] : undefined;
}
