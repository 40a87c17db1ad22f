// An operating partner's record as admins read it.
import { z } from '@hono/zod-openapi';
import type { operators } from '../db/schema/index.js';

export const operatorView = z
  .object({ userId: z.uuid(), companyName: z.string(), operatorCode: z.string(), createdAt: z.iso.datetime() })
  .strict()
  .openapi('Operator');
export type OperatorView = z.infer<typeof operatorView>;

export const toOperatorView = (row: typeof operators.$inferSelect): OperatorView => ({
  userId: row.userId,
  companyName: row.companyName,
  operatorCode: row.operatorCode,
  createdAt: row.createdAt.toISOString(),
});
