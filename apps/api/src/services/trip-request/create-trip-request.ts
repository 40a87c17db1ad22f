// POST /api/me/trip-requests (CAT-001, HAP-041): a host's trip request, stored in one transaction with what it starts.
// The trip-request machine decides: an instant-approval request (standard package, no inventory, an instant-approval
// date; CAT-036, CAT-037) is accepted and its trip created at once; any other request has its trip opened by the
// platform in status created (the machine's create-trip flow), which is what the operator's New Trip Requests lists.
import { addDays, currencyCodeSchema, newTripFromTripRequest, type TripRequestSubmitPayload } from '@caravan/domain';
import {
  type CreateTripRecordInput,
  type CreateTripRecordOutput,
  type FetchItineraryInput,
  type TripRequestItinerary,
  tripRequestStatusOf,
} from '@caravan/machines';
import { and, eq, lt, sql } from 'drizzle-orm';
import { fromPromise } from 'xstate';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { dayServices, inventoryItems, type itineraries, tripRequests, trips } from '../../db/schema/index.js';
import { AppError, conflict, forbidden } from '../../errors/app-error.js';
import { SCHEDULER_ACTOR, type Tx, applyLifecycleEvent } from '../lifecycle.js';
import { itineraryAvailability } from './availability.js';
import { itineraryDayServices, readLiveItinerary } from './catalogue.js';
import { hostStandingOf, tierStateOf } from './host-standing.js';
import { type CheckedRequest, checkTripRequest } from './request-values.js';

type ItineraryRow = typeof itineraries.$inferSelect;

export interface CreatedTripRequest {
  id: string;
  status: 'pending' | 'trip-created' | 'accepted' | 'rejected';
  instantlyApproved: boolean;
  tripId: string | null;
}

