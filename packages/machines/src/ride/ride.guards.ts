// Ride guards: one-line adapters over the ride rules and the ride edit form of @caravan/domain.
import {
  canModifyRide,
  canRebookRide,
  isSecondaryRole,
  rideEditFormSchema,
  rideStatusOfJourney,
} from '@caravan/domain';
import type { RideContext, RideEvent } from './ride.types.js';

type Args = { context: RideContext; event: RideEvent };

export const rideGuards = {
  /** RID-009: only the primary traveler or host may edit or cancel, and only a pending or confirmed ride. */
  canModify: ({ context }: Args) => canModifyRide(context.userRole, context.ride.journey.status),
  /** RID-010: flightNumber, firstName, lastName, email and phone are all required. */
  /** GTR-028, RID-014: the primary traveler rebooks a cancelled ride up to 24 hours before the trip starts. */
  canRebook: ({ context: c }: Args) =>
    rideStatusOfJourney(c.ride.journey.status) === 'cancelled' &&
    !!c.userRole &&
    !isSecondaryRole(c.userRole) &&
    c.tripStartDate !== null &&
    canRebookRide({ startDate: c.tripStartDate, timeZone: c.ride.journey.pickup.timeZone }, c.now),
  // Stryker disable next-line ConditionalExpression: the machine sends this guard only its own event type; the check narrows the event's type
  isValidEdit: ({ event }: Args) => event.type === 'ride.save' && rideEditFormSchema.safeParse(event.traveler).success,
};
