// Ride guards: one-line adapters over the ride rules and the ride edit form of @caravan/domain.
import { canModifyRide, rideEditFormSchema } from '@caravan/domain';
import type { RideContext, RideEvent } from './ride.types.js';

type Args = { context: RideContext; event: RideEvent };

export const rideGuards = {
  /** RID-009: only the primary traveler or host may edit or cancel, and only a pending or confirmed ride. */
  canModify: ({ context }: Args) => canModifyRide(context.userRole, context.ride.journey.status),
  /** RID-010: flightNumber, firstName, lastName, email and phone are all required. */
  isValidEdit: ({ event }: Args) => event.type === 'ride.save' && rideEditFormSchema.safeParse(event.traveler).success,
};
