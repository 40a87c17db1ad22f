// The rides calls (list on a trip, edit information OAP-010, cancel OAP-009) and the API ride as the domain's Ride.
import { type Ride, type RideEditForm, type RideStatus, rideSchema } from '@caravan/domain';
import { readEveryPage } from '../../../api/paged.js';
import type { ApiData } from '../../../api/typed.js';
import { call } from '../../../api/typed.js';

export type RideItem = ApiData<'/api/me/trips/{id}/rides', 'get'>['items'][number];

export const ridesQueryKey = (tripId: string) => ['me', 'trips', tripId, 'rides'] as const;

/** GET /api/me/trips/{id}/rides: one page, arrival first. */
const fetchRidesPage = (tripId: string, cursor: string | undefined, signal?: AbortSignal) =>
  call('get', '/api/me/trips/{id}/rides', {
    params: { id: tripId },
    query: cursor ? { cursor } : {},
    ...(signal ? { signal } : {}),
  });

/**
 * Every ride of the viewer on the trip, page after page (issue 18): the card says a stage has no transfer only when
 * none is booked, and the transfer-date warning (MBK-048) and the ride machine's refresh weigh every ride. A traveler
 * books a few rides per trip, so this is one request in practice.
 */
export const fetchRides = (tripId: string, signal?: AbortSignal): Promise<RideItem[]> =>
  readEveryPage((cursor, s) => fetchRidesPage(tripId, cursor, s), signal);

/** PATCH /api/me/ground-transfers/{id} */
export const updateRide = (id: string, traveler: RideEditForm): Promise<RideItem> =>
  call('patch', '/api/me/ground-transfers/{id}', { params: { id }, body: traveler });

/** POST /api/me/ground-transfers/{id}/cancel */
export const cancelRideRequest = (id: string) =>
  call('post', '/api/me/ground-transfers/{id}/cancel', { params: { id } });

/** POST /api/me/ground-transfers/{id}/rebook (GTR-028, RID-014): the card pays what the cancellation refunded. */
export const rebookRideRequest = (id: string, cardToken: string | null) =>
  call('post', '/api/me/ground-transfers/{id}/rebook', { params: { id }, body: cardToken ? { cardToken } : {} });

/**
 * The API's ride as the domain's ride entity the ride machine and rules take, parsed by the domain's ride schema
 * (RID-001): a ride the contract let through but the entity refuses fails here, not deep in a rule.
 */
export function toDomainRide(r: RideItem): Ride {
  return rideSchema.parse({
    id: r.id,
    cancellationType: r.cancellationType,
    quoteRequest: { passengers: r.passengers, carryOnLuggage: r.carryOnLuggage, checkedLuggage: r.checkedLuggage },
    journey: {
      code: r.code,
      type: r.stage,
      origin: { establishment: r.origin.label, formattedAddress: r.origin.value },
      destination: { establishment: r.destination.label, formattedAddress: r.destination.value },
      pickup: { localTime: r.pickupLocalTime, timeZone: r.pickupTimeZone },
      status: r.status satisfies RideStatus,
      cancellationDetails: r.cancelledAt ? { cancelledAt: r.cancelledAt } : null,
      transferCompany: r.transferCompany ?? null,
      driver: r.driver?.name
        ? {
            name: r.driver.name,
            phoneNumber: r.driver.phoneNumber ?? '',
            vehicleMake: r.driver.vehicleMake ?? '',
            vehicleModel: r.driver.vehicleModel ?? '',
            vehicleLicensePlate: r.driver.vehicleLicensePlate ?? '',
          }
        : null,
      priceSummary: { price: r.price ?? 0, currency: r.currency },
      vehicleCategory: r.vehicleCategory,
      approxDurationAndDistance: r.durationInSeconds === null ? null : { durationInSeconds: r.durationInSeconds },
      traveler: r.traveler,
    },
  });
}
