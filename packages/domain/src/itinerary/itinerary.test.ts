// Tests of the Itinerary entity, the details form and the operator itinerary rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITINERARY_STATUSES, USER_GROUPS } from '../shared/statuses.js';
import { itineraryPdfFileName } from '../traveler/traveler.rules.js';
import {
  isItineraryPackageToggleLocked,
  itineraryDetailsFormSchema,
  itineraryNameHint,
  showsOperatorCodeField,
  validateItineraryDetails,
  validateItineraryPackages,
} from './itinerary-details.rules.js';
import { ITINERARY_MESSAGES } from './itinerary.constants.js';
import { itineraryPackagesSchema, itinerarySchema } from './itinerary.schema.js';
import {
  canUserGroupBuildItineraries,
  canUserGroupCreateItineraries,
  itineraryStatusAfterPricingApproval,
  newItineraryCreatePayload,
  newItineraryFormDefaults,
  operatorItineraryStatusLabel,
} from './itinerary.rules.js';

const summary = 'A'.repeat(100);
const pkg = (enabled: boolean, acc: string[] = ['4-star'], meal: string[] = ['half-board']) => ({
  enabled,
  accommodationLevels: acc,
  mealLevels: meal,
});
const validDetails = {
  name: 'Tuscany Painting Week',
  country: 'IT',
  destination: 'Florence',
  tripSummary: summary,
  packages: { standard: pkg(true), economy: pkg(false, [], []), premium: pkg(false, [], []) },
  photos: [],
};

describe('Itinerary entity', () => {
  const minimal = { name: 'Alps', country: 'CH', destination: 'Zermatt', lengthInDays: 5 };

  it('[OPI-002] parses an itinerary with every field of the spec', () => {
    const it2 = itinerarySchema.parse({
      id: 'it1',
      name: 'Alps',
      country: 'CH',
      destination: 'Zermatt',
      tripSummary: summary,
      categories: ['hiking'],
      lengthInDays: 2,
      servicesByDay: [
        [{ service: 'svc1', duration: 2, dayIndex: 0 }],
        [{ service: { _id: 's2', name: 'Dinner' }, dayIndex: 1 }],
      ],
      photos: { hero: 'https://x/h.jpg', itineraryPhotos: ['https://x/1.jpg'] },
      headerPhoto: { url: 'https://x/head.jpg' },
      status: 'in_review',
      currency: 'EUR',
      minimumSpots: 4,
      maximumSpots: 12,
      activityLevel: 3,
      travelerInsuranceRequired: true,
      operatorCode: 'OP-1',
      arrivalLocation: { name: 'Zurich Airport', code: 'ZRH' },
      departureLocation: { name: 'Geneva Airport', code: 'GVA' },
      itineraryInventoryEnabled: true,
      hostGroundTransferCost: 150_00,
      tripLeadTime: 60,
      additionalOptionalServices: [{ type: 'singleSupplement', name: 'Single room', price: 300_00, occupancy: 1 }],
      startDate: '2026-07-01',
      packages: { standard: pkg(true) },
    });
    expect(it2.status).toBe('in-review');
    expect(it2.photos.hero?.url).toBe('https://x/h.jpg');
    expect(it2.servicesByDay[1]?.[0]?.duration).toBe(1);
    expect(it2.packages.economy.enabled).toBe(false);
    expect(it2.arrivalLocation?.code).toBe('ZRH');
  });

  it('[OPI-003] maximumSpots defaults to 20', () => {
    expect(itinerarySchema.parse(minimal).maximumSpots).toBe(20);
    expect(itinerarySchema.parse({ ...minimal, maximumSpots: 8 }).maximumSpots).toBe(8);
  });

  it('[OPI-004] packages hold one key per level with enabled, one-value levels, food options and validity periods', () => {
    const parsed = itineraryPackagesSchema.parse({
      economy: {
        enabled: true,
        accommodationLevels: ['3-star'],
        mealLevels: ['breakfast'],
        foodOptions: ['Vegan', 'Gluten free'],
        validityPeriods: [{ startDate: '2026-01-01', endDate: '2026-12-31' }],
      },
    });
    expect(Object.keys(parsed)).toEqual(['standard', 'economy', 'premium']);
    expect(parsed.economy.foodOptions).toEqual(['Vegan', 'Gluten free']);
    expect(parsed.economy.validityPeriods[0]?.instantApprovalAllowed).toBe(false);
    expect(itineraryPackagesSchema.safeParse({ standard: { accommodationLevels: ['a', 'b'] } }).success).toBe(false);
  });

  it('[OPI-003] [OPI-004] a level left out is a disabled package with empty lists', () => {
    const off = { enabled: false, accommodationLevels: [], mealLevels: [], foodOptions: [], validityPeriods: [] };
    expect(itinerarySchema.parse(minimal).packages).toEqual({
      standard: { ...off, enabled: true },
      economy: off,
      premium: off,
    });
    expect(itineraryPackagesSchema.parse({ economy: { enabled: true } })).toEqual({
      standard: off,
      economy: { ...off, enabled: true },
      premium: off,
    });
  });

  it('[OPI-024] a new itinerary has the standard package enabled by default', () => {
    const parsed = itinerarySchema.parse(minimal);
    expect([
      parsed.packages.standard.enabled,
      parsed.packages.economy.enabled,
      parsed.packages.premium.enabled,
    ]).toEqual([true, false, false]);
    expect(newItineraryFormDefaults().packages.standard.enabled).toBe(true);
    expect(newItineraryFormDefaults().packages.premium.enabled).toBe(false);
  });

  it('[OPI-025] the itinerary form defaults to minimum spots 1 and maximum spots 2', () => {
    const d = newItineraryFormDefaults();
    expect([d.minimumSpots, d.maximumSpots]).toEqual([1, 2]);
  });

  it('[OPI-024] [OPI-025] the whole new-itinerary form: blank texts, no photos, standard alone enabled', () => {
    const off = { enabled: false, accommodationLevels: [], mealLevels: [], foodOptions: [], validityPeriods: [] };
    expect(newItineraryFormDefaults()).toEqual({
      name: '',
      country: '',
      destination: '',
      tripSummary: '',
      photos: [],
      minimumSpots: 1,
      maximumSpots: 2,
      packages: { standard: { ...off, enabled: true }, economy: off, premium: off },
    });
  });
});

