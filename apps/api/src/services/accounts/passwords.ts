// Passwords: the policy, who a token belongs to, a reset with a token, and a signed-in change.
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { ACCOUNT_MAX_FAILURES } from '../../auth/auth.constants.js';
import { CHECK_INBOX_MESSAGE, LOGIN_PATH } from '../../auth/accounts.constants.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { clearSessionCookie, setSessionCookie } from '../../auth/session.middleware.js';
import { createSession, deleteUserSessions, type SessionUser } from '../../auth/sessions.js';
import { clearFailures, lockedFor, recordFailure } from '../../auth/throttle.js';
import { peekToken, revokeTokens, spendToken } from '../../auth/tokens.js';
import { toUserView } from '../../auth/user-view.js';
import { type UserTokenPurpose, users } from '../../db/schema/index.js';
import { type AppEnv, requireSession } from '../../context/app-context.js';
import { AppError, badRequest, forbidden, notFound, tooManyRequests } from '../../errors/app-error.js';

import { findUserById } from './account-lookup.js';
import { sendPasswordChanged } from './account-mail.js';

/** The password policy beyond length (PASSWORD_MIN_LENGTH): never the account's own e-mail address. */
export function checkPasswordPolicy(password: string, user: Pick<SessionUser, 'email'>, field: string) {
  if (password.trim().toLowerCase() === user.email) {
    throw badRequest('Choose a password that is not your email address.', {
      [field]: 'Choose a password that is not your email address.',
    });
  }
}

export const checkInboxAnswer = (c: Context<AppEnv>) =>
  c.json({ success: true as const, data: { message: CHECK_INBOX_MESSAGE } }, 200);

export async function tokenOwner(c: Context<AppEnv>, token: string, purpose: UserTokenPurpose) {
  const { database, now } = c.get('deps');
  const userId = await peekToken(database.db, token, purpose, now());
  const user = await findUserById(database.db, userId);
  if (!user) throw notFound('No such account.');
  return user;
}

/** Sets a new password with a reset token: spends it, clears the expiry, ends every session of the account. */
export async function resetWithToken(c: Context<AppEnv>, token: string, password: string) {
  const { database, now } = c.get('deps');
  const db = database.db;
  const at = now();
  const owner = await tokenOwner(c, token, 'password-reset');
  checkPasswordPolicy(password, owner, 'newPassword');
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const userId = await spendToken(tx, token, 'password-reset', at);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, passwordExpiresOn: null })
      .where(and(eq(users.id, userId), eq(users.active, true)))
      .returning();
    if (!updated) throw new AppError(409, 'USER_INACTIVE', 'This account is not active. Contact support.');
    await sendPasswordChanged(c, tx, updated);
    return updated;
  });
  await deleteUserSessions(db, user.id);
  await clearFailures(db, `account:${user.email}`); // the new password may sign in even after a lockout
  if (c.get('session')?.user.id === user.id) clearSessionCookie(c);
  return c.json({ success: true as const, data: { email: user.email, redirectTo: LOGIN_PATH, user: null } }, 200);
}

/** Changes the signed-in user's password after checking the current one (also the forced change of PLT-022/023). */
export async function changeSignedIn(c: Context<AppEnv>, currentPassword: string | undefined, password: string) {
  const session = requireSession(c);
  if (session.impersonator) throw forbidden('A password cannot be changed while impersonating.');
  if (!currentPassword) {
    throw badRequest('Enter your current password', { currentPassword: 'Enter your current password' });
  }
  const { database, now } = c.get('deps');
  const db = database.db;
  const at = now();
  const throttleKey = `change-password:${session.user.id}`;
  const wait = await lockedFor(db, throttleKey, at);
  if (wait > 0) throw tooManyRequests(`Too many wrong passwords. Try again in ${Math.ceil(wait / 60)} minutes.`, wait);
  const [current] = await db.select().from(users).where(eq(users.id, session.user.id)).limit(1);
  if (!current?.passwordHash || !(await verifyPassword(currentPassword, current.passwordHash))) {
    await recordFailure(db, throttleKey, ACCOUNT_MAX_FAILURES, at);
    throw new AppError(400, 'INVALID_CURRENT_PASSWORD', 'The current password is incorrect.', {
      currentPassword: 'The current password is incorrect.',
    });
  }
  if (password === currentPassword) {
    const message = 'Choose a password different from the current one.';
    throw badRequest(message, { newPassword: message });
  }
  checkPasswordPolicy(password, current, 'newPassword');
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, passwordExpiresOn: null })
      .where(eq(users.id, current.id))
      .returning();
    const changed = updated ?? current;
    await sendPasswordChanged(c, tx, changed);
    return changed;
  });
  await revokeTokens(db, user.id, 'password-reset', at);
  // Logout everywhere, then a fresh session for this browser: the change also rotates its own token.
  await deleteUserSessions(db, user.id);
  setSessionCookie(c, await createSession(db, user.id, at));
  await clearFailures(db, throttleKey);
  return c.json(
    { success: true as const, data: { email: user.email, redirectTo: '/app', user: toUserView(user) } },
    200,
  );
}
