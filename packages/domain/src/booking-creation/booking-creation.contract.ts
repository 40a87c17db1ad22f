// The public booking request (POST /api/public/trips/{id}/bookings, MKT-005..007): travelers and rooms, the account
// a visitor creates, the first payment, the terms. Amounts are never sent: the server prices from the trip.
import { z } from 'zod';
import { cardPaymentSchema } from '../contracts/traveler-booking.contract.js';
import { packageLevelSchema } from '../shared/statuses.js';
import { NEW_BOOKING_MAX_TRAVELERS } from './booking-creation.constants.js';

/** DECIDE: an account created while booking needs a password of at least 10 characters, the sign-up policy of PLT. */
const NEW_ACCOUNT_PASSWORD_MIN_LENGTH = 10;

/** A traveler's room choice: shared (a double room) or private (a single room with the single supplement). */
const newBookingRoomChoiceSchema = z.enum(['shared', 'private']);

const nameSchema = (what: string) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(100, `The ${what} is too long`);

/** One traveler on a new booking; the first is the booking customer (the account holder). */
const newBookingTravelerSchema = z.object({
  firstName: nameSchema('first name'),
  lastName: nameSchema('last name'),
  email: z
    .string({ error: 'Enter an email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid email address' })),
  room: newBookingRoomChoiceSchema,
});
export type NewBookingTraveler = z.infer<typeof newBookingTravelerSchema>;

export const createPublicBookingRequestSchema = z
  .object({
    /** The trip's package; must be the package the trip sells (checked so a stale page cannot book another). */
    package: packageLevelSchema,
    travelers: z
      .array(newBookingTravelerSchema)
      .min(1, 'Add at least one traveler')
      .max(NEW_BOOKING_MAX_TRAVELERS, `At most ${NEW_BOOKING_MAX_TRAVELERS} travelers per booking`),
    /** A visitor without a session: the password of the account created for the first traveler (or of theirs). */
    account: z
      .object({
        password: z
          .string({ error: 'Choose a password' })
          .min(NEW_ACCOUNT_PASSWORD_MIN_LENGTH, `Use at least ${NEW_ACCOUNT_PASSWORD_MIN_LENGTH} characters`)
          .max(1024, 'Password is too long'),
      })
      .optional(),
    /** The first payment; absent only when joining the waitlist of a full trip. */
    payment: cardPaymentSchema.optional(),
    /** Join the waitlist when the trip is full (no payment taken); otherwise a full trip answers 409. */
    joinWaitlist: z.boolean().default(false),
    termsAccepted: z.literal(true, { error: 'Accept the terms to book' }),
  })
  .refine((b) => new Set(b.travelers.map((t) => t.email)).size === b.travelers.length, {
    message: 'Each traveler needs their own email address',
    path: ['travelers'],
  });
export type CreatePublicBookingRequest = z.input<typeof createPublicBookingRequestSchema>;
export type CreatePublicBookingInput = z.infer<typeof createPublicBookingRequestSchema>;
