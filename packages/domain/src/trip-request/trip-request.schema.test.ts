// Tests of the trip request entities: fields, defaults, enums and the spec's messages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packageLevelSchema, tripRequestStatusSchema } from '../shared/statuses.js';
import { COMPANION_AGE_RANGES } from './trip-request.constants.js';
import {
  availabilityInventoryItemSchema,
  companionAgeRangeSchema,
  hostItinerarySchema,
  hostRecommendationsSchema,
  hostRoomTypeSchema,
  inventoryItemDisplayStatusSchema,
  itineraryAvailabilitySchema,
  packageAvailabilitySchema,
  suggestedSellPriceSchema,
  tripRequestCompanionSchema,
  tripRequestCreateResponseSchema,
  tripRequestFormValuesSchema,
  tripRequestSchema,
  tripRequestSubmitPayloadSchema,
} from './trip-request.schema.js';

describe('catalogue entities', () => {
  it('[CAT-008] host recommendations carry active, trovaRecommended, recommendedBy, note and options', () => {
    const rec = hostRecommendationsSchema.parse({
      active: true,
      trovaRecommended: false,
      recommendedBy: { firstName: 'Ana', profilePicture: 'https://img/ana.png' },
      recommendationNote: 'You will love Peru',
      options: [
        {
          itinerary: { id: 'it1', name: 'Peru', heroImage: 'https://img/peru.png', active: true },
          topRecommended: true,
        },
      ],
    });
    expect(rec.recommendedBy?.firstName).toBe('Ana');
    expect(rec.options[0]?.itinerary.name).toBe('Peru');
    expect(rec.options[0]?.topRecommended).toBe(true);
    expect(hostRecommendationsSchema.parse({})).toEqual({
      active: false,
      trovaRecommended: false,
      recommendedBy: null,
      recommendationNote: '',
      options: [],
    });
  });

  it('[CAT-010] the host-side itinerary has every listed field', () => {
    const it = hostItinerarySchema.parse({
      id: 'it1',
      categories: ['adventure'],
      name: 'Peru Explorer',
      length: 8,
      country: 'Peru',
      destination: 'Cusco',
      headerPhoto: 'https://img/h.png',
      maximumSpots: 14,
      itineraryInventoryEnabled: true,
      startingPrice: 250000,
      servicesByDay: [[{ _id: 's1', name: 'Hike', price: 0 }]],
      additionalOptionalServices: [{ _id: 's2', name: 'Rafting', price: 9000 }],
      packages: { standard: { enabled: true }, premium: { enabled: false } },
      tripLeadTime: 60,
    });
    expect(Object.keys(it).sort()).toEqual(
      [
        'id',
        'categories',
        'name',
        'length',
        'country',
        'destination',
        'headerPhoto',
        'maximumSpots',
        'itineraryInventoryEnabled',
        'startingPrice',
        'servicesByDay',
        'additionalOptionalServices',
        'packages',
        'tripLeadTime',
      ].sort(),
    );
    expect(it.packages.standard?.enabled).toBe(true);
    expect(it.maximumSpots).toBe(14);
  });

  it('[CAT-011] an itinerary maximumSpots defaults to 20', () => {
    expect(hostItinerarySchema.parse({ id: 'a', name: 'A', length: 5 }).maximumSpots).toBe(20);
    expect(tripRequestSchema.parse({ id: 'r', host: 'h', itinerary: {} }).itinerary.maximumSpots).toBe(20);
  });
});

