// The host's informal gatherings and workshop spaces on a trip (WSP-082..092, WSP-096): create, update (move between
// days), delete; each in one transaction with the publish status back to pending (WSP-065).
import {
  canAddOrEditGatherings,
  canDeleteHostService,
  gatheringFormSchema,
  type HostServiceType,
  isHostServiceEditable,
  isHostTripEditable,
  tripStatusSchema,
} from '@caravan/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { dayServices, services } from '../../db/schema/index.js';
import { conflict, notFound } from '../../errors/app-error.js';
import type { HostWorkspaceServiceView } from '../../views/host-workspace.view.js';
import type { Tx } from '../lifecycle.js';
import { findHostTrip, parseOr400, type TripRow, tripDayCount } from './host-trip-access.js';
import { toServiceView } from './load-workspace.js';
import { returnToPending } from './publish-edit.js';
import { tripLocked } from './save-configuration.js';

export interface ItineraryItemInput {
  name: string;
  description: string;
  dayIndex: number;
}

/** WSP-090: gatherings cannot be added or edited on a closed, cancelled or complete trip. */
function assertGatheringsOpen(trip: TripRow) {
  if (!canAddOrEditGatherings(tripStatusSchema.parse(trip.status))) throw tripLocked(trip.status);
}

/** The next position at the end of a day. */
async function endOfDay(tx: Tx, tripId: string, dayIndex: number): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${dayServices.position}), -1)::int + 1` })
    .from(dayServices)
    .where(and(eq(dayServices.tripId, tripId), eq(dayServices.dayIndex, dayIndex)));
  return Number(row?.next ?? 0);
}

/** One of the trip's day entries with its service, or 404. */
async function entryOf(db: Db | Tx, tripId: string, entryId: string) {
  const [row] = await db
    .select({
      id: dayServices.id,
      serviceId: dayServices.serviceId,
      dayIndex: dayServices.dayIndex,
      acceptedByHost: dayServices.acceptedByHost,
      hoursRequested: dayServices.hoursRequested,
      removed: dayServices.removed,
      type: services.type,
      name: services.name,
      description: services.description,
      details: services.details,
      deleted: services.deleted,
    })
    .from(dayServices)
    .innerJoin(services, eq(services.id, dayServices.serviceId))
    .where(and(eq(dayServices.id, entryId), eq(dayServices.tripId, tripId)))
    .limit(1);
  if (!row) throw notFound('No such item on this trip.');
  return row;
}

/** WSP-082: 'Add Gathering' saved: a gathering of the trip's own on its day, at the end of that day. */
export async function createGathering(
  db: Db,
  user: PolicyUser,
  tripId: string,
  input: ItineraryItemInput,
  now: Date,
): Promise<HostWorkspaceServiceView> {
  const trip = await findHostTrip(db, user, tripId, 'update');
  assertGatheringsOpen(trip);
  const form = parseOr400(gatheringFormSchema(tripDayCount(trip)), input);
  const entryId = await db.transaction(async (tx) => {
    // DECIDE: a host's gathering is a service row of the trip's operator (services need an owner), never in the
    // operator's library, so it is the trip's alone.
    const [service] = await tx
      .insert(services)
      .values({
        operatorId: trip.operatorId,
        type: 'INFORMAL_GATHERING',
        name: form.name,
        description: form.description,
      })
      .returning({ id: services.id });
    if (!service) throw new Error('gathering insert returned nothing');
    const [entry] = await tx
      .insert(dayServices)
      .values({
        tripId,
        serviceId: service.id,
        dayIndex: form.dayIndex,
        position: await endOfDay(tx, tripId, form.dayIndex),
      })
      .returning({ id: dayServices.id });
    if (!entry) throw new Error('day entry insert returned nothing');
    await returnToPending(tx, user, tripId, 'gathering', now);
    return entry.id;
  });
  return toServiceView(await entryOf(db, tripId, entryId));
}

/**
 * Saves a gathering or a workshop space (WSP-083, WSP-088, WSP-089, WSP-096): its name and description, its day
 * (moved to the end of a new day), and a workshop is accepted by the host. A service other trips or the itinerary
 * share is copied first, so one trip's edit never rewrites another's.
 */
export async function updateItineraryItem(
  db: Db,
  user: PolicyUser,
  tripId: string,
  entryId: string,
  input: ItineraryItemInput,
  now: Date,
): Promise<HostWorkspaceServiceView> {
  const trip = await findHostTrip(db, user, tripId, 'update');
  const entry = await entryOf(db, tripId, entryId);
  const type = entry.type as HostServiceType;
  if (!isHostServiceEditable(type)) throw conflict('READ_ONLY_SERVICE', 'This itinerary item is read-only.');
  if (type === 'INFORMAL_GATHERING') assertGatheringsOpen(trip);
  else if (!isHostTripEditable(tripStatusSchema.parse(trip.status))) throw tripLocked(trip.status);
  const form = parseOr400(gatheringFormSchema(tripDayCount(trip)), input);
  await db.transaction(async (tx) => {
    const [shared] = await tx
      .select({ id: dayServices.id })
      .from(dayServices)
      .where(and(eq(dayServices.serviceId, entry.serviceId), ne(dayServices.id, entryId)))
      .limit(1);
    let serviceId = entry.serviceId;
    if (shared) {
      const [original] = await tx.select().from(services).where(eq(services.id, entry.serviceId)).limit(1);
      if (!original) throw notFound('No such service.');
      const { id: _id, createdAt: _createdAt, ...copy } = original;
      const [made] = await tx
        .insert(services)
        .values({ ...copy, name: form.name, description: form.description, inLibrary: false })
        .returning({ id: services.id });
      if (!made) throw new Error('service copy returned nothing');
      serviceId = made.id;
    } else {
      await tx
        .update(services)
        .set({ name: form.name, description: form.description })
        .where(eq(services.id, serviceId));
    }
    const moved = form.dayIndex !== entry.dayIndex;
    await tx
      .update(dayServices)
      .set({
        serviceId,
        dayIndex: form.dayIndex,
        ...(moved ? { position: await endOfDay(tx, tripId, form.dayIndex) } : {}),
        ...(type === 'WORKSHOP_SPACE' ? { acceptedByHost: true } : {}),
      })
      .where(eq(dayServices.id, entryId));
    await returnToPending(tx, user, tripId, type === 'WORKSHOP_SPACE' ? 'workshop' : 'gathering', now);
  });
  return toServiceView(await entryOf(db, tripId, entryId));
}

/** WSP-084, WSP-087: deletes a gathering from the trip's days; no other type can be deleted. */
export async function deleteGathering(db: Db, user: PolicyUser, tripId: string, entryId: string, now: Date) {
  const trip = await findHostTrip(db, user, tripId, 'update');
  const entry = await entryOf(db, tripId, entryId);
  if (!canDeleteHostService(entry.type as HostServiceType))
    throw conflict('NOT_DELETABLE', 'Only informal gatherings can be deleted.');
  assertGatheringsOpen(trip);
  await db.transaction(async (tx) => {
    await tx.delete(dayServices).where(and(eq(dayServices.id, entryId), eq(dayServices.tripId, tripId)));
    await returnToPending(tx, user, tripId, 'gathering', now);
  });
  return { id: entryId };
}
