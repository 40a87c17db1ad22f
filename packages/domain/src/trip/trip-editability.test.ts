// Tests of trip edit rights by status, price tier add/remove and the technical-itinerary window.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/dates.js';
import { TRIP_STATUSES } from '../shared/statuses.js';
import { TRIP_FIELD_GROUPS } from './trip.constants.js';
import {
  areExistingTripTiersLocked,
  canAddTripPriceTier,
  canEditTripPricing,
  canEditTripServices,
  canRemoveTripPriceTier,
  isTripFieldGroupEditable,
  isWithinTechnicalItineraryWindow,
  submitTechnicalItineraryPatch,
  technicalItineraryAction,
  technicalItinerarySubmitMessage,
  tripEditableFieldGroups,
} from './trip-editability.rules.js';

const MIDDLE = [
  'partner-approved',
  'pricing-approved',
  'live',
  'ready-to-confirm',
  'confirmed',
  'host-approved',
] as const;

describe('editability by trip status', () => {
  it('[OPT-021] under model=trip edit rights depend on status; trip requests have no pricing', () => {
    expect(tripEditableFieldGroups('created')).not.toEqual(tripEditableFieldGroups('live'));
    expect(tripEditableFieldGroups('live', 'tripRequest')).toEqual(['details', 'services', 'operatorCode']);
    expect(tripEditableFieldGroups('created', 'tripRequest')).toEqual(['details', 'services', 'operatorCode']);
    expect(isTripFieldGroupEditable('created', 'pricing', 'tripRequest')).toBe(false);
    expect(isTripFieldGroupEditable('complete', 'services', 'tripRequest')).toBe(true);
  });

  it('[OPT-022] a created trip is fully editable except operatorCode', () => {
    for (const g of TRIP_FIELD_GROUPS) expect(isTripFieldGroupEditable('created', g)).toBe(g !== 'operatorCode');
  });

  it('[OPT-023] a closed trip is not editable, services and operatorCode excluded', () => {
    expect(TRIP_FIELD_GROUPS.filter((g) => isTripFieldGroupEditable('closed', g))).toEqual([
      'services',
      'operatorCode',
    ]);
  });

  it('[OPT-024] the approved-to-confirmed statuses keep only single supplement quantity, operatorCode and costThresholds', () => {
    for (const s of MIDDLE)
      expect(new Set(TRIP_FIELD_GROUPS.filter((g) => isTripFieldGroupEditable(s, g)))).toEqual(
        new Set(['singleSupplementQuantity', 'operatorCode', 'costThresholds']),
      );
  });

  it('[OPT-025] cancelled, complete and any other status keep only operatorCode', () => {
    for (const s of ['cancelled', 'complete', 'early-confirmed'] as const)
      expect(TRIP_FIELD_GROUPS.filter((g) => isTripFieldGroupEditable(s, g))).toEqual(['operatorCode']);
  });

  it('[OPT-026] pricing fields are editable only in created', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRIP_STATUSES), (s) => {
        expect(canEditTripPricing(s)).toBe(s === 'created');
        expect(isTripFieldGroupEditable(s, 'pricing')).toBe(s === 'created');
      }),
    );
  });

  it('[OPT-027] tiers already on the trip stay locked once past created', () => {
    expect(areExistingTripTiersLocked('created')).toBe(false);
    for (const s of TRIP_STATUSES.filter((x) => x !== 'created')) expect(areExistingTripTiersLocked(s)).toBe(true);
  });

  it('[OPT-028] adding a tier is allowed in created and the statuses keeping costThresholds editable (DECIDE)', () => {
    expect(TRIP_STATUSES.filter(canAddTripPriceTier)).toEqual(
      TRIP_STATUSES.filter((s) => s === 'created' || MIDDLE.includes(s as never)),
    );
    for (const s of TRIP_STATUSES) {
      expect(canAddTripPriceTier(s)).toBe(isTripFieldGroupEditable(s, 'costThresholds'));
    }
    expect(canAddTripPriceTier('closed')).toBe(false);
    expect(canAddTripPriceTier('cancelled')).toBe(false);
  });

  const tiers = [{ numberOfTravelers: 4 }, { numberOfTravelers: 8 }, { numberOfTravelers: 20 }];
  const spots = { minimumSpots: 4, maximumSpots: 12 };

  it('[OPT-029] a tier can be removed only in created', () => {
    expect(canRemoveTripPriceTier({ status: 'created', tiers, index: 1, spots })).toBe(true);
    for (const s of TRIP_STATUSES.filter((x) => x !== 'created'))
      expect(canRemoveTripPriceTier({ status: s, tiers, index: 1, spots })).toBe(false);
  });

  it('[OPT-030] a tier can be removed only within the allowed range', () => {
    expect(canRemoveTripPriceTier({ status: 'created', tiers, index: 2, spots })).toBe(false);
    expect(canRemoveTripPriceTier({ status: 'created', tiers, index: 0, spots })).toBe(true);
    expect(canRemoveTripPriceTier({ status: 'created', tiers: [{ numberOfTravelers: 5 }], index: 0, spots })).toBe(
      false,
    );
    expect(canRemoveTripPriceTier({ status: 'created', tiers, index: 7, spots })).toBe(false);
    // Two tiers: either may go, as one remains.
    expect(canRemoveTripPriceTier({ status: 'created', tiers: tiers.slice(0, 2), index: 1, spots })).toBe(true);
    expect(canRemoveTripPriceTier({ status: 'created', tiers, index: 0, spots, foc: { hasFoc: true } })).toBe(false);
  });
});

