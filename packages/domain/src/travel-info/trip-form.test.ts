// Tests of the traveler trip form: entity shape, shared validation, payload, change detection, disabling.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasTripFormChanged,
  isTripTravelerFormDisabled,
  toTripTravelerFormPayload,
  tripFormPreferencesToList,
  validateTripTravelerForm,
} from './trip-form.rules.js';
import { travelInfoCompanionSchema, tripTravelerFormSchema } from './trip-form.schema.js';
import { isUsDateString, usDateToCalendarDate } from './us-date.rules.js';

const contact = { name: 'Ana Ruiz', relationship: 'Sister', phone: '+1 555 0100', email: 'ana@example.com' };
const passport = {
  firstName: 'Lee',
  lastName: 'Park',
  number: 'X1234567',
  nationality: 'US',
  gender: 'female',
  issueDate: '01/15/2020',
  expirationDate: '01/14/2030',
  dateOfBirth: '07/04/1990',
};

describe('trip traveler form entity', () => {
  it('[HTI-004] holds flights, plans, insurance, passport, special requests, emergency contact, disclosures and medical', () => {
    const form = tripTravelerFormSchema.parse({
      flightInformation: {
        arrivalDetails: { airline: 'AA', flightNumber: 'AA100', date: '05/01/2025', time: '14:30' },
        departureDetails: { airline: 'AA', flightNumber: 'AA101', date: '05/09/2025', time: '09:00' },
      },
      endOfTripPlans: 'Staying in Lisbon',
      travelInsurance: { carrier: 'Allianz', policyNumber: 'P-1' },
      passportInformation: { ...passport, middleName: 'J', passportRequired: true },
      specialRequests: { description: 'Quiet room', roomMate: 'Sam', guide: true },
      emergencyContact: contact,
      disclosuresAndPreferences: { preferences: ['vegan'], description: 'No nuts' },
      medicalAndMobilityDisclosure: 'None',
    });
    expect(form.flightInformation.arrivalDetails.flightNumber).toBe('AA100');
    expect(form.flightInformation.departureDetails.time).toBe('09:00');
    expect(form.travelInsurance).toEqual({ carrier: 'Allianz', policyNumber: 'P-1' });
    expect(form.passportInformation.passportRequired).toBe(true);
    expect(form.passportInformation.middleName).toBe('J');
    expect(form.specialRequests).toEqual({ description: 'Quiet room', roomMate: 'Sam', guide: true });
    expect(form.emergencyContact).toEqual(contact);
    expect(form.disclosuresAndPreferences.preferences).toEqual(['vegan']);
    expect(form.medicalAndMobilityDisclosure).toBe('None');
  });

  it('[HTI-004] defaults an empty form to empty sections', () => {
    const form = tripTravelerFormSchema.parse({});
    expect(form.flightInformation).toEqual({ arrivalDetails: {}, departureDetails: {} });
    expect(form.passportInformation.passportRequired).toBe(false);
    expect(form.specialRequests.guide).toBe(false);
    expect(form.disclosuresAndPreferences.preferences).toEqual([]);
  });

  it('[HTI-005] a travel-info companion has _id and traveler {firstName, lastName, email, dateOfBirth}', () => {
    const c = travelInfoCompanionSchema.parse({
      _id: 'c1',
      traveler: { firstName: 'Jo', lastName: 'Doe', email: 'jo@example.com', dateOfBirth: '02/03/1980' },
    });
    expect(c.traveler?.dateOfBirth).toBe('02/03/1980');
    expect(travelInfoCompanionSchema.parse({ _id: 'c2' }).traveler).toBeUndefined();
    expect(travelInfoCompanionSchema.safeParse({ traveler: null }).success).toBe(false);
  });
});

