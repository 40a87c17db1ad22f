// The traveler manifest (OAP-029): one row per traveler on the operator's confirmed or closed trip, from their booking,
// profile and trip form, as CSV through the domain's formula-safe writer.
import {
  type TravelerType,
  type TravelersRoom,
  type TripManifestTraveler,
  canDownloadTripManifest,
  manifestFlight,
  tripManifestCsv,
  tripStatusSchema,
} from '@caravan/domain';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { bookings, travelerProfiles, travelers, tripForms, users } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { readOperatorTrip } from './trip-access.js';

/** DECIDE: the refusal before the trip is confirmed (the spec shows the button for confirmed or closed only). */
export const MANIFEST_NOT_YET = 'The traveler manifest is available once the trip is confirmed.';

const inSingleRoom = (rooms: readonly TravelersRoom[], userId: string) =>
  rooms.some((r) => r.roomType === 'single' && r.travelers.includes(userId));

/** The manifest CSV and the trip's short id; 404 for another operator's trip, 409 before confirmation. */
export async function travelerManifest(db: Db, user: PolicyUser, tripId: string) {
  const trip = await readOperatorTrip(db, user, tripId);
  if (!canDownloadTripManifest(tripStatusSchema.parse(trip.status)))
    throw new AppError(409, 'MANIFEST_NOT_AVAILABLE', MANIFEST_NOT_YET);
  const rows = await db
    .select({
      orderId: bookings.orderId,
      rooms: bookings.travelersRooms,
      type: travelers.type,
      status: travelers.status,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profile: travelerProfiles,
      form: tripForms,
    })
    .from(travelers)
    .innerJoin(bookings, eq(bookings.id, travelers.bookingId))
    .innerJoin(users, eq(users.id, travelers.userId))
    .leftJoin(travelerProfiles, eq(travelerProfiles.userId, travelers.userId))
    .leftJoin(tripForms, eq(tripForms.travelerId, travelers.id))
    .where(and(eq(travelers.tripId, tripId), ne(bookings.status, 'cancelled')))
    .orderBy(
      asc(bookings.orderId),
      desc(eq(travelers.type, 'traveler-primary' satisfies TravelerType)),
      asc(travelers.id),
    );
  const manifest: TripManifestTraveler[] = rows.map((r) => {
    const passport = r.form?.passportInformation ?? {};
    const emergency = r.form?.emergencyContact ?? {};
    return {
      orderId: r.orderId,
      type: r.type,
      status: r.status,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: r.profile?.phone,
      gender: r.profile?.gender,
      dateOfBirth: r.profile?.dateOfBirth,
      countryCode: r.profile?.countryCode,
      passportName: [passport.firstName, passport.middleName, passport.lastName].filter(Boolean).join(' '),
      passportNumber: passport.passportNumber,
      nationality: passport.nationality,
      passportExpiration: passport.expirationDate,
      arrivalFlight: manifestFlight(r.form?.flightInformation.arrivalDetails),
      departureFlight: manifestFlight(r.form?.flightInformation.departureDetails),
      privateRoom: inSingleRoom(r.rooms, r.userId),
      roommate: r.form?.specialRequests.roomMate,
      medical: r.form?.medicalAndMobilityDisclosure ?? undefined,
      specialRequests: r.form?.specialRequests.description,
      emergencyName: emergency.name,
      emergencyPhone: emergency.phone,
    };
  });
  return { csv: tripManifestCsv(manifest), shortId: trip.shortId };
}
