// An admin sends a user the link they need (PLT-022): an activation link to an account awaiting activation, else a
// password-reset link with the admin's longer lifetime; the token and its e-mail are written together, and audited.
import type { Context } from 'hono';
import { ACTIVATION_TOKEN_TTL_MS, ADMIN_RESET_TOKEN_TTL_MS } from '../../auth/accounts.constants.js';
import { issueToken } from '../../auth/tokens.js';
import type { AppEnv } from '../../context/app-context.js';
import { auditLog, type UserTokenPurpose } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { awaitsActivation, findUserById } from './account-lookup.js';
import { sendActivation, sendPasswordReset } from './account-mail.js';

/** Issues and mails user `userId`'s link for admin `actorId`; 404 no such user, 409 a deactivated account. */
export async function sendAdminResetLink(c: Context<AppEnv>, actorId: string, userId: string) {
  const { database, now } = c.get('deps');
  const db = database.db;
  const at = now();
  const target = await findUserById(db, userId);
  if (!target) throw notFound('No such user.');
  if (!awaitsActivation(target) && !target.active)
    throw new AppError(409, 'USER_INACTIVE', 'This account is deactivated; reactivate it before sending a link.');
  const purpose: UserTokenPurpose = awaitsActivation(target) ? 'activation' : 'password-reset';
  // The token and its e-mail are written together: a link is never mailed for a token that was not stored.
  const issued = await db.transaction(async (tx) => {
    if (purpose === 'activation') {
      const activation = await issueToken(tx, target.id, purpose, at, ACTIVATION_TOKEN_TTL_MS);
      await sendActivation(c, tx, target, activation.token);
      return activation;
    }
    const reset = await issueToken(tx, target.id, purpose, at, ADMIN_RESET_TOKEN_TTL_MS);
    await sendPasswordReset(c, tx, target, reset.token, ADMIN_RESET_TOKEN_TTL_MS);
    return reset;
  });
  await db.insert(auditLog).values({
    actorId,
    method: c.req.method,
    path: c.req.path,
    status: '200',
    detail: { event: 'user.reset-token', userId: target.id, purpose },
    at,
  });
  return { userId: target.id, email: target.email, purpose, expiresAt: issued.expiresAt.toISOString() };
}
