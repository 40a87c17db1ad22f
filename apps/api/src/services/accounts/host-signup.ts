// A host's sign-up (HAP-077): an inactive host-primary account with its host record, the referral it came by, and its
// activation e-mail, in one transaction. An address already taken gets the e-mail its account needs, never an error,
// so the answer does not tell which addresses have accounts.
import type { Context } from 'hono';
import { ACTIVATION_TOKEN_TTL_MS } from '../../auth/accounts.constants.js';
import { issueToken } from '../../auth/tokens.js';
import type { AppEnv } from '../../context/app-context.js';
import { hosts, users } from '../../db/schema/index.js';
import { recordReferredSignup } from '../host-referral/referral.js';
import { awaitsActivation, findUserByEmail } from './account-lookup.js';
import { resendActivation, sendActivation, sendAlreadyRegistered } from './account-mail.js';

export interface HostSignup {
  email: string;
  firstName: string;
  lastName: string;
  referralCode?: string | undefined;
}

/** Signs up a host, or mails the existing account of the address its activation again or an 'already registered'. */
export async function signUpHost(c: Context<AppEnv>, signup: HostSignup): Promise<void> {
  const { email: address, firstName, lastName, referralCode } = signup;
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
}
