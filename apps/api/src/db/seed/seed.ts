// Loads the demo data into an empty database: deterministic, and never into production.
import { count } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.js';
import type { Db } from '../client.js';
import { users } from '../schema/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';

/** True when the database holds no users yet (a first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Seeds the demo accounts in one transaction; returns false when the database already had data. */
export async function seedDemoData(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      DEMO_ACCOUNTS.map((a, i) => ({
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        group: a.group,
        role: a.role,
        passwordHash: hashes[i] ?? null,
      })),
    );
  });
  return true;
}
