// Accounts (HAP-077..085, PLT-009/010/022): host sign-up, activation, resend, forgot/reset and change password, admin reset token.
import { LOGIN_PATH } from '../auth/accounts.constants.js';
import { requireGroup } from '../http/context.js';
import { router } from '../http/openapi.js';
import { awaitsActivation, findUserByEmail } from '../services/accounts/account-lookup.js';
import { resendActivation } from '../services/accounts/account-mail.js';
import { activateAccount } from '../services/accounts/activate-account.js';
import { sendAdminResetLink } from '../services/accounts/admin-reset-link.js';
import { signUpHost } from '../services/accounts/host-signup.js';
import { requestPasswordReset } from '../services/accounts/request-password-reset.js';
import { changeSignedIn, checkInboxAnswer, resetWithToken, tokenOwner } from '../services/accounts/passwords.js';
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

// ---------------------------------------------------------------- handlers

export const accountRoutes = router()
  .openapi(signupRoute, async (c) => {
    await signUpHost(c, c.req.valid('json'));
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
    const user = await activateAccount(c, c.req.valid('query').token, c.req.valid('json').password);
    return c.json({ success: true as const, data: { email: user.email, redirectTo: LOGIN_PATH } }, 200);
  })
  .openapi(resendActivationRoute, async (c) => {
    const user = await findUserByEmail(c.get('deps').database.db, c.req.valid('json').email);
    if (user && awaitsActivation(user)) await resendActivation(c, user);
    return checkInboxAnswer(c);
  })
  .openapi(requestNewPasswordRoute, async (c) => {
    await requestPasswordReset(c, c.req.valid('json').email);
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
    const data = await sendAdminResetLink(c, session.user.id, c.req.valid('json').userId);
    return c.json({ success: true as const, data }, 200);
  });
