// A guest checkout's set-password link (decision 042): a booking made without a password leaves an account that
// cannot sign in yet; its confirmation e-mail carries a one-time link to choose the password, issued in the booking's
// transaction so a link is never mailed for a token that was not stored (nor stored for a booking rolled back).
import { GUEST_PASSWORD_TOKEN_TTL_MS, RESET_PASSWORD_PATH } from '../../../auth/accounts.constants.js';
import { type Executor, issueToken } from '../../../auth/tokens.js';
import type { SetPasswordLink } from '../../../email/templates/booking.js';
import { lifetime } from '../../accounts/account-mail.js';
import type { Booker } from './booker.js';

/** The link that sets a guest's first password, or undefined for a booker who has one (or is signed in). */
export async function guestPasswordLink(
  tx: Executor,
  booker: Booker,
  input: { appOrigin: string; now: Date },
): Promise<SetPasswordLink | undefined> {
  if (!booker.passwordless) return undefined;
  // A reset token: the reset page sets a password on an active account, which a guest's is (decision 042).
  const { token } = await issueToken(tx, booker.id, 'password-reset', input.now, GUEST_PASSWORD_TOKEN_TTL_MS);
  return {
    url: `${input.appOrigin}${RESET_PASSWORD_PATH}/${encodeURIComponent(token)}`,
    lifetime: lifetime(GUEST_PASSWORD_TOKEN_TTL_MS),
  };
}
