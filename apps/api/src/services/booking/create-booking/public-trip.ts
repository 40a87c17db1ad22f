// Reading a published trip for its public page (MKT-001..004): by page path or id, 404 unless its page is public.
import {
  BOOKING_TERMS_POINTS,
  type CurrencyCode,
  PUBLIC_HOST_PROFILE_PATH_PREFIX,
  bookingsCloseOn,
  tripToday,
  depositPerSpot,
  isTripPagePublic,
  newBookingPaymentSchedule,
  tripCancellationPolicy,
  tripInclusions,
  tripPageFaq,
  publicTripPath,
  spotsRemaining,
  tripBookability,
  tripStatusSchema,
} from '@caravan/domain';
import { eq, or } from 'drizzle-orm';
import { hosts, itineraries, trips, users } from '../../../db/schema/index.js';
import { notFound } from '../../../errors/app-error.js';
import type { PublicTripView } from '../../../views/public-trip.view.js';
import type { Exec, TripRow } from '../booking-records.js';
import { publicTripDays, tripDayEntries } from './public-trip-days.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The trip at a public page path (or id), when its page is public; else a 404 that says nothing more. */
export async function findPublicTrip(db: Exec, slugOrId: string): Promise<TripRow> {
  const slug = slugOrId.trim().toLowerCase();
  const [trip] = await db
    .select()
    .from(trips)
    .where(UUID.test(slug) ? or(eq(trips.id, slug), eq(trips.tripPath, slug)) : eq(trips.tripPath, slug))
    .limit(1);
  // A trip without a page path of its own (one created from a request) is public at its id, as explore links it.
  if (!trip || !isTripPagePublic({ status: tripStatusSchema.parse(trip.status), launchDate: trip.launchDate }))
    throw notFound('Trip not found.');
  return trip;
}

/** The rules' view of a trip row. */
export const bookableOf = (trip: TripRow) => ({
  status: tripStatusSchema.parse(trip.status),
  launchDate: trip.launchDate,
  startDate: trip.startDate,
  bookingsDeadline: trip.bookingsDeadline,
  maximumSpots: trip.maximumSpots,
  spotsTaken: trip.spotsTaken,
});

/** What every public picture of a trip starts with (the explore card, the trip page): its name, place and dates. */
export const publicTripBasics = (trip: TripRow) => ({
  id: trip.id,
  path: publicTripPath({ tripPath: trip.tripPath ?? trip.id }),
  name: trip.name,
  summary: trip.tripSummary,
  destination: trip.destination,
  country: trip.country,
  startDate: trip.startDate,
  endDate: trip.endDate ?? null,
  heroImageUrl: trip.photos.hero ?? null,
});

/** MKT-002, MKT-030: the public view of a trip: page, host, days, inclusions, price, schedule, policy, spots, FAQ. */
export async function publicTripViewOf(db: Exec, trip: TripRow, now: Date): Promise<PublicTripView> {
  const [host] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: hosts.displayName,
      photo: hosts.profilePictureUrl,
      bio: hosts.bio,
      pagePath: hosts.pagePath,
    })
    .from(users)
    .leftJoin(hosts, eq(hosts.userId, users.id))
    .where(eq(users.id, trip.hostId))
    .limit(1);
  const [itinerary] = await db
    .select({
      packages: itineraries.packages,
      lengthInDays: itineraries.lengthInDays,
      travelerInsuranceRequired: itineraries.travelerInsuranceRequired,
      optionalServices: itineraries.additionalOptionalServices,
    })
    .from(itineraries)
    .where(eq(itineraries.id, trip.itineraryId))
    .limit(1);
  const entries = await tripDayEntries(db, trip.id);
  const dayCount = Math.max(itinerary?.lengthInDays ?? 0, ...entries.map((e) => e.dayIndex + 1));
  const level = trip.selectedPackage ?? 'standard';
  const pkg = itinerary?.packages?.[level as keyof typeof itinerary.packages];
  const currency = trip.currency as CurrencyCode;
  const { included, notIncluded } = tripInclusions({
    destination: trip.destination,
    lengthInDays: dayCount,
    currency,
    accommodationLevel: pkg?.accommodationLevels[0],
    mealLevel: pkg?.mealLevels[0],
    foodOptions: pkg?.foodOptions ?? [],
    airportTransfer: entries.some((e) => e.type === 'AIRPORT_TRANSFER'),
    travelerInsuranceRequired: itinerary?.travelerInsuranceRequired ?? false,
    singleSupplementPrice: trip.singleSupplementPrice,
    optionalServices: itinerary?.optionalServices ?? [],
  });
  const price = trip.priceInitial ?? 0;
  const schedulable = { pricePerTraveler: price, startDate: trip.startDate, bookingsDeadline: trip.bookingsDeadline };
  const bookability = tripBookability(bookableOf(trip), now);
  return {
    ...publicTripBasics(trip),
    launchDate: trip.launchDate?.toISOString() ?? null,
    photos: trip.photos.itineraryPhotos,
    host: {
      displayName: host?.displayName || `${host?.firstName ?? ''} ${host?.lastName ?? ''}`.trim() || 'Your host',
      photoUrl: host?.photo ?? null,
      bio: host?.bio ?? null,
      profilePath: host?.pagePath ? `${PUBLIC_HOST_PROFILE_PATH_PREFIX}${encodeURIComponent(host.pagePath)}` : null,
    },
    days: publicTripDays(entries, dayCount, trip.startDate),
    packages: [{ level, pricePerTraveler: price, included }],
    notIncluded,
    currency: trip.currency,
    depositPerTraveler: depositPerSpot(price),
    paymentSchedule: newBookingPaymentSchedule(schedulable),
    singleSupplement: { price: trip.singleSupplementPrice, roomsLeft: trip.singleSupplementQuantityAvailable },
    spotsRemaining: spotsRemaining(trip),
    maximumSpots: trip.maximumSpots,
    bookingsCloseOn: bookingsCloseOn(trip),
    timeZone: trip.timeZone,
    bookingAutoConfirmation: trip.bookingAutoConfirmation,
    bookability:
      bookability.kind === 'open'
        ? { kind: 'open', reason: null, message: null }
        : { kind: bookability.kind, reason: bookability.reason, message: bookability.message },
    cancellationPolicy: tripCancellationPolicy(trip, tripToday(trip, now)),
    terms: [...BOOKING_TERMS_POINTS],
    faq: tripPageFaq({
      ...schedulable,
      currency,
      singleSupplementPrice: trip.singleSupplementPrice,
      privateRoomsLeft: trip.singleSupplementQuantityAvailable,
      bookingAutoConfirmation: trip.bookingAutoConfirmation,
    }),
  };
}
