// The trip request as a persisted lifecycle: instant approval (CAT-037) and the create-trip flow (OPT-051, OPT-052),
// whose actors (read the itinerary, save the trip) the caller binds to its transaction; the engine waits for them.
import { tripRequestInternalEventTypes, tripRequestStatusSchema } from '@caravan/domain';
import { TRIP_CREATE_ERROR, type TripActor, tripRequestMachine, tripRequestStatusOf } from '@caravan/machines';
import { tripRequests } from '../../db/schema/index.js';
import { defineLifecycle } from './define.js';

type TripRequestRow = typeof tripRequests.$inferSelect;

/** The machine's input, restored from the stored request (`tripId`: the trip made from it, when known). */
export function tripRequestInput(row: TripRequestRow, tripId: string | null = null) {
  const form = row.formValues;
  return {
    status: tripRequestStatusSchema.parse(row.status),
    itineraryId: row.itineraryId,
    instantlyApproved: row.instantlyApproved,
    trovaAutoPriced: row.autoPriced,
    tripId,
    tripRequest: {
      id: row.id,
      host: row.hostId,
      startDate: row.startDate ?? null,
      additionalRequests: row.additionalRequests,
      instantlyApproved: row.instantlyApproved,
      itineraryInventoryItem: row.inventoryItemId ?? null,
      selectedPackage: form.selectedPackage,
      companions: form.companions,
      hostRooms: form.hostRooms,
      dietaryRestriction: row.dietaryRestriction ?? form.dietaryRestriction ?? null,
    },
  };
}

export const tripRequestLifecycle = defineLifecycle<typeof tripRequestMachine, TripRequestRow>({
  table: tripRequests,
  id: tripRequests.id,
  status: tripRequests.status,
  statusKey: 'status',
  noun: 'trip request',
  machine: tripRequestMachine,
  internalEvents: new Set(tripRequestInternalEventTypes),
  input: (row) => tripRequestInput(row),
  withActor: (event, actor) => ({
    ...event,
    actor: { group: actor.group, role: actor.role ?? null } satisfies TripActor,
  }),
  patch: (s) => ({ status: tripRequestStatusOf(s) }),
  // The create-trip flow reads the itinerary and saves the trip before the request is trip-created (or failed).
  settled: (s) => !s.matches('creatingTrip'),
  failure: (s) => (s.matches('failed') ? (s.context.error ?? TRIP_CREATE_ERROR) : null),
  refusal: {
    code: 'TRANSITION_REFUSED',
    message: (row, eventType) =>
      eventType === 'tripRequest.createTrip'
        ? `A trip cannot be created from this request (status ${row.status}).`
        : undefined,
  },
});
