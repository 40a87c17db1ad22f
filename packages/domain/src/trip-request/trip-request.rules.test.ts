// Tests of the trip request rules: defaults, instant approval, validation messages and offers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HostRoomType, ItineraryAvailability, TripRequestFormValues } from './trip-request.schema.js';
import { itineraryAvailabilitySchema, tripRequestFormValuesSchema } from './trip-request.schema.js';
import {
  additionalRequestsWarning,
  buildTripRequestSubmitPayload,
  canSubmitTripRequest,
  changeTripRequestPackage,
  classifyTripRequestAvailabilityError,
  completeTripRequestCompanions,
  defaultTripRequestFormValues,
  defaultTripRequestPackage,
  defaultTripRequestStartDate,
  dietaryOptionsForPackage,
  emptyTripRequestCompanion,
  hostRoomPricingOccupancy,
  isInstantApprovalDate,
  isInstantApprovalEligiblePackage,
  isInstantApprovalHighlighted,
  isInstantApprovalTripRequest,
  isPrePostAccommodationOffered,
  isPrePostTransferOffered,
  isTripRequestDateSelectable,
  isTripRequestRoomCountMatchingCompanions,
  keepsInstantApproval,
  optionalActivityCost,
  optionalActivityPaidAttendees,
  prePostAccommodationStay,
  shouldFetchSuggestedSellPrice,
  suggestedSellPriceFallback,
  tripRequestCompanionBedCount,
  validateHostRoomBeds,
  validateHostRoomTotal,
  validateOptionalActivityAttendance,
  validateTripRequestCompanions,
  validateTripRequestForm,
  validateWorkshopHours,
} from './trip-request.rules.js';

const availability = (input: Record<string, unknown>): ItineraryAvailability =>
  itineraryAvailabilitySchema.parse(input);
const companion = (n: number) => ({ firstName: `C${n}`, lastName: 'Doe', ageRange: '18+' as const });
const form = (over: Partial<TripRequestFormValues> = {}): TripRequestFormValues => ({
  ...tripRequestFormValuesSchema.parse({ selectedPackage: 'standard' }),
  ...over,
});
const roomTypeArb = fc.constantFrom<HostRoomType>('one-bed', 'two-beds', 'shared-bed');

describe('defaults', () => {
  it('[CAT-035] the default package is the first enabled of standard, economy, premium', () => {
    expect(
      defaultTripRequestPackage(
        availability({
          premium: { isPackageEnabled: true },
          economy: { isPackageEnabled: true },
          standard: { isPackageEnabled: false },
        }),
      ),
    ).toBe('economy');
    expect(
      defaultTripRequestPackage(
        availability({ premium: { isPackageEnabled: true }, standard: { isPackageEnabled: true } }),
      ),
    ).toBe('standard');
    expect(defaultTripRequestPackage(availability({ standard: { isPackageEnabled: false } }))).toBeNull();
  });

  it('[CAT-036] an eligible package (standard, no inventory) defaults its start date to the first instant-approval date', () => {
    const pkg = { isInventoryEnabled: false, instantApprovalDates: ['2026-07-10', '2026-06-03'] };
    expect(defaultTripRequestStartDate('standard', pkg)).toBe('2026-06-03');
    expect(defaultTripRequestStartDate('standard', { ...pkg, isInventoryEnabled: true })).toBeNull();
    expect(defaultTripRequestStartDate('premium', pkg)).toBeNull();
    expect(defaultTripRequestStartDate('standard', { ...pkg, instantApprovalDates: [] })).toBeNull();
    expect(defaultTripRequestStartDate('standard', undefined)).toBeNull();
    expect(isInstantApprovalEligiblePackage('standard', undefined)).toBe(false);
    expect(isInstantApprovalEligiblePackage('standard', { isInventoryEnabled: false })).toBe(true);
    expect(isInstantApprovalEligiblePackage('economy', { isInventoryEnabled: false })).toBe(false);
  });

  it('[CAT-034] the default reservation form has 1 one-bed host room, the default package and its date', () => {
    const v = defaultTripRequestFormValues(
      availability({ standard: { isPackageEnabled: true, instantApprovalDates: ['2026-06-03'] } }),
    );
    expect(v?.hostRooms).toEqual([{ roomType: 'one-bed' }]);
    expect(v?.selectedPackage).toBe('standard');
    expect(v?.startDate).toBe('2026-06-03');
    expect(defaultTripRequestFormValues(availability({}))).toBeNull();
  });
});

