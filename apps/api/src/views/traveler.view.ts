// A traveler on a trip (who, on which booking, as primary or secondary, waiver signed or not).
import { z } from '@hono/zod-openapi';
import type { travelers } from '../db/schema/index.js';
import { isoOrNull } from './view-helpers.js';

export const travelerView = z
  .object({
    id: z.uuid(),
    userId: z.uuid().nullable(),
    tripId: z.uuid(),
    bookingId: z.uuid().nullable(),
    type: z.string(),
    status: z.string(),
    waiverSignedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .strict()
  .openapi('Traveler');
export type TravelerView = z.infer<typeof travelerView>;

export const toTravelerView = (row: typeof travelers.$inferSelect): TravelerView => ({
  id: row.id,
  userId: row.userId ?? null,
  tripId: row.tripId,
  bookingId: row.bookingId ?? null,
  type: row.type,
  status: row.status,
  waiverSignedAt: isoOrNull(row.waiverSignedAt),
  createdAt: row.createdAt.toISOString(),
});