describe('technical itinerary', () => {
  const trip = { status: 'confirmed' as const, startDate: '2026-09-30' };

  it('[OPT-044] confirmed or closed trips are offered Submit Technical Itinerary', () => {
    expect(TRIP_STATUSES.filter((status) => technicalItineraryAction({ status })?.kind === 'submit')).toEqual([
      'confirmed',
      'closed',
    ]);
    expect(technicalItineraryAction({ status: 'closed' })).toEqual({
      kind: 'submit',
      label: 'Submit Technical Itinerary',
    });
    expect(technicalItineraryAction({ status: 'live' })).toBeUndefined();
    expect(technicalItineraryAction({ status: 'confirmed', operatorTechnicalItineraryApproved: false })?.kind).toBe(
      'submit',
    );
  });

  it('[OPT-045] submitting sets operatorTechnicalItineraryApproved to true', () => {
    expect(submitTechnicalItineraryPatch()).toEqual({ operatorTechnicalItineraryApproved: true });
  });

  it("[OPT-046] after submission 'Technical Itinerary Submitted' is shown", () => {
    expect(technicalItineraryAction({ status: 'closed', ...submitTechnicalItineraryPatch() })).toEqual({
      kind: 'submitted',
      label: 'Technical Itinerary Submitted',
    });
  });

  it("[OPT-047] a successful submission shows 'Technical Itinerary approved'", () => {
    expect(technicalItinerarySubmitMessage(true)).toBe('Technical Itinerary approved');
  });

  it('[OPT-048] a failed submission shows the unable-to-process message', () => {
    expect(technicalItinerarySubmitMessage(false)).toBe(
      'Unable to process request - Something went wrong approving the Technical Itinerary. Please try again.',
    );
  });

  it('[OPT-049] the editable window closes 14 days before the start and never opens for complete or cancelled (DECIDE)', () => {
    expect(isWithinTechnicalItineraryWindow(trip, '2026-09-15')).toBe(true);
    expect(isWithinTechnicalItineraryWindow(trip, '2026-09-16')).toBe(false);
    expect(isWithinTechnicalItineraryWindow({ ...trip, status: 'complete' }, '2026-01-01')).toBe(false);
    expect(isWithinTechnicalItineraryWindow({ ...trip, status: 'cancelled' }, '2026-01-01')).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        const today = addDays(trip.startDate, offset);
        expect(isWithinTechnicalItineraryWindow(trip, today)).toBe(offset < -14);
      }),
    );
  });

  it('[OPT-050] services are editable only while neither technical-itinerary approval is given', () => {
    const today = '2026-06-01';
    expect(canEditTripServices(trip, today)).toBe(true);
    expect(canEditTripServices({ ...trip, operatorTechnicalItineraryApproved: true }, today)).toBe(false);
    expect(canEditTripServices({ ...trip, adminTechnicalItineraryApproved: true }, today)).toBe(false);
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (op, admin) => {
        const t = { ...trip, operatorTechnicalItineraryApproved: op, adminTechnicalItineraryApproved: admin };
        expect(canEditTripServices(t, today)).toBe(!op && !admin);
      }),
    );
  });
});
