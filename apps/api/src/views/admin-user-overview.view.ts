// What an admin sees of one user on the user detail page (MKT-021): who they are, their latest trips and bookings,
// and their live sessions — never a session token or its hash.
import { BOOKING_STATUSES, TRIP_STATUSES } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import { userView } from '../auth/user-view.js';

export const adminUserTripView = z
  .object({
    id: z.uuid(),
    shortId: z.string(),
    name: z.string(),
    status: z.enum(TRIP_STATUSES),
    startDate: z.iso.date(),
    /** How the user is tied to the trip: its host or its operator. */
    as: z.enum(['host', 'operator']),
  })
  .strict()
  .openapi('AdminUserTrip');

export const adminUserBookingView = z
  .object({
    id: z.uuid(),
    orderId: z.string(),
    status: z.enum(BOOKING_STATUSES),
    tripId: z.uuid(),
    tripName: z.string(),
    createdAt: z.iso.datetime(),
  })
  .strict()
  .openapi('AdminUserBooking');

export const adminUserSessionView = z
  .object({
    createdAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    /** The admin acting as this user in that session, or null for the user's own sign-in. */
    impersonatedBy: z.string().nullable(),
  })
  .strict()
  .openapi('AdminUserSession');

export const adminUserOverviewView = z
  .object({
    user: userView.extend({ active: z.boolean(), createdAt: z.iso.datetime() }).strict(),
    trips: z.array(adminUserTripView),
    tripCount: z.number().int(),
    bookings: z.array(adminUserBookingView),
    bookingCount: z.number().int(),
    sessions: z.array(adminUserSessionView),
  })
  .strict()
  .openapi('AdminUserOverview');
export type AdminUserOverview = z.infer<typeof adminUserOverviewView>;