describe('trip form validation', () => {
  it('[HTI-007] DECIDE: the shared schema accepts a form with only the emergency contact when no passport is needed', () => {
    expect(validateTripTravelerForm({ emergencyContact: contact }, { passportRequired: false })).toEqual({});
  });

  it('[HTI-007] rejects a malformed filled optional field and a passport that expires before it was issued', () => {
    const errors = validateTripTravelerForm(
      {
        emergencyContact: contact,
        flightInformation: { arrivalDetails: { date: '2025-05-01', time: '25:00' } },
        passportInformation: { ...passport, issueDate: '01/15/2030', expirationDate: '01/15/2020' },
      },
      { passportRequired: true },
    );
    expect(errors).toEqual({
      'flightInformation.arrivalDetails.date': 'Use the format MM/DD/YYYY',
      'flightInformation.arrivalDetails.time': 'Enter a valid time',
      'passportInformation.expirationDate': 'Expiration date must be after the issue date',
    });
  });

  it('[HTI-008] requires every passport field except the middle name when the trip requires a passport', () => {
    const errors = validateTripTravelerForm({ emergencyContact: contact }, { passportRequired: true });
    expect(errors).toEqual({
      'passportInformation.firstName': 'First Name is required',
      'passportInformation.lastName': 'Last Name is required',
      'passportInformation.number': 'Passport Number is required',
      'passportInformation.nationality': 'Nationality is required',
      'passportInformation.gender': 'Gender is required',
      'passportInformation.issueDate': 'Issue Date is required',
      'passportInformation.expirationDate': 'Expiration Date is required',
      'passportInformation.dateOfBirth': 'Date Of Birth is required',
    });
    expect(
      validateTripTravelerForm(
        { emergencyContact: contact, passportInformation: passport },
        { passportRequired: true },
      ),
    ).toEqual({});
  });

  it('[HTI-008] does not require passport fields when the trip does not require a passport', () => {
    expect(
      validateTripTravelerForm({ emergencyContact: contact, passportInformation: {} }, { passportRequired: false }),
    ).toEqual({});
  });

  it('[HTI-009] requires the emergency contact name, relationship, phone and email', () => {
    expect(validateTripTravelerForm({}, { passportRequired: false })).toEqual({
      'emergencyContact.name': 'Name is required',
      'emergencyContact.relationship': 'Relationship is required',
      'emergencyContact.phone': 'Phone is required',
      'emergencyContact.email': 'Email is required',
    });
    expect(
      validateTripTravelerForm(
        { emergencyContact: { ...contact, name: '   ', email: 'not-an-email' } },
        { passportRequired: false },
      ),
    ).toEqual({ 'emergencyContact.name': 'Name is required', 'emergencyContact.email': 'Invalid email format' });
  });

  it('[HTI-010] trip form dates are MM/DD/YYYY and real calendar dates', () => {
    expect(isUsDateString('02/29/2024')).toBe(true);
    expect(isUsDateString('02/29/2023')).toBe(false);
    expect(isUsDateString('2024-02-29')).toBe(false);
    expect(isUsDateString('2/9/2024')).toBe(false);
    expect(usDateToCalendarDate('12/31/1999')).toBe('1999-12-31');
    const errors = validateTripTravelerForm(
      { emergencyContact: contact, passportInformation: { ...passport, dateOfBirth: '13/01/1990' } },
      { passportRequired: true },
    );
    expect(errors).toEqual({ 'passportInformation.dateOfBirth': 'Use the format MM/DD/YYYY' });
  });
});

