// Tests of the Trip entity and the operator trip rules (groups, approval, manifest, travellers, creation).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capHostLevel } from '../host/host.schema.js';
import { TRIP_STATUSES, tripStatusSchema, USER_GROUPS } from '../shared/statuses.js';
import { HOST_REQUEST_SUMMARY_SECTIONS, OPERATOR_TRIP_GROUPS, TRIP_MESSAGES } from './trip.constants.js';
import { tripCompanionSchema, tripSchema } from './trip.schema.js';
import {
  canApproveTrip,
  canDownloadTripManifest,
  canUserGroupOperateTrips,
  groupOperatorTrips,
  hostRequestSummary,
  isOperatorTripPricingEnabled,
  newTripFromTripRequest,
  operatorTripGroupOf,
  operatorTripReviewDetailsPath,
  operatorTripStepPath,
  operatorTripsRedirectPath,
  tripStatusContractSpelling,
  tripTravellersCount,
} from './trip.rules.js';

describe('Trip entity', () => {
  it('[OPT-002] parses a trip with every field of the operator view', () => {
    const trip = tripSchema.parse({
      id: 't1',
      shortId: 'ABC12',
      name: 'Tuscany',
      status: 'trova_pricing_approved',
      startDate: '2026-09-01',
      itinerary: 'it1',
      tripRequestId: 'tr1',
      servicesByDay: [[{ service: 's1', duration: 1, dayIndex: 0 }]],
      minimumSpots: 4,
      maximumSpots: 12,
      costThresholds: [{ numberOfTravelers: 5, pricePerTraveler: 2000_00 }],
      additionalCosts: { singleSupplement: { price: 400_00, quantity: 3 } },
      optionalServices: [{ name: 'Cooking class' }],
      hostSelectedOptionalServices: [{ id: 'o1', numberOptingIn: 2 }],
      selectedWorkshopSpaces: [{ id: 'w1', length: 2 }],
      accommodationsServices: [{ _id: 'a1' }],
      transferServices: [{ _id: 'x1' }],
      operatorTerms: true,
      servicesToUpdate: ['s1'],
      currency: 'EUR',
      host: { id: 'h1' },
      tripRequest: { id: 'tr1' },
      itineraryInventoryItem: { id: 'inv1', costSchedule: [{ numberOfTravelers: 4, price: 1800_00 }] },
      instantlyApproved: false,
      quantityHostRooms: 1,
      hostRooms: [{ roomType: 'one-bed' }],
      selectedPackage: 'premium',
      dietaryRestriction: 'Vegan',
      additionalRequests: 'Late check-out',
      companions: [{ firstName: 'Ana', lastName: 'Li', ageRange: '13-17' }],
      accountManager: 'am1',
      emailCampaigns: [{ name: 'Launch' }],
      itineraryData: { name: 'Tuscany' },
      operatorTechnicalItineraryApproved: false,
      adminTechnicalItineraryApproved: true,
      hostGroundTransfers: [{ id: 'g1' }],
      additionalOptionalServices: [{ type: 'singleSupplement', name: 'Single room', price: 300_00 }],
    });
    expect(trip.status).toBe('pricing-approved');
    expect(trip.additionalCosts?.singleSupplement).toEqual({ price: 400_00, quantity: 3 });
    expect(trip.itineraryInventoryItem?.costSchedule[0]?.price).toBe(1800_00);
    expect(trip.companions[0]?.ageRange).toBe('13-17');
    expect(trip.adminTechnicalItineraryApproved).toBe(true);
  });

  it('[OPT-002] defaults a minimal trip: status created, no tiers, technical itinerary not approved', () => {
    const trip = tripSchema.parse({ name: 'X', startDate: '2026-01-10' });
    expect(trip.status).toBe('created');
    expect(trip.costThresholds).toEqual([]);
    expect(trip.operatorTechnicalItineraryApproved).toBe(false);
    expect(trip.currency).toBe('USD');
  });

  it('also carries the host view fields', () => {
    const trip = tripSchema.parse({
      _id: 't2',
      name: 'Y',
      startDate: '2026-01-10',
      endDate: '2026-01-15',
      launchDate: '2025-10-01T15:00:00Z',
      photos: { hero: 'h.jpg' },
      prices: { initial: 500_00 },
      hostTerms: { minimumSpots: 6 },
      publishStatus: 'in_review',
    });
    expect(trip.launchDate?.toISOString()).toBe('2025-10-01T15:00:00.000Z');
    expect(trip.publishStatus).toBe('in-review');
    expect(trip.photos?.itineraryPhotos).toEqual([]);
  });

  it('[OPT-003] a companion ageRange is one of 18+, 13-17, 3-12, 0-2', () => {
    for (const ageRange of ['18+', '13-17', '3-12', '0-2'])
      expect(tripCompanionSchema.parse({ ageRange }).ageRange).toBe(ageRange);
    expect(tripCompanionSchema.safeParse({ ageRange: '65+' }).success).toBe(false);
  });

  it('[OPT-041] the single supplement quantity has a minimum of 0', () => {
    const base = { name: 'X', startDate: '2026-01-10' };
    expect(tripSchema.safeParse({ ...base, additionalCosts: { singleSupplement: { quantity: -1 } } }).success).toBe(
      false,
    );
    expect(
      tripSchema.parse({ ...base, additionalCosts: { singleSupplement: {} } }).additionalCosts?.singleSupplement,
    ).toEqual({
      price: 0,
      quantity: 0,
    });
  });

  it('[OPT-037] trip tier traveler counts and prices are whole numbers', () => {
    const base = { name: 'X', startDate: '2026-01-10' };
    expect(
      tripSchema.safeParse({ ...base, costThresholds: [{ numberOfTravelers: 2.5, pricePerTraveler: 1 }] }).success,
    ).toBe(false);
  });
});

