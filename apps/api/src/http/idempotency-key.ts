// The Idempotency-Key request header, declared once for every route that takes one: required (and typed string) on
// money-moving routes, optional where a retry is harmless without it. A missing or malformed key answers the coded
// 400 of errors/idempotency-key.ts (validationHook throws it), not a generic VALIDATION_FAILED.
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@caravan/domain';
import { z } from '@hono/zod-openapi';

/** The header's name as the validators see it (lower-cased, as Hono reads request headers). */
export const IDEMPOTENCY_KEY_FIELD = 'idempotency-key';

/** The header of a money-moving route: required, a new UUID per attempt; a retry with the same key replays. */
export const idempotencyKeyHeader = z.object({
  [IDEMPOTENCY_KEY_FIELD]: idempotencyKeySchema.meta({
    description: `${IDEMPOTENCY_KEY_HEADER}: required; a new UUID per attempt. A retry with the same key and body answers the first answer.`,
  }),
});

/** The header where a key is welcome but not needed (the server makes one when it is absent). */
export const optionalIdempotencyKeyHeader = z.object({
  [IDEMPOTENCY_KEY_FIELD]: idempotencyKeySchema.optional().meta({
    description: `${IDEMPOTENCY_KEY_HEADER}: optional; a new UUID per attempt, passed to the payment processor.`,
  }),
});