describe('trip form validation: optional fields and edges', () => {
  const long = 'x'.repeat(2001);
  const max = 'Maximum 2000 characters allowed';

  it('[HTI-007] DECIDE: every free text field of every section is capped at 2000 characters', () => {
    const fits = 'x'.repeat(2000);
    const text = (v: string) => ({
      emergencyContact: contact,
      flightInformation: {
        arrivalDetails: { airline: v, flightNumber: v },
        departureDetails: { airline: v, flightNumber: v },
      },
      endOfTripPlans: v,
      travelInsurance: { carrier: v, policyNumber: v },
      passportInformation: { ...passport, middleName: v },
      specialRequests: { description: v, roomMate: v },
      disclosuresAndPreferences: { description: v },
      medicalAndMobilityDisclosure: v,
    });
    expect(validateTripTravelerForm(text(fits), { passportRequired: true })).toEqual({});
    expect(validateTripTravelerForm(text(long), { passportRequired: true })).toEqual({
      'flightInformation.arrivalDetails.airline': max,
      'flightInformation.arrivalDetails.flightNumber': max,
      'flightInformation.departureDetails.airline': max,
      'flightInformation.departureDetails.flightNumber': max,
      endOfTripPlans: max,
      'travelInsurance.carrier': max,
      'travelInsurance.policyNumber': max,
      'passportInformation.middleName': max,
      'specialRequests.description': max,
      'specialRequests.roomMate': max,
      'disclosuresAndPreferences.description': max,
      medicalAndMobilityDisclosure: max,
    });
  });

  it('[HTI-008] without a required passport, its filled fields are still capped and its dates still checked', () => {
    expect(
      validateTripTravelerForm(
        {
          emergencyContact: contact,
          passportInformation: { firstName: long, number: long, issueDate: '2020-01-15', dateOfBirth: '' },
        },
        { passportRequired: false },
      ),
    ).toEqual({
      'passportInformation.firstName': max,
      'passportInformation.number': max,
      'passportInformation.issueDate': 'Use the format MM/DD/YYYY',
    });
  });

  it('[HTI-007] blank optional dates and times are allowed; each flight leg is checked', () => {
    expect(
      validateTripTravelerForm(
        {
          emergencyContact: contact,
          flightInformation: { arrivalDetails: { date: ' ', time: '' }, departureDetails: { date: '', time: ' ' } },
        },
        { passportRequired: false },
      ),
    ).toEqual({});
    expect(
      validateTripTravelerForm(
        {
          emergencyContact: contact,
          flightInformation: { departureDetails: { date: '02/30/2025', time: '2:30 XM' } },
        },
        { passportRequired: false },
      ),
    ).toEqual({
      'flightInformation.departureDetails.date': 'Use the format MM/DD/YYYY',
      'flightInformation.departureDetails.time': 'Enter a valid time',
    });
    expect(
      validateTripTravelerForm(
        { emergencyContact: contact, flightInformation: { arrivalDetails: { date: '05/01/2025', time: '2:30 pm' } } },
        { passportRequired: false },
      ),
    ).toEqual({});
  });

  it('[HTI-007] a passport that expires on the day it was issued is refused; one day later is fine; a missing date skips the check', () => {
    const check = (p: object) =>
      validateTripTravelerForm({ emergencyContact: contact, passportInformation: p }, { passportRequired: false });
    expect(check({ issueDate: '01/15/2020', expirationDate: '01/15/2020' })).toEqual({
      'passportInformation.expirationDate': 'Expiration date must be after the issue date',
    });
    expect(check({ issueDate: '01/15/2020', expirationDate: '01/16/2020' })).toEqual({});
    expect(check({ expirationDate: '01/15/2020' })).toEqual({});
    expect(check({ issueDate: '01/15/2030' })).toEqual({});
  });

  it('[HTI-009] a form that is not an object is checked as an empty form', () => {
    const empty = validateTripTravelerForm({}, { passportRequired: false });
    expect(Object.keys(empty)).toHaveLength(4);
    expect(validateTripTravelerForm(null, { passportRequired: false })).toEqual(empty);
    expect(validateTripTravelerForm('form', { passportRequired: false })).toEqual(empty);
    expect(validateTripTravelerForm(undefined, { passportRequired: true })).toEqual(
      validateTripTravelerForm({}, { passportRequired: true }),
    );
  });

  it('[HTI-009] emergency contact fields must be text; the email is checked after trimming', () => {
    expect(
      validateTripTravelerForm(
        { emergencyContact: { ...contact, phone: 5550100, email: '  ana@example.com ' } },
        { passportRequired: false },
      ),
    ).toEqual({ 'emergencyContact.phone': 'Phone is required' });
  });
});

