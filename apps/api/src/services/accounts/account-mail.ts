// The accounts' e-mails: activation, password reset, 'already registered' and 'password changed', with their links;
// each written as a mail job with the caller's transaction `tx` (the one that issued its token), sent after commit.
import type { Context } from 'hono';
import {
  ACCOUNT_EMAIL_SUBJECTS,
  ACTIVATION_TOKEN_TTL_MS,
  CREATE_ACCOUNT_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  RESET_PASSWORD_PATH,
} from '../../auth/accounts.constants.js';
import type { SessionUser } from '../../auth/sessions.js';
import { issueToken } from '../../auth/tokens.js';
import { type AppEnv, publicUrl } from '../../http/context.js';
import type { Executor, MailSender } from '../../queue/job-queue.js';

export const linkTo = (c: Context<AppEnv>, path: string, token?: string) =>
  `${publicUrl(c)}${path}${token ? `/${encodeURIComponent(token)}` : ''}`;

export const lifetime = (ms: number) =>
  ms % (24 * 3_600_000) === 0
    ? `${ms / (24 * 3_600_000)} day${ms === 24 * 3_600_000 ? '' : 's'}`
    : `${Math.round(ms / 3_600_000)} hour${ms === 3_600_000 ? '' : 's'}`;

/** The Mailer port's send for `tx`: the message becomes a mail job in that transaction. */
const mailerIn = (c: Context<AppEnv>, tx: Executor): MailSender => c.get('deps').queue.mailsIn(tx);

export const greeting = (u: SessionUser) => `Hello${u.firstName ? ` ${u.firstName}` : ''},`;

export async function sendActivation(c: Context<AppEnv>, tx: Executor, user: SessionUser, token: string) {
  const { now } = c.get('deps');
  const mailer = mailerIn(c, tx);
  await mailer.send(
    {
      to: user.email,
      subject: ACCOUNT_EMAIL_SUBJECTS.activation,
      text: [
        greeting(user),
        '',
        'Welcome to Caravan. Activate your host account and choose your password here:',
        linkTo(c, CREATE_ACCOUNT_PATH, token),
        '',
        `The link works once and expires in ${lifetime(ACTIVATION_TOKEN_TTL_MS)}. If you did not sign up, ignore this e-mail.`,
      ].join('\n'),
    },
    now(),
  );
}

export async function sendPasswordReset(
  c: Context<AppEnv>,
  tx: Executor,
  user: SessionUser,
  token: string,
  ttlMs: number,
) {
  const { now } = c.get('deps');
  const mailer = mailerIn(c, tx);
  await mailer.send(
    {
      to: user.email,
      subject: ACCOUNT_EMAIL_SUBJECTS.passwordReset,
      text: [
        greeting(user),
        '',
        'Choose a new Caravan password here:',
        linkTo(c, RESET_PASSWORD_PATH, token),
        '',
        `The link works once and expires in ${lifetime(ttlMs)}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      ].join('\n'),
    },
    now(),
  );
}

export async function sendAlreadyRegistered(c: Context<AppEnv>, tx: Executor, user: SessionUser) {
  const { now } = c.get('deps');
  const mailer = mailerIn(c, tx);
  await mailer.send(
    {
      to: user.email,
      subject: ACCOUNT_EMAIL_SUBJECTS.alreadyRegistered,
      text: [
        greeting(user),
        '',
        'Someone (hopefully you) tried to sign up with this address, but it already has a Caravan account.',
        `Sign in at ${linkTo(c, LOGIN_PATH)}, or if you forgot your password: ${linkTo(c, FORGOT_PASSWORD_PATH)}`,
      ].join('\n'),
    },
    now(),
  );
}

export async function sendPasswordChanged(c: Context<AppEnv>, tx: Executor, user: SessionUser) {
  const { now } = c.get('deps');
  const mailer = mailerIn(c, tx);
  await mailer.send(
    {
      to: user.email,
      subject: ACCOUNT_EMAIL_SUBJECTS.passwordChanged,
      text: [
        greeting(user),
        '',
        'Your Caravan password was just changed, and every other signed-in device was signed out.',
        `If this was not you, reset your password now: ${linkTo(c, FORGOT_PASSWORD_PATH)}`,
      ].join('\n'),
    },
    now(),
  );
}

/** Issues a fresh activation token for an account awaiting activation and e-mails it, in one transaction. */
export async function resendActivation(c: Context<AppEnv>, user: SessionUser) {
  const { database, now } = c.get('deps');
  await database.db.transaction(async (tx) => {
    const { token } = await issueToken(tx, user.id, 'activation', now(), ACTIVATION_TOKEN_TTL_MS);
    await sendActivation(c, tx, user, token);
  });
}
