// Reading a published trip for its public page (MKT-001..004): by page path or id, 404 unless its page is public.
import {
  bookingsCloseOn,
  depositPerSpot,
  isTripPagePublic,
  publicTripPath,
  spotsRemaining,
  tripBookability,
  tripStatusSchema,
} from '@caravan/domain';
import { and, asc, eq, or } from 'drizzle-orm';
import { dayServices, hosts, itineraries, services, trips, users } from '../../../db/schema/index.js';
import { notFound } from '../../../http/errors.js';
import type { PublicTripView } from '../../../views/public-trip.view.js';
import type { Exec, TripRow } from '../booking-records.js';

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

/** MKT-002: the public view of a trip: page, host, days, package and price, deposit, spots and bookability. */
export async function publicTripViewOf(db: Exec, trip: TripRow, now: Date): Promise<PublicTripView> {
  const [host] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: hosts.displayName,
      photo: hosts.profilePictureUrl,
      bio: hosts.bio,
    })
    .from(users)
    .leftJoin(hosts, eq(hosts.userId, users.id))
    .where(eq(users.id, trip.hostId))
    .limit(1);
  const [itinerary] = await db
    .select({ packages: itineraries.packages, lengthInDays: itineraries.lengthInDays })
    .from(itineraries)
    .where(eq(itineraries.id, trip.itineraryId))
    .limit(1);
  const entries = await db
    .select({ dayIndex: dayServices.dayIndex, name: services.name })
    .from(dayServices)
    .innerJoin(services, eq(services.id, dayServices.serviceId))
    .where(and(eq(dayServices.tripId, trip.id), eq(dayServices.removed, false)))
    .orderBy(asc(dayServices.dayIndex), asc(dayServices.position));
  const dayCount = Math.max(itinerary?.lengthInDays ?? 0, ...entries.map((e) => e.dayIndex + 1));
  const days = Array.from({ length: dayCount }, (_, i) => ({
    day: i + 1,
    items: entries.filter((e) => e.dayIndex === i && e.name).map((e) => e.name),
  }));
  const level = trip.selectedPackage ?? 'standard';
  const pkg = itinerary?.packages?.[level as keyof typeof itinerary.packages];
  const included = pkg ? [...pkg.accommodationLevels, ...pkg.mealLevels, ...pkg.foodOptions].filter(Boolean) : [];
  const price = trip.priceInitial ?? 0;
  const bookability = tripBookability(bookableOf(trip), now);
  return {
    ...publicTripBasics(trip),
    photos: trip.photos.itineraryPhotos,
    host: {
      displayName: host?.displayName || `${host?.firstName ?? ''} ${host?.lastName ?? ''}`.trim() || 'Your host',
      photoUrl: host?.photo ?? null,
      bio: host?.bio ?? null,
    },
    days,
    packages: [{ level, pricePerTraveler: price, included }],
    currency: trip.currency,
    depositPerTraveler: depositPerSpot(price),
    singleSupplement: { price: trip.singleSupplementPrice, roomsLeft: trip.singleSupplementQuantityAvailable },
    spotsRemaining: spotsRemaining(trip),
    maximumSpots: trip.maximumSpots,
    bookingsCloseOn: bookingsCloseOn(trip),
    bookingAutoConfirmation: trip.bookingAutoConfirmation,
    bookability:
      bookability.kind === 'open'
        ? { kind: 'open', reason: null, message: null }
        : { kind: bookability.kind, reason: bookability.reason, message: bookability.message },
  };
}
