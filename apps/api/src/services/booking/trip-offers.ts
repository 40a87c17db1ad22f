// What a trip offers as add-ons in Manage Booking: its optional activities, pre/post-trip nights and airport transfers.
import type { AddOnServiceType, AddOnType, CurrencyCode, ServiceTiming, TripAddOnOffer } from '@caravan/domain';
import { currencyCodeSchema } from '@caravan/domain';
import { and, asc, eq, or } from 'drizzle-orm';
import { dayServices, services } from '../../db/schema/index.js';
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

/** The trip's add-on offers, one per service, in day order. */
export async function tripOffers(db: Exec, trip: Pick<TripRow, 'id' | 'itineraryId'>): Promise<TripAddOnOffer[]> {
  const rows = await db
    .select({ service: services, dayIndex: dayServices.dayIndex })
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
  const offers: TripAddOnOffer[] = [];
  for (const { service } of rows) {
    if (seen.has(service.id)) continue;
    const kind = offerKind(service.type, service.timing, service.price);
    if (!kind) continue;
    seen.add(service.id);
    offers.push({
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
    });
  }
  return offers;
}