describe('trip form save', () => {
  it('[HTI-006] converts preferences to a list on save', () => {
    expect(tripFormPreferencesToList('vegan, gluten free , ,kosher')).toEqual(['vegan', 'gluten free', 'kosher']);
    expect(tripFormPreferencesToList(['vegan', ' '])).toEqual(['vegan']);
    expect(tripFormPreferencesToList(undefined)).toEqual([]);
    const form = tripTravelerFormSchema.parse({
      disclosuresAndPreferences: { preferences: 'vegan,halal', description: 'x' },
      flightInformation: { arrivalDetails: { time: '2:30 PM' } },
    });
    const payload = toTripTravelerFormPayload(form);
    expect(payload.disclosuresAndPreferences).toEqual({ preferences: ['vegan', 'halal'], description: 'x' });
    expect(payload.flightInformation.arrivalDetails.time).toBe('14:30');
  });

  it("[HTI-006] the payload keeps every other field, converts both flights' times and leaves an unreadable or blank time as entered", () => {
    const form = tripTravelerFormSchema.parse({
      flightInformation: {
        arrivalDetails: { airline: 'AA', time: 'soon' },
        departureDetails: { flightNumber: 'AA101', time: '9:05 PM' },
      },
      endOfTripPlans: 'Lisbon',
      emergencyContact: contact,
    });
    const payload = toTripTravelerFormPayload(form);
    expect(payload).toStrictEqual({
      ...form,
      flightInformation: {
        arrivalDetails: { airline: 'AA', time: 'soon' },
        departureDetails: { flightNumber: 'AA101', time: '21:05' },
      },
      disclosuresAndPreferences: { preferences: [] },
    });
    const blank = toTripTravelerFormPayload(
      tripTravelerFormSchema.parse({ flightInformation: { arrivalDetails: { time: '' } } }),
    );
    expect(blank.flightInformation).toStrictEqual({ arrivalDetails: { time: '' }, departureDetails: {} });
    // No time entered: the payload carries no time key at all.
    expect('time' in blank.flightInformation.departureDetails).toBe(false);
  });

  it('[HTI-006] null preferences are an empty list; a list is trimmed, not split', () => {
    expect(tripFormPreferencesToList(null)).toEqual([]);
    expect(tripFormPreferencesToList('')).toEqual([]);
    expect(tripFormPreferencesToList([' a,b '])).toEqual(['a,b']);
  });

  it('[HTI-012] lists, dates, nulls and dropped undefined members are compared by value', () => {
    expect(hasTripFormChanged([1, 2], [2, 1])).toBe(true);
    expect(hasTripFormChanged([1, 2], [1, 2])).toBe(false);
    expect(hasTripFormChanged([undefined], [])).toBe(true);
    expect(hasTripFormChanged(new Date('2025-01-01'), new Date('2025-01-02'))).toBe(true);
    expect(hasTripFormChanged(new Date('2025-01-01'), new Date('2025-01-01'))).toBe(false);
    expect(hasTripFormChanged({ at: new Date('2025-01-01') }, { at: '2025-01-01T00:00:00.000Z' })).toBe(false);
    expect(hasTripFormChanged(null, {})).toBe(true);
    expect(hasTripFormChanged({ a: null }, { a: {} })).toBe(true);
    expect(hasTripFormChanged({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(hasTripFormChanged({ a: 1 }, { b: 1 })).toBe(true);
    expect(hasTripFormChanged({ a: 1 }, { a: '1' })).toBe(true);
    expect(hasTripFormChanged({ a: [{ x: 1, y: 2 }] }, { a: [{ y: 2, x: 1 }] })).toBe(false);
    expect(hasTripFormChanged(undefined, null)).toBe(true);
    expect(hasTripFormChanged(undefined, undefined)).toBe(false);
    // List members are kept apart: [1, 23] is not [12, 3].
    expect(hasTripFormChanged([1, 23], [12, 3])).toBe(true);
  });

  it('[HTI-012] the same members in any key order are not a change', () => {
    const members = fc.uniqueArray(fc.tuple(fc.string({ maxLength: 3 }), fc.integer()), {
      selector: ([k]) => k,
      minLength: 2,
      maxLength: 8,
    });
    fc.assert(
      fc.property(
        members.chain((m) => fc.tuple(fc.constant(m), fc.shuffledSubarray(m, { minLength: m.length }))),
        ([entries, shuffled]) => {
          expect(hasTripFormChanged(Object.fromEntries(entries), Object.fromEntries(shuffled))).toBe(false);
          expect(hasTripFormChanged({ x: Object.fromEntries(entries) }, { x: Object.fromEntries(shuffled) })).toBe(
            false,
          );
        },
      ),
    );
  });

  it('[HTI-012] the trip form is saved only when it has changed', () => {
    const a = tripTravelerFormSchema.parse({ emergencyContact: contact });
    // The same contact with its keys in reverse order: key order is not a change.
    const reordered = {
      ...a,
      emergencyContact: Object.fromEntries(Object.entries(contact).reverse()) as typeof contact,
    };
    expect(hasTripFormChanged(a, reordered)).toBe(false);
    expect(hasTripFormChanged(a, { ...a, endOfTripPlans: 'Beach' })).toBe(true);
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(hasTripFormChanged(v, structuredClone(v))).toBe(false);
      }),
    );
  });

  it('[HTI-013] the trip form is disabled on complete trips only', () => {
    expect(isTripTravelerFormDisabled('complete')).toBe(true);
    expect(isTripTravelerFormDisabled('confirmed')).toBe(false);
    expect(isTripTravelerFormDisabled('live')).toBe(false);
  });
});
