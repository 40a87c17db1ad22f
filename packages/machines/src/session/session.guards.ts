// Session guards: one-line adapters over the shell's session rules of @caravan/domain.
import {
  ADMIN_USER_LIST_PATH,
  APP_SHELL_PATH,
  authFailureRedirect,
  isPasswordChangeRequired,
  postLoginRedirect,
} from '@caravan/domain';
import type { SessionContext, SessionEvent } from './session.types.js';

type Args = { context: SessionContext; event: SessionEvent };

/** The landing page of the signed-in user by the domain rule (PLT-019..021, PLT-023). */
export const landingOf = (context: SessionContext): string | null =>
  context.user ? postLoginRedirect(context.user, context.today, context.timeZone) : null;

export const sessionGuards = {
  /** PLT-022, PLT-023: the password expired (today or past) and the user is not impersonating. */
  requiresPasswordChange: ({ context }: Args) =>
    context.user !== null && isPasswordChangeRequired(context.user, context.today, context.timeZone),
  /** PLT-019, PLT-020: an admin, an impersonating user, an operator, a traveler or a host has a home in the portal. */
  hasHome: ({ context }: Args) => {
    const landing = landingOf(context);
    return landing === ADMIN_USER_LIST_PATH || landing === APP_SHELL_PATH;
  },
  /** PLT-049, PLT-050: a 401 or 403 response ends the session. */
  isAuthFailure: ({ event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only session.unauthorized; the check narrows the event's type
    event.type === 'session.unauthorized' && authFailureRedirect(event) !== null,
};