describe('trip statuses', () => {
  it('[OPT-005] pricing-approved is spelled trova-pricing-approved in the contract (DECIDE) and parses back', () => {
    expect(tripStatusContractSpelling('pricing-approved')).toBe('trova-pricing-approved');
    expect(tripStatusContractSpelling('live')).toBe('live');
    fc.assert(
      fc.property(fc.constantFrom(...TRIP_STATUSES), (s) => {
        expect(tripStatusSchema.parse(tripStatusContractSpelling(s))).toBe(s);
      }),
    );
  });

  it('[OPT-006] underscore spellings are recognised', () => {
    expect(
      ['partner_approved', 'host_approved', 'ready_to_confirm', 'early_confirmed'].map((s) =>
        tripStatusSchema.parse(s),
      ),
    ).toEqual(['partner-approved', 'host-approved', 'ready-to-confirm', 'early-confirmed']);
  });
});

describe('operator trip groups', () => {
  it('[OPT-007] the groups and priorities are New Trip Requests 1, Pending Review 2, Live 3, Confirmed 4, Complete 5', () => {
    expect(OPERATOR_TRIP_GROUPS.map((g) => [g.label, g.priority])).toEqual([
      ['New Trip Requests', 1],
      ['Pending Review', 2],
      ['Live', 3],
      ['Confirmed', 4],
      ['Complete', 5],
    ]);
  });

  it('[OPT-008] New Trip Requests holds created only', () => {
    expect(TRIP_STATUSES.filter((s) => operatorTripGroupOf(s)?.label === 'New Trip Requests')).toEqual(['created']);
  });

  it('[OPT-009] Pending Review holds pricing-approved, host-approved, partner-approved and early-confirmed', () => {
    expect(new Set(TRIP_STATUSES.filter((s) => operatorTripGroupOf(s)?.label === 'Pending Review'))).toEqual(
      new Set(['pricing-approved', 'host-approved', 'partner-approved', 'early-confirmed']),
    );
  });

  it('[OPT-010] Live holds live and ready-to-confirm', () => {
    expect(TRIP_STATUSES.filter((s) => operatorTripGroupOf(s)?.label === 'Live')).toEqual(['live', 'ready-to-confirm']);
  });

  it('[OPT-011] Confirmed holds confirmed and closed', () => {
    expect(TRIP_STATUSES.filter((s) => operatorTripGroupOf(s)?.label === 'Confirmed')).toEqual(['confirmed', 'closed']);
  });

  it('[OPT-012] Complete holds complete; cancelled is in no group', () => {
    expect(TRIP_STATUSES.filter((s) => operatorTripGroupOf(s)?.label === 'Complete')).toEqual(['complete']);
    expect(operatorTripGroupOf('cancelled')).toBeUndefined();
  });

  it('[OPT-007] groups are listed by priority and the root redirects to the first item of the lowest-priority group', () => {
    const items = [
      { id: 'a', status: 'live' as const },
      { id: 'b', status: 'complete' as const },
      { id: 'c', status: 'created' as const, model: 'tripRequest' as const },
    ];
    expect(groupOperatorTrips(items).map((g) => g.label)).toEqual(['New Trip Requests', 'Live', 'Complete']);
    expect(operatorTripsRedirectPath(items)).toBe('/app/operator/trips/c/review-details?model=tripRequest');
    expect(operatorTripsRedirectPath(items.slice(0, 2))).toBe('/app/operator/trips/a/review-details?model=trip');
    expect(operatorTripsRedirectPath([])).toBeUndefined();
    // Each group carries its key, label and priority and only its own items, in the list's order.
    const more = [
      ...items,
      { id: 'd', status: 'ready-to-confirm' as const },
      { id: 'e', status: 'cancelled' as const },
    ];
    expect(groupOperatorTrips(more)).toEqual([
      { key: 'new-trip-requests', label: 'New Trip Requests', priority: 1, items: [more[2]] },
      { key: 'live', label: 'Live', priority: 3, items: [more[0], more[3]] },
      { key: 'complete', label: 'Complete', priority: 5, items: [more[1]] },
    ]);
    // A cancelled trip alone leaves nothing to redirect to.
    expect(operatorTripsRedirectPath([{ id: 'e', status: 'cancelled' as const }])).toBeUndefined();
  });

  it('[OPT-007] every non-cancelled status belongs to exactly one group', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRIP_STATUSES.filter((s) => s !== 'cancelled')), (s) => {
        expect(OPERATOR_TRIP_GROUPS.filter((g) => (g.statuses as readonly string[]).includes(s))).toHaveLength(1);
      }),
    );
  });
});

