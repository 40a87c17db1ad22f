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
