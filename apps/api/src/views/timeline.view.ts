// One move on a lifecycle timeline (MKT-024), the same shape for every audience; what `by` and `reason` say depends on
// who reads it (services/timeline/read-timeline.ts).
import { pageSchema } from '@caravan/domain';
import { z } from '@hono/zod-openapi';

export const timelineEntryView = z
  .object({
    id: z.number().int(),
    event: z.string(),
    from: z.string(),
    to: z.string(),
    at: z.iso.datetime(),
    /** Who moved it: for an admin a user's email or null for the platform; for a host or traveler their part. */
    by: z.string().nullable(),
    /** Why, when the move has a reason the reader may see. */
    reason: z.string().nullable(),
    /** The money the move moved (a payment, refund, discount, a cancellation's refund), minor units of `currency`. */
    amount: z.number().int().nullable(),
    currency: z.string().nullable(),
    /** The booking's order number when a trip's timeline lists one of its bookings' moves; else null. */
    orderId: z.string().nullable(),
  })
  .strict()
  .openapi('TimelineEntry');
export type TimelineEntry = z.infer<typeof timelineEntryView>;

/** A page of a timeline, oldest move first (issue 18). */
export const timelineView = pageSchema(timelineEntryView);
