// The Travel Info draft: stored forms shown with 12-hour times and comma-joined preferences, and back to the form.
import { tripTravelerFormSchema } from '@caravan/domain';
import { describe, expect, it } from 'vitest';
import { draftOf, formOf } from './travel-info-draft.js';

describe('travel info draft', () => {
  it('[HTI-011] shows a stored 24-hour time in the 12-hour picker and preferences as typed text', () => {
    const form = tripTravelerFormSchema.parse({
      flightInformation: { arrivalDetails: { time: '14:30' }, departureDetails: { time: '09:05' } },
      disclosuresAndPreferences: { preferences: ['vegetarian', 'no nuts'] },
      specialRequests: { guide: true },
    });
    const draft = draftOf(form);
    expect(draft.text['flightInformation.arrivalDetails.time']).toBe('02:30 PM');
    expect(draft.text['flightInformation.departureDetails.time']).toBe('09:05 AM');
    expect(draft.text['disclosuresAndPreferences.preferences']).toBe('vegetarian, no nuts');
    expect(draft.guide).toBe(true);
  });

  it('[HTI-006] [HTI-012] an untouched draft is the stored form, blanks left out and preferences a list', () => {
    const form = tripTravelerFormSchema.parse({
      emergencyContact: { name: 'Sam', relationship: 'Partner', phone: '1', email: 'sam@example.com' },
      disclosuresAndPreferences: { preferences: ['vegetarian'] },
    });
    const back = formOf(draftOf(form));
    expect(back.emergencyContact).toEqual(form.emergencyContact);
    expect(back.disclosuresAndPreferences.preferences).toEqual(['vegetarian']);
    expect(back.flightInformation).toEqual({ arrivalDetails: {}, departureDetails: {} });
    expect(back.endOfTripPlans).toBeUndefined();
  });
});