describe('instant approval', () => {
  it('[CAT-037] is an instant-approval request only when instantlyApproved, trovaAutoPriced and accepted', () => {
    expect(isInstantApprovalTripRequest({ instantlyApproved: true, trovaAutoPriced: true, status: 'accepted' })).toBe(
      true,
    );
    expect(isInstantApprovalTripRequest({ instantlyApproved: true, trovaAutoPriced: false, status: 'accepted' })).toBe(
      false,
    );
    expect(isInstantApprovalTripRequest({ instantlyApproved: false, trovaAutoPriced: true, status: 'accepted' })).toBe(
      false,
    );
    expect(isInstantApprovalTripRequest({ instantlyApproved: true, trovaAutoPriced: true, status: 'pending' })).toBe(
      false,
    );
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('pending', 'trip-created', 'accepted', 'rejected' as const),
        (a, b, s) => {
          expect(isInstantApprovalTripRequest({ instantlyApproved: a, trovaAutoPriced: b, status: s })).toBe(
            a && b && s === 'accepted',
          );
        },
      ),
    );
  });

  it('[CAT-047] entering additional requests turns off Instant Approval', () => {
    expect(keepsInstantApproval(true, '')).toBe(true);
    expect(keepsInstantApproval(true, '   ')).toBe(true);
    expect(keepsInstantApproval(true, 'Vegan cake')).toBe(false);
    expect(keepsInstantApproval(false, '')).toBe(false);
    expect(keepsInstantApproval(true, null)).toBe(true);
    expect(keepsInstantApproval(true, undefined)).toBe(true);
  });

  it('[CAT-048] additional requests show the instant approval warning', () => {
    expect(additionalRequestsWarning('Extra towels')).toBe(
      'Adding additional requests will remove Instant Approval from your trip request.',
    );
    expect(additionalRequestsWarning('')).toBeNull();
    expect(additionalRequestsWarning(null)).toBeNull();
    expect(additionalRequestsWarning(' \n ')).toBeNull();
  });
});

describe('availability and suggested price', () => {
  it('[CAT-018] an error containing "no inventory items found" is no-inventory-items, any other is generic', () => {
    expect(classifyTripRequestAvailabilityError('Error: No inventory items found for itinerary 12')).toBe(
      'no-inventory-items',
    );
    expect(classifyTripRequestAvailabilityError('no inventory items found')).toBe('no-inventory-items');
    expect(classifyTripRequestAvailabilityError('timeout')).toBe('generic');
    expect(classifyTripRequestAvailabilityError(undefined)).toBe('generic');
  });

  it('[CAT-033] with the flag off the price is not fetched and min and max equal the trip price', () => {
    expect(shouldFetchSuggestedSellPrice(false)).toBe(false);
    expect(shouldFetchSuggestedSellPrice(true)).toBe(true);
    expect(suggestedSellPriceFallback(249900)).toEqual({ minPrice: 249900, maxPrice: 249900 });
  });

  it('[CAT-053] dietary options come from the selected package foodOptions', () => {
    const a = availability({ standard: { foodOptions: ['vegan'] }, premium: { foodOptions: ['vegan', 'kosher'] } });
    expect(dietaryOptionsForPackage(a, 'premium')).toEqual(['vegan', 'kosher']);
    expect(dietaryOptionsForPackage(a, 'standard')).toEqual(['vegan']);
    expect(dietaryOptionsForPackage(a, 'economy')).toEqual([]);
  });

  it('[CAT-054] the dietary choice resets to none when the package changes', () => {
    const v = form({ dietaryRestriction: 'vegan' });
    expect(changeTripRequestPackage(v, 'premium')).toMatchObject({
      selectedPackage: 'premium',
      dietaryRestriction: null,
    });
    expect(changeTripRequestPackage(v, 'standard').dietaryRestriction).toBe('vegan');
  });

  it('[CAT-028] a twin (two beds) room is priced as a double', () => {
    expect(hostRoomPricingOccupancy('two-beds')).toBe('double');
    expect(hostRoomPricingOccupancy('shared-bed')).toBe('double');
    expect(hostRoomPricingOccupancy('one-bed')).toBe('single');
  });
});

