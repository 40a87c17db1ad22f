// The accounts' e-mails: activation, password reset, 'already registered' and 'password changed', with their links;
// each written as a mail job with the caller's transaction `tx` (the one that issued its token), sent after commit.
import type { Context } from 'hono';
import {
  ACTIVATION_TOKEN_TTL_MS,
  CREATE_ACCOUNT_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  RESET_PASSWORD_PATH,
} from '../../auth/accounts.constants.js';
import type { SessionUser } from '../../auth/sessions.js';
import { issueToken } from '../../auth/tokens.js';
import type { MailContent } from '../../email/templates/content.js';
import { composeMail } from '../../email/templates/render.js';
import {
  activationMail,
  alreadyRegisteredMail,
  passwordChangedMail,
  passwordResetMail,
} from '../../email/templates/account.js';
import { type AppEnv, publicUrl } from '../../context/app-context.js';
import type { Executor } from '../../queue/job-queue.js';

export const linkTo = (c: Context<AppEnv>, path: string, token?: string) =>
  `${publicUrl(c)}${path}${token ? `/${encodeURIComponent(token)}` : ''}`;

export const lifetime = (ms: number) =>
  ms % (24 * 3_600_000) === 0
    ? `${ms / (24 * 3_600_000)} day${ms === 24 * 3_600_000 ? '' : 's'}`
    : `${Math.round(ms / 3_600_000)} hour${ms === 3_600_000 ? '' : 's'}`;

/** Sends `content` to the user's address, both parts rendered from the template, as a mail job written in `tx`. */
async function sendTo(c: Context<AppEnv>, tx: Executor, user: SessionUser, content: MailContent) {
  const { queue, now } = c.get('deps');
  await queue.mailsIn(tx).send(composeMail(user.email, content), now());
}

export const sendActivation = (c: Context<AppEnv>, tx: Executor, user: SessionUser, token: string) =>
  sendTo(c, tx, user, activationMail(user, linkTo(c, CREATE_ACCOUNT_PATH, token), lifetime(ACTIVATION_TOKEN_TTL_MS)));

export const sendPasswordReset = (c: Context<AppEnv>, tx: Executor, user: SessionUser, token: string, ttlMs: number) =>
  sendTo(c, tx, user, passwordResetMail(user, linkTo(c, RESET_PASSWORD_PATH, token), lifetime(ttlMs)));

export const sendAlreadyRegistered = (c: Context<AppEnv>, tx: Executor, user: SessionUser) =>
  sendTo(c, tx, user, alreadyRegisteredMail(user, linkTo(c, LOGIN_PATH), linkTo(c, FORGOT_PASSWORD_PATH)));

export const sendPasswordChanged = (c: Context<AppEnv>, tx: Executor, user: SessionUser) =>
  sendTo(c, tx, user, passwordChangedMail(user, linkTo(c, FORGOT_PASSWORD_PATH)));

/** Issues a fresh activation token for an account awaiting activation and e-mails it, in one transaction. */
export async function resendActivation(c: Context<AppEnv>, user: SessionUser) {
  const { database, now } = c.get('deps');
  await database.db.transaction(async (tx) => {
    const { token } = await issueToken(tx, user.id, 'activation', now(), ACTIVATION_TOKEN_TTL_MS);
    await sendActivation(c, tx, user, token);
  });
}