describe('operator trip actions', () => {
  it('[OPT-001] operators review, price and approve trips and submit the technical itinerary', () => {
    for (const g of USER_GROUPS) expect(canUserGroupOperateTrips(g)).toBe(g === 'operator');
    expect(isOperatorTripPricingEnabled('trip')).toBe(true);
    expect(isOperatorTripPricingEnabled('tripRequest')).toBe(false);
  });

  it("[OPT-035] [OPT-036] 'Approve Trip' needs the operator terms ticked and a trip still created", () => {
    for (const status of TRIP_STATUSES) {
      expect(canApproveTrip({ status, operatorTerms: true })).toBe(status === 'created');
      expect(canApproveTrip({ status, operatorTerms: false })).toBe(false);
    }
  });

  it('[OPT-053] each operator step has its path; review-pricing and success always carry model=trip', () => {
    expect(operatorTripStepPath('t 1', 'review-details')).toBe('/app/operator/trips/t%201/review-details?model=trip');
    expect(operatorTripStepPath('t1', 'review-details', 'tripRequest')).toBe(
      '/app/operator/trips/t1/review-details?model=tripRequest',
    );
    expect(operatorTripStepPath('t1', 'configure-services', 'tripRequest')).toBe(
      '/app/operator/trips/t1/configure-services?model=tripRequest',
    );
    expect(operatorTripStepPath('t1', 'review-pricing', 'tripRequest')).toBe(
      '/app/operator/trips/t1/review-pricing?model=trip',
    );
    expect(operatorTripStepPath('t1', 'success', 'tripRequest')).toBe('/app/operator/trips/t1/success?model=trip');
  });

  it("[OPT-014] 'Download Manifest' is shown only for confirmed or closed trips", () => {
    expect(TRIP_STATUSES.filter(canDownloadTripManifest)).toEqual(['confirmed', 'closed']);
  });

  it('[OPT-054] the travellers count is companions + 1', () => {
    expect(tripTravellersCount([])).toBe(1);
    expect(tripTravellersCount([{}, {}])).toBe(3);
    fc.assert(
      fc.property(fc.nat(50), (n) => {
        expect(tripTravellersCount(n)).toBe(n + 1);
      }),
    );
  });

  it('[OPT-057] host levels range from 0 to 3, higher values capped at 3', () => {
    expect([0, 1, 2, 3, 4, 9].map(capHostLevel)).toEqual([0, 1, 2, 3, 3, 3]);
  });
});

