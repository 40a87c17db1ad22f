// The answer to a host's trip request (HAP-041): its id, whether it was instantly approved, and the trip it opened.
import { TRIP_REQUEST_STATUSES } from '@caravan/domain';
import { z } from '@hono/zod-openapi';

export const tripRequestCreatedView = z
  .object({
    id: z.uuid(),
    status: z.enum(TRIP_REQUEST_STATUSES),
    instantlyApproved: z.boolean(),
    tripId: z.uuid().nullable().openapi({ description: 'The trip opened (status created) or created at once' }),
  })
  .strict()
  .openapi('TripRequestCreated');
