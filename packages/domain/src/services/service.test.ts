// Tests of the service entities, day entries and single-service rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accommodationLegacyLocationNotice,
  canAddServiceImages,
  isLegacyDayService,
  normalizeActivityPrice,
  serviceSpansMultipleDays,
} from './service.rules.js';
import {
  accommodationServiceSchema,
  activityServiceSchema,
  airportTransferServiceSchema,
  dayServiceSchema,
  infoServiceSchema,
  mealServiceSchema,
  optionalTripServiceSchema,
  transferServiceSchema,
  tripWorkshopDetailSchema,
  workshopSpaceServiceSchema,
} from './service.schema.js';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('service entities', () => {
  it('[SVC-006] a service has the common fields', () => {
    const s = mealServiceSchema.parse({
      _id: 's1',
      type: 'MEAL',
      name: 'Welcome dinner',
      description: 'Local food',
      duration: 1,
      numberOfNights: 0,
      dayOfService: 2,
      viewOnly: true,
      deleted: false,
      startTime: '19:30',
      length: 90,
      alternatives: ['alt1'],
    });
    expect(s).toMatchObject({
      _id: 's1',
      dayOfService: 2,
      viewOnly: true,
      deleted: false,
      startTime: '19:30',
      length: 90,
    });
    expect(s.alternatives).toEqual(['alt1']);
    expect(mealServiceSchema.safeParse({ type: 'MEAL', startTime: '25:00' }).success).toBe(false);
  });

  it('[SVC-007] an accommodation has its fields, images at most 10 and a pre/post-trip timing', () => {
    const a = accommodationServiceSchema.parse({
      type: 'ACCOMMODATION',
      name: 'Hotel Sol',
      accommodationType: 'Hotel',
      price: 12000,
      occupancy: 'Double',
      starRating: 4,
      numberOfNights: 2,
      location: 'Old town',
      addressLocation: { name: 'Hotel Sol', placeId: 'p1', types: ['lodging'], geoLocation: { lat: 40.4, lng: -3.7 } },
      orSimilar: true,
      description: 'Central',
      checkInDay: 1,
      images: ['a.jpg'],
      saveToLibrary: true,
      alternatives: ['alt_2'],
      timing: 'pre-trip',
    });
    expect(a.addressLocation?.geoLocation).toEqual({ lat: 40.4, lng: -3.7 });
    expect(a.timing).toBe('pre-trip');
    expect(a.orSimilar).toBe(true);
    const tooMany = Array.from({ length: 11 }, (_, i) => `${i}.jpg`);
    expect(
      issues(accommodationServiceSchema.safeParse({ type: 'ACCOMMODATION', name: 'H', images: tooMany })).images,
    ).toBe('Upload up to 10 images');
    expect(accommodationServiceSchema.safeParse({ type: 'ACCOMMODATION', name: 'H', timing: 'mid-trip' }).success).toBe(
      false,
    );
  });

  it('[SVC-008] an info service has title, description and images', () => {
    expect(
      infoServiceSchema.parse({ type: 'INFO', title: 'Arrival', description: 'Meet', images: ['x.png'] }),
    ).toMatchObject({
      title: 'Arrival',
      description: 'Meet',
      images: ['x.png'],
    });
  });

  it('[SVC-009] a meal service has mealType, options, description and startTime', () => {
    expect(
      mealServiceSchema.parse({
        type: 'MEAL',
        mealType: 'dinner',
        options: ['vegan'],
        description: 'd',
        startTime: '20:00',
      }),
    ).toMatchObject({ mealType: 'dinner', options: ['vegan'], startTime: '20:00' });
  });

  it('[SVC-010] an activity has its fields: cutoffDate on trips, cutoffLeadTime in days on itineraries', () => {
    const a = activityServiceSchema.parse({
      type: 'ACTIVITY',
      name: 'Kayak',
      location: 'Bay',
      description: 'Paddle',
      startTime: '09:00',
      includedActivity: false,
      price: 4500,
      cutoffDate: '2026-05-01',
      cutoffLeadTime: 3,
      minPax: 2,
      bookable: true,
      cutoffs: [],
    });
    expect(a).toMatchObject({
      length: 60,
      includedActivity: false,
      price: 4500,
      cutoffDate: '2026-05-01',
      cutoffLeadTime: 3,
      minPax: 2,
    });
  });

  it('[SVC-011] a workshop space has its fields', () => {
    expect(
      workshopSpaceServiceSchema.parse({
        type: 'WORKSHOP_SPACE',
        name: 'Studio',
        hoursAvailable: 4,
        hoursRequested: 2,
        pricePerHour: 3000,
        location: 'Villa',
        timeAvailableStart: '10:00',
        description: 'Quiet',
      }),
    ).toMatchObject({ hoursAvailable: 4, hoursRequested: 2, pricePerHour: 3000, timeAvailableStart: '10:00' });
  });

  it('[SVC-012] a trip workshop detail has id, name, day, date, hoursAvailable, hoursRequestedByHost and description', () => {
    expect(
      tripWorkshopDetailSchema.parse({
        id: 'w1',
        name: 'Studio',
        day: 2,
        date: '2026-05-02',
        hoursAvailable: 3,
        hoursRequestedByHost: 2,
        description: 'Yoga',
      }),
    ).toEqual({
      id: 'w1',
      name: 'Studio',
      day: 2,
      date: '2026-05-02',
      hoursAvailable: 3,
      hoursRequestedByHost: 2,
      description: 'Yoga',
    });
  });

  it('[SVC-013] a transfer has its fields and a 24-hour flight window', () => {
    const t = transferServiceSchema.parse({
      type: 'TRANSFER',
      name: 'Airport run',
      fromCity: 'Lisbon',
      toCity: 'Sintra',
      price: 9000,
      vehicleType: 'Van',
      startTime: '08:00',
      description: 'd',
      airportTransfer: true,
      numberOfTransfers: 2,
      flightWindow: { start: '06:00', end: '22:30' },
    });
    expect(t).toMatchObject({
      length: 60,
      airportTransfer: true,
      numberOfTransfers: 2,
      flightWindow: { start: '06:00', end: '22:30' },
    });
    expect(
      transferServiceSchema.safeParse({ type: 'TRANSFER', name: 'x', flightWindow: { start: '6pm', end: '22:00' } })
        .success,
    ).toBe(false);
  });

  it('[SVC-014] an airport transfer has name, airport, price and description', () => {
    expect(
      airportTransferServiceSchema.parse({
        type: 'AIRPORT_TRANSFER',
        name: 'Pickup',
        airport: 'LIS',
        price: 5000,
        description: 'd',
      }),
    ).toMatchObject({ name: 'Pickup', airport: 'LIS', price: 5000, description: 'd' });
  });

  it('[SVC-015] an optional service has name/label, type, price and quantity (single supplement total spots >= 0)', () => {
    expect(
      optionalTripServiceSchema.parse({
        label: 'Single supplement',
        type: 'singleSupplement',
        price: 30000,
        quantity: 4,
      }),
    ).toMatchObject({
      label: 'Single supplement',
      quantity: 4,
    });
    expect(
      issues(optionalTripServiceSchema.safeParse({ name: 'SS', type: 'singleSupplement', quantity: -1 })).quantity,
    ).toBe('Total spots must be at least 0');
    expect(issues(optionalTripServiceSchema.safeParse({ type: 'x' })).name).toBe('Name is required');
  });

  it('[SVC-039] [SVC-041] [SVC-042] [SVC-043] [SVC-040] entity defaults: activity 60, transfer 60, 3 stars, 1 night, 1 workshop hour', () => {
    expect(activityServiceSchema.parse({ type: 'ACTIVITY', name: 'a' }).length).toBe(60);
    expect(transferServiceSchema.parse({ type: 'TRANSFER', name: 't' }).length).toBe(60);
    const acc = accommodationServiceSchema.parse({ type: 'ACCOMMODATION', name: 'h' });
    expect([acc.starRating, acc.numberOfNights]).toEqual([3, 1]);
    expect(workshopSpaceServiceSchema.parse({ type: 'WORKSHOP_SPACE', name: 'w' }).hoursAvailable).toBe(1);
  });
});

