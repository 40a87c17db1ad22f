// /change-password (signed in: current + new password, also the forced change of PLT-023) and
// /change-password/:token (the e-mailed reset link: new password, then sign in) — PLT-009.
import { Alert, Button, Form, Link, Spinner, TextField } from '@caravan/ui';
import { notify } from '../shell/notify.js';
import { useLocation } from 'wouter';
import { ApiError, api, type Profile } from '../api/index.js';
import { accountsApi } from './accounts.api.js';
import { type LinkProblem, loginWithNotice, passwordChangeRedirect } from './accounts.js';
import { AuthLayout, AuthLinks } from './AuthLayout.js';
import { AccountEmail, NewPasswordFields, usePasswordForm } from './PasswordFields.js';
import { linkOwnerFailure, useLinkOwner } from './useLinkOwner.js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/queries.js';

const TITLE = 'Change password';
const loadResetOwner = (token: string, signal: AbortSignal) => accountsApi.passwordResetProfile(token, signal);

/** /change-password/:token when a token is in the path, otherwise the signed-in change. */
export function ChangePasswordPage({ token }: { token?: string | undefined }) {
  return token ? <ResetPassword token={token} /> : <ChangeSignedIn />;
}

// ---------------------------------------------------------------- with a reset token

function ResetPassword({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const [state, setState] = useLinkOwner('password-reset', token, loadResetOwner);
  const form = usePasswordForm({
    passwordField: 'newPassword',
    submit: async (values) => {
      await accountsApi.resetPassword(token, String(values.get('newPassword') ?? ''));
      navigate(loginWithNotice('password-reset'), { replace: true });
    },
    onError: (error) => {
      const failure = linkOwnerFailure(error);
      if (failure.status !== 'problem') return false;
      setState(failure);
      return true;
    },
  });

  if (state.status === 'loading') {
    return (
      <AuthLayout title="Choose a new password" documentTitle={TITLE}>
        <Spinner label="Checking your link…" />
      </AuthLayout>
    );
  }
  if (state.status === 'problem') return <ResetLinkProblem problem={state.problem} message={state.message} />;
  if (state.status === 'failed') {
    return (
      <AuthLayout title="Choose a new password" documentTitle={TITLE}>
        <Alert tone="danger" title="We could not check your link">
          {state.message}
        </Alert>
        <BackToSignIn />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Choose a new password"
      lede="Pick a password you do not use anywhere else."
      documentTitle={TITLE}
    >
      <AccountEmail email={state.owner.email} />
      {form.error ? (
        <Alert tone="danger" title="Password not changed">
          {form.error}
        </Alert>
      ) : null}
      <Form onSubmit={form.onSubmit} validationErrors={form.fieldErrors}>
        <NewPasswordFields name="newPassword" />
        <Button type="submit" size="lg" fullWidth isPending={form.pending}>
          Save new password
        </Button>
      </Form>
      <BackToSignIn />
    </AuthLayout>
  );
}

const RESET_PROBLEMS: Record<LinkProblem, string> = {
  expired: 'This reset link has expired',
  used: 'This reset link was already used',
  invalid: 'This reset link is not valid',
};

/** A refused reset link: what happened (the server's words) and the way to a new one. */
function ResetLinkProblem({ problem, message }: { problem: LinkProblem; message: string }) {
  return (
    <AuthLayout title={RESET_PROBLEMS[problem]} lede={message} documentTitle="Invalid link">
      <p>Each reset link works once, for a limited time, and a newer link replaces older ones.</p>
      <Link href="/forgot-password" variant="button">
        Request a new link
      </Link>
      <BackToSignIn />
    </AuthLayout>
  );
}

// ---------------------------------------------------------------- signed in

type SessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; profile: Profile }
  | { status: 'signed-out' }
  | { status: 'failed'; message: string };

function ChangeSignedIn() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  // The page is public too (a reset link): a 401/403 here means signed out, not 'go to login'.
  const profile = useQuery({
    queryKey: [...queryKeys.profile(), 'public'],
    queryFn: ({ signal }) => api.profile({ authRedirect: false, signal }),
    retry: false,
  });
  const session: SessionState =
    profile.status === 'success'
      ? { status: 'signed-in', profile: profile.data }
      : profile.status === 'pending'
        ? { status: 'loading' }
        : profile.error instanceof ApiError && (profile.error.status === 401 || profile.error.status === 403)
          ? { status: 'signed-out' }
          : { status: 'failed', message: profile.error.message };
  const form = usePasswordForm({
    passwordField: 'newPassword',
    submit: async (values) => {
      const done = await accountsApi.changePassword(
        String(values.get('currentPassword') ?? ''),
        String(values.get('newPassword') ?? ''),
      );
      notify({ title: 'Your password was changed.', tone: 'success' });
      // The profile said a change was required (PLT-023): read it again before the app decides where to go.
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
      navigate(done.redirectTo || '/app', { replace: true });
    },
  });

  if (session.status === 'loading') {
    return (
      <AuthLayout title={TITLE} documentTitle={TITLE}>
        <Spinner label="Loading your account…" />
      </AuthLayout>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <AuthLayout title={TITLE} lede="Sign in first to change your password." documentTitle={TITLE}>
        <Link href={`/login?destination=${encodeURIComponent('/change-password')}`} variant="button">
          Sign in
        </Link>
        <AuthLinks>
          <Link href="/forgot-password" variant="standalone">
            Forgot password?
          </Link>
        </AuthLinks>
      </AuthLayout>
    );
  }
  if (session.status === 'failed') {
    return (
      <AuthLayout title={TITLE} documentTitle={TITLE}>
        <Alert tone="danger" title="We couldn't load your account">
          {session.message}
        </Alert>
        <BackToSignIn />
      </AuthLayout>
    );
  }
  const forced = passwordChangeRedirect(session.profile) !== null;
  return (
    <AuthLayout
      title={TITLE}
      lede={forced ? undefined : 'Enter your current password, then choose a new one.'}
      documentTitle={TITLE}
    >
      {forced ? (
        <Alert tone="warning" title="Your password has expired">
          Choose a new password to continue.
        </Alert>
      ) : null}
      <AccountEmail email={session.profile.email} label="Signed in as" />
      {form.error ? (
        <Alert tone="danger" title="Password not changed">
          {form.error}
        </Alert>
      ) : null}
      <Form onSubmit={form.onSubmit} validationErrors={form.fieldErrors}>
        <TextField
          name="currentPassword"
          type="password"
          label="Current password"
          autoComplete="current-password"
          isRequired
        />
        <NewPasswordFields name="newPassword" />
        <Button type="submit" size="lg" fullWidth isPending={form.pending}>
          Change password
        </Button>
      </Form>
      <AuthLinks>
        {forced ? (
          <Link href="/logout" variant="standalone">
            Sign out
          </Link>
        ) : (
          <Link href="/app" variant="standalone">
            Cancel
          </Link>
        )}
        <Link href="/forgot-password" variant="standalone">
          Forgot your current password?
        </Link>
      </AuthLinks>
    </AuthLayout>
  );
}

function BackToSignIn() {
  return (
    <AuthLinks>
      <Link href="/login" variant="standalone">
        Back to sign in
      </Link>
    </AuthLinks>
  );
}
