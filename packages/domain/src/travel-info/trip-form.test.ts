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
