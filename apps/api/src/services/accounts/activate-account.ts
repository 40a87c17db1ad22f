// Activating an account with its activation link (HAP-079): the first password is set and the token spent together.
import type { Context } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import { SPENT_LINK_STATUS } from '../../auth/accounts.constants.js';
import { hashPassword } from '../../auth/password.js';
import type { SessionUser } from '../../auth/sessions.js';
import { spendToken } from '../../auth/tokens.js';
import type { AppEnv } from '../../context/app-context.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { checkPasswordPolicy, tokenOwner } from './passwords.js';

/** Sets `password` on the account `token` activates and activates it; answers the account (a spent link: 410). */
export async function activateAccount(c: Context<AppEnv>, token: string, password: string): Promise<SessionUser> {
  const { database, now } = c.get('deps');
  const at = now();
  const owner = await tokenOwner(c, token, 'activation');
  checkPasswordPolicy(password, owner, 'password');
  const passwordHash = await hashPassword(password);
  return database.db.transaction(async (tx) => {
    const userId = await spendToken(tx, token, 'activation', at);
    const [activated] = await tx
      .update(users)
      .set({ passwordHash, active: true, passwordExpiresOn: null })
      .where(and(eq(users.id, userId), isNull(users.passwordHash)))
      .returning();
    if (!activated)
      throw new AppError(SPENT_LINK_STATUS, 'TOKEN_USED', 'This account is already activated. Sign in instead.');
    return activated;
  });
}
