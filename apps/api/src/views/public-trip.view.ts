// The public trip page's view (MKT-002, MKT-004, MKT-030): what anyone may read of a published trip — never the host's
// earnings, costs, operator data, travelers or internal notes. Built from named columns, so a new column leaks nowhere.
import { z } from '@hono/zod-openapi';

const bookabilityView = z
  .object({
    kind: z.enum(['open', 'waitlist', 'closed']),
    /** Why the trip cannot be booked (MKT-003); null while open. */
    reason: z.string().nullable(),
    message: z.string().nullable(),
  })
  .strict();

/** One day of the itinerary: its date, what happens, where, the meals, the night's stay and its pictures. */
const dayView = z
  .object({
    day: z.number().int().min(1),
    date: z.iso.date(),
    title: z.string().nullable(),
    /** Every service of the day by name, in order (the short summary). */
    items: z.array(z.string()),
    activities: z.array(z.string()),
    places: z.array(z.string()),
    meals: z.array(z.string()),
    accommodation: z.string().nullable(),
    images: z.array(z.string()),
  })
  .strict();

export const publicTripView = z
  .object({
    id: z.uuid(),
    path: z.string().openapi({ description: 'The stable public page path, /trips/{tripPath} (MKT-001)' }),
    name: z.string(),
    summary: z.string(),
    destination: z.string(),
    country: z.string(),
    startDate: z.iso.date(),
    endDate: z.iso.date().nullable(),
    /** When bookings open (an instant), for a trip not launched yet (MKT-003). */
    launchDate: z.iso.datetime().nullable(),
    heroImageUrl: z.string().nullable(),
    photos: z.array(z.string()),
    host: z
      .object({
        displayName: z.string(),
        photoUrl: z.string().nullable(),
        bio: z.string().nullable(),
        /** The host's public profile page (/hosts/{path}), when the host has one. */
        profilePath: z.string().nullable(),
      })
      .strict(),
    days: z.array(dayView),
    /** The package the trip sells, with its price per traveler and what it includes. */
    packages: z.array(
      z
        .object({
          level: z.string(),
          pricePerTraveler: z.number().int(),
          included: z.array(z.string()),
        })
        .strict(),
    ),
    /** What the price does not cover (MKT-030). */
    notIncluded: z.array(z.string()),
    currency: z.string(),
    depositPerTraveler: z.number().int(),
    /** Per traveler: the deposit on booking, then the balance by its due date (MKT-030, MKT-049). */
    paymentSchedule: z.array(
      z
        .object({ kind: z.enum(['deposit', 'balance']), amount: z.number().int(), dueOn: z.iso.date().nullable() })
        .strict(),
    ),
    singleSupplement: z.object({ price: z.number().int(), roomsLeft: z.number().int().min(0) }).strict(),
    spotsRemaining: z.number().int().min(0),
    maximumSpots: z.number().int(),
    bookingsCloseOn: z.iso.date(),
    /** The trip's IANA zone: its "today" (the payment schedule's first day) is the date there (decision 038). */
    timeZone: z.string(),
    bookingAutoConfirmation: z.boolean(),
    bookability: bookabilityView,
    cancellationPolicy: z.object({ refundableUntil: z.iso.date(), points: z.array(z.string()) }).strict(),
    terms: z.array(z.string()),
    faq: z.array(z.object({ question: z.string(), answer: z.string() }).strict()),
  })
  .strict()
  .openapi('PublicTrip');
export type PublicTripView = z.infer<typeof publicTripView>;
export type PublicTripDayView = z.infer<typeof dayView>;
