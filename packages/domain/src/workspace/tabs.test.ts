// Tests of the trip workspace tabs: who uses them, routes, hiding, gating, and the get-going actions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES, USER_GROUPS } from '../shared/statuses.js';
import {
  areHostTripTabsHidden,
  canUseHostTripTabs,
  getGoingActions,
  hostTripTabs,
  isHostTripTabEnabled,
} from './tabs.rules.js';
import {
  GET_GOING_HEADING,
  GET_GOING_LEVEL_ZERO_TEXT,
  HOST_TRIP_DETAIL_TABS,
  HOST_TRIP_PREVIEW_ROUTE,
  HOST_TRIP_REQUEST_ROUTE,
  HOST_TRIP_TAB_ROUTES,
} from './workspace.constants.js';

describe('trip tabs', () => {
  it('[WSP-002] only hosts use the trip tabs', () => {
    expect(USER_GROUPS.filter(canUseHostTripTabs)).toEqual(['host']);
  });

  it('[WSP-007] the trip tab routes', () => {
    expect(Object.values(HOST_TRIP_TAB_ROUTES)).toEqual([
      '/configuration',
      '/pricing',
      '/itinerary',
      '/promote',
      '/bookings',
      '/travel-info',
      '/get-going',
    ]);
  });

  it('[WSP-011] the detail tabs are Launch, Pricing, Itinerary, Promote, Bookings and Travel Info plus a preview route', () => {
    expect(HOST_TRIP_DETAIL_TABS.map((t) => [t.label, t.route])).toEqual([
      ['Launch', null],
      ['Pricing', '/pricing'],
      ['Itinerary', '/itinerary'],
      ['Promote', '/promote'],
      ['Bookings', '/bookings'],
      ['Travel Info', '/travel-info'],
    ]);
  });

  it('[WSP-013] DECIDE: tabs are hidden for a trip request and for created and partner-approved trips', () => {
    expect(TRIP_STATUSES.filter((status) => areHostTripTabsHidden({ status, isTripRequest: false }))).toEqual([
      'created',
      'partner-approved',
    ]);
    expect(areHostTripTabsHidden({ status: 'live', isTripRequest: true })).toBe(true);
    expect(hostTripTabs({ status: 'created', isTripRequest: false })).toEqual([]);
  });

  it('[WSP-014] DECIDE: Promote, Bookings and Travel Info are enabled from host-approved through closed only', () => {
    for (const tab of ['promote', 'bookings', 'travel-info'] as const)
      expect(TRIP_STATUSES.filter((s) => isHostTripTabEnabled(tab, s))).toEqual([
        'host-approved',
        'live',
        'ready-to-confirm',
        'early-confirmed',
        'confirmed',
        'closed',
      ]);
    expect(isHostTripTabEnabled('pricing', 'pricing-approved')).toBe(true);
    const tabs = hostTripTabs({ status: 'pricing-approved', isTripRequest: false });
    expect(tabs.filter((t) => !t.enabled).map((t) => t.key)).toEqual(['promote', 'bookings', 'travel-info']);
  });

  it('[WSP-015] Promote, Bookings and Travel Info are disabled on a complete trip; other tabs stay enabled', () => {
    const tabs = hostTripTabs({ status: 'complete', isTripRequest: false });
    expect(tabs.filter((t) => t.enabled).map((t) => t.key)).toEqual(['launch', 'pricing', 'itinerary']);
    fc.assert(
      fc.property(fc.constantFrom(...HOST_TRIP_DETAIL_TABS.map((t) => t.key)), (tab) => {
        expect(isHostTripTabEnabled(tab, 'complete')).toBe(['launch', 'pricing', 'itinerary'].includes(tab));
      }),
    );
  });
});

describe('get-going empty state', () => {
  it('[WSP-009] level ZERO is told to collect 100 survey responses and only offered Survey Audience', () => {
    expect(getGoingActions(0)).toEqual([{ key: 'survey-audience', label: 'Survey Audience' }]);
  });

  it('[WSP-010] other hosts get Explore Itineraries and Survey Audience', () => {
    for (const level of [1, 2, 3])
      expect(getGoingActions(level).map((a) => a.label)).toEqual(['Explore Itineraries', 'Survey Audience']);
  });
});

// Routes and texts no rule reads yet: the behaviour test comes with the trip workspace screens.
describe('spec values', () => {
  it.each([
    [
      '[WSP-011] the preview and request routes',
      [HOST_TRIP_PREVIEW_ROUTE, HOST_TRIP_REQUEST_ROUTE],
      ['/preview', '/request'],
    ],
    ['[WSP-008] the get-going heading', GET_GOING_HEADING, 'Get your group trip going!'],
    [
      '[WSP-009] the level ZERO get-going text',
      GET_GOING_LEVEL_ZERO_TEXT,
      'Unlock itineraries by collecting at least 100 survey responses.',
    ],
  ])('%s', (_name, actual, spec) => expect(actual).toEqual(spec));
});
