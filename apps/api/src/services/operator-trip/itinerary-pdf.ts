// The operator's printout of a trip's itinerary (operator §8 'Print itinerary PDF', §9 its file name): the traveler
// app's day-by-day itinerary of the trip, the one PDF layout, for the operator whose itinerary the trip runs on.
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { printItinerary } from '../pdf/itinerary-pdf.js';
import { tripItinerary } from '../traveler-itinerary/my-itinerary.js';
import { readOperatorTrip } from './trip-access.js';

/** Trip `id`'s itinerary as a PDF named from trip name, destination and first date (OPI-046); 404 for another's. */
export async function operatorTripItineraryPdf(
  db: Db,
  user: PolicyUser,
  id: string,
  now: Date,
): Promise<{ fileName: string; bytes: Buffer }> {
  const trip = await readOperatorTrip(db, user, id);
  return printItinerary(await tripItinerary(db, trip), now);
}
