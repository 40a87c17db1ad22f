// The traveler's day-by-day itinerary of a trip they are on (TAP-007) and its PDF (TRV-053, TRV-054): the trip's day
// services in day and position order, one entry per day of the trip even when nothing is planned on it.
import { itineraryDayDate, itineraryDayTitle, itineraryPdfFileName, type MyItinerary } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { itineraries } from '../../db/schema/index.js';
import { accessTrip, type Exec, type Viewer } from '../booking/index.js';
import { printItinerary } from '../pdf/itinerary-pdf.js';
import { tripDayEntries } from '../itinerary/trip-day-entries.js';

type TripRow = Awaited<ReturnType<typeof accessTrip>>['trip'];

/** The itinerary of trip `tripId` as `viewer` (a traveler on it) reads it; 404 for a trip they are not on. */
export async function myItinerary(db: Exec, viewer: Viewer, tripId: string): Promise<MyItinerary> {
  const { trip } = await accessTrip(db, viewer, tripId);
  return tripItinerary(db, trip);
}

/** The day-by-day itinerary of a trip the caller already may read (the traveler's, and the operator's printout). */
export async function tripItinerary(db: Exec, trip: TripRow): Promise<MyItinerary> {
  const [itinerary] = await db
    .select({ lengthInDays: itineraries.lengthInDays })
    .from(itineraries)
    .where(eq(itineraries.id, trip.itineraryId))
    .limit(1);
  const entries = await tripDayEntries(db, trip.id);
  const dayCount = Math.max(itinerary?.lengthInDays ?? 1, ...entries.map((e) => e.dayIndex + 1));
  const days = Array.from({ length: dayCount }, (_, i) => ({
    day: i + 1,
    date: itineraryDayDate(trip.startDate, i + 1),
    title: itineraryDayTitle(trip.startDate, i + 1),
    items: entries
      .filter((e) => e.dayIndex === i && e.name)
      .map((e) => ({ name: e.name, type: e.type, description: e.description, startTime: e.startTime ?? null })),
  }));
  return {
    tripId: trip.id,
    tripName: trip.name,
    destination: trip.destination,
    country: trip.country,
    startDate: trip.startDate,
    endDate: trip.endDate ?? null,
    pdfFileName: itineraryPdfFileName({
      tripName: trip.name,
      destination: trip.destination,
      firstDate: trip.startDate,
    }),
    days,
  };
}

/** The itinerary as a PDF with its file name. */
export async function myItineraryPdf(
  db: Exec,
  viewer: Viewer,
  tripId: string,
  now: Date,
): Promise<{ fileName: string; bytes: Buffer }> {
  return printItinerary(await myItinerary(db, viewer, tripId), now);
}