/** A short public id for a new trip. */
const newShortId = () => `CRV-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;

/** Inserts the trip the machine built from the request, with the itinerary's day services; returns its id. */
async function insertTrip(
  tx: Tx,
  trip: ReturnType<typeof newTripFromTripRequest>,
  row: ItineraryRow,
  checked: CheckedRequest,
): Promise<string> {
  const v = checked.values;
  const [created] = await tx
    .insert(trips)
    .values({
      shortId: newShortId(),
      name: trip.name,
      status: trip.status,
      itineraryId: row.id,
      operatorId: row.operatorId,
      hostId: trip.host,
      tripRequestId: trip.tripRequestId,
      inventoryItemId: checked.inventoryItemId,
      selectedPackage: v.selectedPackage,
      startDate: trip.startDate,
      endDate: addDays(trip.startDate, row.lengthInDays - 1),
      destination: row.destination,
      country: row.country,
      // The trip's 'today' is its itinerary's place's (decision 038).
      timeZone: row.timeZone,
      tripSummary: row.tripSummary,
      categories: row.categories,
      photos: { hero: row.headerPhoto?.url ?? null, itineraryPhotos: row.photos.itineraryPhotos.map((p) => p.url) },
      minimumSpots: row.minimumSpots,
      maximumSpots: trip.maximumSpots ?? row.maximumSpots,
      currency: trip.currency,
      instantlyApproved: trip.instantlyApproved,
      quantityHostRooms: v.hostRooms.length,
      hostRooms: v.hostRooms,
      companions: v.companions,
      dietaryRestriction: trip.dietaryRestriction,
      additionalRequests: trip.additionalRequests,
      hostSelectedOptionalServices: [...v.hostSelectedOptionalServices, ...v.hostSelectedOptionalActivities],
      selectedWorkshopSpaces: v.selectedWorkshopSpaces,
      additionalOptionalServices: row.additionalOptionalServices,
    })
    .returning({ id: trips.id });
  if (!created) throw new Error('The trip was not created');
  const hours = new Map(v.selectedWorkshopSpaces.map((w) => [w.id, w.length]));
  const days = await tx.select().from(dayServices).where(eq(dayServices.itineraryId, row.id));
  if (days.length > 0)
    await tx.insert(dayServices).values(
      days.map(({ id: _id, itineraryId: _it, ...d }) => ({
        ...d,
        tripId: created.id,
        ...(hours.has(d.serviceId) ? { hoursRequested: hours.get(d.serviceId) ?? null } : {}),
      })),
    );
  return created.id;
}

/** Takes one requested place on the inventory item, or 409: the departure was taken meanwhile (CAT-016). */
async function holdInventoryItem(tx: Tx, itemId: string): Promise<void> {
  const held = await tx
    .update(inventoryItems)
    .set({ quantityPending: sql`${inventoryItems.quantityPending} + 1` })
    .where(
      and(
        eq(inventoryItems.id, itemId),
        lt(
          sql`${inventoryItems.quantityConfirmed} + ${inventoryItems.quantityPending}`,
          inventoryItems.quantityAvailable,
        ),
      ),
    )
    .returning({ id: inventoryItems.id });
  if (held.length === 0) throw conflict('ITINERARY_BOOKED', 'This itinerary is booked');
}

/** Creates the host's trip request and what it starts, all or nothing. */
export async function createTripRequest(
  db: Db,
  user: PolicyUser,
  payload: TripRequestSubmitPayload,
  now: Date,
): Promise<CreatedTripRequest> {
  return db.transaction(async (tx) => {
    const standing = await hostStandingOf(tx, user);
    if (user.role !== 'host-primary') throw forbidden('Only the primary host requests trips.');
    const row = await readLiveItinerary(tx, payload.itinerary.id);
    if (!tierStateOf(standing, row.tier).unlocked)
      throw new AppError(403, 'TIER_LOCKED', "This itinerary's tier is locked for your host level.");
    const availability = await itineraryAvailability(tx, row, now);
    const checked = checkTripRequest(payload, row, availability, await itineraryDayServices(tx, row.id));
    if (checked.inventoryItemId) await holdInventoryItem(tx, checked.inventoryItemId);

    const v = checked.values;
    const [stored] = await tx
      .insert(tripRequests)
      .values({
        hostId: user.id,
        itineraryId: row.id,
        inventoryItemId: checked.inventoryItemId,
        status: 'pending',
        selectedPackage: v.selectedPackage,
        startDate: checked.startDate,
        instantlyApproved: checked.instant,
        autoPriced: checked.instant,
        dietaryRestriction: v.dietaryRestriction,
        additionalRequests: v.additionalRequests,
        formValues: v,
        createdAt: now,
      })
      .returning();
    if (!stored) throw new Error('The trip request was not stored');

    const tripRequest = {
      id: stored.id,
      host: user.id,
      startDate: checked.startDate,
      additionalRequests: v.additionalRequests,
      instantlyApproved: checked.instant,
      itineraryInventoryItem: checked.inventoryItemId,
      selectedPackage: v.selectedPackage,
      companions: v.companions,
      hostRooms: v.hostRooms,
      dietaryRestriction: v.dietaryRestriction,
    };
    const itinerary: TripRequestItinerary = {
      id: row.id,
      name: row.name,
      currency: currencyCodeSchema.parse(row.currency),
      maximumSpots: row.maximumSpots,
      ...(row.minimumSpots ? { minimumSpots: row.minimumSpots } : {}),
    };
    // The platform, not the host, moves the request (the transitions log records no user): through the lifecycle
    // engine, which writes the move's log row; the create-trip flow's actors are bound to this transaction.
    const move = { tx, resource: 'trip-request', id: stored.id, actor: SCHEDULER_ACTOR, now } as const;
    let tripId: string | null = null;
    let status: CreatedTripRequest['status'];
    if (checked.instant) {
      // CAT-037: accepted by the platform at once; the trip is created directly from the accepted request.
      const moved = await applyLifecycleEvent({ ...move, event: { type: 'tripRequest.instantApprove' } });
      status = tripRequestStatusOf(moved.snapshot);
      tripId = await insertTrip(tx, newTripFromTripRequest({ tripRequest, itinerary }), row, checked);
    } else {
      const moved = await applyLifecycleEvent({
        ...move,
        event: { type: 'tripRequest.createTrip' },
        actors: {
          fetchItinerary: fromPromise<TripRequestItinerary, FetchItineraryInput>(async () => itinerary),
          createTripRecord: fromPromise<CreateTripRecordOutput, CreateTripRecordInput>(async ({ input }) => ({
            id: await insertTrip(tx, input.trip, row, checked),
          })),
        },
      });
      status = tripRequestStatusOf(moved.snapshot);
      tripId = moved.snapshot.context.tripId;
    }
    return { id: stored.id, status, instantlyApproved: checked.instant, tripId };
  });
}
