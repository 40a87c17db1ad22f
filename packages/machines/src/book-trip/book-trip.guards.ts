// Book-trip guards: one-line adapters over the domain's booking request schema and traveler limit.
import { NEW_BOOKING_MAX_TRAVELERS, createPublicBookingRequestSchema } from '@caravan/domain';
import { requestOf } from './book-trip.request.js';
import type { BookTripContext } from './book-trip.types.js';

type Args = { context: BookTripContext };

export const bookTripGuards = {
  /** MKT-005: at most NEW_BOOKING_MAX_TRAVELERS per booking. */
  mayAddTraveler: ({ context }: Args) => context.travelers.length < NEW_BOOKING_MAX_TRAVELERS,
  /** The first traveler (the customer) stays. */
  mayRemoveTraveler: ({ context, event }: Args & { event: { type: string; index?: number } }) =>
    event.index !== undefined && event.index > 0 && event.index < context.travelers.length,
  /** MKT-005: the request the domain accepts — travelers, terms, a payment (unless waitlisted), a password for a visitor. */
  isReady: ({ context }: Args) =>
    createPublicBookingRequestSchema.safeParse(requestOf(context)).success &&
    (context.signedIn || context.password.length > 0) &&
    (context.waitlist || context.cardToken.trim().length > 0),
};