describe('trip request form values', () => {
  it('[CAT-024] holds every form field with its defaults', () => {
    const v = tripRequestFormValuesSchema.parse({
      selectedPackage: 'standard',
      startDate: '2026-05-01',
      itineraryInventoryItemId: 'inv1',
      dietaryRestriction: 'vegan',
      companions: [{ firstName: 'Bo', lastName: 'Li', ageRange: '18+' }],
      hostRooms: [{ roomType: 'two-beds' }],
      quantityHostRooms: 1,
      selectedWorkshopSpaces: [{ id: 'w1', length: 2, service: { hoursAvailable: 4 } }],
      hostSelectedOptionalServices: [{ id: 'o1', numberOptingIn: 2, service: { price: 5000 } }],
      hostSelectedOptionalActivities: [{ id: 'a1', numberOptingIn: 1, service: { price: 3000 } }],
      prePostAccommodationsSelection: { beforeTrip: true, afterTrip: false },
      prePostTransfersSelection: { beforeTrip: false, afterTrip: true },
      additionalRequests: 'Late checkout',
      basePrice: 199900,
      tripLength: 8,
    });
    expect(v.selectedWorkshopSpaces[0]?.length).toBe(2);
    expect(v.prePostTransfersSelection).toEqual({ beforeTrip: false, afterTrip: true });
    expect(v.basePrice).toBe(199900);
    const d = tripRequestFormValuesSchema.parse({ selectedPackage: 'economy' });
    expect(d).toMatchObject({
      startDate: null,
      itineraryInventoryItemId: null,
      dietaryRestriction: null,
      companions: [],
      selectedWorkshopSpaces: [],
      hostSelectedOptionalServices: [],
      hostSelectedOptionalActivities: [],
      prePostAccommodationsSelection: { beforeTrip: false, afterTrip: false },
      additionalRequests: '',
    });
  });

  it('[CAT-034] the default form has 1 host room of type one bed', () => {
    const d = tripRequestFormValuesSchema.parse({ selectedPackage: 'standard' });
    expect(d.hostRooms).toEqual([{ roomType: 'one-bed' }]);
  });

  it('[CAT-025] the submit payload requires itinerary id, hostRooms and companions', () => {
    const ok = tripRequestSubmitPayloadSchema.safeParse({
      selectedPackage: 'standard',
      itinerary: { id: 'it1' },
      hostRooms: [{ roomType: 'one-bed' }],
      companions: [],
    });
    expect(ok.success).toBe(true);
    expect(
      tripRequestSubmitPayloadSchema.safeParse({ selectedPackage: 'standard', hostRooms: [], companions: [] }).success,
    ).toBe(false);
  });

  it('[CAT-026] companion age ranges are 0-2, 3-12, 13-17 and 18+', () => {
    for (const value of ['0-2', '3-12', '13-17', '18+']) expect(companionAgeRangeSchema.parse(value)).toBe(value);
    expect(companionAgeRangeSchema.safeParse('18-25').success).toBe(false);
    fc.assert(fc.property(fc.constantFrom(...COMPANION_AGE_RANGES), (r) => companionAgeRangeSchema.parse(r) === r));
  });

  it('[CAT-027] host room types are one bed, two beds and shared bed, any spelling', () => {
    expect(hostRoomTypeSchema.parse('ONE_BED')).toBe('one-bed');
    expect(hostRoomTypeSchema.parse('twoBeds')).toBe('two-beds');
    expect(hostRoomTypeSchema.parse('twin')).toBe('two-beds');
    expect(hostRoomTypeSchema.parse('shared bed')).toBe('shared-bed');
    expect(hostRoomTypeSchema.safeParse('suite').success).toBe(false);
  });

  it('[CAT-029] package levels are standard, economy and premium', () => {
    for (const value of ['standard', 'economy', 'premium']) expect(packageLevelSchema.parse(value)).toBe(value);
    expect(packageLevelSchema.parse('PREMIUM')).toBe('premium');
    expect(packageLevelSchema.safeParse('deluxe').success).toBe(false);
  });

  it('[CAT-038] each companion requires ageRange, firstName and lastName', () => {
    const r = tripRequestCompanionSchema.safeParse({ firstName: ' ', lastName: undefined });
    expect(r.success).toBe(false);
    const issues = r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['firstName', 'This field is required'],
      ['lastName', 'This field is required'],
      ['ageRange', 'This field is required'],
    ]);
    expect(tripRequestCompanionSchema.parse({ firstName: 'Bo', lastName: 'Li', ageRange: '3-12' }).ageRange).toBe(
      '3-12',
    );
  });
});

