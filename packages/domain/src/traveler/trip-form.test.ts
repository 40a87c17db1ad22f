// Tests of the traveler trip form: entity, required fields, dates and the save payload.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROOMMATE_PREFERENCE_CODES, ROOMMATE_PREFERENCES } from './traveler.constants.js';
import {
  canSaveTravelerTripForm,
  parseTravelerTripFormDate,
  startOfUtcDay,
  travelerTripFormToValues,
  travelerTripFormValuesToPayload,
  validateTravelerTripForm,
} from './trip-form.rules.js';
import { travelerEndOfTripPlansSchema, travelerTripFormSchema } from './trip-form.schema.js';

const complete = {
  flightInformation: {
    arrivalDetails: { flightNumber: 'TP123', date: new Date('2026-05-01T00:00:00Z'), time: '09:30 AM' },
    departureDetails: {
      airline: 'TAP',
      flightNumber: 'TP124',
      date: new Date('2026-05-09T00:00:00Z'),
      time: '06:05 PM',
    },
  },
  endOfTripPlans: 'Returning home',
  emergencyContact: { name: 'Jo', relationship: 'Sister', phone: '+15551234567', email: 'jo@example.com' },
};
const passport = {
  passportInformation: {
    firstName: 'Ann',
    lastName: 'Lee',
    passportNumber: 'X123',
    nationality: 'US',
    issueDate: new Date('2020-01-01T00:00:00Z'),
    expirationDate: new Date('2030-01-01T00:00:00Z'),
    dateOfBirth: new Date('1990-01-01T00:00:00Z'),
    gender: 'female',
  },
};

describe('trip form entity', () => {
  it('[TFM-001] holds flights, plans, insurance, requests, passport, emergency contact, preferences and disclosure', () => {
    const form = travelerTripFormSchema.parse({
      ...complete,
      ...passport,
      travelInsurance: { policyNumber: 'P1', carrier: 'Acme' },
      specialRequests: { description: 'Vegan', roomMate: 'Bob', guide: 'none' },
      disclosuresAndPreferences: { description: 'x', preferences: ['planner'], roommateGenderPreferences: ['female'] },
      medicalAndMobilityDisclosure: 'None',
    });
    expect(form.flightInformation.departureDetails.airline).toBe('TAP');
    expect(form.travelInsurance.carrier).toBe('Acme');
    expect(form.specialRequests.roomMate).toBe('Bob');
    expect(form.passportInformation.passportNumber).toBe('X123');
    expect(form.emergencyContact.relationship).toBe('Sister');
    expect(form.disclosuresAndPreferences.preferences).toEqual(['planner']);
    expect(form.medicalAndMobilityDisclosure).toBe('None');
    expect(travelerTripFormSchema.parse({}).disclosuresAndPreferences).toEqual({
      preferences: [],
      roommateGenderPreferences: [],
    });
  });

  it('[TFM-002] endOfTripPlans takes one of Returning home, Continuing travels, Undecided', () => {
    for (const value of ['Returning home', 'Continuing travels', 'Undecided'])
      expect(travelerEndOfTripPlansSchema.parse(value)).toBe(value);
    expect(travelerEndOfTripPlansSchema.safeParse('Staying forever').success).toBe(false);
  });

  it('[TFM-003] roommate preferences are stored as a list of codes', () => {
    expect(ROOMMATE_PREFERENCE_CODES).toHaveLength(8);
    expect(
      travelerTripFormSchema.safeParse({ disclosuresAndPreferences: { preferences: ['night-owl', 'wanderer'] } })
        .success,
    ).toBe(true);
    expect(travelerTripFormSchema.safeParse({ disclosuresAndPreferences: { preferences: ['grump'] } }).success).toBe(
      false,
    );
  });

  it('[TFM-004] the roommate preference checkboxes are the eight of the spec', () => {
    expect(Object.values(ROOMMATE_PREFERENCES)).toEqual([
      'Early bird',
      'Night owl',
      'Adrenaline junkie',
      'Leisure enthusiast',
      'Planner',
      'Wanderer',
      'Life of the party',
      'Lover of alone time',
    ]);
  });
});

