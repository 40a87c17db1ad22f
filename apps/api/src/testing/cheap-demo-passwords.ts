// Test worlds only: the seeded accounts' password hashes remade at a low scrypt cost. A sign-in verifies the password
// with the cost its stored hash names (the hash is self-describing), and at the real cost (N=2^17, 128 MiB) each one
// took 0.5–2 s of a 2-core machine; the integration tests sign in several hundred times. The login path is the same
// code; only N differs. Accounts a test makes itself (registration, a changed password) get the real cost.
import { isNotNull } from 'drizzle-orm';
import { hashPassword, SCRYPT_PARAMS } from '../auth/password.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.js';

/** DECIDE: 2^10, the cheapest cost that still runs every step of scrypt (about a millisecond). */
export const TEST_SCRYPT_PARAMS = { ...SCRYPT_PARAMS, logN: 10 };

/** Re-hashes every seeded password (all are DEMO_PASSWORD) at TEST_SCRYPT_PARAMS. */
export async function cheapenDemoPasswords(db: Db): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD, TEST_SCRYPT_PARAMS) })
    .where(isNotNull(users.passwordHash));
}
