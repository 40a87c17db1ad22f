// The transfer flow's context for the trip's host: no booking, the FOC travelers and their coverage, the host's
// eligibility by the domain rule (GTR-020), and the next FOC traveler's name as the contact defaults (GTF-029).
import { hostHasGroundTransferTravelerRole, nextUncoveredFocTraveler, openFocLegs } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { travelerProfiles } from '../../db/schema/index.js';
import type { Providers } from '../../providers/index.js';
import type { TransferContextView } from '../../views/transfer.view.js';
import type { Viewer } from '../booking/booking-records.js';
import { hostTransferState } from './host-transfer-access.js';
import { contextTripParts } from './transfer-dates.js';

/**
 * DECIDE: a host books one FOC traveler per ride (each ride names whom it covers), so the passenger limit is 1.
 */
export const HOST_TRANSFER_PASSENGERS = 1;

/** GET /api/me/trips/{id}/ground-transfer for the trip's host (another host's trip is a 404). */
export async function hostTransferContext(
  db: Db,
  providers: Pick<Providers, 'places'>,
  viewer: Viewer,
  tripId: string,
  now: Date,
): Promise<TransferContextView> {
  const { trip, travelers, covered, coveredCount, eligibility } = await hostTransferState(db, providers, {
    viewer,
    tripId,
    now,
  });
  const next = nextUncoveredFocTraveler(travelers, covered);
  const [profile] = await db
    .select({ phone: travelerProfiles.phone })
    .from(travelerProfiles)
    .where(eq(travelerProfiles.userId, viewer.id))
    .limit(1);
  return {
    ...contextTripParts(trip, eligibility, now),
    booking: null,
    travelerType: viewer.role === 'host-secondary' ? 'host-secondary' : 'host-primary',
    isHostType: true,
    hasTravelerRole: hostHasGroundTransferTravelerRole(viewer.role),
    travelersCount: HOST_TRANSFER_PASSENGERS,
    foc: {
      count: trip.focQuantity,
      coveredCount,
      travelers: travelers.map((t) => ({
        ...t,
        arrival: covered.arrival.includes(t.id),
        departure: covered.departure.includes(t.id),
      })),
      next: next ? { ...next, openLegs: openFocLegs(next.id, covered) } : null,
    },
    // The host is the contact for their FOC travelers: the next one's name, the host's own e-mail and phone.
    profile: {
      firstName: next?.firstName ?? '',
      lastName: next?.lastName ?? '',
      email: viewer.email,
      phoneNumber: profile?.phone ?? '',
    },
  };
}
