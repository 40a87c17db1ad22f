// The operator's lifecycle moves on a trip: Approve Trip (OPT-020: partner-approved, with the operator terms stored)
// and Submit Technical Itinerary (OPT-045, OAP-026). The trip machine decides through services/lifecycle.ts.
import { eq } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { trips } from '../../db/schema/index.js';
import { applyLifecycleEvent } from '../lifecycle.js';
import { type TripRow, lifecycleActorOf, readOperatorTrip } from './trip-access.js';

/** Approves the operator's created trip with the terms ticked; 409 names the guard when the machine refuses. */
export function approveTrip(db: Db, user: PolicyUser, id: string, operatorTerms: boolean, now: Date) {
  return db.transaction(async (tx): Promise<TripRow> => {
    await readOperatorTrip(tx, user, id, true);
    await applyLifecycleEvent({
      tx,
      resource: 'trip',
      id,
      event: { type: 'trip.approve', operatorTerms },
      actor: lifecycleActorOf(user),
      now,
    });
    const [row] = await tx.update(trips).set({ operatorTerms: true }).where(eq(trips.id, id)).returning();
    return row as TripRow;
  });
}

/** Submits the technical itinerary of the operator's confirmed or closed trip (operatorTechnicalItineraryApproved). */
export function submitTechnicalItinerary(db: Db, user: PolicyUser, id: string, now: Date) {
  return db.transaction(async (tx): Promise<TripRow> => {
    await readOperatorTrip(tx, user, id, true);
    const moved = await applyLifecycleEvent({
      tx,
      resource: 'trip',
      id,
      event: { type: 'trip.submitTechnicalItinerary' },
      actor: lifecycleActorOf(user),
      now,
    });
    return moved.row as TripRow;
  });
}
