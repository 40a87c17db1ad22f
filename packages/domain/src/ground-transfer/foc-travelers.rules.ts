// A host's free-of-charge (FOC) travelers and which of them already have host-booked transfers (GTF-014, GTR-020).
import { GROUND_TRANSFER_STAGES } from './ground-transfer.constants.js';
import type { GroundTransferStage } from './ride.schema.js';

/** One FOC traveler of a trip: the host or one of their companions (a numbered seat when no companion is named). */
export interface GroundTransferFocTraveler {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * DECIDE: the trip's host rides with the group as its first FOC traveler, then the host's companions in their order,
 * then unnamed seats up to the trip's FOC quantity: the operator prices the FOC spots for the host and their party.
 */
const HOST_FOC_TRAVELER_ID = 'host';

/** The id of an unnamed FOC seat (1-based), when the FOC quantity exceeds the host and their named companions. */
const focSeatId = (n: number) => `foc-${n}`;

/** The trip's FOC travelers: the host, their companions, then unnamed seats, `focQuantity` of them in all. */
export function groundTransferFocTravelers(
  host: { firstName: string; lastName: string },
  companions: readonly { _id?: string | undefined; firstName?: string | undefined; lastName?: string | undefined }[],
  focQuantity: number,
): GroundTransferFocTraveler[] {
  const named: GroundTransferFocTraveler[] = [
    { id: HOST_FOC_TRAVELER_ID, firstName: host.firstName, lastName: host.lastName },
    ...companions
      .filter((c): c is typeof c & { _id: string } => typeof c._id === 'string' && c._id !== HOST_FOC_TRAVELER_ID)
      .map((c) => ({ id: c._id, firstName: c.firstName ?? '', lastName: c.lastName ?? '' })),
  ];
  const count = Math.max(0, Math.floor(focQuantity));
  // Up to `count` numbered seats after the named travelers; the slice below keeps only the ones needed.
  const seats = Array.from({ length: count }, (_, i) => ({
    id: focSeatId(named.length + i + 1),
    firstName: '',
    lastName: '',
  }));
  return [...named, ...seats].slice(0, count);
}

/** The FOC travelers with a (not cancelled) host-booked ride, per leg: ids of FOC travelers. */
export type FocCoverage = Readonly<Record<GroundTransferStage, readonly string[]>>;

/**
 * How many FOC travelers are covered, as the eligibility rule counts them (GTR-020): the fewer of the two legs' counts,
 * so a host who booked every arrival may still book the departures.
 */
export function groundTransferFocCoveredCount(
  travelers: readonly GroundTransferFocTraveler[],
  covered: FocCoverage,
): number {
  return Math.min(
    ...GROUND_TRANSFER_STAGES.map((stage) => travelers.filter((t) => covered[stage].includes(t.id)).length),
  );
}

/** The legs a FOC traveler still needs a ride for. */
export function openFocLegs(travelerId: string, covered: FocCoverage): GroundTransferStage[] {
  return GROUND_TRANSFER_STAGES.filter((stage) => !covered[stage].includes(travelerId));
}

/** The next FOC traveler the host books for: the first still missing a leg, or null when all are covered. */
export function nextUncoveredFocTraveler(
  travelers: readonly GroundTransferFocTraveler[],
  covered: FocCoverage,
): GroundTransferFocTraveler | null {
  return travelers.find((t) => openFocLegs(t.id, covered).length > 0) ?? null;
}

/**
 * DECIDE: a primary host holds the traveler role on their own trip, since they ride as its first FOC traveler, so
 * they may open the vehicle and 'Booking' tabs (GTF-017); a co-host (host-secondary) does not book.
 */
export function hostHasGroundTransferTravelerRole(role: string | null | undefined): boolean {
  return role === 'host-primary';
}