describe('trip form validation', () => {
  it('[TFM-006] each missing required field gets Required', () => {
    const errors = validateTravelerTripForm({}, { passportRequired: false });
    expect(Object.values(errors).every((m) => m === 'Required')).toBe(true);
    expect(Object.keys(errors)).toHaveLength(11);
    // No form at all, or a section that is null or not an object, misses every field under it.
    expect(validateTravelerTripForm(null, { passportRequired: false })).toEqual(errors);
    expect(validateTravelerTripForm('x', { passportRequired: false })).toEqual(errors);
    expect(
      validateTravelerTripForm(
        { ...complete, emergencyContact: null, flightInformation: 'none' },
        { passportRequired: false },
      ),
    ).toEqual({
      'flightInformation.arrivalDetails.flightNumber': 'Required',
      'flightInformation.arrivalDetails.date': 'Required',
      'flightInformation.arrivalDetails.time': 'Required',
      'flightInformation.departureDetails.flightNumber': 'Required',
      'flightInformation.departureDetails.date': 'Required',
      'flightInformation.departureDetails.time': 'Required',
      'emergencyContact.name': 'Required',
      'emergencyContact.relationship': 'Required',
      'emergencyContact.phone': 'Required',
      'emergencyContact.email': 'Required',
    });
  });

  it('[TFM-006] a null value or an invalid date is missing; a valid date is not', () => {
    const arrival = complete.flightInformation.arrivalDetails;
    const withArrivalDate = (date: unknown) =>
      validateTravelerTripForm(
        { ...complete, flightInformation: { ...complete.flightInformation, arrivalDetails: { ...arrival, date } } },
        { passportRequired: false },
      );
    expect(withArrivalDate(new Date('not a date'))).toEqual({ 'flightInformation.arrivalDetails.date': 'Required' });
    expect(withArrivalDate(null)).toEqual({ 'flightInformation.arrivalDetails.date': 'Required' });
    expect(withArrivalDate(new Date('2026-05-01T00:00:00Z'))).toEqual({});
  });

  it('[TFM-007] arrival flight number, date and time are required', () => {
    const errors = validateTravelerTripForm(
      { ...complete, flightInformation: { ...complete.flightInformation, arrivalDetails: { flightNumber: ' ' } } },
      { passportRequired: false },
    );
    expect(errors).toEqual({
      'flightInformation.arrivalDetails.flightNumber': 'Required',
      'flightInformation.arrivalDetails.date': 'Required',
      'flightInformation.arrivalDetails.time': 'Required',
    });
  });

  it('[TFM-008] departure flight number, date and time are required', () => {
    const errors = validateTravelerTripForm(
      { ...complete, flightInformation: { ...complete.flightInformation, departureDetails: {} } },
      { passportRequired: false },
    );
    expect(errors).toEqual({
      'flightInformation.departureDetails.flightNumber': 'Required',
      'flightInformation.departureDetails.date': 'Required',
      'flightInformation.departureDetails.time': 'Required',
    });
  });

  it('[TFM-009] emergency contact name, relationship, phone and email are required', () => {
    expect(validateTravelerTripForm({ ...complete, emergencyContact: {} }, { passportRequired: false })).toEqual({
      'emergencyContact.name': 'Required',
      'emergencyContact.relationship': 'Required',
      'emergencyContact.phone': 'Required',
      'emergencyContact.email': 'Required',
    });
  });

  it('[TFM-010] end-of-trip plans are required', () => {
    expect(validateTravelerTripForm({ ...complete, endOfTripPlans: undefined }, { passportRequired: false })).toEqual({
      endOfTripPlans: 'Required',
    });
    expect(validateTravelerTripForm(complete, { passportRequired: false })).toEqual({});
  });

  it('[TFM-011] when the trip requires a passport the eight passport fields are required', () => {
    const errors = validateTravelerTripForm(complete, { passportRequired: true });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'passportInformation.passportNumber',
        'passportInformation.nationality',
        'passportInformation.issueDate',
        'passportInformation.expirationDate',
        'passportInformation.firstName',
        'passportInformation.lastName',
        'passportInformation.dateOfBirth',
        'passportInformation.gender',
      ].sort(),
    );
    expect(validateTravelerTripForm({ ...complete, ...passport }, { passportRequired: true })).toEqual({});
  });

  it('[TFM-012] the airline is optional', () => {
    expect(complete.flightInformation.arrivalDetails).not.toHaveProperty('airline');
    expect(validateTravelerTripForm(complete, { passportRequired: true })).not.toHaveProperty(
      'flightInformation.arrivalDetails.airline',
    );
    expect(validateTravelerTripForm(complete, { passportRequired: false })).toEqual({});
  });

  it('[TFM-013] [TFM-014] save needs a change and a trip that is not complete', () => {
    expect(canSaveTravelerTripForm({ changed: false, tripStatus: 'live' })).toBe(false);
    expect(canSaveTravelerTripForm({ changed: true, tripStatus: 'live' })).toBe(true);
    expect(canSaveTravelerTripForm({ changed: true, tripStatus: 'complete' })).toBe(false);
  });
});

