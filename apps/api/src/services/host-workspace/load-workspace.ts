// Reads the host's workspace of one trip: the trip, its shell and status panel (decided by domain rules), the
// editable itinerary items and the request it came from (WSP-004, WSP-011..016, WSP-050..059, HAP-044).
import {
  bookingFinalDate,
  HOST_TRIP_TIMELINE_STAGES,
  hostTripCancellationReason,
  hostTripClosedStageText,
  hostTripPageStatus,
  hostTripTimelineStage,
  hostWorkspaceShell,
  publishStatusBadge,
  prePostRequestLines,
  publishStatusSchema,
  tripStatusSchema,
  tripRequestSchema,
} from '@caravan/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { bookings, dayServices, services, tripRequests } from '../../db/schema/index.js';
import type { HostWorkspaceServiceView, HostWorkspaceView } from '../../views/host-workspace.view.js';
import { isoOrNull } from '../../views/view-helpers.js';
import { findHostTrip, type TripRow, tripDayCount } from './host-trip-access.js';

/** The itinerary items a host edits in the workspace (WSP-088); every other type is the itinerary tab's, read-only. */
export const EDITABLE_SERVICE_TYPES = ['INFORMAL_GATHERING', 'WORKSHOP_SPACE'] as const;

/** DECIDE: a row of the trips table is never a trip request (those live in trip_requests until a trip is made). */
const IS_TRIP_REQUEST = false;

/** The trip's editable items, by day in their order. */
export async function editableServicesByDay(db: Db, trip: TripRow): Promise<HostWorkspaceServiceView[][]> {
  const rows = await db
    .select({
      id: dayServices.id,
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
    .where(and(eq(dayServices.tripId, trip.id), inArray(services.type, [...EDITABLE_SERVICE_TYPES])))
    .orderBy(asc(dayServices.dayIndex), asc(dayServices.position), asc(dayServices.id));
  const days: HostWorkspaceServiceView[][] = Array.from({ length: tripDayCount(trip) }, () => []);
  for (const r of rows) {
    while (days.length <= r.dayIndex) days.push([]);
    days[r.dayIndex]?.push(toServiceView(r));
  }
  return days;
}

/** One day entry as the workspace shows it. */
export function toServiceView(r: {
  id: string;
  dayIndex: number;
  acceptedByHost: boolean | null;
  hoursRequested: number | null;
  removed: boolean;
  type: string;
  name: string;
  description: string;
  details: Record<string, unknown>;
  deleted: boolean;
}): HostWorkspaceServiceView {
  const hoursAvailable = typeof r.details.hoursAvailable === 'number' ? r.details.hoursAvailable : undefined;
  return {
    _id: r.id,
    name: r.name,
    description: r.description,
    type: r.type as HostWorkspaceServiceView['type'],
    dayIndex: r.dayIndex,
    removed: r.removed,
    deleted: r.deleted,
    // A workshop space the host has not saved yet is explicitly not accepted (WSP-096).
    ...(r.type === 'WORKSHOP_SPACE' ? { acceptedByHost: r.acceptedByHost === true } : {}),
    ...(r.hoursRequested !== null ? { hoursRequested: r.hoursRequested } : {}),
    ...(hoursAvailable !== undefined ? { hoursAvailable } : {}),
  };
}

/** Confirmed and pending spots of the trip (the sold-out rule, WSP-054). */
async function spotCounts(db: Db, tripId: string) {
  const rows = await db
    .select({ status: bookings.status, spots: sql<number>`coalesce(sum(${bookings.totalSpotsBooked}), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.tripId, tripId), inArray(bookings.status, ['confirmed', 'pending'])))
    .groupBy(bookings.status);
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.spots ?? 0);
  return { confirmedTravelers: of('confirmed'), pendingTravelers: of('pending') };
}

async function requestOf(db: Db, trip: TripRow): Promise<HostWorkspaceView['request']> {
  if (!trip.tripRequestId) return null;
  const [r] = await db.select().from(tripRequests).where(eq(tripRequests.id, trip.tripRequestId)).limit(1);
  if (!r) return null;
  const form = r.formValues;
  // The stored row read as the domain's trip request record (TRP-003): its status normalised, its defaults applied.
  const record = tripRequestSchema.parse({
    id: r.id,
    host: r.hostId,
    status: r.status,
    instantlyApproved: r.instantlyApproved,
    trovaAutoPriced: r.autoPriced,
    trip: { id: trip.id },
    itinerary: { id: r.itineraryId },
    itineraryInventoryItem: r.inventoryItemId,
    startDate: r.startDate,
    additionalRequests: r.additionalRequests,
  });
  const startDate = record.startDate ?? trip.startDate;
  return {
    id: record.id,
    status: record.status,
    selectedPackage: r.selectedPackage ?? null,
    startDate,
    additionalRequests: record.additionalRequests,
    companions: form.companions?.length ?? 0,
    hostRooms: form.hostRooms?.length ?? form.quantityHostRooms ?? 0,
    prePost: prePostRequestLines(form, startDate, form.tripLength ?? tripDayCount(trip)),
    createdAt: r.createdAt.toISOString(),
  };
}

/** The workspace of trip `id` for `user` (404 when it is not theirs). */
export async function loadHostWorkspace(db: Db, user: PolicyUser, id: string, now: Date): Promise<HostWorkspaceView> {
  const trip = await findHostTrip(db, user, id, 'read');
  const status = tripStatusSchema.parse(trip.status);
  const [counts, servicesByDay, request] = await Promise.all([
    spotCounts(db, trip.id),
    editableServicesByDay(db, trip),
    requestOf(db, trip),
  ]);
  const stage = hostTripTimelineStage(status) ?? null;
  const closeDate = bookingFinalDate(trip.startDate, trip.bookingsDeadline);
  const publishStatus = publishStatusSchema.parse(trip.publishStatus);
  return {
    trip: {
      id: trip.id,
      shortId: trip.shortId,
      name: trip.name,
      destination: trip.destination,
      country: trip.country,
      status,
      publishStatus,
      publishRequest: isoOrNull(trip.publishRequest),
      termsAcceptedAt: isoOrNull(trip.termsAcceptedAt),
      startDate: trip.startDate,
      endDate: trip.endDate ?? trip.startDate,
      dayCount: tripDayCount(trip),
      launchDate: isoOrNull(trip.launchDate),
      tripPath: trip.tripPath ?? null,
      tripSummary: trip.tripSummary,
      categories: trip.categories,
      maximumSpots: trip.maximumSpots,
      hasHostCompletedPromoteTutorial: trip.hasHostCompletedPromoteTutorial,
      isTripRequest: IS_TRIP_REQUEST,
      cancellationReason: status === 'cancelled' ? hostTripCancellationReason(trip.internalCancellationReason) : null,
    },
    shell: hostWorkspaceShell({ status, isTripRequest: IS_TRIP_REQUEST }),
    statusPanel: {
      tripPageStatus: hostTripPageStatus(
        { status, launchDate: trip.launchDate, maximumSpots: trip.maximumSpots, ...counts },
        now,
      ),
      publishBadge: publishStatusBadge(publishStatus),
      timelineStage: stage,
      timeline: HOST_TRIP_TIMELINE_STAGES.map((s) => ({
        key: s.key,
        label: s.label,
        description: s.key === 'closed' ? hostTripClosedStageText(status, closeDate) : s.description,
        current: s.key === stage,
      })),
    },
    servicesByDay,
    request,
  };
}
