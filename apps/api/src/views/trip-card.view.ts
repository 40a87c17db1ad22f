// A trip card (MKT-026) as the API answers it: the domain's card schema, its fields as they are, named for the
// OpenAPI document.
import { tripCardSchema } from '@caravan/domain';
import { z } from '@hono/zod-openapi';

export const tripCardView = z.object(tripCardSchema.shape).strict().openapi('TripCard');
export type TripCardView = z.infer<typeof tripCardView>;