describe('trip form dates and payload', () => {
  it('[TFM-015] [TFM-016] MM/DD/YYYY dates are normalised to the start of the day in UTC', () => {
    expect(parseTravelerTripFormDate('05/01/2026')?.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(startOfUtcDay(new Date('2026-05-01T23:59:59.999Z')).toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });

  it('[TFM-017] an invalid date gives no value, so the field is cleared', () => {
    expect(parseTravelerTripFormDate('02/30/2026')).toBeUndefined();
    expect(parseTravelerTripFormDate('2026-05-01')).toBeUndefined();
    expect(parseTravelerTripFormDate('13/01/2026')).toBeUndefined();
    expect(parseTravelerTripFormDate('00/10/2026')).toBeUndefined();
    expect(parseTravelerTripFormDate('04/31/2026')).toBeUndefined();
    expect(parseTravelerTripFormDate('04/00/2026')).toBeUndefined();
    // A two-digit year would be read as 19xx: a year before 100 is not a date of the form.
    expect(parseTravelerTripFormDate('01/01/0050')).toBeUndefined();
    // The whole input must be the date: nothing before or after it, two digits for day and month.
    expect(parseTravelerTripFormDate('x05/01/2026')).toBeUndefined();
    expect(parseTravelerTripFormDate('05/01/20261')).toBeUndefined();
    expect(parseTravelerTripFormDate('5/1/2026')).toBeUndefined();
    expect(parseTravelerTripFormDate('')).toBeUndefined();
    expect(parseTravelerTripFormDate(' 05/01/2026 ')?.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(parseTravelerTripFormDate('12/31/2026')?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });

  it('every valid MM/DD/YYYY round-trips to a UTC midnight of that date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString();
          const text = `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
          expect(parseTravelerTripFormDate(text)?.toISOString()).toBe(`${iso.slice(0, 10)}T00:00:00.000Z`);
        },
      ),
    );
  });

  it('[TFM-018] times are 12-hour picker values', () => {
    expect(
      travelerTripFormSchema.safeParse({ flightInformation: { arrivalDetails: { time: '11:45 PM' } } }).success,
    ).toBe(true);
    expect(travelerTripFormSchema.safeParse({ flightInformation: { arrivalDetails: { time: '23:45' } } }).success).toBe(
      false,
    );
  });

  it('[TFM-019] [TFM-005] on save checkbox preferences and per-gender preferences become lists', () => {
    const saved = travelerTripFormSchema.parse({});
    const values = travelerTripFormToValues(saved);
    values.disclosuresAndPreferences.preferences = { planner: true, 'night-owl': true, wanderer: false };
    values.disclosuresAndPreferences.roommateGenderPreferences = { female: true, male: false, 'non-binary': true };
    const payload = travelerTripFormValuesToPayload(values);
    expect(payload.disclosuresAndPreferences.preferences).toEqual(['night-owl', 'planner']);
    expect(payload.disclosuresAndPreferences.roommateGenderPreferences).toEqual(['female', 'non-binary']);
    expect(payload.disclosuresAndPreferences).not.toHaveProperty('description');
  });

  it('[TFM-019] the disclosure text is kept both ways when given, and left out when not', () => {
    const saved = travelerTripFormSchema.parse({
      ...complete,
      disclosuresAndPreferences: {
        description: 'Knee surgery',
        preferences: ['planner'],
        roommateGenderPreferences: [],
      },
    });
    const values = travelerTripFormToValues(saved);
    expect(values.disclosuresAndPreferences).toEqual({
      description: 'Knee surgery',
      preferences: { planner: true },
      roommateGenderPreferences: {},
    });
    expect(values.endOfTripPlans).toBe('Returning home');
    const payload = travelerTripFormValuesToPayload(values);
    expect(payload).toEqual(saved);
    expect(travelerTripFormToValues(travelerTripFormSchema.parse({})).disclosuresAndPreferences).toStrictEqual({
      preferences: {},
      roommateGenderPreferences: {},
    });
  });

  it('[TFM-020] a saved form read back into the edit values round-trips', () => {
    fc.assert(
      fc.property(
        fc.subarray([...ROOMMATE_PREFERENCE_CODES]),
        fc.subarray(['female', 'male', 'non-binary']),
        (prefs, genders) => {
          const saved = travelerTripFormSchema.parse({
            disclosuresAndPreferences: { preferences: prefs, roommateGenderPreferences: genders },
          });
          const again = travelerTripFormValuesToPayload(travelerTripFormToValues(saved));
          expect(again.disclosuresAndPreferences.preferences).toEqual(prefs);
          expect(again.disclosuresAndPreferences.roommateGenderPreferences).toEqual(genders);
        },
      ),
    );
  });
});
