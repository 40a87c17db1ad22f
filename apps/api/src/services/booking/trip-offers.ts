// What a trip offers as add-ons in Manage Booking: its optional activities, pre/post-trip nights and airport transfers.
import type {
  AddOnServiceType,
  AddOnType,
  CurrencyCode,
  Page,
  PageQuery,
  ServiceTiming,
  TripAddOnOffer,
} from '@caravan/domain';
import { currencyCodeSchema } from '@caravan/domain';
import { and, asc, eq, or } from 'drizzle-orm';
import { dayServices, services } from '../../db/schema/index.js';
import { type MemoryKey, keyValue, pageOfKeyed } from '../../db/paging.js';
import type { Exec, TripRow } from './booking-records.js';

/**
 * DECIDE: a day service is offered as an add-on when it is a priced activity (optional, paid on top), a pre-trip or
 * post-trip accommodation night, or an airport transfer, because everything else on the days is in the package price.
 */
function offerKind(
  type: string,
  timing: string | null,
  price: number,
): { type: AddOnType; serviceType: AddOnServiceType } | undefined {
  if (type === 'ACTIVITY' && price > 0) return { type: 'activity', serviceType: 'activity' };
  if (type === 'ACCOMMODATION' && (timing === 'pre-trip' || timing === 'post-trip'))
    return { type: 'additional-service', serviceType: 'accommodation' };
  if (type === 'AIRPORT_TRANSFER') return { type: 'additional-service', serviceType: 'transfer' };
  return undefined;
}

/** An offer with where its service first appears on the trip's days: the list's order. */
interface PlacedOffer {
  offer: TripAddOnOffer;
  dayIndex: number;
  position: number;
}

/** The trip's add-on offers, one per service, each where it first appears on the days. */
async function placedOffers(db: Exec, trip: Pick<TripRow, 'id' | 'itineraryId'>): Promise<PlacedOffer[]> {
  const rows = await db
    .select({ service: services, dayIndex: dayServices.dayIndex, position: dayServices.position })
    .from(dayServices)
    .innerJoin(services, eq(services.id, dayServices.serviceId))
    .where(
      and(
        or(eq(dayServices.tripId, trip.id), eq(dayServices.itineraryId, trip.itineraryId)),
        eq(dayServices.removed, false),
        eq(services.deleted, false),
      ),
    )
    .orderBy(asc(dayServices.dayIndex), asc(dayServices.position));
  const seen = new Set<string>();
  const placed: PlacedOffer[] = [];
  for (const { service, dayIndex, position } of rows) {
    if (seen.has(service.id)) continue;
    const kind = offerKind(service.type, service.timing, service.price);
    if (!kind) continue;
    seen.add(service.id);
    const offer: TripAddOnOffer = {
      serviceId: service.id,
      type: kind.type,
      service: {
        _id: service.id,
        name: service.name,
        ...(service.description ? { description: service.description } : {}),
        type: kind.serviceType,
        ...(service.timing ? { timing: service.timing as ServiceTiming } : {}),
        bookable: true,
        deleted: false,
      },
      unitPriceWithFee: service.price,
      currency: currencyCodeSchema.parse(service.currency) as CurrencyCode,
      remaining: null,
    };
    placed.push({ offer, dayIndex, position });
  }
  return placed;
}

/** The trip's add-on offers, one per service, in day order: every one, for pricing a booking change. */
export async function tripOffers(db: Exec, trip: Pick<TripRow, 'id' | 'itineraryId'>): Promise<TripAddOnOffer[]> {
  return (await placedOffers(db, trip)).map((p) => p.offer);
}

/** Day order; the service id breaks a tie between services placed at one day and position (trip and itinerary). */
const OFFERS_KEY: MemoryKey<PlacedOffer> = {
  of: (p) => [p.dayIndex, p.position, p.offer.serviceId],
  values: [keyValue.int, keyValue.int, keyValue.uuid],
};

/**
 * GET /api/me/trips/{id}/add-ons: a page of the offers (issue 18). The merge of a service over its days happens in
 * memory, so the page is cut there; a trip's offers are bounded by the services on its days.
 */
export async function tripOffersPage(
  db: Exec,
  trip: Pick<TripRow, 'id' | 'itineraryId'>,
  q: PageQuery,
): Promise<Page<TripAddOnOffer>> {
  const page = pageOfKeyed(await placedOffers(db, trip), q, OFFERS_KEY);
  return { items: page.items.map((p) => p.offer), nextCursor: page.nextCursor };
}