describe('date picker', () => {
  const pkg = {
    enabledDates: ['2026-05-01', '2026-05-02', '2026-05-03'],
    blackoutDates: ['2026-05-02'],
    instantApprovalDates: ['2026-05-03'],
  };
  it('[CAT-058] with an enabled-dates list only enabled dates are selectable', () => {
    expect(isTripRequestDateSelectable('2026-05-01', pkg)).toBe(true);
    expect(isTripRequestDateSelectable('2026-05-04', pkg)).toBe(false);
    expect(isTripRequestDateSelectable('2026-05-04', { blackoutDates: [] })).toBe(true);
  });
  it('[CAT-059] blackout dates are not selectable', () => {
    expect(isTripRequestDateSelectable('2026-05-02', pkg)).toBe(false);
    expect(isTripRequestDateSelectable('2026-05-02', { blackoutDates: ['2026-05-02'] })).toBe(false);
  });
  it('[CAT-060] instant-approval dates are highlighted', () => {
    expect(isInstantApprovalDate('2026-05-03', pkg)).toBe(true);
    expect(isInstantApprovalDate('2026-05-01', pkg)).toBe(false);
  });
  it('[CAT-061] selecting a non-instant-approval date removes the highlight', () => {
    expect(isInstantApprovalHighlighted('2026-05-03', pkg)).toBe(true);
    expect(isInstantApprovalHighlighted('2026-05-01', pkg)).toBe(false);
    expect(isInstantApprovalHighlighted(null, pkg)).toBe(false);
  });
});

