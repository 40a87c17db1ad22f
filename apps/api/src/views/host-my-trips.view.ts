// The host's My Trips list (MKT-036): each trip with its status as the host reads it, dates, bookings and earnings.
import {
  HOST_MY_TRIPS_ALL,
  HOST_MY_TRIPS_TABS,
  PAGE_SIZE_MAX,
  pageQuerySchema,
  tripStatusSchema,
} from '@caravan/domain';
import { z } from '@hono/zod-openapi';

const filterSchema = z.enum([HOST_MY_TRIPS_ALL, ...HOST_MY_TRIPS_TABS], {
  message: `One of ${[HOST_MY_TRIPS_ALL, ...HOST_MY_TRIPS_TABS].join(', ')}`,
});

export const hostMyTripsQuery = pageQuerySchema.extend({ tab: filterSchema.default(HOST_MY_TRIPS_ALL) }).strict();

export const hostMyTripView = z
  .object({
    id: z.uuid(),
    shortId: z.string(),
    name: z.string(),
    status: tripStatusSchema,
    /** The host's badge for the status (HOM-031..037). */
    statusLabel: z.string(),
    tab: z.enum(HOST_MY_TRIPS_TABS),
    startDate: z.iso.date(),
    endDate: z.iso.date().nullable(),
    /** Orders holding spots (pending and confirmed), as the Bookings tab counts them. */
    bookings: z.number().int().nonnegative(),
    confirmedSpots: z.number().int().nonnegative(),
    maximumSpots: z.number().int().nonnegative(),
    currency: z.string(),
    /** The host's earnings from the confirmed spots, minor units, by the Bookings tab's rule. */
    earnings: z.number().int(),
    /** Whether the host works on this trip as a co-host (they read it, its host changes it). */
    coHosted: z.boolean(),
  })
  .strict()
  .openapi('HostMyTrip');
export type HostMyTripView = z.infer<typeof hostMyTripView>;

export const hostMyTripsPageView = z
  .object({
    items: z.array(hostMyTripView).max(PAGE_SIZE_MAX),
    nextCursor: z.string().nullable(),
    /** How many of the host's trips each filter holds, for the tabs' counts. */
    counts: z.record(filterSchema, z.number().int().nonnegative()),
  })
  .strict()
  .openapi('HostMyTripsPage');
export type HostMyTripsPageView = z.infer<typeof hostMyTripsPageView>;
