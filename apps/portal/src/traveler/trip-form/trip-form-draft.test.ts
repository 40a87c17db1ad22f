// The trip form draft: MM/DD/YYYY dates at the start of their UTC day, preferences as lists, change detection.
import { travelerTripFormSchema } from '@caravan/domain';
import { describe, expect, it } from 'vitest';
import { draftChanged, draftOf, payloadOf } from './trip-form-draft.js';

const saved = travelerTripFormSchema.parse({
  flightInformation: { arrivalDetails: { flightNumber: 'LA1', date: '2027-03-01T15:00:00Z', time: '09:30 AM' } },
  disclosuresAndPreferences: { preferences: ['planner'], roommateGenderPreferences: ['female'] },
});

describe('trip form draft', () => {
  it('[TFM-015] [TFM-016] shows dates as MM/DD/YYYY and saves them at the start of the UTC day', () => {
    const draft = draftOf(saved);
    expect(draft.text['flightInformation.arrivalDetails.date']).toBe('03/01/2027');
    draft.text['passportInformation.issueDate'] = '02/29/2024';
    const payload = payloadOf(draft);
    expect(payload.passportInformation.issueDate?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(payload.flightInformation.arrivalDetails.date?.toISOString()).toBe('2027-03-01T00:00:00.000Z');
  });

  it('[TFM-019] saves checkbox preferences and gender preferences as lists', () => {
    const draft = draftOf(saved);
    draft.preferences['night-owl'] = true;
    draft.genders.male = true;
    const payload = payloadOf(draft);
    expect(payload.disclosuresAndPreferences.preferences).toEqual(['night-owl', 'planner']);
    expect(payload.disclosuresAndPreferences.roommateGenderPreferences).toEqual(['female', 'male']);
  });

  it('[TFM-013] is changed only when a field differs from the saved form', () => {
    const draft = draftOf(saved);
    expect(draftChanged(draft, draftOf(saved))).toBe(false);
    draft.text['emergencyContact.name'] = 'Sam';
    expect(draftChanged(draft, draftOf(saved))).toBe(true);
  });
});
