// The operator's side of a trip request (OAP-028): its review (host-request summary, whether the trip may be created),
// and creating its trip (OPT-051, OPT-052) through the lifecycle engine with the database as the machine's actors: the
// itinerary is read first, then the trip is saved (status created, the itinerary's day services copied), and the
// request moves to trip-created with a conditional UPDATE and its log row, all in one transaction.
import { type CurrencyCode, addDays, tripRequestStatusSchema } from '@caravan/domain';
import { and, asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type {
  CreateTripRecordInput,
  CreateTripRecordOutput,
  FetchItineraryInput,
  TripRequestItinerary,
} from '@caravan/machines';
import { fromPromise } from 'xstate';
import { actingUser } from '../../auth/acting-user.js';
import { type PolicyUser, scope } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { dayServices, itineraries, tripRequests, trips } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import type { OperatorTripRequestView } from '../../views/operator-trip.view.js';
import { type Tx, applyLifecycleEvent } from '../lifecycle.js';
import { lifecycleActions } from '../lifecycle-actions.js';
import { itineraryName, summaryOf, userName } from './host-request.js';

type RequestRow = typeof tripRequests.$inferSelect;
const REQUEST = { kind: 'trip-request', area: 'me' } as const;

/** The operator's trip request (on one of their itineraries), optionally locked, or 404; 403 for non-operators. */
async function readOperatorRequest(db: Db | Tx, user: PolicyUser, id: string, lock = false): Promise<RequestRow> {
  if (user.group !== 'operator') throw forbidden('Only operators create trips from trip requests.');
  const s = scope(user, 'read', REQUEST);
  if (s.kind === 'none') throw forbidden();
  const query = db
    .select()
    .from(tripRequests)
    .where(and(eq(tripRequests.id, id), s.kind === 'where' ? s.where : undefined))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('No such trip request.');
  return row;
}

async function tripIdOf(db: Db | Tx, requestId: string) {
  const [t] = await db.select({ id: trips.id }).from(trips).where(eq(trips.tripRequestId, requestId));
  return t?.id ?? null;
}

/** The operator's review of a trip request. */
export async function tripRequestReview(
  db: Db,
  user: PolicyUser,
  id: string,
  now: Date,
): Promise<OperatorTripRequestView> {
  const row = await readOperatorRequest(db, user, id);
  const [host, itinerary, tripId] = await Promise.all([
    userName(db, row.hostId),
    itineraryName(db, row.itineraryId),
    tripIdOf(db, row.id),
  ]);
  // The same machine and refusal words as the move itself (the lifecycle engine's entry for trip requests).
  const [createTrip] = lifecycleActions('trip-request', row, actingUser(user), now, [
    { type: 'tripRequest.createTrip' },
  ]);
  return {
    id: row.id,
    status: tripRequestStatusSchema.parse(row.status),
    startDate: row.startDate ?? null,
    selectedPackage: row.selectedPackage,
    additionalRequests: row.additionalRequests,
    itinerary,
    host,
    summary: summaryOf(host, row.formValues, row),
    tripId,
    createTrip: { allowed: createTrip?.allowed ?? false, reason: createTrip?.reason ?? null },
  };
}

/** Creates the trip of the operator's pending request; 409 when the machine refuses (not pending, no start date). */
export function createTripFromRequest(db: Db, user: PolicyUser, id: string, now: Date) {
  return db.transaction(async (tx): Promise<{ tripId: string }> => {
    const row = await readOperatorRequest(tx, user, id, true);
    let operatorId = '';
    let lengthInDays = 1;
    let timeZone = 'UTC';
    // The lifecycle engine runs the create-trip flow with these actors, bound to this transaction, and moves the
    // request to trip-created with its log row; a refusal is 409, a failed flow 500.
    const moved = await applyLifecycleEvent({
      tx,
      resource: 'trip-request',
      id,
      event: { type: 'tripRequest.createTrip' },
      actor: actingUser(user),
      now,
      actors: {
        fetchItinerary: fromPromise<TripRequestItinerary, FetchItineraryInput>(async ({ input }) => {
          const [it] = await tx.select().from(itineraries).where(eq(itineraries.id, input.itineraryId));
          if (!it) throw notFound('No such itinerary.');
          operatorId = it.operatorId;
          lengthInDays = it.lengthInDays;
          timeZone = it.timeZone;
          return {
            id: it.id,
            name: it.name,
            currency: it.currency as CurrencyCode,
            ...(it.minimumSpots !== null ? { minimumSpots: it.minimumSpots } : {}),
            maximumSpots: it.maximumSpots,
          };
        }),
        createTripRecord: fromPromise<CreateTripRecordOutput, CreateTripRecordInput>(async ({ input: { trip } }) => {
          const tripId = randomUUID();
          await tx.insert(trips).values({
            id: tripId,
            // DECIDE: a created trip's short id is CRV- and 8 characters of its id (the seed's are CRV-1001…).
            shortId: `CRV-${tripId.slice(0, 8).toUpperCase()}`,
            name: trip.name,
            status: trip.status,
            itineraryId: trip.itinerary,
            operatorId,
            hostId: trip.host,
            tripRequestId: trip.tripRequestId,
            inventoryItemId: row.inventoryItemId,
            selectedPackage: trip.selectedPackage ?? row.selectedPackage,
            startDate: trip.startDate,
            endDate: addDays(trip.startDate, lengthInDays - 1),
            // The trip's 'today' is its itinerary's place's (decision 038).
            timeZone,
            currency: trip.currency,
            ...(trip.minimumSpots !== undefined ? { minimumSpots: trip.minimumSpots } : {}),
            ...(trip.maximumSpots !== undefined ? { maximumSpots: trip.maximumSpots } : {}),
            companions: row.formValues.companions,
            hostRooms: row.formValues.hostRooms,
            dietaryRestriction: trip.dietaryRestriction,
            additionalRequests: trip.additionalRequests,
            instantlyApproved: trip.instantlyApproved,
            createdAt: now,
            updatedAt: now,
          });
          // The trip starts from the itinerary's day-by-day services (§4 Creating a trip from a trip request).
          const entries = await tx
            .select()
            .from(dayServices)
            .where(and(eq(dayServices.itineraryId, trip.itinerary), eq(dayServices.removed, false)))
            .orderBy(asc(dayServices.dayIndex), asc(dayServices.position));
          if (entries.length > 0)
            await tx
              .insert(dayServices)
              .values(entries.map(({ id: _, itineraryId: __, ...e }) => ({ ...e, tripId, itineraryId: null })));
          return { id: tripId };
        }),
      },
    });
    const tripId = moved.snapshot.context.tripId;
    if (!tripId) throw new AppError(500, 'INTERNAL', 'The trip was not created.');
    return { tripId };
  });
}
