// Signing in with e-mail and password: throttled per account and per address, one scrypt verify whether or not the
// account exists, no session for a group Caravan has no screens for (RTE-001), and a fresh token on every sign-in.
import { signInRefusal } from '@caravan/domain';
import { ACCOUNT_MAX_FAILURES, ADDRESS_MAX_FAILURES, INVALID_CREDENTIALS_MESSAGE } from '../../auth/auth.constants.js';
import { decoyHash, verifyPassword } from '../../auth/password.js';
import { type SessionUser, createSession, deleteSession, hashToken } from '../../auth/sessions.js';
import { clearFailures, lockedFor, recordFailure } from '../../auth/throttle.js';
import type { Db } from '../../db/client.js';
import { AppError, tooManyRequests } from '../../errors/app-error.js';
import { findUserByEmail } from './account-lookup.js';

const lockedMessage = (seconds: number) =>
  `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`;

export interface SignInRequest {
  email: string;
  password: string;
  /** The client's address (auth/client-address.ts): failures are counted per address as well as per account. */
  address: string;
  /** The session token the browser already holds, if any: it is ended, never promoted (session fixation). */
  previousToken: string | undefined;
}

/** The signed-in user and their new session token; 401, 403 or 429 otherwise. */
export async function signIn(db: Db, request: SignInRequest, at: Date): Promise<{ user: SessionUser; token: string }> {
  const { email, password } = request;
  const accountKey = `account:${email}`;
  const addressKey = `address:${request.address}`;
  const wait = Math.max(await lockedFor(db, accountKey, at), await lockedFor(db, addressKey, at));
  if (wait > 0) throw tooManyRequests(lockedMessage(wait), wait);

  const user = await findUserByEmail(db, email);
  // An unknown account still pays for one scrypt verify, so timing does not tell which emails exist.
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user?.passwordHash || !valid || !user.active) {
    await recordFailure(db, accountKey, ACCOUNT_MAX_FAILURES, at);
    await recordFailure(db, addressKey, ADDRESS_MAX_FAILURES, at);
    throw new AppError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  await clearFailures(db, accountKey);
  // The right password of an account Caravan has no screens for: say so, and open no session (RTE-001).
  const refusal = signInRefusal(user.group);
  if (refusal) throw new AppError(403, 'NO_CARAVAN_AREA', refusal);
  // A new token on every sign-in: a token planted before login (session fixation) is never promoted.
  if (request.previousToken) await deleteSession(db, hashToken(request.previousToken));
  const token = await createSession(db, user.id, at);
  return { user, token };
}
