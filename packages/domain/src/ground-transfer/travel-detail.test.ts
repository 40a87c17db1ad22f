// Tests of the transfer forms: contact and travel-detail validation, completeness, leg and tab status.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GroundTransferLeg, groundTransferLegSchema } from './transfer-flow.schema.js';
import {
  areGroundTransferTravelDetailsComplete,
  canChooseGroundTransferQuote,
  groundTransferContactTabStatus,
  groundTransferLegStatus,
  groundTransferPassengerMax,
  groundTransferPickupDateTime,
  groundTransferVehicleTabStatus,
  isGroundTransferStageInUse,
  validateGroundTransferContact,
  validateGroundTransferDetail,
  validateGroundTransferTravelDetails,
} from './travel-detail.rules.js';

const pickup = { id: 'p1', label: 'LIS Airport', type: 'airport', value: 'p1' };
const dropOff = { id: 'p2', label: 'Hotel', type: 'lodging', value: 'p2' };
const detail = {
  pickup,
  dropOff,
  pickupDate: '2025-06-10',
  pickupTime: '14:30',
  pickupDateTime: '2025-06-10T14:30:00',
  passengers: 2,
  flightNumber: 'TP123',
  luggage: { hand: 1, checked: 0 },
};
const window = { from: '2025-06-03', to: '2025-06-11' };
const leg = (over: Record<string, unknown> = {}): GroundTransferLeg =>
  groundTransferLegSchema.parse({ detail, estimatedDuration: 1800, ...over });
const quote = { price: 5000, vehicleCategory: 'Sedan', externalId: 'q1' };

const contact = {
  firstName: 'Ana',
  lastName: "O'Neil-Silva",
  email: 'ana@example.com',
  phone: '+351 912 345 678',
  termsAndConditions: true,
};

