// The operator's account (OAP-030): read, and save the whole current profile (names on the user, company, phone,
// website and the address array on the operator row) in one transaction; each operator reads and saves only their own.
import type { OperatorAccountUpdate } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operators, users } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import type { Tx } from '../lifecycle.js';
import type { OperatorAccountRow } from '../../views/operator-account.view.js';

export type { OperatorAccountRow };

/** The account of operator `userId`, or 404 when the account has no operator company. */
export async function readOperatorAccount(db: Db | Tx, userId: string): Promise<OperatorAccountRow> {
  const [row] = await db
    .select({ user: users, operator: operators })
    .from(users)
    .innerJoin(operators, eq(operators.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('No operator account.');
  return row;
}

/** OAP-030: saves the current profile with its fields and address array, all or nothing. */
export async function saveOperatorAccount(
  db: Db,
  userId: string,
  input: OperatorAccountUpdate,
): Promise<OperatorAccountRow> {
  return db.transaction(async (tx) => {
    await readOperatorAccount(tx, userId);
    await tx.update(users).set({ firstName: input.firstName, lastName: input.lastName }).where(eq(users.id, userId));
    await tx
      .update(operators)
      .set({
        companyName: input.companyName,
        phone: input.phone,
        website: input.website,
        addresses: input.addresses,
      })
      .where(eq(operators.userId, userId));
    return readOperatorAccount(tx, userId);
  });
}
