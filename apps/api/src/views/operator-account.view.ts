// The operator's own account as the operator/account page reads it (OAP-030).
import { operatorAddressSchema } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { operators, users } from '../db/schema/index.js';

export const operatorAccountView = z
  .object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string(),
    operatorCode: z.string(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    addresses: z.array(operatorAddressSchema),
  })
  .strict()
  .openapi('OperatorAccount');
export type OperatorAccountView = z.infer<typeof operatorAccountView>;

/** What the account view maps: the operator's user and company rows. */
export interface OperatorAccountRow {
  user: typeof users.$inferSelect;
  operator: typeof operators.$inferSelect;
}

export const toOperatorAccountView = ({ user, operator }: OperatorAccountRow): OperatorAccountView => ({
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  companyName: operator.companyName,
  operatorCode: operator.operatorCode,
  phone: operator.phone ?? null,
  website: operator.website ?? null,
  addresses: operator.addresses,
});
