// The host's itinerary catalogue (CAT-002, LVL-014): live itineraries of the tiers the host's level unlocks plus the
// next tier shown locked, in name order a page at a time; one itinerary's description; the host's recommendations.
import { ACCOMMODATION_TIMINGS, hostItinerarySchema, type PageQuery } from '@caravan/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { dayServices, hostRecommendations, itineraries, services, users } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import { afterCursor, keyValue, orderByKeys, type PageOrder, pageOf, rowsToRead } from '../../db/paging.js';
import type { Tx } from '../lifecycle.js';
import { highestListedTier, hostStandingOf, type HostStanding, tierStateOf } from './host-standing.js';

type ItineraryRow = typeof itineraries.$inferSelect;
const LIVE = 'complete';

const ORDER: PageOrder<ItineraryRow> = {
  keys: [
    { column: itineraries.name, of: (r) => r.name, value: keyValue.text },
    { column: itineraries.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

/** One catalogue card. */
export function catalogueItemOf(row: ItineraryRow, standing: HostStanding) {
  const tier = tierStateOf(standing, row.tier);
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    destination: row.destination,
    lengthInDays: row.lengthInDays,
    categories: row.categories,
    headerPhoto: row.headerPhoto?.url ?? row.photos.itineraryPhotos[0]?.url ?? null,
    currency: row.currency,
    tier: row.tier,
    locked: !tier.unlocked,
    itineraryInventoryEnabled: row.itineraryInventoryEnabled,
  };
}

/** A page of the catalogue for the signed-in host, with their standing. */
export async function listCatalogue(db: Db, user: PolicyUser, q: PageQuery) {
  const standing = await hostStandingOf(db, user);
  const rows = await db
    .select()
    .from(itineraries)
    .where(
      and(
        eq(itineraries.status, LIVE),
        lte(itineraries.tier, highestListedTier(standing.level)),
        afterCursor(ORDER, q.cursor),
      ),
    )
    .orderBy(...orderByKeys(ORDER))
    .limit(rowsToRead(q));
  const page = pageOf(rows, q, ORDER);
  return {
    standing,
    page: { items: page.items.map((r) => catalogueItemOf(r, standing)), nextCursor: page.nextCursor },
  };
}

/** A live itinerary of the catalogue, or 404 (a draft or another's in-review itinerary answers like a missing one). */
export async function readLiveItinerary(db: Db | Tx, id: string): Promise<ItineraryRow> {
  const [row] = await db
    .select()
    .from(itineraries)
    .where(and(eq(itineraries.id, id), eq(itineraries.status, LIVE)))
    .limit(1);
  if (!row) throw notFound('No such itinerary.');
  return row;
}

/** An itinerary's day services (not removed), in day and position order, with what the request screen needs. */
export async function itineraryDayServices(db: Db | Tx, itineraryId: string) {
  const rows = await db
    .select({ dayIndex: dayServices.dayIndex, position: dayServices.position, service: services })
    .from(dayServices)
    .innerJoin(services, eq(services.id, dayServices.serviceId))
    .where(and(eq(dayServices.itineraryId, itineraryId), eq(dayServices.removed, false)))
    .orderBy(asc(dayServices.dayIndex), asc(dayServices.position));
  return rows.map((r) => ({
    id: r.service.id,
    dayIndex: r.dayIndex,
    name: r.service.name,
    description: r.service.description,
    type: r.service.type,
    price: r.service.price,
    hoursAvailable: typeof r.service.details.hoursAvailable === 'number' ? r.service.details.hoursAvailable : null,
    timing: ACCOMMODATION_TIMINGS.find((t) => t === r.service.timing) ?? null,
  }));
}

/**
 * The itinerary's optional services with a stable id each. DECIDE: the id is `optional-{index}` because the stored
 * entries carry none and a live itinerary's list no longer changes; 'activity' entries are the optional activities,
 * single supplements are the travelers' choice, every other entry is an additional host service.
 */
export function optionalServicesOf(row: ItineraryRow) {
  return row.additionalOptionalServices.flatMap((s, index) =>
    s.type === 'single-supplement'
      ? []
      : [{ id: `optional-${index}`, name: s.name, type: s.type, price: s.price, activity: s.type === 'activity' }],
  );
}

/** A live itinerary the host's catalogue lists, with the host's standing; 404 beyond their listed tiers (LVL-014). */
export async function listedItinerary(db: Db, user: PolicyUser, id: string) {
  const standing = await hostStandingOf(db, user);
  const row = await readLiveItinerary(db, id);
  if (row.tier > highestListedTier(standing.level)) throw notFound('No such itinerary.');
  return { standing, row };
}

/** One itinerary's description page for the host (CAT-003, CAT-004). */
export async function describeItinerary(db: Db, user: PolicyUser, id: string) {
  const { standing, row } = await listedItinerary(db, user, id);
  const days = await itineraryDayServices(db, id);
  // The host-side itinerary of the catalogue (CAT-010), its defaults applied by the domain (maximumSpots 20, CAT-011).
  const card = catalogueItemOf(row, standing);
  const hostItinerary = hostItinerarySchema.parse({
    id: row.id,
    categories: row.categories,
    name: row.name,
    length: row.lengthInDays,
    country: row.country,
    destination: row.destination,
    headerPhoto: card.headerPhoto,
    maximumSpots: row.maximumSpots,
    itineraryInventoryEnabled: row.itineraryInventoryEnabled,
    tripLeadTime: row.tripLeadTime,
  });
  return {
    standing,
    itinerary: {
      ...card,
      tripSummary: row.tripSummary,
      minimumSpots: row.minimumSpots ?? null,
      maximumSpots: hostItinerary.maximumSpots,
      tripLeadTime: hostItinerary.tripLeadTime,
      timeZone: row.timeZone,
      packages: (['standard', 'economy', 'premium'] as const).filter((level) => row.packages[level]?.enabled),
      days: Array.from({ length: row.lengthInDays }, (_, dayIndex) => ({
        dayIndex,
        services: days.filter((s) => s.dayIndex === dayIndex).map(({ dayIndex: _d, ...s }) => s),
      })),
      optionalServices: optionalServicesOf(row),
    },
  };
}

/** The host's active itinerary recommendations (CAT-008, CAT-009, HAP-043), live itineraries only. */
type RecommendationRow = {
  rec: typeof hostRecommendations.$inferSelect;
  itinerary: ItineraryRow;
  by: typeof users.$inferSelect | null;
};
/** The itinerary's name, then its id (unique here: a host's recommendations are keyed by host and itinerary). */
const RECOMMENDATION_ORDER: PageOrder<RecommendationRow> = {
  keys: [
    { column: itineraries.name, of: (r) => r.itinerary.name, value: keyValue.text },
    { column: itineraries.id, of: (r) => r.itinerary.id, value: keyValue.uuid },
  ],
};

/** A page of the host's active recommendations of live itineraries, by itinerary name (issue 18). */
export async function listRecommendations(db: Db, user: PolicyUser, q: PageQuery) {
  await hostStandingOf(db, user);
  const rows = await db
    .select({ rec: hostRecommendations, itinerary: itineraries, by: users })
    .from(hostRecommendations)
    .innerJoin(itineraries, eq(itineraries.id, hostRecommendations.itineraryId))
    .leftJoin(users, eq(users.id, hostRecommendations.recommendedById))
    .where(
      and(
        eq(hostRecommendations.hostId, user.id),
        eq(hostRecommendations.active, true),
        eq(itineraries.status, LIVE),
        afterCursor(RECOMMENDATION_ORDER, q.cursor),
      ),
    )
    .orderBy(...orderByKeys(RECOMMENDATION_ORDER))
    .limit(rowsToRead(q));
  return pageOf(rows, q, RECOMMENDATION_ORDER, ({ rec, itinerary, by }) => ({
    itinerary: {
      id: itinerary.id,
      name: itinerary.name,
      heroImage: itinerary.headerPhoto?.url ?? null,
      active: true,
    },
    topRecommended: rec.topRecommended,
    trovaRecommended: rec.platformRecommended,
    recommendedBy: by ? { firstName: by.firstName } : null,
    recommendationNote: rec.note,
  }));
}
