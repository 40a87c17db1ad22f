// Accounts (HAP-077..085, PLT-009/010/022): host sign-up, activation, resend, forgot/reset and change password, admin reset token.
import { and, eq, isNull } from 'drizzle-orm';
import {
  ACTIVATION_TOKEN_TTL_MS,
  ADMIN_RESET_TOKEN_TTL_MS,
  LOGIN_PATH,
  PASSWORD_RESET_TOKEN_TTL_MS,
  SPENT_LINK_STATUS,
} from '../auth/accounts.constants.js';
import { hashPassword } from '../auth/password.js';
import { issueToken, spendToken } from '../auth/tokens.js';
import { auditLog, hosts, type UserTokenPurpose, users } from '../db/schema/index.js';
import { requireGroup } from '../http/context.js';
import { AppError, notFound } from '../errors/app-error.js';
import { router } from '../http/openapi.js';

import { awaitsActivation, findUserByEmail, findUserById } from '../services/accounts/account-lookup.js';
import {
  resendActivation,
  sendActivation,
  sendAlreadyRegistered,
  sendPasswordReset,
} from '../services/accounts/account-mail.js';
import {
  changeSignedIn,
  checkInboxAnswer,
  checkPasswordPolicy,
  resetWithToken,
  tokenOwner,
} from '../services/accounts/passwords.js';
import {
  activateRoute,
  activationProfileRoute,
  adminResetTokenRoute,
  changePasswordRoute,
  checkActivationRoute,
  requestNewPasswordRoute,
  resendActivationRoute,
  resetProfileRoute,
  signupRoute,
} from './accounts/accounts.contract.js';

import { recordReferredSignup } from '../services/host-referral/referral.js';

// ---------------------------------------------------------------- handlers

export const accountRoutes = router()
  .openapi(signupRoute, async (c) => {
    const { email: address, firstName, lastName, referralCode } = c.req.valid('json');
    const { database, now } = c.get('deps');
    const at = now();
    const outcome = await database.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: address,
          firstName,
          lastName,
          group: 'host',
          role: 'host-primary',
          active: false,
          createdAt: at,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!created) return { kind: 'existing' as const, user: await findUserByEmail(tx, address) };
      await tx.insert(hosts).values({ userId: created.id, createdAt: at, updatedAt: at });
      if (referralCode) await recordReferredSignup(tx, created.id, referralCode, at);
      const { token } = await issueToken(tx, created.id, 'activation', at, ACTIVATION_TOKEN_TTL_MS);
      await sendActivation(c, tx, created, token);
      return { kind: 'created' as const, user: created };
    });
    // A new account's activation e-mail was written with it, in its transaction.
    if (outcome.kind === 'existing' && outcome.user && awaitsActivation(outcome.user))
      await resendActivation(c, outcome.user);
    else if (outcome.kind === 'existing' && outcome.user?.active)
      await sendAlreadyRegistered(c, database.db, outcome.user);
    return checkInboxAnswer(c);
  })
  .openapi(checkActivationRoute, async (c) => {
    const { email: address } = c.req.valid('query');
    const user = await findUserByEmail(c.get('deps').database.db, address);
    return c.json({ success: true as const, data: { email: address, activated: Boolean(user?.active) } }, 200);
  })
  .openapi(activationProfileRoute, async (c) => {
    const user = await tokenOwner(c, c.req.valid('query').token, 'activation');
    const data = { email: user.email, firstName: user.firstName, lastName: user.lastName };
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(activateRoute, async (c) => {
    const { token } = c.req.valid('query');
    const { password } = c.req.valid('json');
    const { database, now } = c.get('deps');
    const at = now();
    const owner = await tokenOwner(c, token, 'activation');
    checkPasswordPolicy(password, owner, 'password');
    const passwordHash = await hashPassword(password);
    const user = await database.db.transaction(async (tx) => {
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
    return c.json({ success: true as const, data: { email: user.email, redirectTo: LOGIN_PATH } }, 200);
  })
  .openapi(resendActivationRoute, async (c) => {
    const user = await findUserByEmail(c.get('deps').database.db, c.req.valid('json').email);
    if (user && awaitsActivation(user)) await resendActivation(c, user);
    return checkInboxAnswer(c);
  })
  .openapi(requestNewPasswordRoute, async (c) => {
    const { database, now } = c.get('deps');
    const user = await findUserByEmail(database.db, c.req.valid('json').email);
    if (user?.active && user.passwordHash) {
      // The token and its e-mail are written together: a link is never mailed for a token that was not stored.
      await database.db.transaction(async (tx) => {
        const { token } = await issueToken(tx, user.id, 'password-reset', now(), PASSWORD_RESET_TOKEN_TTL_MS);
        await sendPasswordReset(c, tx, user, token, PASSWORD_RESET_TOKEN_TTL_MS);
      });
    } else if (user && awaitsActivation(user)) {
      await resendActivation(c, user); // no password to reset yet: the activation link sets the first one
    }
    return checkInboxAnswer(c);
  })
  .openapi(resetProfileRoute, async (c) => {
    const user = await tokenOwner(c, c.req.valid('query').token, 'password-reset');
    const data = { email: user.email, firstName: user.firstName, lastName: user.lastName };
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(changePasswordRoute, async (c) => {
    const body = c.req.valid('json');
    if (body.token !== undefined) return resetWithToken(c, body.token, body.newPassword);
    return changeSignedIn(c, body.currentPassword, body.newPassword);
  })
  .openapi(adminResetTokenRoute, async (c) => {
    const session = requireGroup(c, 'admin');
    const { database, now } = c.get('deps');
    const db = database.db;
    const at = now();
    const target = await findUserById(db, c.req.valid('json').userId);
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
      actorId: session.user.id,
      method: c.req.method,
      path: c.req.path,
      status: '200',
      detail: { event: 'user.reset-token', userId: target.id, purpose },
      at,
    });
    const data = { userId: target.id, email: target.email, purpose, expiresAt: issued.expiresAt.toISOString() };
    return c.json({ success: true as const, data }, 200);
  });