describe('creating a trip from a trip request', () => {
  const input = {
    tripRequest: {
      id: 'tr1',
      host: 'h1',
      startDate: '2026-09-01',
      selectedPackage: 'standard' as const,
      companions: [{ firstName: 'Ana', ageRange: '18+' }],
      additionalRequests: 'Window seats',
    },
    itinerary: { id: 'it1', name: 'Tuscany', currency: 'EUR' as const, maximumSpots: 14 },
  };

  it('[OPT-052] saves a trip with status created, linked to the request and the itinerary', () => {
    const trip = newTripFromTripRequest(input);
    expect(trip).toMatchObject({
      name: 'Tuscany',
      status: 'created',
      startDate: '2026-09-01',
      itinerary: 'it1',
      tripRequestId: 'tr1',
      host: 'h1',
      currency: 'EUR',
      maximumSpots: 14,
      selectedPackage: 'standard',
      additionalRequests: 'Window seats',
    });
    expect(tripSchema.parse(trip).status).toBe('created');
  });

  it('[OPT-052] the new trip copies every request and itinerary field, with defaults for those left out', () => {
    const bare = newTripFromTripRequest({
      tripRequest: { id: 'tr2', host: 'h2', startDate: '2026-10-01' },
      itinerary: { id: 'it2', name: 'Atlas' },
    });
    // Strictly: a field left out is absent, not present as undefined.
    expect(bare).toStrictEqual({
      name: 'Atlas',
      status: 'created',
      startDate: '2026-10-01',
      itinerary: 'it2',
      tripRequestId: 'tr2',
      host: 'h2',
      currency: 'USD',
      servicesByDay: [],
      companions: [],
      hostRooms: [],
      dietaryRestriction: null,
      additionalRequests: '',
      instantlyApproved: false,
    });
    const servicesByDay = [[{ service: 's1' }], []];
    const full = newTripFromTripRequest({
      tripRequest: {
        ...input.tripRequest,
        hostRooms: [{ roomType: 'one-bed' }],
        dietaryRestriction: 'Vegan',
        instantlyApproved: true,
      },
      itinerary: { ...input.itinerary, minimumSpots: 0, servicesByDay },
    });
    expect(full).toMatchObject({
      minimumSpots: 0,
      maximumSpots: 14,
      servicesByDay,
      companions: [{ firstName: 'Ana', ageRange: '18+' }],
      hostRooms: [{ roomType: 'one-bed' }],
      dietaryRestriction: 'Vegan',
      instantlyApproved: true,
    });
    // The lists are copies: changing the trip's does not change the request's or the itinerary's.
    expect(full.servicesByDay).not.toBe(servicesByDay);
    expect(full.companions).not.toBe(input.tripRequest.companions);
    expect(() => newTripFromTripRequest({ ...input, tripRequest: { ...input.tripRequest, startDate: '' } })).toThrow(
      RangeError,
    );
  });

  it('needs the fetched itinerary and a request start date', () => {
    expect(() => newTripFromTripRequest({ ...input, tripRequest: { ...input.tripRequest, startDate: null } })).toThrow(
      'A trip request needs a start date to become a trip',
    );
  });

  it('[OPT-053] the operator is sent to the trip review details', () => {
    expect(operatorTripReviewDetailsPath('t 9')).toBe('/app/operator/trips/t%209/review-details?model=trip');
  });

  it('[OPT-013] the host-request summary shows host, selected options, companions and additional requests (DECIDE)', () => {
    const summary = hostRequestSummary({
      host: { firstName: 'Maya', lastName: 'Stone' },
      selectedPackage: 'premium',
      hostRooms: [{ roomType: 'one-bed' }],
      selectedWorkshopSpaces: [{ length: 3, service: { name: 'Studio' } }],
      hostSelectedOptionalServices: [{ numberOptingIn: 2, service: { name: 'Wine tasting' } }],
      companions: [{ firstName: 'Ana', lastName: 'Li', ageRange: '13-17' }],
      additionalRequests: ' Quiet rooms ',
    });
    expect(summary.map((s) => s.title)).toEqual([...HOST_REQUEST_SUMMARY_SECTIONS]);
    expect(summary).toEqual([
      { title: 'Host', lines: ['Maya Stone · 2 travellers'] },
      {
        title: 'Selected options',
        lines: ['Package: Premium', 'Host rooms: one-bed', 'Workshop space: Studio (3 h)', 'Wine tasting: 2 opting in'],
      },
      { title: 'Companions', lines: ['Ana Li (13-17)'] },
      { title: 'Additional requests', lines: ['Quiet rooms'] },
    ]);
  });

  it('[OPT-013] the summary names the host by display name, else first and last name, else Host', () => {
    const hostLine = (host: Parameters<typeof hostRequestSummary>[0]['host']) =>
      hostRequestSummary({ host })[0]?.lines[0];
    expect(hostLine({ displayName: ' Maya S. ', firstName: 'Maya', lastName: 'Stone' })).toBe('Maya S. · 1 travellers');
    expect(hostLine({ displayName: '  ', lastName: 'Stone' })).toBe('Stone · 1 travellers');
    expect(hostLine({ firstName: 'Maya' })).toBe('Maya · 1 travellers');
    expect(hostLine({ firstName: ' ', lastName: '' })).toBe('Host · 1 travellers');
    expect(hostLine({})).toBe('Host · 1 travellers');
  });

  it('[OPT-013] unnamed services and companions get generic names; stays, diet and blank requests as worded', () => {
    const summary = hostRequestSummary({
      host: { displayName: 'Maya' },
      hostRooms: [{ roomType: 'one-bed' }, { roomType: 'two-bed' }],
      selectedWorkshopSpaces: [{ length: 2 }, { length: 1, service: {} }],
      hostSelectedOptionalServices: [{ numberOptingIn: 0 }],
      prePost: ['Pre-trip night in Lisbon', 'Airport transfer'],
      dietaryRestriction: 'Gluten free',
      companions: [{ firstName: 'Ana' }, { lastName: 'Li', ageRange: '0-2' }, {}],
      additionalRequests: '   ',
    });
    expect(summary).toEqual([
      { title: 'Host', lines: ['Maya · 4 travellers'] },
      {
        title: 'Selected options',
        lines: [
          'Host rooms: one-bed, two-bed',
          'Workshop space: Workshop (2 h)',
          'Workshop space: Workshop (1 h)',
          'Optional service: 0 opting in',
          'Pre-trip night in Lisbon',
          'Airport transfer',
          'Dietary restriction: Gluten free',
        ],
      },
      { title: 'Companions', lines: ['Ana', 'Li (0-2)', 'Companion'] },
      { title: 'Additional requests', lines: [] },
    ]);
    // Nothing chosen: every list is empty, an empty room list and no diet included.
    expect(hostRequestSummary({ host: {}, hostRooms: [], dietaryRestriction: null }).map((s) => s.lines)).toEqual([
      ['Host · 1 travellers'],
      [],
      [],
      [],
    ]);
  });
});