describe('itinerary details form', () => {
  it('accepts valid details', () => {
    expect(validateItineraryDetails(validDetails)).toEqual({});
  });

  it("[OPI-009] the name is required: 'A name is required'", () => {
    expect(validateItineraryDetails({ ...validDetails, name: '' }).name).toBe('A name is required');
    expect(validateItineraryDetails({ ...validDetails, name: undefined }).name).toBe('A name is required');
    expect(validateItineraryDetails({ ...validDetails, name: '   ' }).name).toBe('A name is required');
  });

  it('[OPI-010] the name is trimmed', () => {
    const parsed = itineraryDetailsFormSchema().parse({ ...validDetails, name: '  Tuscany  ' });
    expect(parsed.name).toBe('Tuscany');
  });

  it('[OPI-011] the name is at most ITINERARY_NAME_MAX_LENGTH (100) characters', () => {
    expect(validateItineraryDetails({ ...validDetails, name: 'x'.repeat(100) })).toEqual({});
    expect(validateItineraryDetails({ ...validDetails, name: 'x'.repeat(101) }).name).toBe(
      'The name must be at most 100 characters',
    );
    expect(validateItineraryDetails({ ...validDetails, name: ` ${'x'.repeat(100)} ` })).toEqual({});
  });

  it('[OPI-012] the name hint shows the maximum length', () => {
    expect(itineraryNameHint()).toBe('Maximum 100 characters');
  });

  it("[OPI-013] the country is required: 'A country selection is required'", () => {
    expect(validateItineraryDetails({ ...validDetails, country: '' }).country).toBe('A country selection is required');
  });

  it("[OPI-014] the destination is required: 'A destination is required'", () => {
    expect(validateItineraryDetails({ ...validDetails, destination: undefined }).destination).toBe(
      'A destination is required',
    );
  });

  it("[OPI-015] the summary is required: 'A summary is required'", () => {
    expect(validateItineraryDetails({ ...validDetails, tripSummary: '' }).tripSummary).toBe('A summary is required');
  });

  it('[OPI-016] the summary must be at least 100 characters', () => {
    expect(validateItineraryDetails({ ...validDetails, tripSummary: 'x'.repeat(99) }).tripSummary).toBe(
      'The trip summary must be at least 100 characters',
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (n) => {
        const errors = validateItineraryDetails({ ...validDetails, tripSummary: 'y'.repeat(n) });
        expect(errors.tripSummary === undefined).toBe(n >= 100);
      }),
    );
  });

  it('[OPI-017] each enabled package needs an accommodation level', () => {
    const errors = validateItineraryDetails({
      ...validDetails,
      packages: { standard: pkg(true, []), premium: pkg(true, []) },
    });
    expect(errors['packages.standard.accommodationLevels']).toBe(
      'Accommodation level for Standard package is required',
    );
    expect(errors['packages.premium.accommodationLevels']).toBe('Accommodation level for Premium package is required');
    expect(
      validateItineraryPackages({ economy: pkg(false, []) })['packages.economy.accommodationLevels'],
    ).toBeUndefined();
  });

  it('[OPI-017] [OPI-018] blank or missing levels count as none; one non-blank level is enough', () => {
    expect(validateItineraryPackages({ standard: { enabled: true } })).toEqual({
      'packages.standard.accommodationLevels': 'Accommodation level for Standard package is required',
      'packages.standard.mealLevels': 'Meal level for Standard package is required',
    });
    expect(validateItineraryPackages({ premium: pkg(true, ['', '  '], [' ']) })).toEqual({
      'packages.premium.accommodationLevels': 'Accommodation level for Premium package is required',
      'packages.premium.mealLevels': 'Meal level for Premium package is required',
    });
    expect(validateItineraryPackages({ premium: pkg(true, [' ', 'Comfort'], ['', 'Half board']) })).toEqual({});
  });

  it('[OPI-017] a package error is a custom issue at the field path of the form schema, which checks itineraries by default', () => {
    const result = itineraryDetailsFormSchema().safeParse({ ...validDetails, packages: { standard: pkg(true, []) } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => ({ code: i.code, path: i.path, message: i.message }))).toEqual([
      {
        code: 'custom',
        path: ['packages', 'standard', 'accommodationLevels'],
        message: 'Accommodation level for Standard package is required',
      },
    ]);
  });

  it('the form schema trims the operator code and defaults the photos to none', () => {
    const { photos: _photos, ...withoutPhotos } = validDetails;
    const parsed = itineraryDetailsFormSchema('trip').parse({ ...withoutPhotos, operatorCode: '  OP-1 ' });
    expect(parsed.operatorCode).toBe('OP-1');
    expect(parsed.photos).toEqual([]);
  });

  it('[OPI-018] each enabled package needs a meal level', () => {
    expect(validateItineraryPackages({ economy: pkg(true, ['3-star'], []) })).toEqual({
      'packages.economy.mealLevels': 'Meal level for Economy package is required',
    });
  });

  it('[OPI-019] at least one package must be enabled', () => {
    expect(validateItineraryDetails({ ...validDetails, packages: { standard: pkg(false) } }).packages).toBe(
      'At least one package must be enabled',
    );
  });

  it('[OPI-020] the only enabled package has its toggle locked', () => {
    expect(isItineraryPackageToggleLocked({ standard: pkg(true) }, 'standard')).toBe(true);
    expect(isItineraryPackageToggleLocked({ standard: pkg(true), economy: pkg(true) }, 'standard')).toBe(false);
    expect(isItineraryPackageToggleLocked({ standard: pkg(true) }, 'economy')).toBe(false);
  });

  it('[OPI-021] the trip and trip-request models omit package validation', () => {
    const noPackages = { ...validDetails, packages: { standard: pkg(false, [], []) } };
    expect(validateItineraryDetails(noPackages, 'itinerary').packages).toBe('At least one package must be enabled');
    expect(validateItineraryDetails(noPackages, 'trip')).toEqual({});
    expect(validateItineraryDetails(noPackages, 'tripRequest')).toEqual({});
  });

  it('[OPI-022] the details form takes at most 10 photos', () => {
    const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `u${i}` }));
    expect(validateItineraryDetails({ ...validDetails, photos: photos(10) })).toEqual({});
    expect(validateItineraryDetails({ ...validDetails, photos: photos(11) }).photos).toBe(
      'An itinerary can have at most 10 photos',
    );
  });

  it('[OPI-023] the operator code field appears only for trips and trip requests', () => {
    expect(showsOperatorCodeField('itinerary')).toBe(false);
    expect(showsOperatorCodeField('trip')).toBe(true);
    expect(showsOperatorCodeField('tripRequest')).toBe(true);
  });
});

