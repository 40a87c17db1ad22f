// Tests of the host trip link builder and trip path shape.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES, tripStatusSchema } from '../shared/statuses.js';
import {
  buildHostTripLink,
  buildHostTripPath,
  HOST_TRIP_PATH_ACTIONS,
  opensHostTripRequestView,
} from './trip-link.rules.js';

describe('trip link builder', () => {
  it('[CAT-066] a trip request, or a created/partner-approved trip, links to /{id}/request', () => {
    expect(buildHostTripLink({ id: 'r1', isTripRequest: true })).toBe('/app/host/trips/r1/request?model=tripRequest');
    expect(buildHostTripLink({ id: 't1', status: 'created' })).toBe('/app/host/trips/t1/request?model=trip');
    expect(buildHostTripLink({ id: 't1', status: 'partner_approved' })).toBe('/app/host/trips/t1/request?model=trip');
    expect(opensHostTripRequestView({ status: 'live' })).toBe(false);
    expect(opensHostTripRequestView({})).toBe(false);
    expect(opensHostTripRequestView({ status: null, isTripRequest: false })).toBe(false);
    expect(buildHostTripLink({ id: 'a/b', status: 'live' }, 'promote')).toBe(
      '/app/host/trips/a%2Fb/promote?model=trip',
    );
  });

  it('[CAT-067] any other trip appends a tab, defaulting to configuration', () => {
    expect(buildHostTripLink({ id: 't1', status: 'live' })).toBe('/app/host/trips/t1/configuration?model=trip');
    expect(buildHostTripLink({ id: 't1', status: 'host_approved' }, 'pricing')).toBe(
      '/app/host/trips/t1/pricing?model=trip',
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...TRIP_STATUSES.filter((s) => s !== 'created' && s !== 'partner-approved')),
        fc.constantFrom(...HOST_TRIP_PATH_ACTIONS),
        (status, tab) => {
          expect(buildHostTripLink({ id: 'x', status }, tab)).toBe(`/app/host/trips/x/${tab}?model=trip`);
        },
      ),
    );
  });

  it('[CAT-068] the link carries model=trip or model=tripRequest', () => {
    expect(buildHostTripLink({ id: 'tripId', status: 'confirmed' })).toBe(
      '/app/host/trips/tripId/configuration?model=trip',
    );
    expect(buildHostTripLink({ id: 'reqId', isTripRequest: true }, 'pricing')).toMatch(/\?model=tripRequest$/);
  });

  it('[CAT-069] a trip path is {app}/trips/{tripId}/{action} with the listed actions', () => {
    expect(buildHostTripPath('/app/host', 't9', 'services-agreement')).toBe('/app/host/trips/t9/services-agreement');
    expect(buildHostTripPath('/app/host/', 't9', 'trip-overview')).toBe('/app/host/trips/t9/trip-overview');
    expect(buildHostTripPath('/app/host//', 't 9', 'pricing')).toBe('/app/host/trips/t%209/pricing');
    expect(buildHostTripPath('/app/x/host', 't9', 'pricing')).toBe('/app/x/host/trips/t9/pricing');
  });
});

describe('trip statuses', () => {
  it('[TRP-002] hyphenated trip status spellings are the same statuses', () => {
    expect(tripStatusSchema.parse('partner-approved')).toBe(tripStatusSchema.parse('partner_approved'));
    expect(tripStatusSchema.parse('ready-to-confirm')).toBe(tripStatusSchema.parse('ready_to_confirm'));
    expect(tripStatusSchema.parse('trova-pricing-approved')).toBe(tripStatusSchema.parse('trova_pricing_approved'));
    expect(opensHostTripRequestView({ status: 'partner-approved' })).toBe(
      opensHostTripRequestView({ status: 'partner_approved' }),
    );
  });

  it('[TRP-001] the trip statuses are the eleven of the lifecycle', () => {
    const spec = [
      'created',
      'partner_approved',
      'trova_pricing_approved',
      'host_approved',
      'early_confirmed',
      'live',
      'ready_to_confirm',
      'confirmed',
      'closed',
      'complete',
      'cancelled',
    ];
    expect(new Set(spec.map((s) => tripStatusSchema.parse(s)))).toEqual(new Set(TRIP_STATUSES));
  });
});

// The spec's list of trip path actions, held against the spec's table (buildHostTripPath takes any of them).
describe("the spec's lists", () => {
  it.each([
    [
      '[CAT-069] the trip path actions',
      HOST_TRIP_PATH_ACTIONS,
      [
        'configuration',
        'pricing',
        'itinerary',
        'bookings',
        'preview',
        'success',
        'services-agreement',
        'promote',
        'trip-overview',
      ],
    ],
  ])('%s', (_name, actual, spec) => expect([...actual]).toEqual(spec));
});
