// The lifecycle events an admin's buttons send a trip (MKT-022), with their payloads: the API asks the trip machine
// about exactly these, and the portal sends exactly these, so a button the page enables is a move the API accepts.
import { type TripUserEvent, tripUserEventSchema } from './trip.events.js';

/** The event types an admin may send a trip, in the order the admin trip page lists them: every user event. */
export const ADMIN_TRIP_EVENT_TYPES: readonly TripUserEvent['type'][] = tripUserEventSchema.options.map(
  (o) => o.shape.type.value,
);
export type AdminTripEventType = TripUserEvent['type'];

type AdminTripEvent =
  | { type: 'trip.approve'; operatorTerms: true }
  | { type: 'trip.confirm'; selectedSpots: number; minimumTripThreshold: number }
  | { type: 'trip.cancel'; reason: string }
  | { type: Exclude<AdminTripEventType, 'trip.approve' | 'trip.confirm' | 'trip.cancel'> };

/**
 * The event an admin's button sends: approval accepts the operator terms, confirmation keeps the spots sold and the
 * trip's minimum, and a cancel carries the reason the admin chose.
 */
export function adminTripEvent(
  type: AdminTripEventType,
  trip: { spotsTaken: number; minimumSpots: number | null },
  reason: string,
): AdminTripEvent {
  if (type === 'trip.approve') return { type, operatorTerms: true };
  if (type === 'trip.confirm')
    return { type, selectedSpots: trip.spotsTaken, minimumTripThreshold: trip.minimumSpots ?? 0 };
  if (type === 'trip.cancel') return { type, reason };
  return { type };
}

/** Whether `type` names one of the admin's trip events (an answer read back from the API carries it as text). */
export const isAdminTripEventType = (type: string): type is AdminTripEventType =>
  (ADMIN_TRIP_EVENT_TYPES as readonly string[]).includes(type);
