// A trip page after the platform's review (§4.4, HAP-072): its publish status and the trip's own status.
import { PUBLISH_STATUSES, TRIP_STATUSES } from '@caravan/domain';
import { z } from '@hono/zod-openapi';

/** The trip page after the review: its publish status and the trip's own status. */
export const publishReviewView = z
  .object({
    id: z.uuid(),
    from: z.enum(PUBLISH_STATUSES),
    publishStatus: z.enum(PUBLISH_STATUSES),
    status: z.enum(TRIP_STATUSES),
  })
  .strict()
  .openapi('PublishReview');

export type PublishReviewView = z.infer<typeof publishReviewView>;