describe('single-service rules', () => {
  it("[SVC-020] legacy 'full day' and 'informal gathering' services are not editable", () => {
    expect(isLegacyDayService({ type: 'FULL_DAY' })).toBe(true);
    expect(isLegacyDayService(dayServiceSchema.parse({ type: 'informal_gathering' }))).toBe(true);
    expect(isLegacyDayService({ type: 'ACTIVITY' })).toBe(false);
  });

  it('[SVC-001] a day service in any type spelling is stored canonical; input that is no service is refused', () => {
    expect(dayServiceSchema.parse({ type: 'workshop', name: 'Studio' })).toMatchObject({ type: 'WORKSHOP_SPACE' });
    for (const input of [null, undefined, 'ACTIVITY', 7, {}, { type: 5 }, { type: 'BALLOON' }])
      expect(dayServiceSchema.safeParse(input).success).toBe(false);
  });

  it('[SVC-028] a negative or invalid activity price becomes 0', () => {
    expect(normalizeActivityPrice(-5)).toBe(0);
    expect(normalizeActivityPrice('abc')).toBe(0);
    expect(normalizeActivityPrice(Number.NaN)).toBe(0);
    expect(normalizeActivityPrice(undefined)).toBe(0);
    expect(normalizeActivityPrice('25.5')).toBe(25.5);
    expect(normalizeActivityPrice(40)).toBe(40);
    expect(normalizeActivityPrice('')).toBe(0);
    expect(normalizeActivityPrice('  ')).toBe(0);
    expect(normalizeActivityPrice(' 12 ')).toBe(12);
    expect(normalizeActivityPrice('-3')).toBe(0);
    expect(normalizeActivityPrice(-0)).toBe(0);
    expect(normalizeActivityPrice(Number.POSITIVE_INFINITY)).toBe(0);
    expect(normalizeActivityPrice(true)).toBe(0);
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(normalizeActivityPrice(v)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('[SVC-016] only an accommodation or info service of more than one day spans several days', () => {
    expect(serviceSpansMultipleDays({ service: { type: 'ACCOMMODATION' }, duration: 2 })).toBe(true);
    expect(serviceSpansMultipleDays({ service: { type: 'INFO' }, duration: 3 })).toBe(true);
    expect(serviceSpansMultipleDays({ service: { type: 'ACCOMMODATION' }, duration: 1 })).toBe(false);
    expect(serviceSpansMultipleDays({ service: { type: 'ACCOMMODATION' } })).toBe(false);
    expect(serviceSpansMultipleDays({ service: { type: 'ACTIVITY' }, duration: 3 })).toBe(false);
  });

  it('[SVC-029] a service holds up to 10 images', () => {
    expect(canAddServiceImages(0, 10)).toBe(true);
    expect(canAddServiceImages(4, 6)).toBe(true);
    expect(canAddServiceImages(4, 7)).toBe(false);
    expect(canAddServiceImages(0, 11)).toBe(false);
    expect(canAddServiceImages(10, 0)).toBe(true);
    expect(canAddServiceImages(3, -1)).toBe(false);
  });

  it('[SVC-047] an accommodation with a legacy text location shows the location notice', () => {
    expect(accommodationLegacyLocationNotice({ location: 'Near the beach' })).toBe(
      'We’ve updated our location functionality - search for and confirm the location here.',
    );
    expect(
      accommodationLegacyLocationNotice({ location: 'Near the beach', addressLocation: { name: 'x' } }),
    ).toBeUndefined();
    expect(accommodationLegacyLocationNotice({ location: '  ' })).toBeUndefined();
    expect(accommodationLegacyLocationNotice({})).toBeUndefined();
  });
});