describe('availability', () => {
  it('[CAT-030] package availability has dates, flags, inventory items and food options', () => {
    const a = itineraryAvailabilitySchema.parse({
      standard: {
        enabledDates: ['2026-05-01'],
        blackoutDates: ['2026-05-02'],
        firstAvailableDate: '2026-05-01',
        instantApprovalDates: ['2026-05-01'],
        isInventoryEnabled: true,
        isPackageEnabled: true,
        itineraryInventoryItems: [
          {
            id: 'inv1',
            startDate: '2026-06-01',
            preTransferPrice: 4000,
            packageLevel: 'standard',
            costSchedule: [{ numberOfTravelers: 8, price: 150000 }],
            preAccommodation: { single: { price: 12000 }, double: { price: 8000 } },
            postAccommodation: null,
          },
        ],
        foodOptions: ['vegan', 'gluten-free'],
      },
    });
    const item = a.standard?.itineraryInventoryItems[0];
    expect(item?.costSchedule).toEqual([{ numberOfTravelers: 8, price: 150000 }]);
    expect(item?.postTransferPrice).toBeUndefined();
    expect(a.standard?.foodOptions).toEqual(['vegan', 'gluten-free']);
    expect(packageAvailabilitySchema.parse({})).toEqual({
      blackoutDates: [],
      firstAvailableDate: null,
      instantApprovalDates: [],
      isInventoryEnabled: false,
      isPackageEnabled: false,
      itineraryInventoryItems: [],
      foodOptions: [],
    });
    expect(
      availabilityInventoryItemSchema.safeParse({ id: 'x', startDate: '2026-13-01', packageLevel: 'standard' }).success,
    ).toBe(false);
  });

  it('[CAT-031] an inventory item display status is confirmed, reserved, available or unknown', () => {
    expect(inventoryItemDisplayStatusSchema.parse('CONFIRMED')).toBe('confirmed');
    expect(inventoryItemDisplayStatusSchema.parse('reserved')).toBe('reserved');
    expect(inventoryItemDisplayStatusSchema.parse('available')).toBe('available');
    expect(inventoryItemDisplayStatusSchema.parse('on-fire')).toBe('unknown');
    expect(inventoryItemDisplayStatusSchema.parse(undefined)).toBe('unknown');
  });

  it('[CAT-032] a suggested price has minPrice and maxPrice', () => {
    expect(suggestedSellPriceSchema.parse({ minPrice: 180000, maxPrice: 240000 })).toEqual({
      minPrice: 180000,
      maxPrice: 240000,
    });
    expect(suggestedSellPriceSchema.safeParse({ minPrice: 1 }).success).toBe(false);
  });
});

describe('trip request record', () => {
  it('[TRP-003] has host, status, instantlyApproved, trovaAutoPriced, trip id, itinerary, item, startDate and additionalRequests', () => {
    const r = tripRequestSchema.parse({
      id: 'r1',
      host: 'h1',
      status: 'trip_created',
      instantlyApproved: true,
      trovaAutoPriced: true,
      trip: { id: 't1' },
      itinerary: { id: 'it1', maximumSpots: 12, currency: 'EUR' },
      itineraryInventoryItem: 'inv1',
      startDate: '2026-05-01',
      additionalRequests: 'none',
    });
    expect(r.status).toBe('trip-created');
    expect(r.trip?.id).toBe('t1');
    expect(r.itinerary).toEqual({ id: 'it1', maximumSpots: 12, currency: 'EUR' });
    const d = tripRequestSchema.parse({ id: 'r2', host: 'h1', itinerary: {} });
    expect(d).toMatchObject({
      status: 'pending',
      instantlyApproved: false,
      trovaAutoPriced: false,
      trip: null,
      startDate: null,
    });
    expect(d.itinerary.currency).toBe('USD');
  });

  it('[TRP-004] a trip request status is pending, trip-created, accepted or rejected', () => {
    for (const s of ['pending', 'trip-created', 'accepted', 'rejected'])
      expect(tripRequestStatusSchema.parse(s)).toBe(s);
    expect(tripRequestStatusSchema.parse('TRIP_CREATED')).toBe('trip-created');
    expect(tripRequestStatusSchema.safeParse('cancelled').success).toBe(false);
  });

  it('[TRP-005] the create response has id, instantlyApproved and error', () => {
    expect(tripRequestCreateResponseSchema.parse({ id: 'r1', instantlyApproved: true })).toEqual({
      id: 'r1',
      instantlyApproved: true,
    });
    expect(tripRequestCreateResponseSchema.parse({ error: 'Nope' })).toEqual({ error: 'Nope' });
    expect(tripRequestCreateResponseSchema.safeParse({ id: 3 }).success).toBe(false);
  });
});
