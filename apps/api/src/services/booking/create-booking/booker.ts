// Who books (MKT-005): the signed-in traveler, or a visitor who creates a traveler-primary account in the same
// request — or, retrying, signs in with the account that request created (same e-mail and password). A visitor who
// chooses no password books as a guest (decision 042): the account is made without one, nothing is hashed, and the
// confirmation e-mail carries the link that sets it.
import type { NewBookingTraveler } from '@caravan/domain';
import type { Context } from 'hono';
import {
  ACCOUNT_MAX_FAILURES,
  ADDRESS_MAX_FAILURES,
  INVALID_CREDENTIALS_MESSAGE,
} from '../../../auth/auth.constants.js';
import { clientAddress } from '../../../auth/client-address.js';
import { hashPassword, verifyPassword } from '../../../auth/password.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../../auth/session.middleware.js';
import { createSession, deleteSession, hashToken } from '../../../auth/sessions.js';
import { clearFailures, lockedFor, recordFailure } from '../../../auth/throttle.js';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import { type AppEnv, publicUrl } from '../../../context/app-context.js';
import { AppError, badRequest, forbidden, tooManyRequests } from '../../../errors/app-error.js';
import { findUserByEmail } from '../../accounts/account-lookup.js';
import { checkPasswordPolicy } from '../../accounts/passwords.js';
import { sendBookingAttemptMail } from './booking-attempt-mail.js';
import { eq } from 'drizzle-orm';
import { log } from '../../../observability/logger.js';

export interface Booker {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The account was created by this request. */
  created: boolean;
  /** Created without a password (a guest checkout, decision 042): the confirmation e-mail carries the link to set one. */
  passwordless: boolean;
}

/**
 * The booking customer: the session's traveler, else the account of `customer.email` — created (traveler-primary,
 * active) when there is none, with the visitor's password or, given none, without one (decision 042); signed in when
 * the password matches (throttled like sign-in; an existing account always needs its password). Sets the session
 * cookie so the traveler lands in the traveler app signed in.
 */
export async function resolveBooker(
  c: Context<AppEnv>,
  customer: NewBookingTraveler,
  account: { password: string } | undefined,
  trip: { name: string },
): Promise<Booker> {
  const session = c.get('session');
  if (session) {
    if (session.user.group !== 'traveler')
      throw forbidden('Only a traveler account can book a trip. Sign out and book as a traveler.');
    const u = session.user;
    return {
      id: u.id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      created: false,
      passwordless: false,
    };
  }
  const { database, now } = c.get('deps');
  const db = database.db;
  const at = now();
  const accountKey = `account:${customer.email}`;
  const addressKey = `address:${clientAddress(c)}`;
  const wait = Math.max(await lockedFor(db, accountKey, at), await lockedFor(db, addressKey, at));
  if (wait > 0) throw tooManyRequests(`Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minutes.`, wait);

  let user = await findUserByEmail(db, customer.email);
  let created = false;
  if (!user) {
    if (account) checkPasswordPolicy(account.password, { email: customer.email }, 'account.password');
    // A guest (no password) costs no hash: in a launch rush this is the winner's most expensive step (decision 042).
    const passwordHash = account ? await hashPassword(account.password) : null;
    const [inserted] = await db
      .insert(users)
      .values({
        email: customer.email,
        passwordHash,
        firstName: customer.firstName,
        lastName: customer.lastName,
        group: 'traveler',
        role: 'traveler-primary',
        active: true,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    // A concurrent retry of the same request may have created it first: then the password decides, as below.
    user = inserted ?? (await findUserByEmail(db, customer.email));
    created = inserted !== undefined;
    if (!user) throw new Error('account neither created nor found');
  }
  if (!created) {
    // An account that exists (a guest's own included) is never booked into without its password.
    const valid = account && user.passwordHash ? await verifyPassword(account.password, user.passwordHash) : false;
    if (!valid || !user.active) {
      await recordFailure(db, accountKey, ACCOUNT_MAX_FAILURES, at);
      await recordFailure(db, addressKey, ADDRESS_MAX_FAILURES, at);
      // MKT-056: answered as sign-in answers a wrong password (the field named so the form shows it beside the
      // password); only the account's owner is told, by e-mail, that the address has an account.
      await tellOwner(c, user, trip.name, at);
      throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE, {
        'account.password': INVALID_CREDENTIALS_MESSAGE,
      });
    }
    await clearFailures(db, accountKey);
  }
  if (user.group !== 'traveler') throw forbidden('Only a traveler account can book a trip.');
  // A new token on every sign-in (no session fixation), as the login route does.
  const previous = readSessionToken(c);
  if (previous) await deleteSession(db, hashToken(previous));
  setSessionCookie(c, await createSession(db, user.id, at));
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    created,
    passwordless: created && !account,
  };
}

/**
 * The owner's e-mail about a refused attempt, written as a mail job (sent after, retried by the queue); a failure to
 * write it is logged, never answered (it would tell).
 */
async function tellOwner(c: Context<AppEnv>, owner: { email: string; firstName: string }, tripName: string, at: Date) {
  const { database, queue } = c.get('deps');
  try {
    await sendBookingAttemptMail(queue.mailsIn(database.db), {
      to: owner.email,
      firstName: owner.firstName,
      tripName,
      appOrigin: publicUrl(c),
      now: at,
    });
  } catch (error) {
    log().warn({ err: error }, '[booking] could not tell an account owner of a refused booking attempt');
  }
}

/**
 * MKT-054: the account this request created, removed when its booking failed without moving money (a decline, a full
 * trip, a refused amount), so a failed booking leaves no account behind; its session and Idempotency-Key rows go with
 * it (ON DELETE CASCADE) and the session cookie is cleared. Not after a charge that was made and refunded
 * (FinalFailure): its key must keep replaying that failure, or a retry would charge again (decision 033). `db` is the
 * request's leased connection (decision 040): a second checkout while it holds one could wait on a full pool.
 */
export async function discardCreatedAccount(c: Context<AppEnv>, booker: Booker, db: Db): Promise<void> {
  if (!booker.created) return;
  await db.delete(users).where(eq(users.id, booker.id));
  clearSessionCookie(c);
}

/** The first traveler must be the account holder when signed in (their e-mail), so a booking is never made for someone else's account. */
export function checkCustomerIsBooker(customer: NewBookingTraveler, booker: Booker): void {
  if (customer.email !== booker.email)
    throw badRequest('The first traveler is you, the account holder: use your account email.', {
      'travelers.0.email': 'Use your account email',
    });
}