describe('validation', () => {
  it('[CAT-039] each failing companion field shows "This field is required"', () => {
    expect(
      validateTripRequestCompanions([companion(1), { firstName: 'A', lastName: '', ageRange: 'x' }, null]),
    ).toEqual({
      'companions.1.lastName': 'This field is required',
      'companions.1.ageRange': 'This field is required',
      'companions.2.firstName': 'This field is required',
      'companions.2.lastName': 'This field is required',
      'companions.2.ageRange': 'This field is required',
    });
    expect(validateTripRequestCompanions([companion(1)])).toEqual({});
    // a row that is not an object at all is reported on its first field
    expect(Object.keys(validateTripRequestCompanions([companion(1), 'Ann']))).toEqual(['companions.1.firstName']);
  });

  it('[CAT-040] submission is blocked when host rooms differ from companions plus one', () => {
    expect(isTripRequestRoomCountMatchingCompanions(2, 1)).toBe(true);
    expect(isTripRequestRoomCountMatchingCompanions(1, 1)).toBe(false);
    const blocked = canSubmitTripRequest(form({ companions: [companion(1)], hostRooms: [{ roomType: 'two-beds' }] }));
    expect(blocked).toEqual({ ok: false, code: 'ROOM_COUNT_MISMATCH', reason: '2 Room(s) Limit' });
    expect(
      canSubmitTripRequest(
        form({ companions: [companion(1)], hostRooms: [{ roomType: 'one-bed' }, { roomType: 'one-bed' }] }),
      ),
    ).toEqual({ ok: true });
    fc.assert(
      fc.property(fc.nat(6), fc.nat(8), (c, r) => {
        expect(isTripRequestRoomCountMatchingCompanions(r, c)).toBe(r === c + 1);
      }),
    );
  });

  it('[CAT-041] submission is blocked when form validation fails', () => {
    const bad = form({
      companions: [{ firstName: '', lastName: 'X', ageRange: '18+' }],
      hostRooms: [{ roomType: 'one-bed' }, { roomType: 'one-bed' }],
    });
    expect(canSubmitTripRequest(bad)).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      reason: 'Some entries require your attention before continuing.',
    });
    const badWorkshop = form({ selectedWorkshopSpaces: [{ id: 'w', length: 9, service: { hoursAvailable: 3 } }] });
    expect(canSubmitTripRequest(badWorkshop).ok).toBe(false);
    expect(canSubmitTripRequest(form()).ok).toBe(true);
  });

  it('[CAT-042] the total number of rooms is at least 1', () => {
    expect(validateHostRoomTotal(0, 2)).toBe('At least 1 Room required');
    expect(validateHostRoomTotal(1, 0)).toBeNull();
    expect(validateHostRoomTotal(1.5, 2)).toBe('At least 1 Room required');
    expect(validateTripRequestForm(form({ hostRooms: [] }))).toMatchObject({
      quantityHostRooms: 'At least 1 Room required',
    });
  });

  it('[CAT-043] rooms cannot exceed companions plus 1: "{n} Room(s) Limit"', () => {
    expect(validateHostRoomTotal(3, 1)).toBe('2 Room(s) Limit');
    expect(validateHostRoomTotal(2, 1)).toBeNull();
    expect(validateTripRequestForm(form({ quantityHostRooms: 2 })).quantityHostRooms).toBe('1 Room(s) Limit');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(10), (rooms, c) => {
        expect(validateHostRoomTotal(rooms, c)).toBe(rooms > c + 1 ? `${c + 1} Room(s) Limit` : null);
      }),
    );
  });

  it('[CAT-044] companion beds across the rooms must equal the companions', () => {
    expect(tripRequestCompanionBedCount([{ roomType: 'one-bed' }])).toBe(0);
    expect(tripRequestCompanionBedCount([{ roomType: 'two-beds' }, { roomType: 'one-bed' }])).toBe(2);
    expect(validateHostRoomBeds([{ roomType: 'one-bed' }], 0)).toBeNull();
    expect(validateHostRoomBeds([{ roomType: 'shared-bed' }], 1)).toBeNull();
    expect(validateHostRoomBeds([{ roomType: 'one-bed' }], 2)).toBe(
      'This configuration has 0 beds for 2 companions. Please configure to 2 beds or shared beds.',
    );
    expect(validateHostRoomBeds([{ roomType: 'two-beds' }, { roomType: 'two-beds' }], 1)).toBe(
      'This configuration has 3 beds for 1 companions. Please configure to 1 beds or shared beds.',
    );
    fc.assert(
      fc.property(fc.array(roomTypeArb, { minLength: 1, maxLength: 6 }), fc.nat(8), (types, c) => {
        const rooms = types.map((roomType) => ({ roomType }));
        const beds = tripRequestCompanionBedCount(rooms);
        expect(validateHostRoomBeds(rooms, c) === null).toBe(beds === c);
      }),
    );
  });

  it('[CAT-045] optional activity attendance is 0..host + companions: "N Host + Companions Limit"', () => {
    expect(validateOptionalActivityAttendance(-1, 2)).toBe('Cannot be below 0');
    expect(validateOptionalActivityAttendance(0, 2)).toBeNull();
    expect(validateOptionalActivityAttendance(3, 2)).toBeNull();
    expect(validateOptionalActivityAttendance(4, 2)).toBe('3 Host + Companions Limit');
    expect(validateOptionalActivityAttendance(1.5, 2)).toBe('Cannot be below 0');
    expect(
      validateTripRequestForm(form({ hostSelectedOptionalServices: [{ id: 's', numberOptingIn: 2, service: {} }] })),
    ).toEqual({ 'hostSelectedOptionalServices.0.numberOptingIn': '1 Host + Companions Limit' });
    expect(
      validateTripRequestForm(form({ hostSelectedOptionalServices: [{ id: 's', numberOptingIn: 1, service: {} }] })),
    ).toEqual({});
    expect(
      validateTripRequestForm(form({ hostSelectedOptionalActivities: [{ id: 'a', numberOptingIn: 2, service: {} }] })),
    ).toEqual({ 'hostSelectedOptionalActivities.0.numberOptingIn': '1 Host + Companions Limit' });
  });

  it('[CAT-046] workshop hours are 1..hours available: "N Hour(s) Limit"', () => {
    expect(validateWorkshopHours(0, 4)).toBe('At least 1 Hour required');
    expect(validateWorkshopHours(1, 4)).toBeNull();
    expect(validateWorkshopHours(4, 4)).toBeNull();
    expect(validateWorkshopHours(5, 4)).toBe('4 Hour(s) Limit');
    expect(validateWorkshopHours(1.5, 4)).toBe('At least 1 Hour required');
    // a workshop space without hours available offers none
    expect(validateTripRequestForm(form({ selectedWorkshopSpaces: [{ id: 'w', length: 1, service: {} }] }))).toEqual({
      'selectedWorkshopSpaces.0.length': '0 Hour(s) Limit',
    });
    expect(
      validateTripRequestForm(
        form({ selectedWorkshopSpaces: [{ id: 'w', length: 6, service: { hoursAvailable: 2 } }] }),
      ),
    ).toEqual({ 'selectedWorkshopSpaces.0.length': '2 Hour(s) Limit' });
  });

  it('[CAT-038] [CAT-039] an added companion starts empty, each field required on Reserve, and is sent only once complete', () => {
    const draft = { ...form({ companions: [companion(1)] }), companions: [companion(1), emptyTripRequestCompanion()] };
    expect(validateTripRequestForm(draft)).toMatchObject({
      'companions.1.firstName': 'This field is required',
      'companions.1.lastName': 'This field is required',
      'companions.1.ageRange': 'This field is required',
    });
    expect(canSubmitTripRequest(draft).ok).toBe(false);
    expect(completeTripRequestCompanions(draft.companions)).toBeNull();
    expect(buildTripRequestSubmitPayload(draft, 'it9')).toBeNull();
    const filled = { firstName: ' Ann ', lastName: 'Lee', ageRange: '3-12' as const };
    expect(completeTripRequestCompanions([companion(1), filled])).toEqual([
      companion(1),
      { firstName: 'Ann', lastName: 'Lee', ageRange: '3-12' },
    ]);
  });

  it('[CAT-025] the submit payload is the form values plus itinerary id, hostRooms and companions', () => {
    const v = form({ companions: [companion(1)] });
    const p = buildTripRequestSubmitPayload(v, 'it9');
    if (!p) throw new Error('a complete form has a payload');
    expect(p.itinerary).toEqual({ id: 'it9' });
    expect(p.hostRooms).toEqual(v.hostRooms);
    expect(p.companions).toEqual([companion(1)]);
    expect(p.selectedPackage).toBe('standard');
  });
});

