// POST /api/me/trips/{id}/ground-transfers: the trip's host books free transfers for one of its free-of-charge travelers
// (GTF-014, GTR-020). Each leg is re-quoted (the cost is the itinerary's, never charged), booked with the provider, then
// recorded under the trip's lock with the coverage re-read: one live ride per FOC traveler and leg, so at most the FOC
// count per leg, and two tabs at once create one. A failure after booking cancels the provider's journeys.
import { type GroundTransferStage, currencyCodeSchema, openFocLegs } from '@caravan/domain';
import type { Db } from '../../db/client.js';
import { groundTransfers } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../errors/app-error.js';
import type { Providers } from '../../providers/index.js';
import type { TransferJourney } from '../../providers/transfers/index.js';
import type { RideView } from '../../views/rides.view.js';
import type { CreateFocTransfersRequest } from '../../views/transfer-booking.view.js';
import type { Viewer } from '../booking/booking-records.js';
import { undo } from './create-transfers.js';
import { type HostTransferState, hostTransferState } from './host-transfer-access.js';
import { HOST_TRANSFER_PASSENGERS } from './host-transfer-context.js';
import { type PricedLeg, assertTransferContact, bookJourneys, priceLegs, transferRowOf } from './priced-legs.js';
import { toRideView } from './ride-management.js';
import { TRANSFER_ERROR_CODES, notBookable } from './transfer-errors.js';
import { transferDates } from './transfer-dates.js';

/** A leg the FOC traveler already has a live ride for: a second tab or a double submit (nothing is booked twice). */
const alreadyCovered = (name: string, stage: GroundTransferStage) =>
  new AppError(
    409,
    TRANSFER_ERROR_CODES.duplicate,
    `${name || 'This free-of-charge traveler'} already has a ${stage} transfer. Check the rides before booking it again.`,
    { [`${stage}`]: 'Already booked' },
  );

/** The host may book: eligible by the rule, the FOC traveler is the trip's, and each leg is still open for them. */
function assertBookable(state: HostTransferState, focTravelerId: string, legs: readonly PricedLeg[]) {
  if (!state.eligibility.ok) throw notBookable(state.eligibility.reason);
  const traveler = state.travelers.find((t) => t.id === focTravelerId);
  if (!traveler)
    throw badRequest("Choose one of the trip's free-of-charge travelers.", {
      focTravelerId: 'Not a free-of-charge traveler of this trip',
    });
  const open = openFocLegs(traveler.id, state.covered);
  for (const leg of legs)
    if (!open.includes(leg.request.stage))
      throw alreadyCovered(`${traveler.firstName} ${traveler.lastName}`.trim(), leg.request.stage);
  return traveler;
}

export async function createFocGroundTransfers(
  db: Db,
  providers: Providers,
  input: { viewer: Viewer; tripId: string; request: CreateFocTransfersRequest; idempotencyKey: string; now: Date },
): Promise<{ transfers: RideView[] }> {
  const { viewer, request, now } = input;
  const state = await hostTransferState(db, providers, { viewer, tripId: input.tripId, now });
  const { trip } = state;
  if (!state.eligibility.ok) throw notBookable(state.eligibility.reason);
  assertTransferContact(request.contact);
  const legs = await priceLegs(providers, request.legs, {
    windows: transferDates(trip, now).windows,
    travelersCount: HOST_TRANSFER_PASSENGERS,
    currency: currencyCodeSchema.parse(trip.currency),
  });
  // Checked before booking (a double submit books nothing) and again under the trip's lock.
  assertBookable(state, request.focTravelerId, legs);

  const journeys: TransferJourney[] = [];
  try {
    await bookJourneys(
      providers,
      legs,
      request.contact,
      (stage) => `${trip.id}:foc:${request.focTravelerId}:${input.idempotencyKey}:${stage}`,
      journeys,
    );
    return await db.transaction(async (tx) => {
      const locked = await hostTransferState(tx, providers, { viewer, tripId: trip.id, now, lock: true });
      const traveler = assertBookable(locked, request.focTravelerId, legs);
      const rows = await tx
        .insert(groundTransfers)
        .values(
          legs.map((leg, i) => ({
            ...transferRowOf(leg, journeys[i], request.contact),
            // GTF-014: no booking and no payment; the price kept is the provider's cost, never charged to anyone.
            bookingId: null,
            bookedBy: 'host',
            focTravelerId: traveler.id,
            focTravelerName: `${traveler.firstName} ${traveler.lastName}`.trim(),
            tripId: trip.id,
            userId: viewer.id,
            currency: trip.currency,
            createdAt: now,
          })),
        )
        .returning();
      // GTF-016: the host's view of the rides carries no price.
      return { transfers: rows.map((r) => toRideView(r, 'host-primary', now)) };
    });
  } catch (error) {
    throw await undo(providers, journeys, null, error);
  }
}
