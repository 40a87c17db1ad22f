// The API's ride as the domain's ride entity (RID-001): parsed by the domain's ride schema, so the ride machine and
// rules get the entity's types and a ride the entity refuses fails at the edge.
import { describe, expect, it } from 'vitest';
import { type RideItem, toDomainRide } from './rides-api.js';

const item: RideItem = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'GT-7006',
  stage: 'departure',
  status: 'cancelled',
  origin: { label: 'EcoCamp Patagonia', value: 'EcoCamp Patagonia' },
  destination: { label: 'Punta Arenas Airport (PUQ)', value: 'Punta Arenas Airport (PUQ)' },
  pickupLocalTime: '2026-12-14T10:00',
  pickupTimeZone: 'America/Punta_Arenas',
  vehicleCategory: 'Standard sedan',
  price: 6500,
  currency: 'USD',
  passengers: 1,
  carryOnLuggage: 1,
  checkedLuggage: 1,
  durationInSeconds: 1500,
  traveler: { firstName: 'Tom', lastName: 'Two', email: 'traveler2@caravan.test', phone: '+1', flightNumber: 'LA2030' },
  transferCompany: { name: 'Andes Transfers', phoneNumber: '+51 84 000 000' },
  driver: null,
  cancelledAt: '2026-11-20T00:00:00.000Z',
  cancellationType: 'customer',
  canModify: false,
  cancellationFree: true,
  canRebook: true,
  rebookAmount: 6500,
};

describe('toDomainRide', () => {
  it('[RID-001] reads the ride as the entity: journey, resolved places, pickup zone, cancellation as an instant', () => {
    const ride = toDomainRide(item);
    expect(ride.journey.origin).toEqual({ establishment: 'EcoCamp Patagonia', formattedAddress: 'EcoCamp Patagonia' });
    expect(ride.journey.pickup).toEqual({ localTime: '2026-12-14T10:00', timeZone: 'America/Punta_Arenas' });
    expect(ride.journey.cancellationDetails?.cancelledAt).toEqual(new Date('2026-11-20T00:00:00.000Z'));
    expect([ride.cancellationType, ride.quoteRequest.passengers]).toEqual(['customer', 1]);
  });

  it('[RID-001] a ride the entity refuses (no passenger, a pickup without its time) fails at the edge', () => {
    expect(() => toDomainRide({ ...item, passengers: 0 })).toThrow();
    expect(() => toDomainRide({ ...item, pickupLocalTime: '2026-12-14' })).toThrow();
  });
});