describe('operator itinerary rules', () => {
  it('[OPI-001] operators and admins build, price and approve itineraries; operators create them', () => {
    for (const g of USER_GROUPS) {
      expect(canUserGroupBuildItineraries(g)).toBe(g === 'operator' || g === 'admin');
      expect(canUserGroupCreateItineraries(g)).toBe(g === 'operator');
    }
  });

  it('[OPI-006] the first save on /new sends status incomplete with the owner', () => {
    expect(newItineraryCreatePayload({ name: 'Alps' }, 'op-7')).toEqual({
      name: 'Alps',
      status: 'incomplete',
      owner: 'op-7',
    });
  });

  it("[OPI-007] the operator list labels created/incomplete 'Not Submitted', in review 'Pending Approval', complete 'Live'", () => {
    expect(ITINERARY_STATUSES.map(operatorItineraryStatusLabel)).toEqual([
      'Not Submitted',
      'Not Submitted',
      'Pending Approval',
      'Live',
    ]);
  });

  it('[OPI-008] approving itinerary pricing moves the itinerary to in-review (DECIDE)', () => {
    expect(itineraryStatusAfterPricingApproval()).toBe('in-review');
    expect(operatorItineraryStatusLabel(itineraryStatusAfterPricingApproval())).toBe('Pending Approval');
  });

  it('[OPI-046] the itinerary PDF file name is made of trip name, destination and first date', () => {
    expect(itineraryPdfFileName({ tripName: 'Alps Trek', destination: 'Zermatt', firstDate: '2026-07-01' })).toBe(
      'Alps Trek - Zermatt - 2026-07-01.pdf',
    );
  });
});

// The print failure and save texts: no rule reads them yet (the operator's itinerary screen will); the behaviour test
// comes with the screen.
describe('spec values', () => {
  it.each([
    [
      '[OPI-047] [WSP-077] [TRV-055] the one PDF print failure of every itinerary',
      ITINERARY_MESSAGES.printFailed,
      'Something went wrong printing your itinerary. Please try again.',
    ],
    ['[OPI-048] the save success', ITINERARY_MESSAGES.saved, 'Itinerary saved'],
  ])('%s', (_name, actual, spec) => expect(actual).toEqual(spec));
});
