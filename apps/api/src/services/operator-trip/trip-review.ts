// The operator's review of a trip (GET /api/me/trips/{id}/review): details, host-request summary, pricing with its
// reference price, day services, the field groups open in its status, and what the trip machine allows now.
import {
  type TripStatus,
  areTripServicesOpen,
  canDownloadTripManifest,
  itineraryPdfFileName,
  tripEditableFieldGroups,
  tripStatusSchema,
  tripToday,
} from '@caravan/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { dayServices, inventoryItems, services, validityPeriods } from '../../db/schema/index.js';
import type { OperatorTripView } from '../../views/operator-trip.view.js';
import { lifecycleActions } from '../lifecycle-actions.js';
import type { Tx } from '../lifecycle.js';
import { itineraryName, requestFormOf, summaryOf, userName } from './host-request.js';
import { type TripRow, lifecycleActorOf } from './trip-access.js';

/** The tier price a reference applies at `travelers`: the largest tier not above it, else the smallest tier. */
export function tierPriceAt(tiers: readonly { numberOfTravelers: number; price: number }[], travelers: number) {
  const sorted = [...tiers].sort((a, b) => a.numberOfTravelers - b.numberOfTravelers);
  const below = sorted.filter((t) => t.numberOfTravelers <= travelers).at(-1);
  return (below ?? sorted[0])?.price ?? 0;
}

/** Whether the trip's day services may be changed on the trip's today: the status opens them and the technical itinerary allows. */
export function servicesEditable(row: TripRow, now: Date): boolean {
  return areTripServicesOpen(tripServiceTripOf(row), tripToday(row, now));
}

/** The trip fields the domain's trip service rules read. */
export const tripServiceTripOf = (row: TripRow) => ({
  status: tripStatusSchema.parse(row.status),
  startDate: row.startDate,
  operatorTechnicalItineraryApproved: row.operatorTechnicalItineraryApproved,
  adminTechnicalItineraryApproved: row.adminTechnicalItineraryApproved,
});

/**
 * The reference price per traveler at the trip's minimum spots: the inventory item's cost schedule when the trip was
 * requested on one, else the itinerary's validity period (selected package) covering the start date.
 */
async function referencePrice(db: Db | Tx, row: TripRow) {
  const at = row.minimumSpots ?? row.maximumSpots;
  if (row.inventoryItemId) {
    const [item] = await db
      .select({ costSchedule: inventoryItems.costSchedule })
      .from(inventoryItems)
      .where(eq(inventoryItems.id, row.inventoryItemId));
    return { reference: 'inventory' as const, referencePrice: tierPriceAt(item?.costSchedule ?? [], at) };
  }
  const periods = await db
    .select()
    .from(validityPeriods)
    .where(
      and(
        eq(validityPeriods.itineraryId, row.itineraryId),
        eq(validityPeriods.packageLevel, row.selectedPackage ?? ''),
      ),
    );
  const period = periods.find((p) => !p.isBlackout && p.startDate <= row.startDate && row.startDate <= p.endDate);
  return { reference: 'suggested' as const, referencePrice: tierPriceAt(period?.costThresholds ?? [], at) };
}

/** The trip's day entries with their services, in day and position order. */
export async function tripDayServices(db: Db | Tx, tripId: string) {
  const rows = await db
    .select({
      entry: dayServices,
      service: { id: services.id, type: services.type, name: services.name },
      price: services.price,
    })
    .from(dayServices)
    .innerJoin(services, eq(services.id, dayServices.serviceId))
    .where(eq(dayServices.tripId, tripId))
    .orderBy(asc(dayServices.dayIndex), asc(dayServices.position));
  return rows.map(({ entry, service, price }) => ({
    id: entry.id,
    dayIndex: entry.dayIndex,
    duration: entry.duration,
    position: entry.position,
    removed: entry.removed,
    service,
    /** Workshop space: the hours the host requested times the service's price per hour. */
    workshopCost: (entry.hoursRequested ?? 0) * price,
  }));
}

/** The whole review of `row` for `user` at `now`. */
export async function tripReview(db: Db | Tx, user: PolicyUser, row: TripRow, now: Date): Promise<OperatorTripView> {
  const status = tripStatusSchema.parse(row.status) as TripStatus;
  const [host, itinerary, form, reference, entries] = await Promise.all([
    userName(db, row.hostId),
    itineraryName(db, row.itineraryId),
    requestFormOf(db, row.tripRequestId),
    referencePrice(db, row),
    tripDayServices(db, row.id),
  ]);
  const workshopSpaceTotal = entries.reduce((sum, e) => sum + (e.removed ? 0 : e.workshopCost), 0);
  const [approve, submitTechnicalItinerary] = lifecycleActions('trip', row, lifecycleActorOf(user), now, [
    { type: 'trip.approve', operatorTerms: true },
    { type: 'trip.submitTechnicalItinerary' },
  ]);
  const actionOf = (a: typeof approve) => ({ allowed: a?.allowed ?? false, reason: a?.reason ?? null });
  return {
    id: row.id,
    shortId: row.shortId,
    name: row.name,
    status,
    startDate: row.startDate,
    endDate: row.endDate ?? null,
    currency: row.currency,
    itinerary,
    host,
    tripRequestId: row.tripRequestId ?? null,
    summary: summaryOf(host, form, row),
    pricing: {
      minimumSpots: row.minimumSpots ?? null,
      maximumSpots: row.maximumSpots,
      focQuantity: row.focQuantity,
      costThresholds: row.costThresholds.map((t) => ({
        numberOfTravelers: t.numberOfTravelers,
        pricePerTraveler: t.pricePerTraveler,
      })),
      singleSupplementPrice: row.singleSupplementPrice,
      singleSupplementQuantity: row.singleSupplementQuantity,
      operatorTerms: row.operatorTerms,
      ...reference,
      workshopSpaceTotal,
    },
    editable: [...tripEditableFieldGroups(status)],
    servicesEditable: servicesEditable(row, now),
    technicalItinerary: {
      operatorApproved: row.operatorTechnicalItineraryApproved,
      adminApproved: row.adminTechnicalItineraryApproved,
    },
    manifestAvailable: canDownloadTripManifest(status),
    pdfFileName: itineraryPdfFileName({ tripName: row.name, destination: row.destination, firstDate: row.startDate }),
    actions: { approve: actionOf(approve), submitTechnicalItinerary: actionOf(submitTechnicalItinerary) },
    servicesByDay: entries.map(({ workshopCost: _, ...e }) => e),
  };
}