describe('optional activities and pre/post offers', () => {
  it('[CAT-051] the host joins optional activities free of charge', () => {
    expect(optionalActivityPaidAttendees(3)).toBe(2);
    expect(optionalActivityPaidAttendees(0)).toBe(0);
    expect(optionalActivityPaidAttendees(2, false)).toBe(2);
    expect(optionalActivityCost(5000, 3)).toBe(10000);
    expect(optionalActivityCost(5000, 1)).toBe(0);
  });

  it('[CAT-055] pre/post accommodation is offered only when every room type is priced or a priced service exists, and the itinerary has it', () => {
    const accommodation = { single: { price: 12000 }, double: { price: 0 } };
    expect(
      isPrePostAccommodationOffered({ itineraryHasAccommodation: true, roomTypes: ['one-bed'], accommodation }),
    ).toBe(true);
    expect(
      isPrePostAccommodationOffered({
        itineraryHasAccommodation: true,
        roomTypes: ['one-bed', 'two-beds'],
        accommodation,
      }),
    ).toBe(false);
    expect(
      isPrePostAccommodationOffered({
        itineraryHasAccommodation: true,
        roomTypes: ['two-beds'],
        accommodation,
        pricedServiceExists: true,
      }),
    ).toBe(true);
    expect(
      isPrePostAccommodationOffered({
        itineraryHasAccommodation: false,
        roomTypes: ['one-bed'],
        accommodation,
        pricedServiceExists: true,
      }),
    ).toBe(false);
  });

  it('[CAT-056] pre/post accommodation covers one night before or after the trip', () => {
    expect(prePostAccommodationStay('2026-03-01', 7, 'before')).toEqual({
      checkIn: '2026-02-28',
      checkOut: '2026-03-01',
      nights: 1,
    });
    expect(prePostAccommodationStay('2026-03-01', 7, 'after')).toEqual({
      checkIn: '2026-03-07',
      checkOut: '2026-03-08',
      nights: 1,
    });
  });

  it('[CAT-057] transfers are offered only with a priced service and an item pre or post transfer price', () => {
    const item = { preTransferPrice: 4000, postTransferPrice: null };
    expect(isPrePostTransferOffered('before', { price: 5000 }, item)).toBe(true);
    expect(isPrePostTransferOffered('after', { price: 5000 }, item)).toBe(false);
    expect(isPrePostTransferOffered('before', { price: 0 }, item)).toBe(false);
    expect(isPrePostTransferOffered('before', null, item)).toBe(false);
    expect(isPrePostTransferOffered('before', { price: 5000 }, { preTransferPrice: 0 })).toBe(true);
  });
});
