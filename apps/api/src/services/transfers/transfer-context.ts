// The transfer flow's context for a traveler's trip: trip, booking, eligibility by the domain rule, pickup windows; the
// trip's host gets theirs from host-transfer-context.ts.
import {
  type GroundTransferEligibility,
  tripToday,
  groundTransferEligibility,
  groundTransferTravelersCount,
} from '@caravan/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addOns, bookingTravelers, travelerProfiles, users } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import type { Providers } from '../../providers/index.js';
import type { TransferContextView } from '../../views/transfer.view.js';
import {
  type BookingRow,
  type Exec,
  type TripRow,
  type Viewer,
  accessTrip,
  isHeldRow,
} from '../booking/booking-records.js';
import { hostTransferContext } from './host-transfer-context.js';
import { isHostViewer } from './host-transfer-access.js';
import { type TransferStays, contextTripParts } from './transfer-dates.js';

export { transferDates } from './transfer-dates.js';

/** Eligibility of a traveler's booking by the domain rule (GTR-014..021): the same rule the portal shows. */
export async function transferEligibility(
  providers: Pick<Providers, 'places'>,
  input: { trip: TripRow; booking: BookingRow; travelerType: 'traveler-primary' | 'traveler-secondary'; now: Date },
): Promise<GroundTransferEligibility> {
  return groundTransferEligibility(
    {
      tripSupportsGroundTransfer: await providers.places.serves(input.trip.destination),
      tripStartDate: input.trip.startDate,
      tripStatus: input.trip.status,
      adminTechnicalItineraryApproved: input.trip.adminTechnicalItineraryApproved,
      bookingStatus: input.booking.status,
      userRole: input.travelerType,
    },
    tripToday(input.trip, input.now),
  );
}

/** The pre/post-trip nights the booking holds: its transfers' dates follow them (GTR-023, GTR-024). */
export async function bookingStays(db: Exec, bookingId: string): Promise<TransferStays> {
  const rows = await db
    .select()
    .from(addOns)
    .where(and(eq(addOns.bookingId, bookingId), eq(addOns.deleted, false)));
  const holds = (timing: 'pre-trip' | 'post-trip') =>
    rows.some((r) => isHeldRow(r) && r.service?.type === 'accommodation' && r.service.timing === timing);
  return { preTrip: holds('pre-trip'), postTrip: holds('post-trip') };
}

async function travelersCountOf(db: Exec, bookingId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookingTravelers).where(eq(bookingTravelers.bookingId, bookingId));
  return groundTransferTravelersCount(row?.n ?? 0);
}

/**
 * GET /api/me/trips/{id}/ground-transfer: the flow's context; a trip the viewer has no booking on is a 404. The trip's
 * host gets the host's context (free transfers for its FOC travelers); any other host's trip is a 404.
 */
export async function transferContext(
  db: Db,
  providers: Pick<Providers, 'places'>,
  viewer: Viewer,
  tripId: string,
  now: Date,
): Promise<TransferContextView> {
  if (isHostViewer(viewer)) return hostTransferContext(db, providers, viewer, tripId, now);
  const access = await accessTrip(db, viewer, tripId);
  const { trip, booking, travelerType } = access;
  if (!booking || !travelerType) throw notFound('Booking not found.');
  const eligibility = await transferEligibility(providers, { trip, booking, travelerType, now });
  const [profile] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: travelerProfiles.phone })
    .from(users)
    .leftJoin(travelerProfiles, eq(travelerProfiles.userId, users.id))
    .where(eq(users.id, viewer.id))
    .limit(1);
  return {
    ...contextTripParts(trip, eligibility, now, await bookingStays(db, booking.id)),
    booking: { id: booking.id, orderId: booking.orderId, status: booking.status },
    travelerType,
    isHostType: false,
    hasTravelerRole: true,
    foc: null,
    travelersCount: await travelersCountOf(db, booking.id),
    profile: {
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      email: profile?.email ?? viewer.email,
      phoneNumber: profile?.phone ?? '',
    },
  };
}