describe('contact form', () => {
  it('accepts a complete contact', () => {
    expect(validateGroundTransferContact(contact)).toEqual({});
  });

  it('[GTF-072] firstName and lastName are required and must match the name pattern', () => {
    expect(validateGroundTransferContact({ ...contact, firstName: '', lastName: '  ' })).toEqual({
      firstName: 'Required',
      lastName: 'Required',
    });
    expect(validateGroundTransferContact({ ...contact, firstName: 'R2D2', lastName: '@na' })).toEqual({
      firstName: 'Please enter a valid name',
      lastName: 'Please enter a valid name',
    });
    expect(validateGroundTransferContact({ ...contact, firstName: 'José', lastName: 'Ngũgĩ' })).toEqual({});
  });

  it('[GTF-073] email is required and must be a valid email', () => {
    expect(validateGroundTransferContact({ ...contact, email: '' })).toEqual({ email: 'Required' });
    expect(validateGroundTransferContact({ ...contact, email: 'ana@' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('[GTF-074] phone is required and must match the phone pattern', () => {
    const msg = 'Please provide a valid phone number including international code';
    expect(validateGroundTransferContact({ ...contact, phone: '' })).toEqual({ phone: msg });
    expect(validateGroundTransferContact({ ...contact, phone: '912345678' })).toEqual({ phone: msg });
    expect(validateGroundTransferContact({ ...contact, phone: '+1 (555) 123-4567' })).toEqual({});
    expect(validateGroundTransferContact({ ...contact, phone: '+12' })).toEqual({ phone: msg });
  });

  it('[GTF-075] termsAndConditions is required and must be true', () => {
    expect(validateGroundTransferContact({ ...contact, termsAndConditions: false })).toEqual({
      termsAndConditions: 'Please accept the terms and conditions',
    });
    expect(validateGroundTransferContact({ ...contact, termsAndConditions: undefined })).toEqual({
      termsAndConditions: 'Please accept the terms and conditions',
    });
  });

  it('[GTF-071] the contact tab is complete only when terms are accepted and all four fields are present', () => {
    expect(groundTransferContactTabStatus(contact)).toBe('complete');
    expect(groundTransferContactTabStatus({ ...contact, termsAndConditions: false })).toBe('incomplete');
    for (const field of ['firstName', 'lastName', 'email', 'phone'] as const)
      expect(groundTransferContactTabStatus({ ...contact, [field]: '' })).toBe('incomplete');
  });
});

describe('contact form: edges', () => {
  it('[GTF-071] a field of spaces leaves the contact tab incomplete', () => {
    for (const field of ['firstName', 'lastName', 'email', 'phone'] as const)
      expect(groundTransferContactTabStatus({ ...contact, [field]: '   ' })).toBe('incomplete');
  });

  it('[GTF-072] [GTF-075] each field reports its first problem only; a missing field is required', () => {
    const errors = validateGroundTransferContact({ email: 'ana@example.com', phone: contact.phone });
    expect(errors).toEqual({
      firstName: expect.any(String),
      lastName: expect.any(String),
      termsAndConditions: 'Please accept the terms and conditions',
    });
    expect(validateGroundTransferContact({ ...contact, firstName: '' }).firstName).toBe('Required');
  });

  it('[GTF-072] a contact that is not an object is one error for the whole form, keyed by the empty path', () => {
    expect(Object.keys(validateGroundTransferContact(null as never))).toEqual(['']);
  });
});

describe('travel-detail validation', () => {
  it('accepts complete details inside the window', () => {
    expect(validateGroundTransferDetail(detail, { window })).toEqual({});
  });

  it('[GTF-077] pickup and dropOff are required', () => {
    expect(validateGroundTransferDetail({ ...detail, pickup: null, dropOff: undefined }, { window })).toEqual({
      pickup: 'Required',
      dropOff: 'Required',
    });
  });

  it('[GTF-078] pickup and dropOff must be complete with label, type and value', () => {
    expect(
      validateGroundTransferDetail(
        { ...detail, pickup: { ...pickup, type: '' }, dropOff: { ...dropOff, value: '' } },
        { window },
      ),
    ).toEqual({ pickup: 'Please select a location from the list', dropOff: 'Please select a location from the list' });
  });

  it('[GTF-079] pickup and dropOff must differ, each field with its own message', () => {
    expect(validateGroundTransferDetail({ ...detail, dropOff: { ...pickup } }, { window })).toEqual({
      pickup: 'Pickup cannot be the same as Drop-off',
      dropOff: 'Drop-off cannot be the same as Pickup',
    });
  });

  it('[GTF-078] a location whose label, type or value is blank or not text is incomplete', () => {
    const incomplete = 'Please select a location from the list';
    for (const place of [
      { ...pickup, label: '  ' },
      { ...pickup, type: 7 },
      { ...pickup, value: undefined },
    ])
      expect(validateGroundTransferDetail({ ...detail, pickup: place }, { window })).toEqual({ pickup: incomplete });
  });

  it('[GTF-079] an incomplete location is not also reported as the same as the other', () => {
    expect(validateGroundTransferDetail({ ...detail, pickup: { ...dropOff, label: '' }, dropOff }, { window })).toEqual(
      { pickup: 'Please select a location from the list' },
    );
    expect(validateGroundTransferDetail({ ...detail, pickup, dropOff: { ...pickup, type: '' } }, { window })).toEqual({
      dropOff: 'Please select a location from the list',
    });
    expect(validateGroundTransferDetail({ ...detail, pickup: null, dropOff: pickup }, { window })).toEqual({
      pickup: 'Required',
    });
    // Same label, different place: not the same.
    expect(
      validateGroundTransferDetail({ ...detail, dropOff: { ...pickup, id: 'p9', value: 'p9' } }, { window }),
    ).toEqual({});
  });

  it('[GTF-081] a pickup date that is not text is not a valid date', () => {
    expect(validateGroundTransferDetail({ ...detail, pickupDate: 20250610 }, { window })).toEqual({
      pickupDate: 'Please enter a valid date',
    });
    expect(validateGroundTransferDetail({ ...detail, pickupDate: undefined }, { window })).toEqual({
      pickupDate: 'Required',
    });
  });

  it('[GTF-083] passengers must be a finite number of at least 1; blank is required', () => {
    expect(validateGroundTransferDetail({ ...detail, passengers: 1 }, { window })).toEqual({});
    for (const passengers of ['3', Number.POSITIVE_INFINITY, Number.NaN, -2])
      expect(validateGroundTransferDetail({ ...detail, passengers }, { window })).toEqual({
        passengers: 'Minimum 1 passenger',
      });
    for (const passengers of ['', undefined])
      expect(validateGroundTransferDetail({ ...detail, passengers }, { window })).toEqual({ passengers: 'Required' });
    expect(groundTransferPassengerMax(null)).toBe(20);
    expect(groundTransferPassengerMax(0)).toBe(1);
  });

  it('[GTF-086] [GTF-087] flight number and pickup time must be non-blank text', () => {
    expect(validateGroundTransferDetail({ ...detail, flightNumber: 123, pickupTime: '  ' }, { window })).toEqual({
      flightNumber: 'Required',
      pickupTime: 'Required',
    });
    expect(validateGroundTransferDetail({ ...detail, flightNumber: undefined, pickupTime: 1430 }, { window })).toEqual({
      flightNumber: 'Required',
      pickupTime: 'Required',
    });
  });

  it('[GTF-088] missing luggage reports both counts', () => {
    expect(validateGroundTransferDetail({ ...detail, luggage: null }, { window })).toEqual({
      'luggage.hand': 'Must be a number',
      'luggage.checked': 'Must be a number',
    });
    expect(validateGroundTransferDetail({ ...detail, luggage: { hand: 1 } }, { window })).toEqual({
      'luggage.checked': 'Must be a number',
    });
  });

  it('[GTF-080] pickupDate is required', () => {
    expect(validateGroundTransferDetail({ ...detail, pickupDate: '' }, { window })).toEqual({ pickupDate: 'Required' });
    expect(validateGroundTransferDetail({ ...detail, pickupDate: null }, { window })).toEqual({
      pickupDate: 'Required',
    });
  });

  it('[GTF-081] pickupDate must be a valid date', () => {
    expect(validateGroundTransferDetail({ ...detail, pickupDate: '2025-02-30' }, { window })).toEqual({
      pickupDate: 'Please enter a valid date',
    });
    expect(validateGroundTransferDetail({ ...detail, pickupDate: '10/06/2025' }, { window })).toEqual({
      pickupDate: 'Please enter a valid date',
    });
  });

  it('[GTF-082] pickupDate must lie inside the range, both bounds inclusive', () => {
    expect(validateGroundTransferDetail({ ...detail, pickupDate: '2025-06-03' }, { window })).toEqual({});
    expect(validateGroundTransferDetail({ ...detail, pickupDate: '2025-06-11' }, { window })).toEqual({});
    expect(validateGroundTransferDetail({ ...detail, pickupDate: '2025-06-12' }, { window })).toEqual({
      pickupDate: 'Please enter a date inside the range',
    });
    expect(validateGroundTransferDetail({ ...detail, pickupDate: '2025-06-02' }, { window })).toEqual({
      pickupDate: 'Please enter a date inside the range',
    });
  });

  it('[GTF-083] passengers is required with a minimum of 1', () => {
    expect(validateGroundTransferDetail({ ...detail, passengers: null }, { window })).toEqual({
      passengers: 'Required',
    });
    expect(validateGroundTransferDetail({ ...detail, passengers: 0 }, { window })).toEqual({
      passengers: 'Minimum 1 passenger',
    });
  });

  it('[GTF-084] passengers is at most the given limit plus one', () => {
    expect(groundTransferPassengerMax(3)).toBe(4);
    expect(validateGroundTransferDetail({ ...detail, passengers: 4 }, { window, passengerLimit: 3 })).toEqual({});
    expect(validateGroundTransferDetail({ ...detail, passengers: 5 }, { window, passengerLimit: 3 })).toEqual({
      passengers: 'Max 4 passengers',
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 60 }), (limit, passengers) => {
        const errors = validateGroundTransferDetail({ ...detail, passengers }, { window, passengerLimit: limit });
        expect(errors.passengers).toBe(passengers > limit + 1 ? `Max ${limit + 1} passengers` : undefined);
      }),
    );
  });

  it('[GTF-085] the default passenger maximum is 20', () => {
    expect(groundTransferPassengerMax()).toBe(20);
    expect(validateGroundTransferDetail({ ...detail, passengers: 20 }, { window })).toEqual({});
    expect(validateGroundTransferDetail({ ...detail, passengers: 21 }, { window })).toEqual({
      passengers: 'Max 20 passengers',
    });
  });

  it('[GTF-086] flightNumber is required', () => {
    expect(validateGroundTransferDetail({ ...detail, flightNumber: ' ' }, { window })).toEqual({
      flightNumber: 'Required',
    });
  });

  it('[GTF-087] pickupTime is required', () => {
    expect(validateGroundTransferDetail({ ...detail, pickupTime: null }, { window })).toEqual({
      pickupTime: 'Required',
    });
  });

  it('[GTF-088] luggage hand and checked are numbers', () => {
    expect(
      validateGroundTransferDetail({ ...detail, luggage: { hand: '2', checked: Number.NaN } }, { window }),
    ).toEqual({
      'luggage.hand': 'Must be a number',
      'luggage.checked': 'Must be a number',
    });
    expect(validateGroundTransferDetail({ ...detail, luggage: { hand: 0, checked: 3 } }, { window })).toEqual({});
  });

  it('[GTF-076] validation applies per stage in use, keyed by stage', () => {
    const state = { arrival: leg(), departure: groundTransferLegSchema.parse({}) };
    const rules = { arrival: { window }, departure: { window: { from: '2025-06-16', to: '2025-06-22' } } };
    expect(isGroundTransferStageInUse(state.departure)).toBe(false);
    expect(validateGroundTransferTravelDetails(state, rules)).toEqual({});
    const inUse = { ...state, departure: groundTransferLegSchema.parse({ detail: { flightNumber: 'TP9' } }) };
    expect(validateGroundTransferTravelDetails(inUse, rules)).toMatchObject({
      'departure.pickup': 'Required',
      'departure.dropOff': 'Required',
      'departure.pickupDate': 'Required',
    });
    expect(Object.keys(validateGroundTransferTravelDetails(inUse, rules)).some((k) => k.startsWith('arrival.'))).toBe(
      false,
    );
    expect(validateGroundTransferTravelDetails(state, rules, ['arrival', 'departure'])).toHaveProperty(
      'departure.flightNumber',
      'Required',
    );
  });
});

describe('stages in use', () => {
  it('[GTF-076] a stage is in use as soon as any one of its entries is made', () => {
    const blank = groundTransferLegSchema.parse({});
    expect(isGroundTransferStageInUse(blank)).toBe(false);
    for (const entry of [
      { pickup },
      { dropOff },
      { pickupDate: '2025-06-10' },
      { pickupTime: '09:00' },
      { flightNumber: 'X1' },
    ])
      expect(isGroundTransferStageInUse(groundTransferLegSchema.parse({ detail: entry })), JSON.stringify(entry)).toBe(
        true,
      );
  });

  it('[GTF-076] [GTF-090] every stage in use is checked, keyed by stage, and a quote on a complete leg is fine', () => {
    const rules = { arrival: { window }, departure: { window } };
    const state = {
      arrival: leg({ selectedQuote: quote }),
      departure: leg({ detail: { ...detail, passengers: 0 } }),
    };
    expect(validateGroundTransferTravelDetails(state, rules)).toEqual({
      'departure.passengers': 'Minimum 1 passenger',
    });
    expect(validateGroundTransferTravelDetails(state, rules, [])).toEqual({});
  });
});

describe('completeness and statuses', () => {
  it('[GTF-089] travel details are complete when pickup, pickupDateTime, dropOff, passengers, luggage and estimatedDuration are present', () => {
    expect(areGroundTransferTravelDetailsComplete(leg())).toBe(true);
    expect(areGroundTransferTravelDetailsComplete(leg({ estimatedDuration: null }))).toBe(false);
    for (const field of ['pickup', 'pickupDateTime', 'dropOff', 'passengers', 'luggage'])
      expect(areGroundTransferTravelDetailsComplete(leg({ detail: { ...detail, [field]: null } }))).toBe(false);
    expect(groundTransferPickupDateTime('2025-06-10', '14:30')).toBe('2025-06-10T14:30:00');
    expect(groundTransferPickupDateTime('2025-06-10', '14:30:15')).toBe('2025-06-10T14:30:15');
    expect(areGroundTransferTravelDetailsComplete(leg({ detail: { ...detail, pickupDateTime: '' } }))).toBe(false);
    expect(
      areGroundTransferTravelDetailsComplete(leg({ detail: { ...detail, luggage: { hand: 1, checked: null } } })),
    ).toBe(false);
    expect(
      areGroundTransferTravelDetailsComplete(leg({ detail: { ...detail, luggage: { hand: null, checked: 1 } } })),
    ).toBe(false);
  });

  it('[GTF-090] a chosen quote must belong to a leg with full details', () => {
    expect(canChooseGroundTransferQuote(leg())).toBe(true);
    expect(canChooseGroundTransferQuote(leg({ detail: { ...detail, pickup: null } }))).toBe(false);
    const state = {
      arrival: leg({ detail: { ...detail, pickupDateTime: null }, selectedQuote: quote }),
      departure: groundTransferLegSchema.parse({}),
    };
    expect(validateGroundTransferTravelDetails(state, { arrival: { window }, departure: { window } })).toEqual({
      'arrival.selectedQuote': 'Complete the travel details before choosing a vehicle',
    });
  });

  it('[GTF-052] a leg goes from missing-travel-details to missing-quote-selection to complete', () => {
    expect(groundTransferLegStatus(groundTransferLegSchema.parse({}))).toBe('missing-travel-details');
    expect(groundTransferLegStatus(leg())).toBe('missing-quote-selection');
    expect(groundTransferLegStatus(leg({ selectedQuote: quote }))).toBe('complete');
  });

  it('[GTF-053] a leg is missing-quote-selection when passengers, luggage and estimated duration are present and no quote is chosen', () => {
    const bare = groundTransferLegSchema.parse({
      detail: { passengers: 1, luggage: { hand: 0, checked: 0 } },
      estimatedDuration: 600,
    });
    expect(groundTransferLegStatus(bare)).toBe('missing-quote-selection');
    expect(groundTransferLegStatus({ ...bare, estimatedDuration: null })).toBe('missing-travel-details');
    expect(groundTransferLegStatus({ ...bare, detail: { ...bare.detail, passengers: null } })).toBe(
      'missing-travel-details',
    );
    expect(groundTransferLegStatus({ ...bare, detail: { ...bare.detail, luggage: null } })).toBe(
      'missing-travel-details',
    );
  });

  it('[GTF-070] the vehicle tab is complete only when a quote is picked for each leg with full details', () => {
    const empty = groundTransferLegSchema.parse({});
    expect(groundTransferVehicleTabStatus([leg({ selectedQuote: quote }), empty])).toBe('complete');
    expect(groundTransferVehicleTabStatus([leg({ selectedQuote: quote }), leg()])).toBe('incomplete');
    expect(groundTransferVehicleTabStatus([leg(), empty])).toBe('incomplete');
    expect(groundTransferVehicleTabStatus([empty, empty])).toBe('incomplete');
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (fullA, pickedA, fullB, pickedB) => {
        const make = (full: boolean, picked: boolean) =>
          leg({ estimatedDuration: full ? 900 : null, selectedQuote: picked ? quote : null });
        const expected = (fullA || fullB) && (!fullA || pickedA) && (!fullB || pickedB);
        expect(groundTransferVehicleTabStatus([make(fullA, pickedA), make(fullB, pickedB)])).toBe(
          expected ? 'complete' : 'incomplete',
        );
      }),
    );
  });
});
