// The host's Itinerary tab (WSP-075..081): every service of the trip by day, the Next prompts and the help card's
// trip support, all decided by domain rules; and the day-by-day PDF through the generator the traveler app uses.
import {
  isTripSupportOffered,
  itineraryDayDate,
  itineraryDayTitle,
  itineraryNextStep,
  itineraryPdfFileName,
  showNextPriceCard,
  tripStatusSchema,
  tripToday,
} from '@caravan/domain';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { printItinerary } from '../pdf/itinerary-pdf.js';
import { tripDayEntries } from '../itinerary/trip-day-entries.js';
import { findHostTrip, tripDayCount } from './host-trip-access.js';
import { editableServicesByDay } from './load-workspace.js';

export interface HostItineraryItem {
  id: string;
  name: string;
  type: string;
  description: string;
  startTime: string | null;
}

export interface HostItinerary {
  tripId: string;
  tripName: string;
  destination: string;
  country: string;
  startDate: string;
  endDate: string;
  pdfFileName: string;
  days: { day: number; date: string; title: string; items: HostItineraryItem[] }[];
  next: { key: 'workshops' | 'agreement'; label: string };
  showNextPrice: boolean;
  tripSupportOffered: boolean;
}

/** The itinerary of trip `id` as its host reads it (404 for another host's trip; a co-host reads as the policy allows). */
export async function hostItinerary(db: Db, user: PolicyUser, id: string, now: Date): Promise<HostItinerary> {
  const trip = await findHostTrip(db, user, id, 'read');
  const status = tripStatusSchema.parse(trip.status);
  const [entries, editable] = await Promise.all([tripDayEntries(db, trip.id), editableServicesByDay(db, trip)]);
  const dayCount = Math.max(tripDayCount(trip), ...entries.map((e) => e.dayIndex + 1));
  const endDate = trip.endDate ?? trip.startDate;
  return {
    tripId: trip.id,
    tripName: trip.name,
    destination: trip.destination,
    country: trip.country,
    startDate: trip.startDate,
    endDate,
    pdfFileName: itineraryPdfFileName({
      tripName: trip.name,
      destination: trip.destination,
      firstDate: trip.startDate,
    }),
    days: Array.from({ length: dayCount }, (_, i) => ({
      day: i + 1,
      date: itineraryDayDate(trip.startDate, i + 1),
      title: itineraryDayTitle(trip.startDate, i + 1),
      items: entries
        .filter((e) => e.dayIndex === i && e.name)
        .map((e) => ({
          id: e.id,
          name: e.name,
          type: e.type,
          description: e.description,
          startTime: e.startTime ?? null,
        })),
    })),
    next: itineraryNextStep(editable),
    showNextPrice: showNextPriceCard(status),
    // The window is counted on the trip's calendar (its place's today), the same day for every reader.
    tripSupportOffered: isTripSupportOffered({ startDate: trip.startDate, endDate }, tripToday(trip, now)),
  };
}

/** The itinerary as a PDF named from trip name, destination and first date (WSP-075), the traveler app's generator. */
export async function hostItineraryPdf(
  db: Db,
  user: PolicyUser,
  id: string,
  now: Date,
): Promise<{ fileName: string; bytes: Buffer }> {
  return printItinerary(await hostItinerary(db, user, id, now), now);
}
