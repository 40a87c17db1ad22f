// The public booking request (POST /api/public/trips/{id}/bookings, MKT-005..007): travelers and rooms, the account
// a visitor creates, the first payment, the terms. Amounts are never sent: the server prices from the trip.
import { z } from 'zod';
import { checkoutPaymentSchema } from '../contracts/traveler-booking.contract.js';
import { packageLevelSchema } from '../shared/statuses.js';
import { NEW_BOOKING_MAX_TRAVELERS } from './booking-creation.constants.js';
import { affirmReturnPathSchema } from '../payment/affirm-checkout.contract.js';
import { paymentOptionTypeSchema } from '../payment/payment.schema.js';

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
export const newBookingTravelerSchema = z.object({
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

/** The password of an account created while booking. */
export const newAccountPasswordSchema = z
  .string({ error: 'Choose a password' })
  .min(NEW_ACCOUNT_PASSWORD_MIN_LENGTH, `Use at least ${NEW_ACCOUNT_PASSWORD_MIN_LENGTH} characters`)
  .max(1024, 'Password is too long');

/** An ISO 3166 alpha-2 country code, upper-cased. */
const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Choose a country');

export const createPublicBookingRequestSchema = z
  .object({
    /** The trip's package; must be the package the trip sells (checked so a stale page cannot book another). */
    package: packageLevelSchema,
    travelers: z
      .array(newBookingTravelerSchema)
      .min(1, 'Add at least one traveler')
      .max(NEW_BOOKING_MAX_TRAVELERS, `At most ${NEW_BOOKING_MAX_TRAVELERS} travelers per booking`),
    /**
     * A visitor without a session: the password of the account created for the first traveler (or of theirs). A
     * visitor who sends none books as a guest: the account is made without one, and the confirmation e-mail carries
     * the link that sets it (decision 042); an e-mail that has an account still needs its password.
     */
    account: z.object({ password: newAccountPasswordSchema }).optional(),
    /** The first payment (a card or an approved Affirm checkout); absent only when joining the waitlist of a full trip. */
    payment: checkoutPaymentSchema.optional(),
    /** The booker's country (ISO 3166 alpha-2): Affirm is offered to US residents only (PAY-008). */
    countryCode: countryCodeSchema.optional(),
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

/**
 * POST /api/public/trips/{id}/affirm-checkouts: starts the Affirm checkout of a booking being made. The server prices
 * the first payment from the trip and these travelers and rooms, as it will when the booking is sent.
 */
export const startBookingAffirmCheckoutRequestSchema = z.object({
  package: packageLevelSchema,
  travelers: z.array(newBookingTravelerSchema).min(1).max(NEW_BOOKING_MAX_TRAVELERS),
  payment: z.object({
    paymentOptionType: paymentOptionTypeSchema,
    paymentAmount: z.number().int().min(1).optional(),
  }),
  countryCode: countryCodeSchema.optional(),
  returnPath: affirmReturnPathSchema,
});
export type StartBookingAffirmCheckoutRequest = z.input<typeof startBookingAffirmCheckoutRequestSchema>;