// The spec's list of trip statuses, in lifecycle order, held against the spec's table (the trip machine and every
// status rule above read it).
describe("the spec's lists", () => {
  it.each([
    [
      '[OPT-004] the eleven trip statuses, in lifecycle order',
      TRIP_STATUSES,
      [
        'created',
        'partner-approved',
        'pricing-approved',
        'host-approved',
        'live',
        'ready-to-confirm',
        'early-confirmed',
        'confirmed',
        'closed',
        'complete',
        'cancelled',
      ],
    ],
  ])('%s', (_name, actual, spec) => expect([...actual]).toEqual(spec));
});

// Labels and save texts no rule reads yet: the behaviour test comes with the operator's trip screens ('Trip Saved' as a
// toast is proven by operatorTripPricingActionOutcome above).
describe('spec values', () => {
  it.each([
    ["[OPT-014] the 'Download Manifest' action", TRIP_MESSAGES.downloadManifest, 'Download Manifest'],
    [
      "[OPT-018] the 'Save Trip' action and its toast",
      [TRIP_MESSAGES.saveTrip, TRIP_MESSAGES.tripSavedToast],
      ['Save Trip', 'Trip Saved'],
    ],
    [
      '[OPT-058] [OPT-059] [OPT-060] the save success messages',
      [TRIP_MESSAGES.tripRequestSaved, TRIP_MESSAGES.tripSaved, TRIP_MESSAGES.tripSavedLong],
      ['Trip request saved', 'Trip saved', 'Trip Saved. Trip has been successfully saved!'],
    ],
  ])('%s', (_name, actual, spec) => expect(actual).toEqual(spec));
});
