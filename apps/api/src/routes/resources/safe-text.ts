// Text fields of the generic bases and the operator's itinerary routes: no NUL, and a sane length.
import { z } from '@hono/zod-openapi';

/** Text without NUL (PostgreSQL text cannot hold it) and within a sane length. */
export const safeText = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .refine((s) => !s.includes('\u0000'), 'Contains a forbidden character');
