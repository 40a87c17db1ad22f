// The admin's trips, bookings and marketing lists (MKT-037, MKT-038): their filters and the rows each list shows.
import {
  BOOKING_STATUSES,
  forbiddenCharacterIn,
  TRIP_STATUSES,
  isDateRange,
  pageQuerySchema,
  pageSchema,
  tripStatusSchema,
} from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import { adminTripBookingView } from './admin-trip-overview.view.js';

const search = z
  .string()
  .max(200, 'At most 200 characters')
  .refine((s) => forbiddenCharacterIn(s) === null, 'Contains a forbidden character')
  .optional();
const date = (what: string) => z.iso.date({ message: `${what}: a date as YYYY-MM-DD` }).optional();
const RANGE_MESSAGE = 'The start of the range is after its end';

export const adminTripFilters = z
  .object({
    search,
    status: z.enum(TRIP_STATUSES, { message: `One of ${TRIP_STATUSES.join(', ')}` }).optional(),
    departFrom: date('Departure from'),
    departTo: date('Departure to'),
  })
  .strict();
const tripRange = (q: { departFrom?: string | undefined; departTo?: string | undefined }) =>
  isDateRange(q.departFrom, q.departTo);
export const adminTripsCsvQuery = adminTripFilters.refine(tripRange, { message: RANGE_MESSAGE, path: ['departTo'] });
export const adminTripsQuery = adminTripFilters
  .extend(pageQuerySchema.shape)
  .strict()
  .refine(tripRange, { message: RANGE_MESSAGE, path: ['departTo'] });
export type AdminTripFilters = z.infer<typeof adminTripFilters>;

export const adminBookingFilters = z
  .object({
    search,
    status: z.enum(BOOKING_STATUSES, { message: `One of ${BOOKING_STATUSES.join(', ')}` }).optional(),
    createdFrom: date('Booked from'),
    createdTo: date('Booked to'),
  })
  .strict();
const bookingRange = (q: { createdFrom?: string | undefined; createdTo?: string | undefined }) =>
  isDateRange(q.createdFrom, q.createdTo);
export const adminBookingsCsvQuery = adminBookingFilters.refine(bookingRange, {
  message: RANGE_MESSAGE,
  path: ['createdTo'],
});
export const adminBookingsQuery = adminBookingFilters
  .extend(pageQuerySchema.shape)
  .strict()
  .refine(bookingRange, { message: RANGE_MESSAGE, path: ['createdTo'] });
export type AdminBookingFilters = z.infer<typeof adminBookingFilters>;

export const adminTripListItemView = z
  .object({
    id: z.uuid(),
    shortId: z.string(),
    name: z.string(),
    status: tripStatusSchema,
    statusLabel: z.string(),
    hostId: z.uuid(),
    hostName: z.string(),
    hostEmail: z.string(),
    startDate: z.iso.date(),
    endDate: z.iso.date().nullable(),
    spotsTaken: z.number().int(),
    maximumSpots: z.number().int(),
    bookings: z.number().int().nonnegative(),
  })
  .strict()
  .openapi('AdminTripListItem');
export type AdminTripListItem = z.infer<typeof adminTripListItemView>;
export const adminTripListPageView = pageSchema(adminTripListItemView).openapi('AdminTripListPage');

/** A booking as the admin's bookings list shows it: the trip page's booking row, with its trip and when it was made. */
export const adminBookingListItemView = adminTripBookingView
  .extend({
    tripId: z.uuid(),
    tripName: z.string(),
    tripShortId: z.string(),
    statusLabel: z.string(),
    createdAt: z.iso.datetime(),
  })
  .strict()
  .openapi('AdminBookingListItem');
export type AdminBookingListItem = z.infer<typeof adminBookingListItemView>;
export const adminBookingListPageView = pageSchema(adminBookingListItemView).openapi('AdminBookingListPage');

export const adminMarketingListView = z
  .object({
    hostId: z.uuid(),
    hostName: z.string(),
    hostEmail: z.string(),
    /** Addresses on the host's marketing list (respondents who opted in). */
    subscribers: z.number().int().nonnegative(),
  })
  .strict()
  .openapi('AdminMarketingList');
export type AdminMarketingList = z.infer<typeof adminMarketingListView>;
export const adminMarketingListsPageView = pageSchema(adminMarketingListView).openapi('AdminMarketingListsPage');
export const adminMarketingListsQuery = pageQuerySchema.extend({ search }).strict();
