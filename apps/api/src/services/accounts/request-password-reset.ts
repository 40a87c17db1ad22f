// 'Forgot password' (HAP-081): an active account gets a reset link (a guest's, made by a booking without a password,
// sets its first one: decision 042); one awaiting activation gets its activation link again (no password to reset
// yet); any other address gets nothing, and the answer is the same.
import type { Context } from 'hono';
import { PASSWORD_RESET_TOKEN_TTL_MS } from '../../auth/accounts.constants.js';
import { issueToken } from '../../auth/tokens.js';
import type { AppEnv } from '../../context/app-context.js';
import { awaitsActivation, findUserByEmail } from './account-lookup.js';
import { resendActivation, sendPasswordReset } from './account-mail.js';

/** Mails the account of `address` the link it needs, if any. */
export async function requestPasswordReset(c: Context<AppEnv>, address: string): Promise<void> {
  const { database, now } = c.get('deps');
  const user = await findUserByEmail(database.db, address);
  if (user?.active) {
    // The token and its e-mail are written together: a link is never mailed for a token that was not stored.
    await database.db.transaction(async (tx) => {
      const { token } = await issueToken(tx, user.id, 'password-reset', now(), PASSWORD_RESET_TOKEN_TTL_MS);
      await sendPasswordReset(c, tx, user, token, PASSWORD_RESET_TOKEN_TTL_MS);
    });
  } else if (user && awaitsActivation(user)) {
    await resendActivation(c, user); // no password to reset yet: the activation link sets the first one
  }
}
