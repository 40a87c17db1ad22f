// Who reaches a trip's rooming board (MKT-048): the host and co-hosts read it, the primary host saves it, the operator
// of the trip's itinerary reads it; any other trip answers 404.
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { hostTripScope, readHostTrip } from '../host-bookings/host-trip-access.js';
import { readOperatorTrip } from '../operator-trip/trip-access.js';

export interface RoomingTrip {
  id: string;
  name: string;
  /** The trip's IANA zone: the PDF's "Prepared" date is the trip's day. */
  timeZone: string;
  /** Whether this user may save the board. */
  editable: boolean;
}

/** The trip as the host sees it on the board; editable for the primary host. */
export async function hostRoomingTrip(db: Db, user: PolicyUser, tripId: string): Promise<RoomingTrip> {
  const trip = await readHostTrip(db, user, tripId);
  const editable = await hostTripScope(db, user, tripId, 'update').then(
    () => true,
    () => false,
  );
  return { id: trip.id, name: trip.name, timeZone: trip.timeZone, editable };
}

/** The trip as its operator reads the board (never editable). */
export async function operatorRoomingTrip(db: Db, user: PolicyUser, tripId: string): Promise<RoomingTrip> {
  const trip = await readOperatorTrip(db, user, tripId);
  return { id: trip.id, name: trip.name, timeZone: trip.timeZone, editable: false };
}
