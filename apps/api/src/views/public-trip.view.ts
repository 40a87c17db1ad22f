// The public trip page's view (MKT-002, MKT-004): what anyone may read of a published trip — never the host's
// earnings, costs, operator data, travelers or internal notes. Built from named columns, so a new column leaks nowhere.
import { z } from '@hono/zod-openapi';

const bookabilityView = z
  .object({
    kind: z.enum(['open', 'waitlist', 'closed']),
    /** Why the trip cannot be booked (MKT-003); null while open. */
    reason: z.string().nullable(),
    message: z.string().nullable(),
  })
  .strict();

export const publicTripView = z
  .object({
    id: z.uuid(),
    path: z.string().openapi({ description: 'The stable public page path, /trips/{tripPath} (MKT-001)' }),
    name: z.string(),
    summary: z.string(),
    destination: z.string(),
    country: z.string(),
    startDate: z.iso.date(),
    endDate: z.iso.date().nullable(),
    heroImageUrl: z.string().nullable(),
    photos: z.array(z.string()),
    host: z
      .object({
        displayName: z.string(),
        photoUrl: z.string().nullable(),
        bio: z.string().nullable(),
      })
      .strict(),
    days: z.array(
      z
        .object({
          day: z.number().int().min(1),
          items: z.array(z.string()),
        })
        .strict(),
    ),
    /** The package the trip sells, with its price per traveler and what it includes. */
    packages: z.array(
      z
        .object({
          level: z.string(),
          pricePerTraveler: z.number().int(),
          included: z.array(z.string()),
        })
        .strict(),
    ),
    currency: z.string(),
    depositPerTraveler: z.number().int(),
    singleSupplement: z.object({ price: z.number().int(), roomsLeft: z.number().int().min(0) }).strict(),
    spotsRemaining: z.number().int().min(0),
    maximumSpots: z.number().int(),
    bookingsCloseOn: z.iso.date(),
    bookingAutoConfirmation: z.boolean(),
    bookability: bookabilityView,
  })
  .strict()
  .openapi('PublicTrip');
export type PublicTripView = z.infer<typeof publicTripView>;
