// Demo data for the operator's trip screens: the confirmed trip still awaits its technical itinerary (OPT-044), so the
// operator can submit it (and an admin then approve it) in the demo and in the operator's browser journey.
import { eq } from 'drizzle-orm';
import { trips } from '../schema/index.js';
import type { Tx } from './context.js';
import { DEMO_TRIP_IDS } from './demo-ids.js';

export async function seedOperatorTrips(tx: Tx): Promise<void> {
  await tx
    .update(trips)
    .set({ operatorTechnicalItineraryApproved: false, adminTechnicalItineraryApproved: false })
    .where(eq(trips.id, DEMO_TRIP_IDS.confirmed));
}
