// The trip's host in the transfer flow: their own trip (another host's is a 404), its free-of-charge travelers, which of
// them already have host-booked rides per leg, and the eligibility the domain rule gives with them (GTR-020).
import {
  type FocCoverage,
  type GroundTransferEligibility,
  type GroundTransferFocTraveler,
  type GroundTransferStage,
  tripToday,
  groundTransferEligibility,
  groundTransferFocCoveredCount,
  groundTransferFocTravelers,
} from '@caravan/domain';
import { and, eq, ne } from 'drizzle-orm';
import { scope } from '../../auth/policy.js';
import { groundTransfers, trips, users } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import type { Providers } from '../../providers/index.js';
import { type Exec, type TripRow, type Viewer, accessTrip, isUuid } from '../booking/booking-records.js';

/** Whether the viewer reaches the transfer flow as a host (rather than as a traveler with a booking). */
export const isHostViewer = (viewer: Viewer) => viewer.group === 'host';

/**
 * The trip `tripId` when the viewer is its host, or a co-host of its host (the policy's read scope); any other trip is
 * a 404. A co-host reads the flow and is refused booking by the eligibility rule (GTR-015), not by hiding the trip.
 * With `lock`, the trip row is locked FOR UPDATE: host bookings on one trip are recorded one at a time.
 */
export async function accessHostTrip(db: Exec, viewer: Viewer, tripId: string, lock = false): Promise<TripRow> {
  if (!isHostViewer(viewer) || !isUuid(tripId)) throw notFound('Trip not found.');
  const visible = scope(viewer, 'read', { kind: 'trip', area: 'me' });
  if (visible.kind !== 'where') throw notFound('Trip not found.');
  const query = db
    .select()
    .from(trips)
    .where(and(eq(trips.id, tripId), visible.where))
    .limit(1);
  const [trip] = lock ? await query.for('update') : await query;
  if (!trip) throw notFound('Trip not found.');
  return trip;
}

/** The trip a transfer lookup is for: a traveler's trip they are on, or the host's own trip; else a 404. */
export async function accessTransferTrip(db: Exec, viewer: Viewer, tripId: string): Promise<TripRow> {
  return isHostViewer(viewer) ? accessHostTrip(db, viewer, tripId) : (await accessTrip(db, viewer, tripId)).trip;
}

/** The trip's FOC travelers: the host (by their account's name), their companions, then numbered seats. */
export async function focTravelersOf(db: Exec, trip: TripRow): Promise<GroundTransferFocTraveler[]> {
  const [host] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, trip.hostId))
    .limit(1);
  return groundTransferFocTravelers(host ?? { firstName: '', lastName: '' }, trip.companions, trip.focQuantity);
}

/** Which FOC travelers have a live (not cancelled) host-booked ride, per leg. */
export async function focCoverageOf(db: Exec, tripId: string): Promise<FocCoverage> {
  const rows = await db
    .select({ stage: groundTransfers.stage, focTravelerId: groundTransfers.focTravelerId })
    .from(groundTransfers)
    .where(
      and(
        eq(groundTransfers.tripId, tripId),
        eq(groundTransfers.bookedBy, 'host'),
        ne(groundTransfers.status, 'cancelled'),
      ),
    );
  const on = (stage: GroundTransferStage) =>
    rows.filter((r) => r.stage === stage && r.focTravelerId !== null).map((r) => r.focTravelerId ?? '');
  return { arrival: on('arrival'), departure: on('departure') };
}

/** What a host's eligibility looks at, read from the trip (optionally inside a transaction holding its lock). */
export interface HostTransferState {
  trip: TripRow;
  travelers: GroundTransferFocTraveler[];
  covered: FocCoverage;
  /** FOC travelers covered as the rule counts them (the fewer of the legs' counts). */
  coveredCount: number;
  eligibility: GroundTransferEligibility;
}

/**
 * The host's eligibility by the same domain rule as a traveler's (GTR-014..021): no booking, their role, and the FOC
 * travelers with the count the trip's FOC quantity gives and those covered on both legs (GTR-020). The rule's
 * itinerary-approval reason is also what keeps the host's free transfers hidden until approval (GTF-015).
 */
export async function hostTransferState(
  db: Exec,
  providers: Pick<Providers, 'places'>,
  input: { viewer: Viewer; tripId: string; now: Date; lock?: boolean },
): Promise<HostTransferState> {
  const trip = await accessHostTrip(db, input.viewer, input.tripId, input.lock);
  const travelers = await focTravelersOf(db, trip);
  const covered = await focCoverageOf(db, trip.id);
  const coveredCount = groundTransferFocCoveredCount(travelers, covered);
  const eligibility = groundTransferEligibility(
    {
      tripSupportsGroundTransfer: await providers.places.serves(trip.destination),
      tripStartDate: trip.startDate,
      tripStatus: trip.status,
      adminTechnicalItineraryApproved: trip.adminTechnicalItineraryApproved,
      bookingStatus: null,
      userRole: input.viewer.role === 'host-secondary' ? 'host-secondary' : 'host-primary',
      freeOfChargeTravelers: {
        count: trip.focQuantity,
        coveredCount,
      },
    },
    tripToday(trip, input.now),
  );
  return { trip, travelers, covered, coveredCount, eligibility };
}
